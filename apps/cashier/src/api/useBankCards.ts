import type { ApiClient } from '@site/client/client';
import { fundBankCards, type BoundBankCard } from '@site/contract/api/fund';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCashier } from '../app/session';
import { fundKeys, LIVE_REFRESH_MS } from './fundKeys';

export function fetchBankCards(client: ApiClient, signal?: AbortSignal): Promise<BoundBankCard[]> {
  return client.call(fundBankCards, { signal });
}

/** Read again every few seconds while a card is under review, so the operator's approval or rejection shows without a reload. */
export function bankCardsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: fundKeys.cards(),
    queryFn: ({ signal }) => fetchBankCards(client, signal),
    refetchInterval: (query) => (query.state.data?.some((card) => card.status === 'reviewing') ? LIVE_REFRESH_MS : false),
  });
}

export function useBankCards() {
  const { client } = useCashier();
  return useQuery(bankCardsQueryOptions(client));
}
