import { staffPlayerRecords } from '@site/contract/api/staff-players';
import type { QueryOf, ResponseOf } from '@site/contract/endpoint';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { keys } from './keys';

export type PlayerRecordsQuery = QueryOf<typeof staffPlayerRecords> & { page: number; size: number };

export function fetchPlayerRecords(playerId: number, query: PlayerRecordsQuery, signal?: AbortSignal): Promise<ResponseOf<typeof staffPlayerRecords>> {
  return backofficeClient.call(staffPlayerRecords, { params: { id: playerId }, query, signal, quiet: true });
}

export function playerRecordsQueryOptions(playerId: number, query: PlayerRecordsQuery) {
  return queryOptions({
    queryKey: keys.playerPart(playerId, 'records', { ...query }),
    queryFn: ({ signal }) => fetchPlayerRecords(playerId, query, signal),
    placeholderData: keepPreviousData,
  });
}

/** One part of the player's history (deposits, withdrawals, bets, sessions and devices, letters), a page at a time. */
export function usePlayerRecords(playerId: number, query: PlayerRecordsQuery) {
  return useQuery(playerRecordsQueryOptions(playerId, query));
}
