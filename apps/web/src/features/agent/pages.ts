import { definePages, type PageDeclaration } from '../../shared/routing/page';

/**
 * The agent backend's addresses (issue 21), each a child of the one /agent page below (its screen is
 * chosen by the address in pages/AgentPage.tsx); their path builders are agentPaths.
 */
export const AGENT_SCREENS = {
  agentDashboard: { path: '/agent' },
  // The login reads `next` (the agent page to go back to); agentLoginAfter (api/login-path.ts) builds it.
  agentLogin: { path: '/agent/login' },
  agentMembers: { path: '/agent/members' },
  agentCommission: { path: '/agent/commission' },
  agentInvite: { path: '/agent/invite' },
  agentPassword: { path: '/agent/password' },
} as const satisfies Record<string, PageDeclaration>;

/**
 * The site's bar (logo, language, appearance) without the player's menus, balances or footer; the
 * screens share AgentFrame's own small nav. Every screen but the login needs an AGENT session.
 */
export const AGENT_PAGES = definePages({
  agent: {
    path: '/agent',
    load: () => import('./pages/AgentPage'),
    namespaces: ['agent', 'forms'],
    flags: { footer: false, goTop: false, player: false },
    // Every address but /agent itself (the first).
    children: Object.values(AGENT_SCREENS).slice(1),
  },
});
