// Issue 20, the terms figures enforced (rules/terms.ts holds the numbers): error codes by name. The server's
// catalogue (apps/server/src/db/seed/catalogue-terms.ts) words each in zh-TW, en and th.

/** Refusals of a withdrawal or another money action by the terms (031070-031099). */
export const TERMS_ERROR_CODES = {
  /** The player's withdrawals in the last 24 hours would pass 250,000; data: TermsWithdrawRefusal. */
  withdraw24HoursLimit: '031070',
  /** The site's withdrawals of this Taipei day would pass 600,000; data: TermsWithdrawRefusal. */
  siteDailyCapReached: '031071',
  /** A withdrawal above 2,500 without an SMS code of type 10; data { above }. */
  withdrawSmsRequired: '031072',
  /** The account is dormant (12 months without a login): reactivate with an SMS code first. */
  accountDormant: '031073',
} as const;

/** Refusals of the reactivation of a dormant account (012110-012119). */
export const DORMANCY_ERROR_CODES = {
  /** Reactivation asked for an account that is not dormant. */
  notDormant: '012110',
} as const;

/** The data of a 031070 / 031071 refusal: the figure, what counts already, what is left (decimal strings). */
export interface TermsWithdrawRefusal {
  limit: string;
  used: string;
  remaining: string;
}
