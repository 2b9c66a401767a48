import { staffPlayerNotes } from '@site/contract/api/staff-players';
import type { ResponseOf } from '@site/contract/endpoint';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { keys } from './keys';

export function fetchPlayerNotes(playerId: number, page: number, size: number, signal?: AbortSignal): Promise<ResponseOf<typeof staffPlayerNotes>> {
  return backofficeClient.call(staffPlayerNotes, { params: { id: playerId }, query: { page, size }, signal, quiet: true });
}

export function playerNotesQueryOptions(playerId: number, page: number, size: number) {
  return queryOptions({
    queryKey: keys.playerPart(playerId, 'notes', { page, size }),
    queryFn: ({ signal }) => fetchPlayerNotes(playerId, page, size, signal),
    placeholderData: keepPreviousData,
  });
}

/** The staff's notes on the player, newest first. */
export function usePlayerNotes(playerId: number, page: number, size: number) {
  return useQuery(playerNotesQueryOptions(playerId, page, size));
}
