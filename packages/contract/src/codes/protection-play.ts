// Issue 20, player protection during play: its error codes by name (each declared here
// with its status and its texts in zh-TW, en and th).
import { codesOf, declareErrors } from './declare';

// Their texts (the server's catalogue before issue 35): Issue 20, player protection during play (contract
// codes/protection-play.ts names them): 031050-031052 refuse a game launch or a bet once a loss limit is
// reached (one code per period), 031053 once the session time limit is; the reply's data carries `resetAt`,
// which the screens show as a time. They are silent (showType 0): the screen that met them words them with that
// time (the web's launch, apps/web/src/features/protection/reality/playRefusal.ts; the game window,
// game-window/static/dice.js). 012094-012098 refuse setting, changing or cancelling a loss or session time limit.
// 031054 refuses a launch or a bet while the reality check is due and unanswered (issue 33): a dialog (showType
// 2) on the site; the game window shows its reality-check dialog instead (game-window/static/reality.js).

/** Where a player finds the limits, in each language's words. */
const where = { tw: '「我的 > 負責任博彩設定」', en: 'My account > Responsible gambling settings', th: 'บัญชีของฉัน > การตั้งค่าการเล่นอย่างมีความรับผิดชอบ' };

/** Refusals of a game launch or a bet by the player's own limits (031050-031059). */
export const PLAY_LIMIT_ERRORS = /* @__PURE__ */ declareErrors({
  /** The daily loss limit is reached (or this stake could pass it); data: LossLimitRefusal. */
  dayLossReached: {
    code: '031050', status: 403, showType: 0,
    tw: `您已達到設定的每日輸額上限，今日無法再進入遊戲或下注，可於${where.tw}查看。`,
    en: `You have reached the daily loss limit you set: no more games or bets today. See ${where.en}.`,
    th: `คุณถึงวงเงินขาดทุนรายวันที่ตั้งไว้แล้ว ไม่สามารถเข้าเกมหรือวางเดิมพันได้อีกในวันนี้ ดูได้ที่ ${where.th}`,
  },
  /** The weekly loss limit is reached (or this stake could pass it); data: LossLimitRefusal. */
  weekLossReached: {
    code: '031051', status: 403, showType: 0,
    tw: `您已達到設定的每週輸額上限，本週無法再進入遊戲或下注，可於${where.tw}查看。`,
    en: `You have reached the weekly loss limit you set: no more games or bets this week. See ${where.en}.`,
    th: `คุณถึงวงเงินขาดทุนรายสัปดาห์ที่ตั้งไว้แล้ว ไม่สามารถเข้าเกมหรือวางเดิมพันได้อีกในสัปดาห์นี้ ดูได้ที่ ${where.th}`,
  },
  /** The monthly loss limit is reached (or this stake could pass it); data: LossLimitRefusal. */
  monthLossReached: {
    code: '031052', status: 403, showType: 0,
    tw: `您已達到設定的每月輸額上限，本月無法再進入遊戲或下注，可於${where.tw}查看。`,
    en: `You have reached the monthly loss limit you set: no more games or bets this month. See ${where.en}.`,
    th: `คุณถึงวงเงินขาดทุนรายเดือนที่ตั้งไว้แล้ว ไม่สามารถเข้าเกมหรือวางเดิมพันได้อีกในเดือนนี้ ดูได้ที่ ${where.th}`,
  },
  /** The session time limit is reached; data: SessionLimitRefusal. */
  sessionTimeReached: {
    code: '031053', status: 403, showType: 0,
    tw: '您本次遊戲時間已達到設定的單次遊戲時間上限，請休息一下再回來。',
    en: 'This play session has reached the session time limit you set. Take a break and come back later.',
    th: 'เซสชันการเล่นนี้ถึงเวลาเล่นสูงสุดต่อเซสชันที่คุณตั้งไว้แล้ว กรุณาพักก่อนแล้วค่อยกลับมา',
  },
});
export const PLAY_LIMIT_ERROR_CODES = /* @__PURE__ */ codesOf(PLAY_LIMIT_ERRORS);

/**
 * A game launch or a bet while the player's reality check is due and unanswered (issue 33): play goes
 * on once the player answers it (continue or stop). Data: RealityCheckRefusal. Apart from the limits
 * above, whose screens word them with a reset time: the game window shows its reality-check dialog.
 */
export const REALITY_CHECK_ERRORS = /* @__PURE__ */ declareErrors({
  due: {
    code: '031054', status: 403, showType: 2,
    tw: '遊戲時間提醒已到，請先在提醒中選擇「繼續遊戲」或「停止遊戲」後再遊戲。',
    en: 'Your reality check is due: answer it (Keep playing or Stop playing) before you play on.',
    th: 'ถึงเวลาแจ้งเตือนเวลาเล่นแล้ว กรุณาเลือก "เล่นต่อ" หรือ "หยุดเล่น" ในการแจ้งเตือนก่อนเล่นต่อ',
  },
});
export const REALITY_CHECK_ERROR_CODES = /* @__PURE__ */ codesOf(REALITY_CHECK_ERRORS);

/** The data of a 031054 refusal: when the unanswered check fell due (ISO-8601 UTC). */
export interface RealityCheckRefusal {
  dueAt: string;
}

/** Refusals of setting, changing or cancelling a loss or session time limit (012094-012099). */
export const PLAY_LIMIT_SETTING_ERRORS = /* @__PURE__ */ declareErrors({
  /** A loss limit below the smallest or above the largest taken; data { minAmount, maxAmount }. */
  lossAmountOutOfRange: {
    code: '012094', status: 400,
    tw: '輸額上限金額需介於 100 至 100,000,000 之間。',
    en: 'A loss limit must be between 100 and 100,000,000.',
    th: 'วงเงินขาดทุนต้องอยู่ระหว่าง 100 ถึง 100,000,000',
  },
  /** A session time limit outside the minutes taken; data { minMinutes, maxMinutes }. */
  sessionMinutesOutOfRange: {
    code: '012095', status: 400,
    tw: '單次遊戲時間上限需介於 10 至 1,440 分鐘之間。',
    en: 'A session time limit must be between 10 and 1,440 minutes.',
    th: 'เวลาเล่นสูงสุดต่อเซสชันต้องอยู่ระหว่าง 10 ถึง 1,440 นาที',
  },
  /** Removal asked where no limit is set. */
  noLimitToRemove: {
    code: '012096', status: 409,
    tw: '尚未設定此上限，無需移除。',
    en: 'There is no such limit to remove.',
    th: 'ยังไม่ได้ตั้งวงเงินนี้ จึงไม่มีอะไรให้ลบ',
  },
  /** The value is the limit already in force and nothing is pending. */
  unchanged: {
    code: '012097', status: 409,
    tw: '新的上限與目前相同，未做任何變更。',
    en: 'The new limit is the same as the current one: nothing was changed.',
    th: 'วงเงินใหม่เท่ากับวงเงินปัจจุบัน จึงไม่มีการเปลี่ยนแปลง',
  },
  /** Cancel asked where no increase or removal is pending. */
  nothingPending: {
    code: '012098', status: 409,
    tw: '此上限沒有待生效的變更可取消。',
    en: 'This limit has no pending change to cancel.',
    th: 'วงเงินนี้ไม่มีการเปลี่ยนแปลงที่รอมีผลให้ยกเลิก',
  },
});
export const PLAY_LIMIT_SETTING_ERROR_CODES = /* @__PURE__ */ codesOf(PLAY_LIMIT_SETTING_ERRORS);

/** The data of a 031050-031052 refusal: which limit, what was lost, and when the period starts again. */
export interface LossLimitRefusal {
  period: 'day' | 'week' | 'month';
  limit: string;
  lost: string;
  remaining: string;
  /** ISO time the period ends (the limit allows play again). */
  resetAt: string;
}

/** The data of a 031053 refusal: the limit, the minutes played, and when a new session may start. */
export interface SessionLimitRefusal {
  minutes: number;
  playedMinutes: number;
  /** ISO time a new session may start (PLAY_SESSION_IDLE_MINUTES after the last launch or bet). */
  resetAt: string;
}
