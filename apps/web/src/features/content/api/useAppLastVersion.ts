import { configAppLastVersion } from '@site/contract/api/config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { contentKeys } from './keys';

/** The player app (appType 1). */
export const PLAYER_APP_TYPE = '1';

export function fetchAppLastVersion(appType: string, osType: string, signal?: AbortSignal) {
  return call(configAppLastVersion, { query: { appType, osType }, signal });
}

export function appLastVersionQueryOptions(appType: string, osType: string) {
  return queryOptions({
    queryKey: contentKeys.appVersion(appType, osType),
    queryFn: ({ signal }) => fetchAppLastVersion(appType, osType, signal),
    staleTime: 30 * 60_000,
    retry: false,
  });
}

/** GET /v1/app/last/version for an os (android, ios). */
export function useAppLastVersion(osType: 'android' | 'ios') {
  return useQuery(appLastVersionQueryOptions(PLAYER_APP_TYPE, osType));
}
