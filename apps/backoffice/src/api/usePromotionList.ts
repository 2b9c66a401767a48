import { staffPromotionList } from '@site/contract/api/staff-promotions';
import type { QueryOf, ResponseOf } from '@site/contract/endpoint';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { keys } from './keys';

export type PromotionListQuery = QueryOf<typeof staffPromotionList>;

export function fetchPromotionList(query: PromotionListQuery, signal?: AbortSignal): Promise<ResponseOf<typeof staffPromotionList>> {
  return backofficeClient.call(staffPromotionList, { query, signal, quiet: true });
}

export function promotionListQueryOptions(query: PromotionListQuery) {
  return queryOptions({ queryKey: keys.area('promotions', 'list', { ...query }), queryFn: ({ signal }) => fetchPromotionList(query, signal), placeholderData: keepPreviousData });
}

/** Promotions by brand and state, each with its use and cost. */
export function usePromotionList(query: PromotionListQuery, enabled = true) {
  return useQuery({ ...promotionListQueryOptions(query), enabled });
}
