import { definePages } from '../../shared/routing/page';

const NS = 'agent';

/**
 * The agent backend (issue 21): the site's bar (logo, language, appearance) without the
 * player's menus, balances or footer; the pages share AgentFrame's own small nav. Every page
 * but the login needs an AGENT session (a player's token is not one).
 */
const AGENT_FLAGS = { header: true, footer: false, goTop: false, player: false };

export const AGENT_PAGES = definePages({
  agentLogin: { path: '/agent/login', load: () => import('./pages/AgentLoginPage'), namespaces: [NS, 'forms'], query: ['next'], flags: AGENT_FLAGS },
  agentDashboard: { path: '/agent', load: () => import('./pages/AgentDashboardPage'), namespaces: NS, flags: AGENT_FLAGS },
  agentMembers: { path: '/agent/members', load: () => import('./pages/AgentMembersPage'), namespaces: NS, flags: AGENT_FLAGS },
  agentCommission: { path: '/agent/commission', load: () => import('./pages/AgentCommissionPage'), namespaces: NS, flags: AGENT_FLAGS },
  agentInvite: { path: '/agent/invite', load: () => import('./pages/AgentInvitePage'), namespaces: NS, flags: AGENT_FLAGS },
  agentPassword: { path: '/agent/password', load: () => import('./pages/AgentPasswordPage'), namespaces: [NS, 'forms'], flags: AGENT_FLAGS },
});
