import { formatMinor, toMinor } from './money';

/**
 * Points -> money of the VIP coupon exchange (SPEC 3 Voucher exchange ratio):
 * `ratio.points` points are worth `ratio.amount` minor units. The server's
 * exchange and the web page's "you receive" preview both call these, so the
 * preview is what the exchange credits.
 */

export interface ExchangeRatio {
  points: number;
  /** Minor units `points` points are worth. */
  amount: number;
}

/** Minor units `points` are worth at the ratio, rounded down to the cent. */
export function exchangeMinor(points: number, ratio: ExchangeRatio): number {
  return Math.floor((points * ratio.amount) / ratio.points);
}

/** The fewest points worth at least one cent. */
export function minExchangePoints(ratio: ExchangeRatio): number {
  return Math.ceil(ratio.points / ratio.amount);
}

/**
 * The preview of exchangeMinor for the ratio as the API sends it (amount a
 * decimal string, e.g. "1.00"), as a decimal string; "0.00" for points that
 * are not a positive whole number or an unusable ratio.
 */
export function exchangePreview(points: number, ratio: { points: number; amount: string }): string {
  const amount = toMinor(ratio.amount);
  if (!Number.isSafeInteger(points) || points <= 0 || ratio.points <= 0 || !(amount >= 0)) return '0.00';
  return formatMinor(exchangeMinor(points, { points: ratio.points, amount }));
}
