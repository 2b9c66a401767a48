import { vipConfigCall } from '@site/contract/api/vip';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { useIsLoggedIn } from '../../../shared/stores/session';
import { vipKeys } from './keys';

export function fetchVipConfig(signal?: AbortSignal) {
  return call(vipConfigCall, { signal });
}

/** The config changes only when the operator edits it: kept for the visit. */
export function vipConfigQueryOptions() {
  return queryOptions({ queryKey: vipKeys.config(), queryFn: ({ signal }) => fetchVipConfig(signal), staleTime: 10 * 60_000 });
}

/** GET /v1/user/vip/config: every level (0..11 and 999) with requirements and benefits, ratios, limits, rebates, rules. */
export function useVipConfig() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...vipConfigQueryOptions(), enabled: loggedIn });
}
