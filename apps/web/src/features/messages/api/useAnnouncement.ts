import { messageAnnouncement } from '@site/contract/api/announcement';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { toApiLanguage, type ApiLanguage } from '../../../shared/i18n';
import { useIsLoggedIn } from '../../../shared/stores/session';
import { useSettingsStore } from '../../../shared/stores/settings';
import { messageKeys } from './keys';
import { noticeWasRead } from './noticeCache';

export function fetchAnnouncement(id: number, language: ApiLanguage, signal?: AbortSignal) {
  return call(messageAnnouncement, { params: { id }, query: { language }, signal });
}

/** Opening an announcement marks it read on the server: the cached lists and the unread counts follow. */
export function announcementQueryOptions(client: QueryClient, id: number, language: ApiLanguage) {
  return queryOptions({
    queryKey: messageKeys.detail('announcement', id, language),
    queryFn: async ({ signal }) => {
      const announcement = await fetchAnnouncement(id, language, signal);
      await noticeWasRead(client, 'announcement', announcement.id);
      return announcement;
    },
    staleTime: 5 * 60_000,
  });
}

/** GET /v1/message/announcement/{id}: one announcement, asked when the player opens it. */
export function useAnnouncement(id: number) {
  const client = useQueryClient();
  const language = toApiLanguage(useSettingsStore((s) => s.language));
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...announcementQueryOptions(client, id, language), enabled: loggedIn });
}
