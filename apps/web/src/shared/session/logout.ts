import { advertStateKey } from '@site/contract/rules/session';
import { userLogout } from '@site/contract/api/user';
import { confirm } from '@site/ui/confirm';
import { call } from '../api/call';
import { queryClient } from '../api/query-client';
import { i18n, loadNamespaces } from '../i18n/i18n';
import { readLocal, writeLocal } from '../stores/storage';
import { useSessionStore } from '../stores/session';
import { browser } from './browser';
import { stopHeartbeat } from './heartbeat';
import { sessionKeys } from './keys';
import { cachedUserInfo, forgetUserInfoSnapshot } from './userInfo';

/**
 * Resets the login advert state of the user and of the guest (SPEC 4): what
 * was shown in this session is forgotten; the day it was last shown and a
 * "not today" choice stay, so the once-a-day rule still holds.
 */
export function resetAdvertState(userId: number | null | undefined): void {
  for (const key of new Set([advertStateKey(userId), advertStateKey(null)])) {
    const text = readLocal(key);
    if (!text) continue;
    try {
      const state = JSON.parse(text) as Record<string, unknown>;
      writeLocal(key, JSON.stringify({ lastShowDate: state.lastShowDate ?? null, isNotShowToday: state.isNotShowToday === true, isAlreadyShow: false }));
    } catch {
      writeLocal(key, 'null');
    }
  }
}

/** SPEC 4 Logout, in order. The server's answer does not matter: the session ends here anyway. */
export async function logout(): Promise<void> {
  stopHeartbeat();
  const userId = cachedUserInfo(queryClient)?.userId;
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
