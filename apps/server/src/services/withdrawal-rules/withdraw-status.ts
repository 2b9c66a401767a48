import { SMS_REQUEST_TYPES, TERMS_MINOR, type TermsCodePurpose, type WithdrawTerms } from '@site/contract';
import { checkSendLimits, sendCode, type CodeClient } from '../accounts/codes';
import { twoFactorOn } from '../accounts/two-factor-guard';
import { type Db, playerOf } from '../fund/common';
import { FundErrors } from '../fund/errors';
import { formatMinor } from '../wallet/money';
import { openDormancy } from './dormancy';
import { TermsErrors } from './errors';
import { firstDestination, withdrawnLast24Hours } from './withdraw-terms';

/**
 * GET /v1/terms/withdraw: what the cashier shows before a withdrawal is confirmed (the fee by the contract's
 * withdrawFeeMinor; the SMS code by withdrawNeedsSms over last24Hours). The player's own figures only: nothing of
 * the site's total (issue 33).
 */
export async function withdrawTermsOf(db: Db, accountId: number, now = new Date()): Promise<WithdrawTerms> {
  const [first, last24Hours, dormant, twoFactor] = await Promise.all([firstDestination(db, accountId), withdrawnLast24Hours(db, accountId, now), openDormancy(db, accountId), twoFactorOn(db, accountId)]);
  return {
    feeFreeDestination: first,
    last24Hours: formatMinor(last24Hours),
    remaining24Hours: formatMinor(Math.max(0, TERMS_MINOR.withdrawPer24Hours - last24Hours)),
    dormantSince: dormant?.since ?? null,
    twoFactor: twoFactor !== undefined,
  };
}

/**
 * POST /v1/terms/code: a type-10 (withdrawals of 24 hours above 2,500) or type-11 (reactivation; 012110 when not dormant) code to
 * the session's bound phone (031010 without one). The sending limits of every code apply; no captcha, because only
 * the logged-in player's own number can receive it (the cashier frame carries no captcha flow).
 */
export async function sendTermsCode(db: Db, accountId: number, purpose: TermsCodePurpose, client: CodeClient): Promise<{ countdown: number }> {
  const player = await playerOf(db, accountId);
  if (!player.country_code || !player.telephone) throw FundErrors.phoneRequired();
  if (purpose === 'reactivate' && !(await openDormancy(db, accountId))) throw TermsErrors.notDormant();
  const phone = { countryCode: player.country_code, telephone: player.telephone };
  await checkSendLimits(db, phone, client);
  const sent = await sendCode(db, 'sms', phone, SMS_REQUEST_TYPES[purpose], client);
  return { countdown: sent.countdown };
}
