import { BREAK_REFUSAL_CODES as R, BREAK_SETTING_ERROR_CODES as S } from '@site/contract';
import type { CatalogueEntry } from './catalogue-entry';

/**
 * Issue 20, time-outs and self-exclusion (contract codes/protection-exclusion.ts names them):
 * 031060-031066 refuse play, deposits, promotions, reward claims, VIP exchanges and transfers into a
 * game wallet while one runs (the contract's break-policy.ts says which endpoint refuses with which),
 * the reply's data carrying { kind, until } for the screens; 012100-012102 refuse taking one.
 */
const e = (status: number, code: string, tw: string, en: string, th: string, showType: 0 | 1 | 2 = 2): CatalogueEntry => ({ status, code, showType, tw, en, th });

export const PROTECTION_EXCLUSION_CATALOGUE: CatalogueEntry[] = [
  e(
    403,
    R.gameLaunch,
    '您目前處於暫停遊戲或自我排除期間，無法開啟遊戲。託售與帳戶設定仍可使用。',
    'You are on a time-out or self-exclusion, so games cannot be opened. Withdrawals and your account settings still work.',
    'คุณอยู่ในช่วงพักการเล่นหรือการกีดกันตนเอง จึงเปิดเกมไม่ได้ การถอนเงินและการตั้งค่าบัญชียังใช้งานได้',
  ),
  e(
    403,
    R.bet,
    '您目前處於暫停遊戲或自我排除期間，無法下注。',
    'You are on a time-out or self-exclusion, so no bets can be placed.',
    'คุณอยู่ในช่วงพักการเล่นหรือการกีดกันตนเอง จึงวางเดิมพันไม่ได้',
  ),
  e(
    403,
    R.deposit,
    '您目前處於暫停遊戲或自我排除期間，無法儲值。託售仍可使用。',
    'You are on a time-out or self-exclusion, so deposits are not taken. Withdrawals still work.',
    'คุณอยู่ในช่วงพักการเล่นหรือการกีดกันตนเอง จึงฝากเงินไม่ได้ การถอนเงินยังใช้งานได้',
  ),
  e(
    403,
    R.promotionJoin,
    '您目前處於暫停遊戲或自我排除期間，無法參加優惠活動。',
    'You are on a time-out or self-exclusion, so you cannot join promotions.',
    'คุณอยู่ในช่วงพักการเล่นหรือการกีดกันตนเอง จึงเข้าร่วมโปรโมชันไม่ได้',
  ),
  e(
    403,
    R.rewardClaim,
    '您目前處於暫停遊戲或自我排除期間，無法領取活動獎勵。',
    'You are on a time-out or self-exclusion, so promotion rewards cannot be claimed.',
    'คุณอยู่ในช่วงพักการเล่นหรือการกีดกันตนเอง จึงรับรางวัลโปรโมชันไม่ได้',
  ),
  e(
    403,
    R.vipExchange,
    '您目前處於暫停遊戲或自我排除期間，無法兌換點券。',
    'You are on a time-out or self-exclusion, so VIP points cannot be exchanged.',
    'คุณอยู่ในช่วงพักการเล่นหรือการกีดกันตนเอง จึงแลกคะแนน VIP ไม่ได้',
  ),
  e(
    403,
    R.transferToGame,
    '您目前處於暫停遊戲或自我排除期間，無法轉入遊戲錢包。轉回主錢包與託售仍可使用。',
    'You are on a time-out or self-exclusion, so money cannot be moved into a game wallet. Moving it back to the main wallet and withdrawals still work.',
    'คุณอยู่ในช่วงพักการเล่นหรือการกีดกันตนเอง จึงโอนเงินเข้ากระเป๋าเกมไม่ได้ การโอนกลับกระเป๋าหลักและการถอนเงินยังใช้งานได้',
  ),
  e(400, S.passwordWrong, '登入密碼錯誤，請重新輸入。', 'The login password is wrong. Please enter it again.', 'รหัสผ่านเข้าสู่ระบบไม่ถูกต้อง กรุณากรอกใหม่', 1),
  e(
    409,
    S.notLonger,
    '新的期間必須比目前的暫停或自我排除更晚結束，目前的期間無法縮短或取消。',
    'The new period must end later than the time-out or self-exclusion running now; the running one cannot be shortened or lifted.',
    'ช่วงเวลาใหม่ต้องสิ้นสุดหลังช่วงพักหรือการกีดกันตนเองที่มีผลอยู่ ช่วงที่มีผลอยู่ไม่สามารถย่อหรือยกเลิกได้',
  ),
  e(
    409,
    S.excluded,
    '您目前處於自我排除期間，無法改為暫停遊戲。自我排除期滿後須由客服解除。',
    'You are self-excluded, so a time-out cannot replace it. A self-exclusion is ended by customer service after its date.',
    'คุณอยู่ในช่วงกีดกันตนเอง จึงเปลี่ยนเป็นการพักการเล่นไม่ได้ การกีดกันตนเองจะสิ้นสุดโดยฝ่ายบริการลูกค้าหลังครบกำหนด',
  ),
];
