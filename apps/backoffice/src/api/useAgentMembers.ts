import { staffAgentsMembers } from '@site/contract/api/staff-agents';
import type { ResponseOf } from '@site/contract/endpoint';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { agentsKey } from './useStaffAgents';

export type AgentMembersQuery = { month: string; page: number; size: number };

export function fetchAgentMembers(id: number, query: AgentMembersQuery, signal?: AbortSignal): Promise<ResponseOf<typeof staffAgentsMembers>> {
  return backofficeClient.call(staffAgentsMembers, { params: { id }, query, signal, quiet: true });
}

export function agentMembersQueryOptions(id: number, query: AgentMembersQuery) {
  return queryOptions({ queryKey: [...agentsKey(), id, 'members', { ...query }] as const, queryFn: ({ signal }) => fetchAgentMembers(id, query, signal), placeholderData: keepPreviousData });
}

/** The agent's members with their month. */
export function useAgentMembers(id: number, query: AgentMembersQuery) {
  return useQuery(agentMembersQueryOptions(id, query));
}
