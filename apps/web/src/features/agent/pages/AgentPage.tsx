import type { ComponentType } from 'react';
import { Navigate, useLocation } from 'react-router';
import AgentCommissionScreen from './AgentCommissionScreen';
import AgentDashboardScreen from './AgentDashboardScreen';
import AgentInviteScreen from './AgentInviteScreen';
import AgentLoginScreen from './AgentLoginScreen';
import AgentMembersScreen from './AgentMembersScreen';
import AgentPasswordScreen from './AgentPasswordScreen';
import { AGENT_SCREENS } from '../paths';

const SCREENS: Readonly<Record<string, ComponentType>> = {
  [AGENT_SCREENS.agentDashboard.path]: AgentDashboardScreen,
  [AGENT_SCREENS.agentLogin.path]: AgentLoginScreen,
  [AGENT_SCREENS.agentMembers.path]: AgentMembersScreen,
  [AGENT_SCREENS.agentCommission.path]: AgentCommissionScreen,
  [AGENT_SCREENS.agentInvite.path]: AgentInviteScreen,
  [AGENT_SCREENS.agentPassword.path]: AgentPasswordScreen,
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
