import { activityUnclaimedRewards, type ActivityReward } from '@site/contract/api/activity-list';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import type { ApiLanguage } from '../../../shared/i18n';
import { useIsLoggedIn } from '../../../shared/stores/session';
import { activityKeys } from './keys';

export type { ActivityReward };

export function fetchUnclaimedRewards(language: ApiLanguage, signal?: AbortSignal) {
  return call(activityUnclaimedRewards, { query: { language }, signal });
}

export function unclaimedRewardsQueryOptions(language: ApiLanguage) {
  return queryOptions({ queryKey: activityKeys.rewards(language), queryFn: ({ signal }) => fetchUnclaimedRewards(language, signal), staleTime: 30_000 });
}

/** GET /v1/activity/reward/unclaimed/list: only for a logged-in player. */
export function useUnclaimedRewards(language: ApiLanguage) {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...unclaimedRewardsQueryOptions(language), enabled: loggedIn });
}
