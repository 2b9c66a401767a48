
/**
 * NTD <-> USDT at the USDT rate (NTD per USDT, a decimal string with at most
 * 4 places, e.g. "32.15"). The server's orders and the cashier's previews
 * both call these, so the amount a player is shown before sending is the
 * amount the order carries. Integer maths only: the rate in 1/10,000ths and
 * money in minor units (DESIGN 2: never floats).
 */

/** What a stored rate may look like; anything else falls back to the default rate on the server. */
export const USDT_RATE_PATTERN = /^\d{1,6}(\.\d{1,4})?$/;

const RATE_SCALE = 10_000n;

/** "32.15" -> 321500n (the rate in 1/10,000ths); the text must match USDT_RATE_PATTERN. */
export function rateUnits(rate: string): bigint {
  const [whole = '0', fraction = ''] = rate.split('.');
  return BigInt(whole) * RATE_SCALE + BigInt(fraction.padEnd(4, '0').slice(0, 4));
}

/** True for a rate the conversions can use: the pattern, and above zero. */
export function isUsableRate(rate: string): boolean {
  return USDT_RATE_PATTERN.test(rate) && rateUnits(rate) > 0n;
}

export type UsdtRounding = 'up' | 'down';

/** NTD minor units -> USDT minor units at the rate, as "12.34", rounded as asked. */
export function ntdToUsdt(amountMinor: number, rate: string, rounding: UsdtRounding): string {
  const numerator = BigInt(amountMinor) * RATE_SCALE;
  const units = rateUnits(rate);
  let cents = numerator / units;
  if (rounding === 'up' && numerator % units !== 0n) cents += 1n;
  // Written from the bigint itself: a large amount at a tiny rate passes 2^53 cents, where a Number
  // would round and a deposit could ask several cents more than the withdrawal of the same amount gives.
  const digits = cents.toString().padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/**
 * How each order rounds: a deposit up (the player pays at least the amount
 * credited), a withdrawal down (we never send more than was held).
 */
export const USDT_ROUNDING = { deposit: 'up', withdraw: 'down' } as const satisfies Record<string, UsdtRounding>;
export type UsdtOrderKind = keyof typeof USDT_ROUNDING;

/** The USDT an order of `ntdMinor` NTD carries: what the server stores (usdtAmount) and the cashier previews. */
export function usdtForOrder(kind: UsdtOrderKind, ntdMinor: number, rate: string): string {
  return ntdToUsdt(ntdMinor, rate, USDT_ROUNDING[kind]);
}

/**
 * The cashier forms' preview of usdtForOrder: the same function, so the
 * amount shown before sending is the amount the order asks for; '' while the
 * rate is unusable (nothing is shown rather than a wrong figure).
 */
export function usdtPreview(kind: UsdtOrderKind, ntdMinor: number, rate: string): string {
  return isUsableRate(rate) ? usdtForOrder(kind, ntdMinor, rate) : '';
}

/** USDT minor units -> NTD minor units at the rate, truncated (the VIP totals count USDT deposits and bets in NTD). */
export function usdtToNtdMinor(usdtMinor: number, rate: string): number {
  return Number((BigInt(Math.trunc(usdtMinor)) * rateUnits(rate)) / RATE_SCALE);
}

/** NTD minor units -> USDT minor units at the rate, as a number, rounded as asked (the USDT form of an NTD figure). */
export function ntdToUsdtMinor(ntdMinor: number, rate: string, rounding: UsdtRounding): number {
  const numerator = BigInt(Math.trunc(ntdMinor)) * RATE_SCALE;
  const units = rateUnits(rate);
  let cents = numerator / units;
  if (rounding === 'up' && numerator % units !== 0n) cents += 1n;
  return Number(cents);
}

/**
 * What an amount of the wallet `currency` counts in NTD minor units (issue 33: every figure of the terms and of
 * the player's deposit limits counts every currency in NTD): an NTD amount as it is, a USDT amount at `rate`, the
 * rate the order used (truncated, as usdtToNtdMinor). The site has no other currency.
 */
export function toNtdMinor(amountMinor: number, currency: string, rate: string): number {
  if (currency === 'NTD') return amountMinor;
  if (currency === 'USDT') return usdtToNtdMinor(amountMinor, rate);
  throw new Error(`toNtdMinor: no NTD rate for ${currency}`);
}
