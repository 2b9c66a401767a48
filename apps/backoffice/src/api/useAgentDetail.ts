import { staffAgentsDetail } from '@site/contract/api/staff-agents';
import type { ResponseOf } from '@site/contract/endpoint';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { agentsKey } from './useStaffAgents';

export function fetchAgentDetail(id: number, signal?: AbortSignal): Promise<ResponseOf<typeof staffAgentsDetail>> {
  return backofficeClient.call(staffAgentsDetail, { params: { id }, signal, quiet: true });
}

export function agentDetailQueryOptions(id: number) {
  return queryOptions({ queryKey: [...agentsKey(), id, 'detail'] as const, queryFn: ({ signal }) => fetchAgentDetail(id, signal) });
}

/** One agent and its quarterly reviews' results. */
export function useAgentDetail(id: number) {
  return useQuery(agentDetailQueryOptions(id));
}
