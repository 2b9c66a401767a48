import { staffContentAnnouncements } from '@site/contract/api/staff-content';
import type { QueryOf, ResponseOf } from '@site/contract/endpoint';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { keys } from './keys';

export type ContentAnnouncementsQuery = QueryOf<typeof staffContentAnnouncements>;

export function fetchContentAnnouncements(query: ContentAnnouncementsQuery, signal?: AbortSignal): Promise<ResponseOf<typeof staffContentAnnouncements>> {
  return backofficeClient.call(staffContentAnnouncements, { query, signal, quiet: true });
}

export function contentAnnouncementsQueryOptions(query: ContentAnnouncementsQuery) {
  return queryOptions({ queryKey: keys.area('content', 'announcements', { ...query }), queryFn: ({ signal }) => fetchContentAnnouncements(query, signal), placeholderData: keepPreviousData });
}

/** The announcements, newest start first. */
export function useContentAnnouncements(query: ContentAnnouncementsQuery, enabled = true) {
  return useQuery({ ...contentAnnouncementsQueryOptions(query), enabled });
}
