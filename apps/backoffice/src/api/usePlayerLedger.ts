import { staffPlayerLedger } from '@site/contract/api/staff-players';
import type { QueryOf, ResponseOf } from '@site/contract/endpoint';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { keys } from './keys';

export type PlayerLedgerQuery = QueryOf<typeof staffPlayerLedger> & { page: number; size: number };

export function fetchPlayerLedger(playerId: number, query: PlayerLedgerQuery, signal?: AbortSignal): Promise<ResponseOf<typeof staffPlayerLedger>> {
  return backofficeClient.call(staffPlayerLedger, { params: { id: playerId }, query, signal, quiet: true });
}

export function playerLedgerQueryOptions(playerId: number, query: PlayerLedgerQuery) {
  return queryOptions({
    queryKey: keys.playerPart(playerId, 'ledger', { ...query }),
    queryFn: ({ signal }) => fetchPlayerLedger(playerId, query, signal),
    placeholderData: keepPreviousData,
  });
}

/** One wallet's ledger by kind and dates, a page at a time, with the matches' sum and the wallet's balance. */
export function usePlayerLedger(playerId: number, query: PlayerLedgerQuery) {
  return useQuery(playerLedgerQueryOptions(playerId, query));
}
