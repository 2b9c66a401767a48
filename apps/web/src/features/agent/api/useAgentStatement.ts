import { agentStatementCall } from '@site/contract/api/agent';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAgentSession } from '../session/store';
import { agentCall } from './client';
import { agentKeys } from './keys';

/** GET /v1/agent/statements/{month}: one month's statement with the member rows frozen at computation. */
export function fetchAgentStatement(month: string, signal?: AbortSignal) {
  return agentCall(agentStatementCall, { params: { month }, signal });
}

export function agentStatementQueryOptions(month: string) {
  return queryOptions({ queryKey: agentKeys.statement(month), queryFn: ({ signal }) => fetchAgentStatement(month, signal) });
}

export function useAgentStatement(month: string | null) {
  const token = useAgentSession((s) => s.token);
  return useQuery({ ...agentStatementQueryOptions(month ?? ''), enabled: token !== null && month !== null });
}
