/**
 * The exchange's amount preview is the contract's exchangePreview
 * (@site/contract/rules/vip-exchange), the maths the server's exchange uses.
 */

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
