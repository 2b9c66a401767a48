import { agentMemberCall } from '@site/contract/api/agent';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAgentSession } from '../session/store';
import { agentCall } from './client';
import { agentKeys } from './keys';

/** GET /v1/agent/members/{memberId}?month=: one of the agent's members in a month (stakes, payouts, bets). */
export function fetchAgentMember(memberId: number, month: string | null, signal?: AbortSignal) {
  return agentCall(agentMemberCall, { params: { memberId }, query: month ? { month } : {}, signal });
}

export function agentMemberQueryOptions(memberId: number, month: string | null) {
  return queryOptions({ queryKey: agentKeys.member(memberId, month), queryFn: ({ signal }) => fetchAgentMember(memberId, month, signal) });
}

export function useAgentMember(memberId: number | null, month: string | null) {
  const token = useAgentSession((s) => s.token);
  return useQuery({ ...agentMemberQueryOptions(memberId ?? 0, month), enabled: token !== null && memberId !== null });
}
