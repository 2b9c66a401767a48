import { create } from 'zustand';
import { persistStore } from './storage';

interface SessionState {
  /** Logged in means a token exists (SPEC 4). The auth issue fills it. */
  token: string | null;
  setToken: (token: string | null) => void;
  /** Local logout: forgets the session. */
  logout: () => void;
}

export const SESSION_STORAGE_KEY = 'site.session';

export const useSessionStore = create<SessionState>()((set) => ({
  token: null,
  setToken: (token) => set({ token }),
  logout: () => set({ token: null }),
}));

persistStore(useSessionStore, {
  key: SESSION_STORAGE_KEY,
  pick: ({ token }) => ({ token }),
  restore: (stored) => ({ token: typeof stored.token === 'string' && stored.token ? stored.token : null }),
});

export function useIsLoggedIn(): boolean {
  return useSessionStore((s) => s.token !== null);
}
