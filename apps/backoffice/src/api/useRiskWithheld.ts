import { staffRiskWithheld } from '@site/contract/api/staff-risk';
import type { QueryOf, ResponseOf } from '@site/contract/endpoint';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { keys } from './keys';

export type WithheldQuery = QueryOf<typeof staffRiskWithheld> & { page: number; size: number };

export function fetchRiskWithheld(query: WithheldQuery, signal?: AbortSignal): Promise<ResponseOf<typeof staffRiskWithheld>> {
  return backofficeClient.call(staffRiskWithheld, { query, signal, quiet: true });
}

export function riskWithheldQueryOptions(query: WithheldQuery) {
  return queryOptions({ queryKey: keys.riskPart('withheld', { ...query }), queryFn: ({ signal }) => fetchRiskWithheld(query, signal), placeholderData: keepPreviousData });
}

/** Bonuses withheld for a link, newest first, by status. */
export function useRiskWithheld(query: WithheldQuery) {
  return useQuery(riskWithheldQueryOptions(query));
}
