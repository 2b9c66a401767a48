import type { UserInfo } from '@site/contract/api/user';
import { create } from 'zustand';
import { persistStore } from './storage';

/** The user info; only the header's part (userId, names, avatar, VIP) is kept across reloads. */
export type SessionUser = Pick<UserInfo, 'userId' | 'username' | 'nickname' | 'avatar' | 'vipName'> & Partial<UserInfo>;

interface SessionPart {
  /** Logged in means a token exists (SPEC 4). */
  token: string | null;
  user: SessionUser | null;
  /** Frontend type of the logged-in user's type (SPEC 6); a query value still wins. */
  userFrontendType: 1 | 2 | null;
  /** Set after registering; the welcome toast clears it (SPEC 4). */
  firstLogin: boolean;
}

interface SessionState extends SessionPart {
  setToken: (token: string | null) => void;
  setSession: (patch: Partial<SessionPart>) => void;
  /** Local logout: forgets the session. */
  logout: () => void;
}

export const SESSION_STORAGE_KEY = 'site.session';

const LOGGED_OUT: SessionPart = { token: null, user: null, userFrontendType: null, firstLogin: false };

export const useSessionStore = create<SessionState>()((set) => ({
  ...LOGGED_OUT,
  setToken: (token) => set({ token }),
  setSession: set,
  logout: () => set(LOGGED_OUT),
}));

// Kept: token, the header's part of the user, the user's frontend type. Another
// tab's login or logout arrives through the storage event (sync).
persistStore(useSessionStore, {
  key: SESSION_STORAGE_KEY,
  sync: true,
  pick: ({ token, user, userFrontendType }) => ({
    token,
    user: user && { userId: user.userId, username: user.username, nickname: user.nickname, avatar: user.avatar, vipName: user.vipName },
    userFrontendType,
  }),
  restore: ({ token, user, userFrontendType }) =>
    typeof token === 'string' && token
      ? { token, user: typeof user?.userId === 'number' ? user : null, userFrontendType: userFrontendType ?? null }
      : LOGGED_OUT,
});

/**
 * A token in the page address logs in (SPEC 4): stored and removed from the
 * address at once (DESIGN 9), other parameters kept. The logged-in shell then
 * loads and fetches the user info.
 */
export function takeAddressToken(): void {
  const url = new URL(location.href);
  const token = url.searchParams.get('token');
  if (token === null) return;
  url.searchParams.delete('token');
  history.replaceState(history.state, '', url.pathname + url.search + url.hash);
  if (token && token !== useSessionStore.getState().token) useSessionStore.setState({ ...LOGGED_OUT, token });
}

takeAddressToken();

export function useIsLoggedIn(): boolean {
  return useSessionStore((s) => s.token !== null);
}
