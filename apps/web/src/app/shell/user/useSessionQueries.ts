import { userUnreadCount } from '@site/contract/api/user';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { sessionKeys } from '../../../shared/session/keys';
import { useSessionStore } from '../../../shared/stores/session';
import { useSettingsStore } from '../../../shared/stores/settings';

/** Unread messages for the header badge (SPEC 2); loads only with a token (SPEC 6). */
export function useUnreadTotal(): number {
  const token = useSessionStore((s) => s.token);
  const query = useQuery({
    queryKey: sessionKeys.unread(),
    queryFn: () => {
      const userType = useSessionStore.getState().user?.userType;
      return call(userUnreadCount, { query: { now: String(Date.now()), ...(userType === undefined ? {} : { userType: String(userType) }) } });
    },
    enabled: token !== null,
    staleTime: 60_000,
    refetchInterval: 180_000,
  });
  return query.data?.total ?? 0;
}

/** The frontend type in force: the query's or the user's (kept in settings, SPEC 6). */
export function useFrontendType(): 1 | 2 {
  return useSettingsStore((s) => s.frontendType);
}
