import { staffRiskHarm } from '@site/contract/api/staff-risk';
import type { QueryOf, ResponseOf } from '@site/contract/endpoint';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { keys } from './keys';

export type HarmListQuery = QueryOf<typeof staffRiskHarm> & { page: number; size: number };

export function fetchHarmList(query: HarmListQuery, signal?: AbortSignal): Promise<ResponseOf<typeof staffRiskHarm>> {
  return backofficeClient.call(staffRiskHarm, { query, signal, quiet: true });
}

export function harmListQueryOptions(query: HarmListQuery) {
  return queryOptions({ queryKey: keys.riskPart('harm', { ...query }), queryFn: ({ signal }) => fetchHarmList(query, signal), placeholderData: keepPreviousData });
}

/** Players showing markers of harm, each with why (most markers first), by marker. */
export function useHarmList(query: HarmListQuery) {
  return useQuery(harmListQueryOptions(query));
}
