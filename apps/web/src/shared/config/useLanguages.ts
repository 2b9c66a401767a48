import { loadConfigEndpoints } from './endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../api/call';
import { configKeys } from './keys';

export async function fetchLanguages(signal?: AbortSignal) {
  return call((await loadConfigEndpoints()).configLanguage, { signal });
}

export function languagesQueryOptions() {
  return queryOptions({ queryKey: configKeys.languages(), queryFn: ({ signal }) => fetchLanguages(signal), staleTime: 30 * 60_000 });
}

/** GET /v1/config/language: the languages the operator offers. */
export function useLanguages() {
  return useQuery(languagesQueryOptions());
}
