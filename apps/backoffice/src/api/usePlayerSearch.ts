import { staffPlayerSearch } from '@site/contract/api/staff-players';
import type { QueryOf, ResponseOf } from '@site/contract/endpoint';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { keys } from './keys';

export type PlayerSearchQuery = QueryOf<typeof staffPlayerSearch> & { page: number; size: number };

export function fetchPlayerSearch(query: PlayerSearchQuery, signal?: AbortSignal): Promise<ResponseOf<typeof staffPlayerSearch>> {
  return backofficeClient.call(staffPlayerSearch, { query, signal, quiet: true });
}

export function playerSearchQueryOptions(query: PlayerSearchQuery | null) {
  return queryOptions({
    queryKey: keys.playerSearch({ ...query }),
    queryFn: ({ signal }) => fetchPlayerSearch(query as PlayerSearchQuery, signal),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

/** Players found by one key (account, member id, phone, card tail, USDT address); nothing is asked until a search is made. */
export function usePlayerSearch(query: PlayerSearchQuery | null) {
  return useQuery(playerSearchQueryOptions(query));
}
