import type { ApiLanguage } from '@site/client/environment';

/**
 * Query keys of the cashier, one factory (DESIGN 2). A mutation invalidates by
 * the broadest key that covers what it changed: a transfer invalidates
 * `balances()`, which covers every currency and language.
 */
export const cashierKeys = {
  all: ['cashier'] as const,
  balances: () => ['cashier', 'balance'] as const,
  balance: (currency: string, language: ApiLanguage) => ['cashier', 'balance', currency, language] as const,
  autoTransfer: () => ['cashier', 'autoTransfer'] as const,
  idCard: () => ['cashier', 'idCard'] as const,
  /** Whether a withdrawal password is set (a binding form sets the first one, issue 34). */
  withdrawPassword: () => ['cashier', 'withdrawPassword'] as const,
  /** The player's running time-out or self-exclusion (issue 33): the deposit and transfer pages say what is paused. */
  protectionStatus: () => ['cashier', 'protection', 'status'] as const,
};
