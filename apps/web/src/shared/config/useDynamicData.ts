import { loadConfigEndpoints } from './endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../api/call';
import { configKeys } from './keys';

export async function fetchDynamicData(keys: string, signal?: AbortSignal) {
  return call((await loadConfigEndpoints()).configDynamicData, { query: { keys }, signal });
}

export function dynamicDataQueryOptions(keys: string) {
  return queryOptions({
    queryKey: configKeys.dynamicData(keys),
    queryFn: ({ signal }) => fetchDynamicData(keys, signal),
    staleTime: 10 * 60_000,
  });
}

/** GET /v1/config/dynamic-data?keys=...: key/value entries, values often JSON. */
export function useDynamicData(keys: string) {
  return useQuery(dynamicDataQueryOptions(keys));
}
