import { advertStateKey, localDayKey } from '@site/contract/rules/session';
import { userLogout } from '@site/contract/api/user';
import { confirm } from '@site/ui/confirm';
import { call } from '../api/call';
import { queryClient } from '../api/query-client';
import { i18n, loadNamespaces } from '../i18n/i18n';
import { readLocal, writeLocal } from '../stores/storage';
import { markSessionEndedHere, useSessionStore } from '../stores/session';
import { browser } from './browser';
import { stopHeartbeat } from './heartbeat';
import { sessionKeys } from './keys';
import { cachedUserInfo, forgetUserInfoSnapshot } from './userInfo';

/**
 * Resets the login advert state of the user and of the guest (SPEC 4) for a new day only: a
 * day's marks (shown, closed, not today) stay until the day ends, so logging out and in again
 * does not show the advert a second time that day (SPEC 4: at most once a day per user; issue 19).
 */
export function resetAdvertState(userId: number | null | undefined, now = new Date()): void {
  const today = localDayKey(now);
  for (const key of new Set([advertStateKey(userId), advertStateKey(null)])) {
    const text = readLocal(key);
    if (!text) continue;
    try {
      const state = JSON.parse(text) as Record<string, unknown>;
      const lastShowDate = typeof state.lastShowDate === 'string' ? state.lastShowDate : null;
      const sameDay = lastShowDate === today;
      writeLocal(
        key,
        JSON.stringify({
          lastShowDate,
          isNotShowToday: state.isNotShowToday === true,
          isAlreadyShow: sameDay && state.isAlreadyShow === true,
          ...(sameDay && state.isClosed === true ? { isClosed: true } : {}),
        }),
      );
    } catch {
      writeLocal(key, 'null');
    }
  }
}

/** SPEC 4 Logout, in order. The server's answer does not matter: the session ends here anyway. */
export async function logout(): Promise<void> {
  stopHeartbeat();
  const userId = cachedUserInfo(queryClient)?.userId;
  // From here the server may answer this session's calls still under way with 401 (it is revoked): the
  // player's own logout, not a session ended elsewhere, so no 溫馨提示 over the page they go on with.
  const token = useSessionStore.getState().token;
  if (token) markSessionEndedHere(token);
  await call(userLogout).catch(() => undefined);
  resetAdvertState(userId);
  useSessionStore.getState().logout();
  forgetUserInfoSnapshot();
  queryClient.removeQueries({ queryKey: sessionKeys.all });
  void queryClient.invalidateQueries({ queryKey: ['config', 'languages'] });
  void queryClient.invalidateQueries({ queryKey: ['games', 'usual'] });
  if (window.location.pathname === '/') browser.reload();
}

/** The side menu's and the user menu's logout: asks first (SPEC 2). */
export async function confirmLogout(): Promise<boolean> {
  await loadNamespaces('user');
  const t = i18n.getFixedT('user');
  const ok = await confirm({ content: t('logout.question'), confirmText: t('logout.confirm'), cancelText: t('logout.cancel') });
  if (!ok) return false;
  await logout();
  return true;
}
