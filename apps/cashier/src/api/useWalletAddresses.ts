import type { ApiClient } from '@site/client/client';
import { fundWalletAddresses, type BoundWalletAddress } from '@site/contract/api/fund';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCashier } from '../app/session';
import { fundKeys } from './fundKeys';

export function fetchWalletAddresses(client: ApiClient, signal?: AbortSignal): Promise<BoundWalletAddress[]> {
  return client.call(fundWalletAddresses, { signal });
}

export function walletAddressesQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: fundKeys.addresses(), queryFn: ({ signal }) => fetchWalletAddresses(client, signal) });
}

/** The player's bound TRC-20 addresses. */
export function useWalletAddresses() {
  const { client } = useCashier();
  return useQuery(walletAddressesQueryOptions(client));
}
