/**
 * Amounts of the transfer form (SPEC 5 Amounts, SPEC 9 ratio) in integer
 * minor units, so no float ever decides a balance check. Game points of a
 * ratio-0.2 wallet are minor units too: 1 point-cent = 5 main-cents.
 */

export type AmountProblem = 'required' | 'invalid' | 'positive' | 'decimals' | 'exceeds' | 'tooSmall';

const SHAPE = /^\d{1,12}(\.\d+)?$/;

/** "500.5" -> 50050; null when not a plain non-negative decimal with at most 2 places. */
export function toMinor(text: string): number | null {
  const value = text.trim();
  if (!SHAPE.test(value)) return null;
  const [whole = '0', fraction = ''] = value.split('.');
  if (fraction.length > 2) return null;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 50050 -> "500.50". */
export function minorToText(minor: number): string {
  const abs = Math.abs(Math.trunc(minor));
  return `${minor < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Main minor units per game minor unit: 5 for ratio 0.2, 1 for 1. */
export function mainPerUnit(ratio: number): number {
  return ratio > 0 && ratio < 1 ? Math.round(1 / ratio) : 1;
}

export type Direction = 'toGame' | 'toMain';

/**
 * What a transfer of `minor` (in the source wallet's units) takes and gives:
 * into a points wallet only the part that converts exactly is taken
 * (floor(amount / 5) points); out of it every point becomes 5 main units.
 */
export function convert(minor: number, ratio: number, direction: Direction): { debited: number; credited: number } {
  const per = mainPerUnit(ratio);
  if (direction === 'toGame') {
    const credited = Math.floor(minor / per);
    return { debited: credited * per, credited };
  }
  return { debited: minor, credited: minor * per };
}

/** SPEC 5: positive, at most 2 decimals, not above the source balance; into points it must convert to at least 0.01. */
export function amountProblem(text: string, balanceMinor: number, ratio: number, direction: Direction): AmountProblem | null {
  const value = text.trim();
  if (!value) return 'required';
  if (!SHAPE.test(value)) return 'invalid';
  const minor = toMinor(value);
  if (minor === null) return 'decimals';
  if (minor <= 0) return 'positive';
  if (minor > balanceMinor) return 'exceeds';
  if (convert(minor, ratio, direction).credited <= 0) return 'tooSmall';
  return null;
}

/** 1234550 -> "12,345.50" (SPEC 5: comma thousands, 2 decimals). */
export function formatMinor(minor: number): string {
  const [whole = '0', fraction = '00'] = minorToText(minor).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

/** An amount string of the API ("1234.50") in minor units; 0 when unreadable. */
export function apiMinor(amount: string | undefined): number {
  const negative = amount?.trim().startsWith('-') ?? false;
  const minor = toMinor((amount ?? '').replace(/^-/, '')) ?? 0;
  return negative ? -minor : minor;
}
