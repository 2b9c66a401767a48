import { DB_CHANNEL, GAME_POINTS_RATIO } from '@site/contract';
import { mainPerGameUnit } from '@site/contract/rules/money';

/**
 * Money is integer minor units (both currencies have 100 per major unit,
 * currencies.minor_per_major). The conversions are the contract's, shared
 * with the cashier (packages/contract/src/rules/money.ts).
 */
export { MINOR_PER_MAJOR, toMinor, formatMinor } from '@site/contract/rules/money';

/** Main-wallet minor units per game minor unit of a channel: 5 for DB (ratio 0.2), else 1. */
export function mainPerUnit(channelCode: string): number {
  return mainPerGameUnit(channelCode === DB_CHANNEL ? GAME_POINTS_RATIO : 1);
}

/** The ratio shown to players: game units per main unit (1 or 0.2). */
export function ratioOf(channelCode: string): number {
  return 1 / mainPerUnit(channelCode);
}
