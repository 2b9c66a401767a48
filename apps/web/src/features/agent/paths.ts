import { pathsOf } from '../../shared/routing/page';
import { AGENT_SCREENS } from './pages';

/** Typed builders of the agent backend's addresses: `agentPaths.agentLogin({ next: '/agent/members' })`. */
export const agentPaths = pathsOf(AGENT_SCREENS);
