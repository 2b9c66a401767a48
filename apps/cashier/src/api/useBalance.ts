import type { ApiClient } from '@site/client/client';
import type { ApiLanguage } from '@site/client/environment';
import { walletBalance } from '@site/contract/api/wallet';
import type { ResponseOf } from '@site/contract/endpoint';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCashier } from '../app/session';
import { cashierKeys } from './keys';

/**
 * The example every cashier call follows (docs/architecture.md):
 * 1. a fetcher: the contract's endpoint through the shared client (headers,
 *    sign, envelope, zod parse, SPEC 8 rules), the query's abort signal passed on;
 * 2. `...QueryOptions()`: key from cashierKeys + fetcher, usable outside React
 *    (prefetch, ensureQueryData, tests);
 * 3. `use...()`: the hook a screen calls, its inputs from useCashier().
 * Mutations that move money invalidate `cashierKeys.balances()` (useTransfer.ts).
 */

export type Balances = ResponseOf<typeof walletBalance>;

export function fetchBalance(client: ApiClient, currency: string, language: ApiLanguage, signal?: AbortSignal): Promise<Balances> {
  return client.call(walletBalance, { query: { currency, language }, signal });
}

export function balanceQueryOptions(client: ApiClient, currency: string, language: ApiLanguage) {
  return queryOptions({
    queryKey: cashierKeys.balance(currency, language),
    queryFn: ({ signal }) => fetchBalance(client, currency, language, signal),
  });
}

/** Main balance per currency and every game wallet in the frame's currency. */
export function useBalance() {
  const { client, init, language } = useCashier();
  return useQuery(balanceQueryOptions(client, init.currency, language));
}
