import type { ComponentType } from 'react';
import { Navigate, useLocation } from 'react-router';
import AgentCommissionPage from '../screens/AgentCommissionPage';
import AgentDashboardPage from '../screens/AgentDashboardPage';
import AgentInvitePage from '../screens/AgentInvitePage';
import AgentLoginPage from '../screens/AgentLoginPage';
import AgentMembersPage from '../screens/AgentMembersPage';
import AgentPasswordPage from '../screens/AgentPasswordPage';
import { AGENT_SCREENS } from '../paths';

const SCREENS: Readonly<Record<string, ComponentType>> = {
  [AGENT_SCREENS.agentDashboard.path]: AgentDashboardPage,
  [AGENT_SCREENS.agentLogin.path]: AgentLoginPage,
  [AGENT_SCREENS.agentMembers.path]: AgentMembersPage,
  [AGENT_SCREENS.agentCommission.path]: AgentCommissionPage,
  [AGENT_SCREENS.agentInvite.path]: AgentInvitePage,
  [AGENT_SCREENS.agentPassword.path]: AgentPasswordPage,
};

/**
 * The agent backend (issue 21) as one lazy page: its six screens in one chunk, chosen by the
 * address (the route table declares each address as a child of /agent). One declaration and one
 * list of preloads on the first screen instead of six.
 */
export default function AgentPage() {
  const { pathname } = useLocation();
  const Screen = SCREENS[pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname];
  return Screen ? <Screen /> : <Navigate to={AGENT_SCREENS.agentDashboard.path} replace />;
}
