import { inviteSummaryCall } from '@site/contract/api/promotions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { useIsLoggedIn } from '../../../shared/stores/session';
import { promotionKeys } from '../first-recharge/keys';

export function fetchInviteSummary(signal?: AbortSignal) {
  return call(inviteSummaryCall, { signal });
}

export function inviteSummaryQueryOptions() {
  return queryOptions({ queryKey: promotionKeys.inviteSummary(), queryFn: ({ signal }) => fetchInviteSummary(signal), staleTime: 30_000 });
}

/** GET /v1/activity/invite/summary: the player's invite code, friend counts, rewards and rules (logged in only). */
export function useInviteSummary() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...inviteSummaryQueryOptions(), enabled: loggedIn });
}
