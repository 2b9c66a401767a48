/**
 * The figures of the terms page (SPEC 9 "Terms figures"), written once: the server enforces these
 * numbers (services/withdrawal-rules/) and the terms page interpolates them into its text
 * (apps/web/src/features/content/components/TermsFigures.tsx), so the two cannot drift.
 * Amounts are whole NTD (the site's currency); docs/decisions.md "Issue 20: the terms figures" says
 * what each governs and why.
 */
import { MINOR_PER_MAJOR } from './money';
import { ntdToUsdtMinor } from './usdt-rate';

export const TERMS = {
  /** A player's withdrawals in any rolling 24 hours (not failed, not cancelled; every currency in NTD) at most this much. */
  withdrawPer24Hours: 250_000,
  /**
   * All players' withdrawals (every currency in NTD) paid out per Asia/Taipei calendar day at most this much (the
   * site's cap). One past it is not refused: it waits, held, for a later day's capacity (issue 33).
   */
  siteDailyWithdrawCap: 600_000,
  /** A withdrawal above this is paid out in parts of at most this much. */
  splitThreshold: 100_000,
  /** Withdrawals of the last 24 hours above this, the new one included, need an SMS code sent to the bound phone. */
  smsVerificationAbove: 2_500,
  /** The fee on a withdrawal to a destination other than the first bound one: this percent ... */
  extraDestinationFeePercent: 10,
  /** ... and at least this much. */
  extraDestinationFeeMin: 30,
  /** An account without a login for this many months becomes dormant. */
  dormantAfterMonths: 12,
  /** The dormancy fee for each further month of dormancy (never more than the balance). */
  dormancyFeeMonthly: 100,
  /** An increase or a removal of a player's own limit waits this many days. */
  limitCoolingDays: 7,
  /** The shortest self-exclusion. */
  selfExclusionDays: 7,
} as const;

const M = MINOR_PER_MAJOR;

/** The terms figures in minor units, as the server compares them. */
export const TERMS_MINOR = {
  withdrawPer24Hours: TERMS.withdrawPer24Hours * M,
  siteDailyWithdrawCap: TERMS.siteDailyWithdrawCap * M,
  splitThreshold: TERMS.splitThreshold * M,
  smsVerificationAbove: TERMS.smsVerificationAbove * M,
  extraDestinationFeeMin: TERMS.extraDestinationFeeMin * M,
  dormancyFeeMonthly: TERMS.dormancyFeeMonthly * M,
} as const;

/**
 * The least fee (minor units of the withdrawal's currency): 30 NTD; for a USDT withdrawal (`usdtRate` given, the
 * rate the order uses) those 30 NTD in USDT, rounded up (issue 33: the figure counts in NTD in every currency).
 */
export function withdrawFeeMinimumMinor(usdtRate?: string): number {
  return usdtRate === undefined ? TERMS_MINOR.extraDestinationFeeMin : ntdToUsdtMinor(TERMS_MINOR.extraDestinationFeeMin, usdtRate, 'up');
}

/**
 * The fee of a withdrawal of `amountMinor` (minor units of its currency): 0 to the first bound destination; else
 * 10% of the amount truncated to the cent, at least withdrawFeeMinimumMinor (30 NTD, or its USDT at `usdtRate` for a
 * USDT withdrawal). The cashier's preview and the server's charge both call this.
 */
export function withdrawFeeMinor(amountMinor: number, toFirstDestination: boolean, usdtRate?: string): number {
  if (toFirstDestination || amountMinor <= 0) return 0;
  return Math.max(withdrawFeeMinimumMinor(usdtRate), Math.floor((amountMinor * TERMS.extraDestinationFeePercent) / 100));
}

/**
 * Whether a withdrawal needs the SMS code: when the player's withdrawals of the last 24 hours, this one included,
 * come to strictly more than 2,500 (issue 33: splitting a sum into withdrawals of 2,500 does not avoid it). Both
 * figures in NTD minor units, every currency counted (toNtdMinor).
 */
export function withdrawNeedsSms(amountNtdMinor: number, last24HoursNtdMinor: number): boolean {
  return last24HoursNtdMinor + amountNtdMinor > TERMS_MINOR.smsVerificationAbove;
}

/** The parts a withdrawal is paid out in: at most 100,000 each, in order, summing exactly to the amount. */
export function withdrawParts(amountMinor: number): number[] {
  const parts: number[] = [];
  let left = amountMinor;
  while (left > TERMS_MINOR.splitThreshold) {
    parts.push(TERMS_MINOR.splitThreshold);
    left -= TERMS_MINOR.splitThreshold;
  }
  if (left > 0) parts.push(left);
  return parts;
}
