import { staffRiskLookup } from '@site/contract/api/staff-risk';
import type { QueryOf, ResponseOf } from '@site/contract/endpoint';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { keys } from './keys';

export type LookupQuery = QueryOf<typeof staffRiskLookup> & { page: number; size: number };

export function fetchRiskLookup(query: LookupQuery, signal?: AbortSignal): Promise<ResponseOf<typeof staffRiskLookup>> {
  return backofficeClient.call(staffRiskLookup, { query, signal, quiet: true });
}

export function riskLookupQueryOptions(query: LookupQuery) {
  return queryOptions({ queryKey: keys.riskPart('lookup', { ...query }), queryFn: ({ signal }) => fetchRiskLookup(query, signal), placeholderData: keepPreviousData });
}

/** Every account seen with a device id or an address; asked only once a value is given. */
export function useRiskLookup(query: LookupQuery | null) {
  return useQuery({ ...riskLookupQueryOptions(query ?? { kind: 'device', value: '', page: 1, size: 1 }), enabled: query !== null });
}
