import { userUnreadCount } from '@site/contract/api/user';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { sessionKeys } from '../../../shared/session/keys';
import { useIsLoggedIn } from '../../../shared/stores/session';

/** While the inbox is open its counts are asked this often (the header alone asks every 3 minutes). */
export const INBOX_UNREAD_REFRESH_MS = 15_000;

/**
 * POST /v1/message/center/unread/count under the header badge's own key, so a read here moves the
 * badge too: per kind, for the tab counts. The header's observer keeps its own settings.
 */
export function useInboxUnread() {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: sessionKeys.unread(),
    queryFn: () => call(userUnreadCount, { query: { now: String(Date.now()) } }),
    enabled: loggedIn,
    staleTime: 10_000,
    refetchInterval: INBOX_UNREAD_REFRESH_MS,
  });
}
