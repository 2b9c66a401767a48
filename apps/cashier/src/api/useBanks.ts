import type { ApiClient } from '@site/client/client';
import { fundBanks, type Bank } from '@site/contract/api/fund';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiLanguage } from '@site/client/environment';
import { useCashier } from '../app/session';
import { fundKeys } from './fundKeys';

export function fetchBanks(client: ApiClient, signal?: AbortSignal): Promise<Bank[]> {
  return client.call(fundBanks, { signal });
}

/** Banks a card can be bound to; their names follow the language, so the language is in the key. The list barely changes: kept an hour. */
export function banksQueryOptions(client: ApiClient, language: ApiLanguage) {
  return queryOptions({ queryKey: fundKeys.banks(language), queryFn: ({ signal }) => fetchBanks(client, signal), staleTime: 3_600_000 });
}

export function useBanks() {
  const { client, language } = useCashier();
  return useQuery(banksQueryOptions(client, language));
}
