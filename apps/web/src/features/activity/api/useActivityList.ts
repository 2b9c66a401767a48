import { activityList, type ActivityItem } from '@site/contract/api/activity-list';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import type { ApiLanguage } from '../../../shared/i18n';
import { ACTIVITY_PAGE_SIZE, activityKeys } from './keys';

export type { ActivityItem };

export interface ActivityListInput {
  language: ApiLanguage;
  currency: string;
  categoryId: number;
  frontendType: 1 | 2;
  page: number;
}

export function fetchActivityList(i: ActivityListInput, signal?: AbortSignal) {
  return call(activityList, {
    query: { language: i.language, currency: i.currency },
    body: { categoryId: i.categoryId, frontendType: i.frontendType, page: i.page, size: ACTIVITY_PAGE_SIZE },
    signal,
  });
}

export function activityListQueryOptions(i: ActivityListInput) {
  return queryOptions({
    queryKey: activityKeys.list(i.language, i.currency, i.categoryId, i.frontendType, i.page),
    queryFn: ({ signal }) => fetchActivityList(i, signal),
    staleTime: 60_000,
  });
}

/** POST /v2/activity/list: one page of a category's promotions. */
export function useActivityList(i: ActivityListInput) {
  return useQuery({ ...activityListQueryOptions(i), placeholderData: keepPreviousData });
}
