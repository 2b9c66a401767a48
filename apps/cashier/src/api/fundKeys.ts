import type { ApiLanguage } from '@site/client/environment';

/**
 * Query keys of the deposit, withdrawal, binding and passbook screens, all
 * under ['cashier', 'fund'] (beside api/keys.ts's balance keys). A mutation
 * invalidates the broadest key of what it changed: a new binding changes the
 * cards or addresses, the deposit channels' hasBinding and the withdrawal
 * destinations, so it invalidates `all`.
 */
export const fundKeys = {
  all: ['cashier', 'fund'] as const,
  allChannels: () => ['cashier', 'fund', 'channels'] as const,
  channels: (currency: string) => ['cashier', 'fund', 'channels', currency] as const,
  deposits: () => ['cashier', 'fund', 'deposit'] as const,
  depositOrder: (orderNo: string) => ['cashier', 'fund', 'deposit', orderNo] as const,
  withdraws: () => ['cashier', 'fund', 'withdraw'] as const,
  withdrawInfo: (currency: string) => ['cashier', 'fund', 'withdraw', 'info', currency] as const,
  withdrawOrders: (page: number) => ['cashier', 'fund', 'withdraw', 'orders', page] as const,
  banks: (language: ApiLanguage) => ['cashier', 'fund', 'banks', language] as const,
  cards: () => ['cashier', 'fund', 'cards'] as const,
  addresses: () => ['cashier', 'fund', 'addresses'] as const,
  passbooks: () => ['cashier', 'fund', 'passbook'] as const,
  passbook: (query: Record<string, unknown>) => ['cashier', 'fund', 'passbook', query] as const,
};

/** How often a record still moving (a deposit being paid, a card under review, a withdrawal in progress) is read again, so an operator's decision shows without a reload. */
export const LIVE_REFRESH_MS = 4000;
