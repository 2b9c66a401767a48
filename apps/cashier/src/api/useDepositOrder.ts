import type { ApiClient } from '@site/client/client';
import { fundDepositOrder, type DepositOrder } from '@site/contract/api/fund';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCashier } from '../app/session';
import { fundKeys, LIVE_REFRESH_MS } from './fundKeys';

export function fetchDepositOrder(client: ApiClient, orderNo: string, signal?: AbortSignal): Promise<DepositOrder> {
  return client.call(fundDepositOrder, { params: { orderNo }, signal });
}

/** Read again every few seconds while processing, so an operator's approval shows without a reload; a final state stops it. */
export function depositOrderQueryOptions(client: ApiClient, orderNo: string, initial?: DepositOrder) {
  return queryOptions({
    queryKey: fundKeys.depositOrder(orderNo),
    // The order as the open-order lookup already read it: where to pay shows at once.
    initialData: initial,
    queryFn: ({ signal }) => fetchDepositOrder(client, orderNo, signal),
    refetchInterval: (query) => (query.state.data?.status === 'processing' ? LIVE_REFRESH_MS : false),
  });
}

export function useDepositOrder(orderNo: string, initial?: DepositOrder) {
  const { client } = useCashier();
  return useQuery(depositOrderQueryOptions(client, orderNo, initial));
}
