import { DB_CHANNEL, GAME_POINTS_RATIO } from '@site/contract';
import { formatAmount } from '@site/contract/rules/format';
import { formatMinor, mainPerGameUnit } from '@site/contract/rules/money';

/**
 * Money is integer minor units (both currencies have 100 per major unit,
 * currencies.minor_per_major). The conversions are the contract's, shared
 * with the cashier (packages/contract/src/rules/money.ts).
 */
export { MINOR_PER_MAJOR, toMinor, formatMinor } from '@site/contract/rules/money';

/**
 * An amount in words written for a player (a notice's body): the currency and
 * the contract's display format (SPEC 5: truncated, 2 decimals, comma
 * thousands), e.g. 'NTD 2,000.00'. Wire amounts stay formatMinor's plain decimals.
 */
export function moneyText(currency: string, minor: number): string {
  return `${currency} ${formatAmount(formatMinor(minor))}`;
}

/** Main-wallet minor units per game minor unit of a channel: 5 for DB (ratio 0.2), else 1. */
export function mainPerUnit(channelCode: string): number {
  return mainPerGameUnit(channelCode === DB_CHANNEL ? GAME_POINTS_RATIO : 1);
}

/** The ratio shown to players: game units per main unit (1 or 0.2). */
export function ratioOf(channelCode: string): number {
  return 1 / mainPerUnit(channelCode);
}
