import { defineAddresses, pathsOf } from '../../shared/routing/page';

/**
 * The agent backend's addresses (issue 21), each a child of the one /agent page (pages.ts; its screen is
 * chosen by the address in pages/AgentPage.tsx).
 */
export const AGENT_SCREENS = defineAddresses({
  agentDashboard: { path: '/agent' },
  // The login reads `next` (the agent page to go back to); agentLoginAfter (api/login-path.ts) builds it.
  agentLogin: { path: '/agent/login' },
  agentMembers: { path: '/agent/members' },
  agentCommission: { path: '/agent/commission' },
  agentInvite: { path: '/agent/invite' },
  agentPassword: { path: '/agent/password' },
});

/** Typed builders of the agent backend's addresses: `agentPaths.agentLogin({ next: '/agent/members' })`. */
export const agentPaths = pathsOf(AGENT_SCREENS);
