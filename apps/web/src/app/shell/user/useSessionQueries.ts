import { userUnreadCount } from '@site/contract/api/user';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { sessionKeys } from '../../../shared/session/keys';
import { cachedUserInfo } from '../../../shared/session/userInfo';
import { useSessionStore } from '../../../shared/stores/session';
import { useLiveStatus } from '../../../shared/live/status';

/** Unread messages for the header badge (SPEC 2); loads only with a token (SPEC 6). */
export function useUnreadTotal(): number {
  const token = useSessionStore((s) => s.token);
  const client = useQueryClient();
  // Pushed by the live stream while it is healthy; polled otherwise.
  const streaming = useLiveStatus((s) => s.streaming);
  const query = useQuery({
    queryKey: sessionKeys.unread(),
    queryFn: () => {
      const userType = cachedUserInfo(client)?.userType;
      return call(userUnreadCount, { query: { now: String(Date.now()), ...(userType === undefined ? {} : { userType: String(userType) }) } });
    },
    enabled: token !== null,
    staleTime: 60_000,
    refetchInterval: streaming ? false : 180_000,
  });
  return query.data?.total ?? 0;
}
