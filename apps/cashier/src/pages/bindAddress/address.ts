import { shortNameInput } from '@site/contract/api/fund';
import { isTrc20Address } from '@site/contract/rules/trc20';

export type AddressProblem = 'required' | 'shape' | 'checksum';

/**
 * SPEC 1/5: TRC-20 only. The shape (34 base58 characters starting with T) is
 * told apart from a checksum failure, so a player who mistyped one character
 * of a real-looking address is told exactly that (contract's isTrc20Address).
 */
export function addressProblem(text: string): AddressProblem | null {
  const value = text.trim();
  if (!value) return 'required';
  if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(value)) return 'shape';
  return isTrc20Address(value) ? null : 'checksum';
}

export const walletNameOk = (name: string): boolean => shortNameInput.safeParse(name).success;
