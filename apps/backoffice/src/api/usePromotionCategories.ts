import { staffPromotionCategories } from '@site/contract/api/staff-promotions';
import type { QueryOf, ResponseOf } from '@site/contract/endpoint';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { keys } from './keys';

export type PromotionCategoriesQuery = QueryOf<typeof staffPromotionCategories>;

export function fetchPromotionCategories(query: PromotionCategoriesQuery, signal?: AbortSignal): Promise<ResponseOf<typeof staffPromotionCategories>> {
  return backofficeClient.call(staffPromotionCategories, { query, signal, quiet: true });
}

export function promotionCategoriesQueryOptions(query: PromotionCategoriesQuery) {
  return queryOptions({ queryKey: keys.area('promotions', 'categories', { ...query }), queryFn: ({ signal }) => fetchPromotionCategories(query, signal), placeholderData: keepPreviousData });
}

/** A brand's promotion categories. */
export function usePromotionCategories(query: PromotionCategoriesQuery, enabled = true) {
  return useQuery({ ...promotionCategoriesQueryOptions(query), enabled });
}
