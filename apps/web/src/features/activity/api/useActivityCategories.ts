import { activityCategoryList, type ActivityCategory } from '@site/contract/api/activity-list';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import type { ApiLanguage } from '../../../shared/i18n';
import { activityKeys } from './keys';

export type { ActivityCategory };

export function fetchActivityCategories(language: ApiLanguage, currency: string, isShowRechargeAndWithdraw: boolean, signal?: AbortSignal) {
  return call(activityCategoryList, { query: { language, currency, isShowRechargeAndWithdraw }, signal });
}

export function activityCategoriesQueryOptions(language: ApiLanguage, currency: string, show: boolean) {
  return queryOptions({
    queryKey: activityKeys.categories(language, currency, show),
    queryFn: ({ signal }) => fetchActivityCategories(language, currency, show, signal),
    staleTime: 5 * 60_000,
  });
}

/** GET /v1/activity/category: the tabs (1 = all first); recharge/withdraw categories only when shown (frontend type 1). */
export function useActivityCategories(language: ApiLanguage, currency: string, show: boolean) {
  return useQuery(activityCategoriesQueryOptions(language, currency, show));
}
