import { agentDashboardCall } from '@site/contract/api/agent';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAgentSession } from '../session/store';
import { agentCall } from './client';
import { agentKeys } from './keys';

/** GET /v1/agent/dashboard?month=: the month (default this one) and the one before, tier outlook, support window. */
export function fetchAgentDashboard(month: string | null, signal?: AbortSignal) {
  return agentCall(agentDashboardCall, { query: month ? { month } : {}, signal });
}

export function agentDashboardQueryOptions(month: string | null = null) {
  return queryOptions({ queryKey: agentKeys.dashboard(month), queryFn: ({ signal }) => fetchAgentDashboard(month, signal) });
}

export function useAgentDashboard(month: string | null = null) {
  const token = useAgentSession((s) => s.token);
  return useQuery({ ...agentDashboardQueryOptions(month), enabled: token !== null });
}
