import { create } from 'zustand';
import { persistStore } from '../../../shared/stores/storage';

/**
 * The agent's session (issue 21), apart from the player's: an agent token is refused on player
 * calls and a player token on agent calls, so a browser may hold both. Kept like the player's
 * token (localStorage, followed across tabs); never put in an address or a log.
 */
interface AgentSessionPart {
  token: string | null;
  account: string | null;
}

interface AgentSessionState extends AgentSessionPart {
  logIn: (token: string, account: string) => void;
  /** Local logout: forgets the agent's session (the player's stays). */
  logout: () => void;
}

export const AGENT_SESSION_STORAGE_KEY = 'site.agent';

const LOGGED_OUT: AgentSessionPart = { token: null, account: null };

export const useAgentSession = create<AgentSessionState>()((set) => ({
  ...LOGGED_OUT,
  logIn: (token, account) => set({ token, account }),
  logout: () => set(LOGGED_OUT),
}));

persistStore(useAgentSession, {
  key: AGENT_SESSION_STORAGE_KEY,
  sync: true,
  pick: ({ token, account }) => ({ token, account }),
  restore: ({ token, account }) => (typeof token === 'string' && token ? { token, account: typeof account === 'string' ? account : null } : LOGGED_OUT),
});
