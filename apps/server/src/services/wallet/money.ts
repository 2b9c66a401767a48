import { DB_CHANNEL, GAME_POINTS_RATIO } from '@site/contract';

/**
 * Money is integer minor units (both currencies have 100 per major unit,
 * currencies.minor_per_major). Game points of the DB channel are minor units
 * too: 1 point-cent = 5 main-cents (SPEC 9: 500 main -> 100 points).
 */
export const MINOR_PER_MAJOR = 100;

/** "1234.5" -> 123450. The contract's positiveAmountInput already checked the shape. */
export function toMinor(amount: string): number {
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) * MINOR_PER_MAJOR + Number(fraction.padEnd(2, '0').slice(0, 2));
}

/** 123450 -> "1234.50"; -2000 -> "-20.00". */
export function formatMinor(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(minor));
  return `${sign}${Math.floor(abs / MINOR_PER_MAJOR)}.${String(abs % MINOR_PER_MAJOR).padStart(2, '0')}`;
}

/** Main-wallet minor units per game minor unit of a channel: 5 for DB (ratio 0.2), else 1. */
export function mainPerUnit(channelCode: string): number {
  return channelCode === DB_CHANNEL ? Math.round(1 / GAME_POINTS_RATIO) : 1;
}

/** The ratio shown to players: game units per main unit (1 or 0.2). */
export function ratioOf(channelCode: string): number {
  return 1 / mainPerUnit(channelCode);
}
