import { parseMinor } from '@site/contract/rules/money';

export type LimitAmountProblem = 'required' | 'invalid' | 'decimals' | 'tooSmall' | 'tooLarge';

/** What the player typed, against the contract's money rules and the server's range (minor units). */
export function limitAmountProblem(text: string, minMinor: number, maxMinor: number): LimitAmountProblem | null {
  const value = text.trim();
  if (!value) return 'required';
  if (!/^\d{1,12}(\.\d+)?$/.test(value)) return 'invalid';
  const minor = parseMinor(value);
  if (minor === null) return 'decimals';
  if (minor < minMinor) return 'tooSmall';
  if (minor > maxMinor) return 'tooLarge';
  return null;
}
