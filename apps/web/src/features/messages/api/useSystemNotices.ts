import { messageSystemNotices } from '@site/contract/api/message';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { toApiLanguage, type ApiLanguage } from '../../../shared/i18n';
import { useIsLoggedIn } from '../../../shared/stores/session';
import { useSettingsStore } from '../../../shared/stores/settings';
import { messageKeys, NOTICE_PAGE_SIZE } from './keys';

/** POST, but the page and size go in the query (the body's extras are ignored by the server). */
export function fetchSystemNotices(language: ApiLanguage, page: number, size: number, signal?: AbortSignal) {
  return call(messageSystemNotices, { query: { language, page, size }, signal });
}

export function systemNoticesQueryOptions(language: ApiLanguage, page: number, size = NOTICE_PAGE_SIZE) {
  return queryOptions({
    queryKey: messageKeys.list('system', language, page, size),
    queryFn: ({ signal }) => fetchSystemNotices(language, page, size, signal),
    staleTime: 15_000,
  });
}

/** POST /v1/message/system/notice/list: one page of the player's system notices, newest first (logged in only). */
export function useSystemNotices(page: number) {
  const language = toApiLanguage(useSettingsStore((s) => s.language));
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...systemNoticesQueryOptions(language, page), enabled: loggedIn, placeholderData: keepPreviousData });
}
