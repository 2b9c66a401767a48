/**
 * Money in integer minor units (DESIGN 2: never floats), shared by the server
 * and the cashier so a balance check or a ledger entry is computed one way.
 * Both currencies have 100 minor units per major unit. Game points of a
 * ratio-0.2 wallet are minor units too: 1 point-cent = 5 main-cents (SPEC 9).
 * Display (truncate, 2 decimals, comma thousands) is format.ts's formatAmount:
 * formatAmount(formatMinor(minor)).
 */

export const MINOR_PER_MAJOR = 100;

/** What a player may type as an amount: digits, at most one dot (SPEC 5 Amounts). */
const PLAIN_DECIMAL = /^\d{1,12}(\.\d+)?$/;

/**
 * A decimal string the API sent, or an input already checked by the contract
 * ("1234.5" -> 123450, "-20.00" -> -2000). Places beyond the second are
 * dropped (truncated, as SPEC 5 displays them); NaN when it is not a number.
 */
export function toMinor(amount: string): number {
  const text = amount.trim();
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace(/^[+-]/, '').split('.');
  if (!/^\d*$/.test(whole) || !/^\d*$/.test(fraction) || (whole === '' && fraction === '')) return Number.NaN;
  const minor = Number(whole || '0') * MINOR_PER_MAJOR + Number(fraction.padEnd(2, '0').slice(0, 2));
  return negative ? -minor : minor;
}

/**
 * What a player typed, in minor units: a plain non-negative decimal with at
 * most 2 places ("500.5" -> 50050); null for anything else ("1e3", "1,000",
 * ".5", "-5", "1.234"), so a form can say what is wrong instead of guessing.
 */
export function parseMinor(text: string): number | null {
  const value = text.trim();
  if (!PLAIN_DECIMAL.test(value)) return null;
  const fraction = value.split('.')[1] ?? '';
  return fraction.length > 2 ? null : toMinor(value);
}

/** 123450 -> "1234.50", -2000 -> "-20.00": the decimal string the API carries (DESIGN 3). */
export function formatMinor(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(minor));
  return `${sign}${Math.floor(abs / MINOR_PER_MAJOR)}.${String(abs % MINOR_PER_MAJOR).padStart(2, '0')}`;
}

// ---- Game wallets with a points ratio (SPEC 9: 500 main = 100 points at 1 : 0.2) ----

/** Main minor units per game minor unit: 5 for ratio 0.2, 1 for an ordinary 1 : 1 wallet. */
export function mainPerGameUnit(ratio: number): number {
  return ratio > 0 && ratio < 1 ? Math.round(1 / ratio) : 1;
}

export type TransferDirection = 'toGame' | 'toMain';

/**
 * What a transfer of `minor` (in the source wallet's units) takes and gives:
 * into a points wallet only the part that converts exactly is taken
 * (floor(amount / 5) points); out of it every point becomes 5 main units.
 */
export function convertMinor(minor: number, ratio: number, direction: TransferDirection): { debited: number; credited: number } {
  const per = mainPerGameUnit(ratio);
  if (direction === 'toGame') {
    const credited = Math.floor(minor / per);
    return { debited: credited * per, credited };
  }
  return { debited: minor, credited: minor * per };
}

export type TransferAmountProblem = 'required' | 'invalid' | 'positive' | 'decimals' | 'exceeds' | 'tooSmall';

/** SPEC 5: positive, at most 2 decimals, not above the source balance; into points it must convert to at least 0.01. */
export function transferAmountProblem(text: string, balanceMinor: number, ratio: number, direction: TransferDirection): TransferAmountProblem | null {
  const value = text.trim();
  if (!value) return 'required';
  if (!PLAIN_DECIMAL.test(value)) return 'invalid';
  const minor = parseMinor(value);
  if (minor === null) return 'decimals';
  if (minor <= 0) return 'positive';
  if (minor > balanceMinor) return 'exceeds';
  if (convertMinor(minor, ratio, direction).credited <= 0) return 'tooSmall';
  return null;
}
