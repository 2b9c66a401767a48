import { activityRecommendList } from '@site/contract/api/activity-list';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import type { ApiLanguage } from '../../../shared/i18n';
import { activityKeys } from './keys';

export function fetchRecommendedActivities(language: ApiLanguage, currency: string, frontendType: 1 | 2, signal?: AbortSignal) {
  return call(activityRecommendList, { query: { language, currency, frontendType: String(frontendType) as '1' | '2' }, signal });
}

export function recommendedActivitiesQueryOptions(language: ApiLanguage, currency: string, frontendType: 1 | 2) {
  return queryOptions({
    queryKey: activityKeys.recommend(language, currency, frontendType),
    queryFn: ({ signal }) => fetchRecommendedActivities(language, currency, frontendType, signal),
    staleTime: 60_000,
  });
}

/** GET /v1/activity/recommend/list: the recommended promotions. */
export function useRecommendedActivities(language: ApiLanguage, currency: string, frontendType: 1 | 2) {
  return useQuery(recommendedActivitiesQueryOptions(language, currency, frontendType));
}
