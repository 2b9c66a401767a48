import { create } from 'zustand';
import { persistStore } from './storage';

/**
 * The session: the token and what this tab does with it. The user info has
 * its own owner, the user-info query (shared/session/userInfo.ts); the
 * preferences (language, appearance, the address's frontend type) live in
 * the settings store.
 */
interface SessionPart {
  /** Logged in means a token exists (SPEC 4). */
  token: string | null;
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

const LOGGED_OUT: SessionPart = { token: null, firstLogin: false };

export const useSessionStore = create<SessionState>()((set) => ({
  ...LOGGED_OUT,
  setToken: (token) => set({ token }),
  setSession: set,
  logout: () => set(LOGGED_OUT),
}));

// Kept: the token. Another tab's login or logout (a password change there
// ends every session) arrives through the storage event, listened to here at
// the edge, never during a render (sync).
persistStore(useSessionStore, {
  key: SESSION_STORAGE_KEY,
  sync: true,
  pick: ({ token }) => ({ token }),
  restore: ({ token }) => (typeof token === 'string' && token ? { token } : LOGGED_OUT),
});

/**
 * A token in the page address logs in (SPEC 4). Our server moves `?token=` into the fragment before
 * the page loads (http/spa.ts), so no request of the page carries it in its address or Referer;
 * `?token=` is still read for a page served without it. Either is removed from the address at once
 * (DESIGN 9), other parameters kept. It never replaces another logged-in player silently: the
 * player is asked first (login CSRF).
 */
export function takeAddressToken(): void {
  const url = new URL(location.href);
  const fromHash = url.hash.startsWith('#token=') ? decodeURIComponent(url.hash.slice('#token='.length)) : null;
  const token = fromHash ?? url.searchParams.get('token');
  if (token === null) return;
  url.searchParams.delete('token');
  if (fromHash !== null) url.hash = '';
  history.replaceState(history.state, '', url.pathname + url.search + url.hash);
  const current = useSessionStore.getState().token;
  if (!token || token === current) return;
  if (current === null) useSessionStore.setState({ ...LOGGED_OUT, token });
  else void import('../session/switchAccount').then((m) => m.askToSwitchAccount(token));
}

takeAddressToken();

export function useIsLoggedIn(): boolean {
  return useSessionStore((s) => s.token !== null);
}
