import { formatAmount } from '@site/contract/rules/format';
import { parseMinor, toMinor } from '@site/contract/rules/money';

/**
 * Amount rules of the deposit and withdrawal forms, in minor units (the
 * contract's money rules, never floats). Pure, so the limits are tested
 * without a screen.
 */

/** An API amount for display: SPEC 5's truncate, 2 decimals, comma thousands. */
export const shown = (amount: string | number | null | undefined): string => formatAmount(amount);

/** An API decimal string in minor units; 0 for a missing or unreadable one. */
export const minorOf = (amount: string | null | undefined): number => {
  const minor = amount ? toMinor(amount) : 0;
  return Number.isFinite(minor) ? minor : 0;
};

export type AmountProblem = 'required' | 'invalid' | 'decimals' | 'positive' | 'range' | 'belowMin' | 'aboveMax';

const PLAIN = /^\d{1,12}(\.\d+)?$/;

/**
 * What is wrong with a typed amount against [min, max] (minor units), or
 * null. `range` names both limits (a deposit channel's min/max); when the
 * upper bound is the balance the form says `aboveMax` with the balance.
 */
export function amountProblem(text: string, min: number, max: number, upper: 'range' | 'balance' = 'range'): AmountProblem | null {
  const value = text.trim();
  if (!value) return 'required';
  if (!PLAIN.test(value)) return 'invalid';
  const minor = parseMinor(value);
  if (minor === null) return 'decimals';
  if (minor <= 0) return 'positive';
  if (upper === 'range') return minor < min || minor > max ? 'range' : null;
  if (minor < min) return 'belowMin';
  return minor > max ? 'aboveMax' : null;
}
