import { messageAnnouncements } from '@site/contract/api/announcement';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { toApiLanguage, type ApiLanguage } from '../../../shared/i18n';
import { useIsLoggedIn } from '../../../shared/stores/session';
import { useSettingsStore } from '../../../shared/stores/settings';
import { messageKeys, NOTICE_PAGE_SIZE } from './keys';

export function fetchAnnouncements(language: ApiLanguage, page: number, size: number, signal?: AbortSignal) {
  return call(messageAnnouncements, { query: { language, page, size }, signal });
}

export function announcementsQueryOptions(language: ApiLanguage, page: number, size = NOTICE_PAGE_SIZE) {
  return queryOptions({
    queryKey: messageKeys.list('announcement', language, page, size),
    queryFn: ({ signal }) => fetchAnnouncements(language, page, size, signal),
    staleTime: 15_000,
  });
}

/** GET /v1/message/announcement/list: one page of platform announcements with the player's read flags. */
export function useAnnouncements(page: number) {
  const language = toApiLanguage(useSettingsStore((s) => s.language));
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...announcementsQueryOptions(language, page), enabled: loggedIn, placeholderData: keepPreviousData });
}
