import type { ApiClient } from '@site/client/client';
import { fundWithdrawOrders } from '@site/contract/api/fund';
import type { ResponseOf } from '@site/contract/endpoint';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCashier } from '../app/session';
import { fundKeys, LIVE_REFRESH_MS } from './fundKeys';

export type WithdrawOrders = ResponseOf<typeof fundWithdrawOrders>;
export const WITHDRAW_PAGE_SIZE = 10;
const FINAL = ['success', 'failure', 'cancelled'];

export function fetchWithdrawOrders(client: ApiClient, page: number, signal?: AbortSignal): Promise<WithdrawOrders> {
  return client.call(fundWithdrawOrders, { query: { page, size: WITHDRAW_PAGE_SIZE }, signal });
}

/** Read again every few seconds while an order on the page is not final, so each review step shows without a reload. */
export function withdrawOrdersQueryOptions(client: ApiClient, page: number) {
  return queryOptions({
    queryKey: fundKeys.withdrawOrders(page),
    queryFn: ({ signal }) => fetchWithdrawOrders(client, page, signal),
    refetchInterval: (query) => (query.state.data?.records.some((o) => !FINAL.includes(o.status)) ? LIVE_REFRESH_MS : false),
  });
}

export function useWithdrawOrders(page: number) {
  const { client } = useCashier();
  return useQuery(withdrawOrdersQueryOptions(client, page));
}
