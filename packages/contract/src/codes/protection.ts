// Issue 20, player protection: its error codes by name (the server's catalogue,
// apps/server/src/db/seed/catalogue-protection.ts, describes each in zh-TW, en and th).

/** Refusals of a deposit order by the player's own limits (031040-031049); data: DepositLimitRefusal. */
export const DEPOSIT_LIMIT_ERROR_CODES = {
  /** The order would pass the daily deposit limit. */
  dayLimitReached: '031040',
  /** The order would pass the weekly deposit limit. */
  weekLimitReached: '031041',
  /** The order would pass the monthly deposit limit. */
  monthLimitReached: '031042',
} as const;

/** Refusals of setting, changing or cancelling a limit (012090-012099). */
export const LIMIT_SETTING_ERROR_CODES = {
  /** The amount is below the smallest or above the largest limit the site takes; data { minAmount, maxAmount }. */
  amountOutOfRange: '012090',
  /** Removal asked for a period that has no limit. */
  noLimitToRemove: '012091',
  /** The amount is the limit already in force and nothing is pending. */
  unchanged: '012092',
  /** Cancel asked where no increase or removal is pending. */
  nothingPending: '012093',
} as const;

/** The data of a 031040-031042 refusal: which limit, and what the period still allows. */
export interface DepositLimitRefusal {
  period: 'day' | 'week' | 'month';
  limit: string;
  deposited: string;
  remaining: string;
}
