import { vipRecordCall } from '@site/contract/api/vip';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { useIsLoggedIn } from '../../../shared/stores/session';
import { vipKeys } from './keys';

export function fetchVipRecord(signal?: AbortSignal) {
  return call(vipRecordCall, { signal });
}

export function vipRecordQueryOptions() {
  return queryOptions({ queryKey: vipKeys.record(), queryFn: ({ signal }) => fetchVipRecord(signal), staleTime: 30_000 });
}

/** GET /v1/user/vip: the player's level, totals, next level, pending upgrade and points (logged in only). */
export function useVipRecord() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...vipRecordQueryOptions(), enabled: loggedIn });
}
