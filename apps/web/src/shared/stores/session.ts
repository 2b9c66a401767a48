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

export const LOGGED_OUT: SessionPart = { token: null, firstLogin: false };

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

/** Tokens whose session this tab ended itself (its logout): the server's later 401s for them are this tab's own doing. */
const endedHere = new Set<string>();

export function markSessionEndedHere(token: string): void {
  endedHere.add(token);
}

/**
 * Whether a call sent with `token` belongs to a session this tab has ended or left (its logout, another tab's
 * login or logout followed here): the API client then neither tells the player nor logs out again.
 */
export function sessionEndedHere(token: string): boolean {
  return endedHere.has(token) || useSessionStore.getState().token !== token;
}

export function useIsLoggedIn(): boolean {
  return useSessionStore((s) => s.token !== null);
}
