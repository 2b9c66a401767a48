import { firstRechargeStateCall } from '@site/contract/api/promotions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { useIsLoggedIn } from '../../../shared/stores/session';
import { promotionKeys } from '../first-recharge/keys';

export function fetchFirstRechargeState(signal?: AbortSignal) {
  return call(firstRechargeStateCall, { signal });
}

export function firstRechargeStateQueryOptions() {
  return queryOptions({ queryKey: promotionKeys.firstRecharge(), queryFn: ({ signal }) => fetchFirstRechargeState(signal), staleTime: 30_000 });
}

/** GET /v1/activity/first-recharge/state (logged in only). */
export function useFirstRechargeState() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...firstRechargeStateQueryOptions(), enabled: loggedIn });
}
