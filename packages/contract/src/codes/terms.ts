// Issue 20, the terms figures enforced (rules/terms.ts holds the numbers): error codes by name. The server's
// catalogue (apps/server/src/db/seed/catalogue-terms.ts) words each in zh-TW, en and th.

/** Refusals of a withdrawal or another money action by the terms (031070-031099). */
export const TERMS_ERROR_CODES = {
  /** The player's withdrawals in the last 24 hours (every currency in NTD) would pass 250,000; data: TermsWithdrawRefusal. */
  withdraw24HoursLimit: '031070',
  /**
   * Retired by issue 33 (no longer answered; kept so the number is not given to anything else): a withdrawal past
   * the site's 600,000 of the day now waits in the queue instead of being refused, and no answer tells the site's total.
   */
  siteDailyCapReached: '031071',
  /** Withdrawals of the last 24 hours above 2,500 with this one (every currency in NTD), without an SMS code of type 10; data { above }. */
  withdrawSmsRequired: '031072',
  /** The account is dormant (12 months without a login): reactivate with an SMS code first. */
  accountDormant: '031073',
} as const;

/** Refusals of the reactivation of a dormant account (012110-012119). */
export const DORMANCY_ERROR_CODES = {
  /** Reactivation asked for an account that is not dormant. */
  notDormant: '012110',
} as const;

/**
 * The data of a 031070 refusal: the figure and what the player's own 24 hours still allow (NTD decimal strings).
 * Issue 33: no refusal carries a `used` total (GET /v1/terms/withdraw tells the player's own last24Hours).
 */
export interface TermsWithdrawRefusal {
  limit: string;
  remaining: string;
}
