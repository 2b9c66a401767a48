import { sessionKeys } from '../../../shared/session/keys';

/** Query keys of the promotions: under the session keys, so a logout forgets them. */
export const promotionKeys = {
  all: [...sessionKeys.all, 'promotions'] as const,
  firstRecharge: () => [...sessionKeys.all, 'promotions', 'firstRecharge'] as const,
  inviteSummary: () => [...sessionKeys.all, 'promotions', 'invite', 'summary'] as const,
  inviteFriends: () => [...sessionKeys.all, 'promotions', 'invite', 'friends'] as const,
  inviteFriendsPage: (page: number, size: number) => [...sessionKeys.all, 'promotions', 'invite', 'friends', page, size] as const,
};
