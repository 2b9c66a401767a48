import type { ApiClient } from '@site/client/client';
import { fundDepositOrders, type DepositOrder } from '@site/contract/api/fund';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCashier } from '../app/session';
import { fundKeys } from './fundKeys';

/** The player's newest deposit order still processing, or null: a reload of the page finds the order (and where to pay) again. */
export async function fetchOpenDeposit(client: ApiClient, signal?: AbortSignal): Promise<DepositOrder | null> {
  const page = await client.call(fundDepositOrders, { query: { page: 1, size: 1, status: 'processing' }, signal });
  return page.records[0] ?? null;
}

export function openDepositQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: [...fundKeys.deposits(), 'open'] as const, queryFn: ({ signal }) => fetchOpenDeposit(client, signal) });
}

export function useOpenDeposit() {
  const { client } = useCashier();
  return useQuery(openDepositQueryOptions(client));
}
