import type { ApiClient } from '@site/client/client';
import { fundWithdrawInfo, type WithdrawInfo } from '@site/contract/api/fund';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCashier } from '../app/session';
import { fundKeys } from './fundKeys';

export function fetchWithdrawInfo(client: ApiClient, currency: string, signal?: AbortSignal): Promise<WithdrawInfo> {
  return client.call(fundWithdrawInfo, { query: { currency }, signal });
}

export function withdrawInfoQueryOptions(client: ApiClient, currency: string) {
  return queryOptions({ queryKey: fundKeys.withdrawInfo(currency), queryFn: ({ signal }) => fetchWithdrawInfo(client, currency, signal) });
}

/** Balance, minimum, turnover still required, daily VIP limits and the approved destinations: shown before the player types an amount. */
export function useWithdrawInfo() {
  const { client, init } = useCashier();
  return useQuery(withdrawInfoQueryOptions(client, init.currency));
}
