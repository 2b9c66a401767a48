import { staffPlayerStanding } from '@site/contract/api/staff-players';
import type { ResponseOf } from '@site/contract/endpoint';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { keys } from './keys';

export function fetchPlayerStanding(playerId: number, signal?: AbortSignal): Promise<ResponseOf<typeof staffPlayerStanding>> {
  return backofficeClient.call(staffPlayerStanding, { params: { id: playerId }, signal, quiet: true });
}

export function playerStandingQueryOptions(playerId: number) {
  return queryOptions({ queryKey: keys.playerPart(playerId, 'standing'), queryFn: ({ signal }) => fetchPlayerStanding(playerId, signal) });
}

/** Linked accounts and why, the player's own protection (read only) and the wagering requirements. */
export function usePlayerStanding(playerId: number) {
  return useQuery(playerStandingQueryOptions(playerId));
}
