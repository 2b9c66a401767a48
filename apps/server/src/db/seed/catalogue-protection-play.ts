import { PLAY_LIMIT_ERROR_CODES as P, PLAY_LIMIT_SETTING_ERROR_CODES as S, REALITY_CHECK_ERROR_CODES as RC } from '@site/contract';
import type { CatalogueEntry } from './catalogue-entry';

/**
 * Issue 20, player protection during play (contract codes/protection-play.ts names them): 031050-031052
 * refuse a game launch or a bet once a loss limit is reached (one code per period), 031053 once the
 * session time limit is; the reply's data carries `resetAt`, which the screens show as a time. They
 * are silent (showType 0): the screen that met them words them with that time (the web's launch,
 * apps/web/src/features/protection/reality/playRefusal.ts; the game window, play/static/dice.js).
 * 012094-012098 refuse setting, changing or cancelling a loss or session time limit. 031054 refuses a
 * launch or a bet while the reality check is due and unanswered (issue 33): a dialog (showType 2) on the
 * site; the game window shows its reality-check dialog instead (play/static/reality.js).
 */
const e = (status: number, code: string, tw: string, en: string, th: string, showType: 0 | 1 | 2 = 1): CatalogueEntry => ({ status, code, showType, tw, en, th });
const where = { tw: '「我的 > 負責任博彩設定」', en: 'My account > Responsible gambling settings', th: 'บัญชีของฉัน > การตั้งค่าการเล่นอย่างมีความรับผิดชอบ' };

export const PROTECTION_PLAY_CATALOGUE: CatalogueEntry[] = [
  e(
    403,
    P.dayLossReached,
    `您已達到設定的每日輸額上限，今日無法再進入遊戲或下注，可於${where.tw}查看。`,
    `You have reached the daily loss limit you set: no more games or bets today. See ${where.en}.`,
    `คุณถึงวงเงินขาดทุนรายวันที่ตั้งไว้แล้ว ไม่สามารถเข้าเกมหรือวางเดิมพันได้อีกในวันนี้ ดูได้ที่ ${where.th}`,
    0,
  ),
  e(
    403,
    P.weekLossReached,
    `您已達到設定的每週輸額上限，本週無法再進入遊戲或下注，可於${where.tw}查看。`,
    `You have reached the weekly loss limit you set: no more games or bets this week. See ${where.en}.`,
    `คุณถึงวงเงินขาดทุนรายสัปดาห์ที่ตั้งไว้แล้ว ไม่สามารถเข้าเกมหรือวางเดิมพันได้อีกในสัปดาห์นี้ ดูได้ที่ ${where.th}`,
    0,
  ),
  e(
    403,
    P.monthLossReached,
    `您已達到設定的每月輸額上限，本月無法再進入遊戲或下注，可於${where.tw}查看。`,
    `You have reached the monthly loss limit you set: no more games or bets this month. See ${where.en}.`,
    `คุณถึงวงเงินขาดทุนรายเดือนที่ตั้งไว้แล้ว ไม่สามารถเข้าเกมหรือวางเดิมพันได้อีกในเดือนนี้ ดูได้ที่ ${where.th}`,
    0,
  ),
  e(
    403,
    P.sessionTimeReached,
    '您本次遊戲時間已達到設定的單次遊戲時間上限，請休息一下再回來。',
    'This play session has reached the session time limit you set. Take a break and come back later.',
    'เซสชันการเล่นนี้ถึงเวลาเล่นสูงสุดต่อเซสชันที่คุณตั้งไว้แล้ว กรุณาพักก่อนแล้วค่อยกลับมา',
    0,
  ),
  e(
    403,
    RC.due,
    '遊戲時間提醒已到，請先在提醒中選擇「繼續遊戲」或「停止遊戲」後再遊戲。',
    'Your reality check is due: answer it (Keep playing or Stop playing) before you play on.',
    'ถึงเวลาแจ้งเตือนเวลาเล่นแล้ว กรุณาเลือก "เล่นต่อ" หรือ "หยุดเล่น" ในการแจ้งเตือนก่อนเล่นต่อ',
    2,
  ),
  e(400, S.lossAmountOutOfRange, '輸額上限金額需介於 100 至 100,000,000 之間。', 'A loss limit must be between 100 and 100,000,000.', 'วงเงินขาดทุนต้องอยู่ระหว่าง 100 ถึง 100,000,000'),
  e(400, S.sessionMinutesOutOfRange, '單次遊戲時間上限需介於 10 至 1,440 分鐘之間。', 'A session time limit must be between 10 and 1,440 minutes.', 'เวลาเล่นสูงสุดต่อเซสชันต้องอยู่ระหว่าง 10 ถึง 1,440 นาที'),
  e(409, S.noLimitToRemove, '尚未設定此上限，無需移除。', 'There is no such limit to remove.', 'ยังไม่ได้ตั้งวงเงินนี้ จึงไม่มีอะไรให้ลบ'),
  e(409, S.unchanged, '新的上限與目前相同，未做任何變更。', 'The new limit is the same as the current one: nothing was changed.', 'วงเงินใหม่เท่ากับวงเงินปัจจุบัน จึงไม่มีการเปลี่ยนแปลง'),
  e(409, S.nothingPending, '此上限沒有待生效的變更可取消。', 'This limit has no pending change to cancel.', 'วงเงินนี้ไม่มีการเปลี่ยนแปลงที่รอมีผลให้ยกเลิก'),
];
