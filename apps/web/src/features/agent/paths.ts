import { pathsOf } from '../../shared/routing/page';
import { AGENT_PAGES } from './pages';

/** Typed builders of the agent backend's pages: `agentPaths.agentLogin({ next: '/agent/members' })`. */
export const agentPaths = pathsOf(AGENT_PAGES);
