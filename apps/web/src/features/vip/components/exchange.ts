import type { VipExchangeInfo } from '@site/contract/api/vip';

/** Cents of a contract amount string ("1.00" -> 100), exact: no floating-point parsing of the decimals. */
function cents(amount: string): number {
  const [whole = '0', fraction = ''] = amount.replace('-', '').split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

/** What `points` give at the ratio, rounded down to the cent as the server does, e.g. "12.34". */
export function exchangeAmount(points: number, ratio: VipExchangeInfo['ratio']): string {
  if (!Number.isSafeInteger(points) || points <= 0 || ratio.points <= 0) return '0.00';
  const total = Math.floor((points * cents(ratio.amount)) / ratio.points);
  return `${Math.floor(total / 100)}.${String(total % 100).padStart(2, '0')}`;
}

export type PointsProblem = 'notWhole' | 'overAvailable' | 'belowMinimum';

/** Client checks before sending: a whole number above 0, not above the available points, worth at least a cent. */
export function checkPoints(text: string, available: number, minPoints: number): { points: number } | { problem: PointsProblem } {
  const trimmed = text.trim();
  if (!/^\d{1,9}$/.test(trimmed) || Number(trimmed) <= 0) return { problem: 'notWhole' };
  const points = Number(trimmed);
  if (points > available) return { problem: 'overAvailable' };
  if (points < minPoints) return { problem: 'belowMinimum' };
  return { points };
}
