import { staffRiskInteractions } from '@site/contract/api/staff-risk';
import type { ResponseOf } from '@site/contract/endpoint';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { keys } from './keys';

export function fetchHarmInteractions(playerId: number, page: number, size: number, signal?: AbortSignal): Promise<ResponseOf<typeof staffRiskInteractions>> {
  return backofficeClient.call(staffRiskInteractions, { params: { id: playerId }, query: { page, size }, signal, quiet: true });
}

export function harmInteractionsQueryOptions(playerId: number, page = 1, size = 20) {
  return queryOptions({ queryKey: keys.riskPart('interactions', { playerId, page, size }), queryFn: ({ signal }) => fetchHarmInteractions(playerId, page, size, signal) });
}

/** A player's safer-gambling interactions, newest first (none fetched until a player is chosen). */
export function useHarmInteractions(playerId: number | null, page = 1, size = 20) {
  return useQuery({ ...harmInteractionsQueryOptions(playerId ?? 0, page, size), enabled: playerId !== null });
}
