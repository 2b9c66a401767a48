import { staffContentSponsors } from '@site/contract/api/staff-content';
import type { QueryOf, ResponseOf } from '@site/contract/endpoint';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { keys } from './keys';

export type ContentSponsorsQuery = QueryOf<typeof staffContentSponsors>;

export function fetchContentSponsors(query: ContentSponsorsQuery, signal?: AbortSignal): Promise<ResponseOf<typeof staffContentSponsors>> {
  return backofficeClient.call(staffContentSponsors, { query, signal, quiet: true });
}

export function contentSponsorsQueryOptions(query: ContentSponsorsQuery) {
  return queryOptions({ queryKey: keys.area('content', 'sponsors', { ...query }), queryFn: ({ signal }) => fetchContentSponsors(query, signal), placeholderData: keepPreviousData });
}

/** The sponsors in a language. */
export function useContentSponsors(query: ContentSponsorsQuery, enabled = true) {
  return useQuery({ ...contentSponsorsQueryOptions(query), enabled });
}
