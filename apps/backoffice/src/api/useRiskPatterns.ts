import { staffRiskPatterns } from '@site/contract/api/staff-risk';
import type { QueryOf, ResponseOf } from '@site/contract/endpoint';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { keys } from './keys';

export type PatternsQuery = QueryOf<typeof staffRiskPatterns> & { page: number; size: number };

export function fetchRiskPatterns(query: PatternsQuery, signal?: AbortSignal): Promise<ResponseOf<typeof staffRiskPatterns>> {
  return backofficeClient.call(staffRiskPatterns, { query, signal, quiet: true });
}

export function riskPatternsQueryOptions(query: PatternsQuery) {
  return queryOptions({ queryKey: keys.riskPart('patterns', { ...query }), queryFn: ({ signal }) => fetchRiskPatterns(query, signal), placeholderData: keepPreviousData });
}

/** Many accounts per device or address, bonus then withdraw, deposit and withdrawal velocity: latest first. */
export function useRiskPatterns(query: PatternsQuery) {
  return useQuery(riskPatternsQueryOptions(query));
}
