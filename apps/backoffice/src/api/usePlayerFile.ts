import { staffPlayerFile } from '@site/contract/api/staff-players';
import type { ResponseOf } from '@site/contract/endpoint';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { keys } from './keys';

export function fetchPlayerFile(playerId: number, signal?: AbortSignal): Promise<ResponseOf<typeof staffPlayerFile>> {
  return backofficeClient.call(staffPlayerFile, { params: { id: playerId }, signal, quiet: true });
}

export function playerFileQueryOptions(playerId: number) {
  return queryOptions({ queryKey: keys.playerPart(playerId, 'file'), queryFn: ({ signal }) => fetchPlayerFile(playerId, signal), enabled: playerId > 0 });
}

/** The player's file: profile, VIP, restrictions and every wallet's balance. */
export function usePlayerFile(playerId: number) {
  return useQuery(playerFileQueryOptions(playerId));
}
