import { staffAgentsList } from '@site/contract/api/staff-agents';
import type { ResponseOf } from '@site/contract/endpoint';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';

export type AgentListQuery = { search?: string; page: number; size: number };

/** Every agents query key starts here: a change invalidates them all. */
export const agentsKey = () => ['agents'] as const;

export function fetchStaffAgents(query: AgentListQuery, signal?: AbortSignal): Promise<ResponseOf<typeof staffAgentsList>> {
  return backofficeClient.call(staffAgentsList, { query, signal, quiet: true });
}

export function staffAgentsQueryOptions(query: AgentListQuery) {
  return queryOptions({ queryKey: [...agentsKey(), 'list', { ...query }] as const, queryFn: ({ signal }) => fetchStaffAgents(query, signal), placeholderData: keepPreviousData });
}

/** The agents, newest first, by account or proxy code. */
export function useStaffAgents(query: AgentListQuery) {
  return useQuery(staffAgentsQueryOptions(query));
}
