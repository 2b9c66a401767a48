import { letterThreadCall } from '@site/contract/api/letter';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { toApiLanguage, type ApiLanguage } from '../../../shared/i18n';
import { sessionKeys } from '../../../shared/session/keys';
import { useIsLoggedIn } from '../../../shared/stores/session';
import { useSettingsStore } from '../../../shared/stores/settings';
import { messageKeys } from './keys';

export function fetchLetterThread(id: number, language: ApiLanguage, signal?: AbortSignal) {
  return call(letterThreadCall, { query: { id, language }, signal });
}

/** Reading a thread marks it read on the server: the letter lists and the unread counts are asked again. */
export function letterThreadQueryOptions(client: QueryClient, id: number, language: ApiLanguage) {
  return queryOptions({
    queryKey: messageKeys.thread(id, language),
    queryFn: async ({ signal }) => {
      const thread = await fetchLetterThread(id, language, signal);
      await Promise.all([
        client.invalidateQueries({ queryKey: [...messageKeys.letters(), 'list'] }),
        client.invalidateQueries({ queryKey: sessionKeys.unread() }),
      ]);
      return thread;
    },
    staleTime: 0,
  });
}

/** GET /v1/user/internal/letter/message: one of the player's letters with its replies. */
export function useLetterThread(id: number) {
  const client = useQueryClient();
  const language = toApiLanguage(useSettingsStore((s) => s.language));
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...letterThreadQueryOptions(client, id, language), enabled: loggedIn });
}
