import { staffRiskLinked } from '@site/contract/api/staff-risk';
import type { ResponseOf } from '@site/contract/endpoint';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { keys } from './keys';

export function fetchRiskLinked(playerId: number, signal?: AbortSignal): Promise<ResponseOf<typeof staffRiskLinked>> {
  return backofficeClient.call(staffRiskLinked, { params: { id: playerId }, signal, quiet: true });
}

export function riskLinkedQueryOptions(playerId: number) {
  return queryOptions({ queryKey: keys.riskPart('linked', { playerId }), queryFn: ({ signal }) => fetchRiskLinked(playerId, signal) });
}

/** The accounts linked to a player and what links each (none fetched without a player). */
export function useRiskLinked(playerId: number | null) {
  return useQuery({ ...riskLinkedQueryOptions(playerId ?? 0), enabled: playerId !== null });
}
