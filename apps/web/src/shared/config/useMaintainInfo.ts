import { loadConfigEndpoints } from './endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../api/call';
import { configKeys } from './keys';

export async function fetchMaintainInfo(signal?: AbortSignal) {
  return call((await loadConfigEndpoints()).configMaintain, { signal });
}

export function maintainInfoQueryOptions() {
  return queryOptions({ queryKey: configKeys.maintain(), queryFn: ({ signal }) => fetchMaintainInfo(signal), staleTime: 0 });
}

/** GET /maintain (no /api prefix): whether maintenance is on and its window. */
export function useMaintainInfo(options: { refetchInterval?: number } = {}) {
  return useQuery({ ...maintainInfoQueryOptions(), refetchInterval: options.refetchInterval });
}
