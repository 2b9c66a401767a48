import * as z from 'zod/mini';
import { endpoint } from '../endpoint';
import { smsCodeSchema } from '../rules/codes';
import { amountString } from './common';

/**
 * Issue 20, the terms figures (rules/terms.ts): what the cashier's withdrawal form needs to show them before
 * confirming (the fee-free destination, what the 24 hours still allow), the SMS code of a withdrawal above 2,500,
 * and the reactivation of a dormant account. Amounts are NTD decimal strings; times ISO-8601 UTC.
 */

const destinationRef = z.object({ kind: z.enum(['card', 'address']), id: z.number() });

export const withdrawTerms = z.object({
  /** The first bound destination: withdrawals to it pay no fee; null without a destination. */
  feeFreeDestination: z.nullable(destinationRef),
  /**
   * The player's withdrawals of the last 24 hours that count (every currency, in NTD at the rate each order used:
   * issue 33), and what the 250,000 still allow. The cashier asks for the SMS code when this plus the new
   * withdrawal passes 2,500 (rules/terms.ts withdrawNeedsSms).
   */
  last24Hours: amountString,
  remaining24Hours: amountString,
  /** Set while the account is dormant (withdrawals wait for the SMS reactivation). */
  dormantSince: z.nullable(z.string()),
  /** Two-factor on (issue 39): every withdrawal takes the authenticator code, in the SMS code's field and place. */
  twoFactor: z._default(z.boolean(), false),
});
export type WithdrawTerms = z.infer<typeof withdrawTerms>;

export const termsWithdraw = endpoint({
  id: 'terms.withdraw',
  onBreak: 'read',
  method: 'GET',
  path: '/v1/terms/withdraw',
  extension: true,
  auth: true,
  response: withdrawTerms,
  summary: 'The terms as they stand for the player’s next withdrawal: the fee-free (first bound) destination, the 24-hour total in NTD (every currency) and what is left, dormancy',
});

/** What a terms code is for: a withdrawal above 2,500 (type 10) or the reactivation of a dormant account (type 11). */
export const TERMS_CODE_PURPOSES = ['withdrawConfirm', 'reactivate'] as const;
export type TermsCodePurpose = (typeof TERMS_CODE_PURPOSES)[number];

export const termsCode = endpoint({
  id: 'terms.code',
  onBreak: 'allowed',
  method: 'POST',
  path: '/v1/terms/code',
  extension: true,
  auth: true,
  body: z.object({ purpose: z.enum(TERMS_CODE_PURPOSES) }),
  response: z.object({ countdown: z.number() }),
  summary:
    'Sends an SMS code to the bound phone: type 10 (withdrawConfirm) for a withdrawal above 2,500, type 11 (reactivate) for a dormant account (012110 when not dormant); the sending limits of every code apply (012012-012014, 012037); no captcha: only the session’s own number receives it',
});

export const termsReactivate = endpoint({
  id: 'terms.reactivate',
  onBreak: 'allowed',
  method: 'POST',
  path: '/v1/terms/reactivate',
  extension: true,
  auth: true,
  body: z.object({ code: smsCodeSchema }),
  response: z.object({ dormantSince: z.null() }),
  summary: 'Ends the dormancy of the logged-in player with an SMS code of type 11 (reactivate) sent to the bound phone (012006, 012036; 012110 when not dormant)',
});

export const termsApi = {
  withdraw: termsWithdraw,
  code: termsCode,
  reactivate: termsReactivate,
} as const;
