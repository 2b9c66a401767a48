import { messageSystemNotice } from '@site/contract/api/message';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { toApiLanguage, type ApiLanguage } from '../../../shared/i18n';
import { useIsLoggedIn } from '../../../shared/stores/session';
import { useSettingsStore } from '../../../shared/stores/settings';
import { messageKeys } from './keys';
import { noticeWasRead } from './noticeCache';

export function fetchSystemNotice(id: number, language: ApiLanguage, signal?: AbortSignal) {
  return call(messageSystemNotice, { params: { id }, query: { language }, signal });
}

/** Reading a system notice marks it read on the server: the cached lists and the unread count follow. */
export function systemNoticeQueryOptions(client: QueryClient, id: number, language: ApiLanguage) {
  return queryOptions({
    queryKey: messageKeys.detail('system', id, language),
    queryFn: async ({ signal }) => {
      const notice = await fetchSystemNotice(id, language, signal);
      await noticeWasRead(client, 'system', notice.id);
      return notice;
    },
    staleTime: 5 * 60_000,
  });
}

/** GET /v1/message/system/notice/{id}: one system notice, asked when the player opens it. */
export function useSystemNotice(id: number) {
  const client = useQueryClient();
  const language = toApiLanguage(useSettingsStore((s) => s.language));
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...systemNoticeQueryOptions(client, id, language), enabled: loggedIn });
}
