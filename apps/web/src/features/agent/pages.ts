import { definePages } from '../../shared/routing/page';
import { AGENT_SCREENS } from './paths';

/**
 * The site's bar (logo, language, appearance) without the player's menus, balances or footer; the
 * screens share AgentFrame's own small nav. Every screen but the login needs an AGENT session.
 */
export const AGENT_PAGES = definePages({
  agent: {
    ...AGENT_SCREENS.agentDashboard,
    load: () => import('./pages/AgentPage'),
    namespaces: ['agent', 'forms'],
    flags: { footer: false, goTop: false, player: false },
    // Every address but /agent itself (the first).
    children: Object.values(AGENT_SCREENS).slice(1),
  },
});
