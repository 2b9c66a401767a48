import { messageTransNotices } from '@site/contract/api/message';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { toApiLanguage, type ApiLanguage } from '../../../shared/i18n';
import { useIsLoggedIn } from '../../../shared/stores/session';
import { useSettingsStore } from '../../../shared/stores/settings';
import { messageKeys, NOTICE_PAGE_SIZE } from './keys';

export function fetchTransNotices(language: ApiLanguage, page: number, size: number, signal?: AbortSignal) {
  return call(messageTransNotices, { query: { language, page, size }, signal });
}

export function transNoticesQueryOptions(language: ApiLanguage, page: number, size = NOTICE_PAGE_SIZE) {
  return queryOptions({
    queryKey: messageKeys.list('trade', language, page, size),
    queryFn: ({ signal }) => fetchTransNotices(language, page, size, signal),
    staleTime: 15_000,
  });
}

/** GET /v1/transaction/notice/list: one page of the player's transaction notices, newest first (logged in only). */
export function useTransNotices(page: number) {
  const language = toApiLanguage(useSettingsStore((s) => s.language));
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...transNoticesQueryOptions(language, page), enabled: loggedIn, placeholderData: keepPreviousData });
}
