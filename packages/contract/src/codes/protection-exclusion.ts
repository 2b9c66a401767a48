// Issue 20, player protection, exclusion part: time-outs and self-exclusion (each declared
// here with its status and its texts in zh-TW, en and th).
import { codesOf, declareErrors } from './declare';

// Their texts (the server's catalogue before issue 35): Issue 20, time-outs and self-exclusion (contract
// codes/protection-exclusion.ts names them): 031060-031066 refuse play, deposits, promotions, reward claims,
// VIP exchanges and transfers into a game wallet while one runs (the contract's break-policy.ts says which
// endpoint refuses with which), the reply's data carrying { kind, until } for the screens; 012100-012102 refuse
// taking one.

/**
 * Refusals while a time-out or a self-exclusion runs (031060-031069); data: BreakRefusal. One code per
 * thing refused, so the text can say what; withdrawal and the account screens are never refused. Which
 * endpoint refuses with which code is the contract's break policy (break-policy.ts).
 */
export const BREAK_REFUSAL_ERRORS = /* @__PURE__ */ declareErrors({
  /** Opening a game (launch URL). */
  gameLaunch: {
    code: '031060', status: 403, showType: 2,
    tw: '您目前處於暫停遊戲或自我排除期間，無法開啟遊戲。託售與帳戶設定仍可使用。',
    en: 'You are on a time-out or self-exclusion, so games cannot be opened. Withdrawals and your account settings still work.',
    th: 'คุณอยู่ในช่วงพักการเล่นหรือการกีดกันตนเอง จึงเปิดเกมไม่ได้ การถอนเงินและการตั้งค่าบัญชียังใช้งานได้',
  },
  /** A bet in a game window opened before the break began. */
  bet: {
    code: '031061', status: 403, showType: 2,
    tw: '您目前處於暫停遊戲或自我排除期間，無法下注。',
    en: 'You are on a time-out or self-exclusion, so no bets can be placed.',
    th: 'คุณอยู่ในช่วงพักการเล่นหรือการกีดกันตนเอง จึงวางเดิมพันไม่ได้',
  },
  /** A deposit order. */
  deposit: {
    code: '031062', status: 403, showType: 2,
    tw: '您目前處於暫停遊戲或自我排除期間，無法儲值。託售仍可使用。',
    en: 'You are on a time-out or self-exclusion, so deposits are not taken. Withdrawals still work.',
    th: 'คุณอยู่ในช่วงพักการเล่นหรือการกีดกันตนเอง จึงฝากเงินไม่ได้ การถอนเงินยังใช้งานได้',
  },
  /** Joining a promotion. */
  promotionJoin: {
    code: '031063', status: 403, showType: 2,
    tw: '您目前處於暫停遊戲或自我排除期間，無法參加優惠活動。',
    en: 'You are on a time-out or self-exclusion, so you cannot join promotions.',
    th: 'คุณอยู่ในช่วงพักการเล่นหรือการกีดกันตนเอง จึงเข้าร่วมโปรโมชันไม่ได้',
  },
  /** Claiming a promotion's reward (issue 33). */
  rewardClaim: {
    code: '031064', status: 403, showType: 2,
    tw: '您目前處於暫停遊戲或自我排除期間，無法領取活動獎勵。',
    en: 'You are on a time-out or self-exclusion, so promotion rewards cannot be claimed.',
    th: 'คุณอยู่ในช่วงพักการเล่นหรือการกีดกันตนเอง จึงรับรางวัลโปรโมชันไม่ได้',
  },
  /** Exchanging VIP points for money (issue 33). */
  vipExchange: {
    code: '031065', status: 403, showType: 2,
    tw: '您目前處於暫停遊戲或自我排除期間，無法兌換點券。',
    en: 'You are on a time-out or self-exclusion, so VIP points cannot be exchanged.',
    th: 'คุณอยู่ในช่วงพักการเล่นหรือการกีดกันตนเอง จึงแลกคะแนน VIP ไม่ได้',
  },
  /** Moving money into a game wallet; moving it back to the main wallet stays open (issue 33). */
  transferToGame: {
    code: '031066', status: 403, showType: 2,
    tw: '您目前處於暫停遊戲或自我排除期間，無法轉入遊戲錢包。轉回主錢包與託售仍可使用。',
    en: 'You are on a time-out or self-exclusion, so money cannot be moved into a game wallet. Moving it back to the main wallet and withdrawals still work.',
    th: 'คุณอยู่ในช่วงพักการเล่นหรือการกีดกันตนเอง จึงโอนเงินเข้ากระเป๋าเกมไม่ได้ การโอนกลับกระเป๋าหลักและการถอนเงินยังใช้งานได้',
  },
});
export const BREAK_REFUSAL_CODES = /* @__PURE__ */ codesOf(BREAK_REFUSAL_ERRORS);

/** Refusals of taking a time-out or a self-exclusion (012100-012109). */
export const BREAK_SETTING_ERRORS = /* @__PURE__ */ declareErrors({
  /** The login password sent to confirm is wrong (counted: 5 wrong in 15 minutes end every session, 012081). */
  passwordWrong: {
    code: '012100', status: 400,
    tw: '登入密碼錯誤，請重新輸入。',
    en: 'The login password is wrong. Please enter it again.',
    th: 'รหัสผ่านเข้าสู่ระบบไม่ถูกต้อง กรุณากรอกใหม่',
  },
  /** The new break would end on or before the running one: a break is never shortened; data: BreakRefusal. */
  notLonger: {
    code: '012101', status: 409, showType: 2,
    tw: '新的期間必須比目前的暫停或自我排除更晚結束，目前的期間無法縮短或取消。',
    en: 'The new period must end later than the time-out or self-exclusion running now; the running one cannot be shortened or lifted.',
    th: 'ช่วงเวลาใหม่ต้องสิ้นสุดหลังช่วงพักหรือการกีดกันตนเองที่มีผลอยู่ ช่วงที่มีผลอยู่ไม่สามารถย่อหรือยกเลิกได้',
  },
  /** A time-out asked while a self-exclusion runs (or awaits its operator's end); data: BreakRefusal. */
  excluded: {
    code: '012102', status: 409, showType: 2,
    tw: '您目前處於自我排除期間，無法改為暫停遊戲。自我排除期滿後須由客服解除。',
    en: 'You are self-excluded, so a time-out cannot replace it. A self-exclusion is ended by customer service after its date.',
    th: 'คุณอยู่ในช่วงกีดกันตนเอง จึงเปลี่ยนเป็นการพักการเล่นไม่ได้ การกีดกันตนเองจะสิ้นสุดโดยฝ่ายบริการลูกค้าหลังครบกำหนด',
  },
});
export const BREAK_SETTING_ERROR_CODES = /* @__PURE__ */ codesOf(BREAK_SETTING_ERRORS);

/** The data of a 031060-031066, 012101 or 012102 refusal: which break runs, and its end (ISO-8601 UTC). */
export interface BreakRefusal {
  kind: 'timeout' | 'exclusion';
  until: string;
}
