import type { ApiClient } from '@site/client/client';
import { fundDepositChannels } from '@site/contract/api/fund';
import type { ResponseOf } from '@site/contract/endpoint';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCashier } from '../app/session';
import { fundKeys } from './fundKeys';

export type DepositChannels = ResponseOf<typeof fundDepositChannels>;

export function fetchDepositChannels(client: ApiClient, currency: string, signal?: AbortSignal): Promise<DepositChannels> {
  return client.call(fundDepositChannels, { query: { currency }, signal });
}

export function depositChannelsQueryOptions(client: ApiClient, currency: string) {
  return queryOptions({ queryKey: fundKeys.channels(currency), queryFn: ({ signal }) => fetchDepositChannels(client, currency, signal) });
}

/** Deposit channels with their limits and VIP levels, the USDT rate and whether the player has a binding yet. */
export function useDepositChannels() {
  const { client, init } = useCashier();
  return useQuery(depositChannelsQueryOptions(client, init.currency));
}
