import { staffAdjustments } from '@site/contract/api/staff-players';
import type { QueryOf, ResponseOf } from '@site/contract/endpoint';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { keys } from './keys';

export type AdjustmentsQuery = QueryOf<typeof staffAdjustments> & { page: number; size: number };

export function fetchAdjustments(query: AdjustmentsQuery, signal?: AbortSignal): Promise<ResponseOf<typeof staffAdjustments>> {
  return backofficeClient.call(staffAdjustments, { query, signal, quiet: true });
}

export function adjustmentsQueryOptions(query: AdjustmentsQuery) {
  return queryOptions({ queryKey: keys.adjustmentList({ ...query }), queryFn: ({ signal }) => fetchAdjustments(query, signal), placeholderData: keepPreviousData });
}

/** Balance adjustments, newest first, by status ('pending': the four-eyes queue). */
export function useAdjustments(query: AdjustmentsQuery) {
  return useQuery(adjustmentsQueryOptions(query));
}
