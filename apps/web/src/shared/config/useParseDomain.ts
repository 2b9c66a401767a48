import { loadConfigEndpoints } from './endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../api/call';
import { configKeys } from './keys';

export async function fetchParseDomain(signal?: AbortSignal) {
  return call((await loadConfigEndpoints()).proxyParseDomain, { signal });
}

export function parseDomainQueryOptions() {
  return queryOptions({ queryKey: configKeys.parseDomain(), queryFn: ({ signal }) => fetchParseDomain(signal), staleTime: Infinity });
}

/** GET /v1/proxy/parseDomain: the proxy owning this site's domain, if any. */
export function useParseDomain() {
  return useQuery(parseDomainQueryOptions());
}
