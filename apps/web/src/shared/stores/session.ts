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

const CODE_FRAGMENT = '#code=';

/**
 * A login link (SPEC 4, DESIGN 9, issue 17) carries a one-time code in the fragment, `#code=...`
 * (a fragment never reaches a server or a Referer). It is removed from the address at once, other
 * parameters kept, and exchanged for a new session (shared/session/loginLink.ts): logged out, the
 * first render waits for it (main.tsx awaits `addressLinkTaken`); logged in as someone, the player
 * is asked first (login CSRF). A bare token in the address (`?token=`, `#token=`, or our server's
 * `#token-refused` mark) no longer logs in: it is dropped and a toast says so.
 */
export function takeAddressLink(): Promise<void> {
  const url = new URL(location.href);
  const code = url.hash.startsWith(CODE_FRAGMENT) ? decodeURIComponent(url.hash.slice(CODE_FRAGMENT.length)) : null;
  const bareToken = url.searchParams.has('token') || url.hash.startsWith('#token=') || url.hash === '#token-refused';
  if (code === null && !bareToken) return Promise.resolve();
  url.searchParams.delete('token');
  if (code !== null || url.hash.startsWith('#token')) url.hash = '';
  history.replaceState(history.state, '', url.pathname + url.search + url.hash);
  const link = import('../session/loginLink');
  if (code === null) return link.then((m) => void m.sayTokenRefused()).catch(() => undefined);
  if (useSessionStore.getState().token !== null) return link.then((m) => void m.switchByLoginCode(code)).catch(() => undefined);
  return link
    .then((m) => m.exchangeLoginCode(code))
    .then((token) => {
      if (token && useSessionStore.getState().token === null) useSessionStore.setState({ ...LOGGED_OUT, token });
    })
    .catch(() => undefined);
}

/** Settles once the address's login link (if any) has been dealt with enough to render. */
export const addressLinkTaken: Promise<void> = takeAddressLink();
// A link to the page already open changes only the fragment: no new page load runs the line above.
window.addEventListener('hashchange', () => void takeAddressLink());

export function useIsLoggedIn(): boolean {
  return useSessionStore((s) => s.token !== null);
}
