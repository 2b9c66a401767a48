import { configLogo } from '@site/contract/api/config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../api/call';
import { configKeys } from './keys';

export function fetchLogo(signal?: AbortSignal) {
  return call(configLogo, { signal });
}

export function logoQueryOptions() {
  return queryOptions({ queryKey: configKeys.logo(), queryFn: ({ signal }) => fetchLogo(signal), staleTime: 30 * 60_000 });
}

/** GET /v1/logo: the brand's pc and h5 logo urls. */
export function useLogo() {
  return useQuery(logoQueryOptions());
}
