import { staffAgentStatements } from '@site/contract/api/staff-agents';
import type { QueryOf, ResponseOf } from '@site/contract/endpoint';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { agentsKey } from './useStaffAgents';

export type StatementsQuery = QueryOf<typeof staffAgentStatements> & { page: number; size: number };

export function fetchAgentStatements(query: StatementsQuery, signal?: AbortSignal): Promise<ResponseOf<typeof staffAgentStatements>> {
  return backofficeClient.call(staffAgentStatements, { query, signal, quiet: true });
}

export function agentStatementsQueryOptions(query: StatementsQuery) {
  return queryOptions({ queryKey: [...agentsKey(), 'statements', { ...query }] as const, queryFn: ({ signal }) => fetchAgentStatements(query, signal), placeholderData: keepPreviousData });
}

/** Commission statements by status and agent, newest month first, with their approvals. */
export function useAgentStatements(query: StatementsQuery) {
  return useQuery(agentStatementsQueryOptions(query));
}
