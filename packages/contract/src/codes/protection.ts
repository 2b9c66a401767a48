// Issue 20, player protection: its error codes by name (each declared here with
// its status and its texts in zh-TW, en and th).
import { codesOf, declareErrors } from './declare';

// Their texts (the server's catalogue before issue 35): Issue 20, player protection (contract
// codes/protection.ts names them): 031040-031042 refuse a deposit order past the player's own limit, one code
// per period so the text says which limit; the reply's data carries { period, limit, deposited, remaining },
// which the screens show. 012090-012093 refuse setting, changing or cancelling a limit.

/** Refusals of a deposit order by the player's own limits (031040-031049); data: DepositLimitRefusal. */
export const DEPOSIT_LIMIT_ERRORS = /* @__PURE__ */ declareErrors({
  /** The order would pass the daily deposit limit. */
  dayLimitReached: {
    code: '031040', status: 403, showType: 2,
    tw: '此筆儲值將超過您設定的每日儲值上限，請查看今日剩餘可儲值金額，或於「我的 > 負責任博彩設定」調整上限。',
    en: 'This deposit would pass the daily deposit limit you set. See what is left for today, or change the limit in My account > Responsible gambling settings.',
    th: 'การฝากครั้งนี้จะเกินวงเงินฝากรายวันที่คุณตั้งไว้ กรุณาดูยอดที่ยังฝากได้วันนี้ หรือปรับวงเงินที่ บัญชีของฉัน > การตั้งค่าการเล่นอย่างมีความรับผิดชอบ',
  },
  /** The order would pass the weekly deposit limit. */
  weekLimitReached: {
    code: '031041', status: 403, showType: 2,
    tw: '此筆儲值將超過您設定的每週儲值上限，請查看本週剩餘可儲值金額，或於「我的 > 負責任博彩設定」調整上限。',
    en: 'This deposit would pass the weekly deposit limit you set. See what is left for this week, or change the limit in My account > Responsible gambling settings.',
    th: 'การฝากครั้งนี้จะเกินวงเงินฝากรายสัปดาห์ที่คุณตั้งไว้ กรุณาดูยอดที่ยังฝากได้สัปดาห์นี้ หรือปรับวงเงินที่ บัญชีของฉัน > การตั้งค่าการเล่นอย่างมีความรับผิดชอบ',
  },
  /** The order would pass the monthly deposit limit. */
  monthLimitReached: {
    code: '031042', status: 403, showType: 2,
    tw: '此筆儲值將超過您設定的每月儲值上限，請查看本月剩餘可儲值金額，或於「我的 > 負責任博彩設定」調整上限。',
    en: 'This deposit would pass the monthly deposit limit you set. See what is left for this month, or change the limit in My account > Responsible gambling settings.',
    th: 'การฝากครั้งนี้จะเกินวงเงินฝากรายเดือนที่คุณตั้งไว้ กรุณาดูยอดที่ยังฝากได้เดือนนี้ หรือปรับวงเงินที่ บัญชีของฉัน > การตั้งค่าการเล่นอย่างมีความรับผิดชอบ',
  },
});
export const DEPOSIT_LIMIT_ERROR_CODES = /* @__PURE__ */ codesOf(DEPOSIT_LIMIT_ERRORS);

/** Refusals of setting, changing or cancelling a limit (012090-012099). */
export const LIMIT_SETTING_ERRORS = /* @__PURE__ */ declareErrors({
  /** The amount is below the smallest or above the largest limit the site takes; data { minAmount, maxAmount }. */
  amountOutOfRange: {
    code: '012090', status: 400,
    tw: '儲值上限金額需介於 100 至 100,000,000 之間。',
    en: 'A deposit limit must be between 100 and 100,000,000.',
    th: 'วงเงินฝากต้องอยู่ระหว่าง 100 ถึง 100,000,000',
  },
  /** Removal asked for a period that has no limit. */
  noLimitToRemove: {
    code: '012091', status: 409,
    tw: '此期間尚未設定儲值上限，無需移除。',
    en: 'There is no deposit limit for this period to remove.',
    th: 'ยังไม่ได้ตั้งวงเงินฝากสำหรับช่วงเวลานี้ จึงไม่มีอะไรให้ลบ',
  },
  /** The amount is the limit already in force and nothing is pending. */
  unchanged: {
    code: '012092', status: 409,
    tw: '新的儲值上限與目前相同，未做任何變更。',
    en: 'The new deposit limit is the same as the current one: nothing was changed.',
    th: 'วงเงินฝากใหม่เท่ากับวงเงินปัจจุบัน จึงไม่มีการเปลี่ยนแปลง',
  },
  /** Cancel asked where no increase or removal is pending. */
  nothingPending: {
    code: '012093', status: 409,
    tw: '此儲值上限沒有待生效的變更可取消。',
    en: 'This deposit limit has no pending change to cancel.',
    th: 'วงเงินฝากนี้ไม่มีการเปลี่ยนแปลงที่รอมีผลให้ยกเลิก',
  },
});
export const LIMIT_SETTING_ERROR_CODES = /* @__PURE__ */ codesOf(LIMIT_SETTING_ERRORS);

/** The data of a 031040-031042 refusal: which limit, and what the period still allows. */
export interface DepositLimitRefusal {
  period: 'day' | 'week' | 'month';
  limit: string;
  deposited: string;
  remaining: string;
}
