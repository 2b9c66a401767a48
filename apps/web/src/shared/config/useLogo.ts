import { loadConfigEndpoints } from './endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../api/call';
import { configKeys } from './keys';

export async function fetchLogo(signal?: AbortSignal) {
  return call((await loadConfigEndpoints()).configLogo, { signal });
}

export function logoQueryOptions() {
  return queryOptions({ queryKey: configKeys.logo(), queryFn: ({ signal }) => fetchLogo(signal), staleTime: 30 * 60_000 });
}

/** GET /v1/logo: the brand's pc and h5 logo urls. */
export function useLogo() {
  return useQuery(logoQueryOptions());
}
