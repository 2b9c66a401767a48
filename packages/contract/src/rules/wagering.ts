import { QUALIFYING_ODDS, WITHDRAWAL_TURNOVER_MULTIPLE } from '../constants';

/**
 * Wagering (turnover) requirements (issue 17; docs/decisions.md "Issue 17:
 * wagering"). Every credit that is not the player's own money, and every
 * deposit, opens a requirement of its amount x a multiple; a withdrawal waits
 * until the valid turnover since each requirement began covers it.
 */

/** Where a requirement came from; the multiple of each (a promotion may set its own for activity rewards). */
export const WAGERING_SOURCES = ['deposit', 'firstRecharge', 'invite', 'activityReward', 'rebate', 'couponExchange', 'operatorBonus', 'operatorRebate'] as const;
export type WageringSource = (typeof WAGERING_SOURCES)[number];

export const WAGERING_MULTIPLES: Readonly<Record<WageringSource, number>> = {
  /** SPEC 9: 1x valid turnover after a deposit (WITHDRAWAL_TURNOVER_MULTIPLE). */
  deposit: WITHDRAWAL_TURNOVER_MULTIPLE,
  /** The richest bonus (100 % up to 888 for new members): 10x, the common figure for a matched deposit bonus. */
  firstRecharge: 10,
  /** A flat 100 per friend, paid when the friend deposits: 5x. */
  invite: 5,
  /** Default for a promotion's rewards; activities.wagering_multiple overrides it per promotion. */
  activityReward: 5,
  /** Paid on turnover already made (at most 1.5 %): 1x so it cannot loop into free money. */
  rebate: 1,
  /** VIP points bought with turnover: 3x. */
  couponExchange: 3,
  /** The operator's `fund credit --type bonus`: treated like a promotion reward. */
  operatorBonus: 5,
  /** The operator's `fund credit --type rebate`: like the daily rebate. */
  operatorRebate: 1,
};

/**
 * A requirement is dropped when new money arrives while the player's balance
 * (main and game wallets together) is below this many minor units (1.00): the
 * money it was attached to has been played away.
 */
export const WAGERING_CLEAR_BELOW_MINOR = 100;

export type OddsFormat = keyof typeof QUALIFYING_ODDS;

/** Odds of any SPEC format as decimal odds (stake included), e.g. Hong Kong 0.5, Malay 0.5, Indonesian -2, American -200 are all 1.5. */
export function decimalOdds(format: OddsFormat, value: number): number {
  switch (format) {
    case 'decimal':
      return value;
    case 'hongKong':
      return 1 + value;
    case 'malay':
      return value > 0 ? 1 + value : 1 + 1 / Math.abs(value);
    case 'indonesian':
      return value >= 1 ? 1 + value : 1 + 1 / Math.abs(value);
    case 'american':
      return value > 0 ? 1 + value / 100 : 1 + 100 / Math.abs(value);
  }
}

/** The qualifying-odds rule (SPEC 9): a bet with odds counts only at QUALIFYING_ODDS.decimal or more; a bet without odds (slots, dice) counts by its valid bet. */
export function countsForTurnover(odds: number | null): boolean {
  return odds === null || odds >= QUALIFYING_ODDS.decimal;
}

/** Minor units of turnover a credit requires: amount x multiple. */
export function requiredTurnover(amountMinor: number, multiple: number): number {
  return amountMinor * multiple;
}
