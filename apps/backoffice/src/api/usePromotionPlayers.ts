import { staffPromotionPlayers } from '@site/contract/api/staff-promotions';
import type { QueryOf, ResponseOf } from '@site/contract/endpoint';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { keys } from './keys';

export type PromotionPlayersQuery = QueryOf<typeof staffPromotionPlayers> & { page: number; size: number };

export function fetchPromotionPlayers(id: number, query: PromotionPlayersQuery, signal?: AbortSignal): Promise<ResponseOf<typeof staffPromotionPlayers>> {
  return backofficeClient.call(staffPromotionPlayers, { params: { id }, query, signal, quiet: true });
}

export function promotionPlayersQueryOptions(id: number, query: PromotionPlayersQuery) {
  return queryOptions({ queryKey: keys.area('promotions', 'players', { id, ...query }), queryFn: ({ signal }) => fetchPromotionPlayers(id, query, signal), placeholderData: keepPreviousData });
}

/** The players who joined a promotion. */
export function usePromotionPlayers(id: number, query: PromotionPlayersQuery, enabled = true) {
  return useQuery({ ...promotionPlayersQueryOptions(id, query), enabled });
}
