import { staffContentAdverts } from '@site/contract/api/staff-content';
import type { QueryOf, ResponseOf } from '@site/contract/endpoint';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { keys } from './keys';

export type ContentAdvertsQuery = QueryOf<typeof staffContentAdverts>;

export function fetchContentAdverts(query: ContentAdvertsQuery, signal?: AbortSignal): Promise<ResponseOf<typeof staffContentAdverts>> {
  return backofficeClient.call(staffContentAdverts, { query, signal, quiet: true });
}

export function contentAdvertsQueryOptions(query: ContentAdvertsQuery) {
  return queryOptions({ queryKey: keys.area('content', 'adverts', { ...query }), queryFn: ({ signal }) => fetchContentAdverts(query, signal), placeholderData: keepPreviousData });
}

/** The adverts of the home carousel, by brand and language. */
export function useContentAdverts(query: ContentAdvertsQuery, enabled = true) {
  return useQuery({ ...contentAdvertsQueryOptions(query), enabled });
}
