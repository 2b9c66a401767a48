import { inviteFriendsCall } from '@site/contract/api/promotions';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { useIsLoggedIn } from '../../../shared/stores/session';
import { promotionKeys } from '../first-recharge/keys';

export const FRIENDS_PAGE_SIZE = 10;

export function fetchInviteFriends(page: number, size: number, signal?: AbortSignal) {
  return call(inviteFriendsCall, { query: { page, size }, signal });
}

export function inviteFriendsQueryOptions(page: number, size = FRIENDS_PAGE_SIZE) {
  return queryOptions({ queryKey: promotionKeys.inviteFriendsPage(page, size), queryFn: ({ signal }) => fetchInviteFriends(page, size, signal), staleTime: 30_000 });
}

/** GET /v1/activity/invite/friends: one page of the friends registered with the player's code (logged in only). */
export function useInviteFriends(page: number) {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...inviteFriendsQueryOptions(page), enabled: loggedIn, placeholderData: keepPreviousData });
}
