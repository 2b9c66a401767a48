import { agentMembers } from '@site/contract/api/agent';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useAgentSession } from '../session/store';
import { agentCall } from './client';
import { AGENT_MEMBERS_PAGE_SIZE, agentKeys } from './keys';

export interface AgentMembersFilter {
  month: string | null;
  /** null: all members. */
  active: boolean | null;
  search: string;
  page: number;
}

/** GET /v1/agent/members: one page of the agent's members (accounts masked by the server) with the month's figures. */
export function fetchAgentMembers({ month, active, search, page }: AgentMembersFilter, signal?: AbortSignal) {
  return agentCall(agentMembers, {
    query: {
      ...(month ? { month } : {}),
      ...(active === null ? {} : { active }),
      ...(search.trim() ? { search: search.trim() } : {}),
      page,
      size: AGENT_MEMBERS_PAGE_SIZE,
    },
    signal,
  });
}

export function agentMembersQueryOptions(filter: AgentMembersFilter) {
  return queryOptions({ queryKey: agentKeys.memberPage(filter), queryFn: ({ signal }) => fetchAgentMembers(filter, signal), placeholderData: keepPreviousData });
}

export function useAgentMembers(filter: AgentMembersFilter) {
  const token = useAgentSession((s) => s.token);
  return useQuery({ ...agentMembersQueryOptions(filter), enabled: token !== null });
}
