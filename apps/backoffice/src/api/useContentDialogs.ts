import { staffContentDialogs } from '@site/contract/api/staff-content';
import type { QueryOf, ResponseOf } from '@site/contract/endpoint';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { keys } from './keys';

export type ContentDialogsQuery = QueryOf<typeof staffContentDialogs>;

export function fetchContentDialogs(query: ContentDialogsQuery, signal?: AbortSignal): Promise<ResponseOf<typeof staffContentDialogs>> {
  return backofficeClient.call(staffContentDialogs, { query, signal, quiet: true });
}

export function contentDialogsQueryOptions(query: ContentDialogsQuery) {
  return queryOptions({ queryKey: keys.area('content', 'dialogs', { ...query }), queryFn: ({ signal }) => fetchContentDialogs(query, signal), placeholderData: keepPreviousData });
}

/** The login advert's items, by brand. */
export function useContentDialogs(query: ContentDialogsQuery, enabled = true) {
  return useQuery({ ...contentDialogsQueryOptions(query), enabled });
}
