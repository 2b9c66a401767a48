import { letterList } from '@site/contract/api/letter';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { toApiLanguage, type ApiLanguage } from '../../../shared/i18n';
import { useIsLoggedIn } from '../../../shared/stores/session';
import { useSettingsStore } from '../../../shared/stores/settings';
import { messageKeys, NOTICE_PAGE_SIZE } from './keys';

export function fetchLetters(type: number, language: ApiLanguage, page: number, signal?: AbortSignal) {
  return call(letterList, { query: { type, language, page, size: NOTICE_PAGE_SIZE }, signal });
}

export function lettersQueryOptions(type: number, language: ApiLanguage, page: number) {
  return queryOptions({
    queryKey: messageKeys.letterList(type, language, page),
    queryFn: ({ signal }) => fetchLetters(type, language, page, signal),
    staleTime: 10_000,
    // Customer service answers while the player waits: the list follows without a reload.
    refetchInterval: 15_000,
  });
}

/** GET /v1/user/internal/letter/list: received (type 2) or sent (type 1) letters, latest activity first. */
export function useLetters(type: number, page: number) {
  const language = toApiLanguage(useSettingsStore((s) => s.language));
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...lettersQueryOptions(type, language, page), enabled: loggedIn, placeholderData: keepPreviousData });
}
