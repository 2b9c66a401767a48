import { agentStatements } from '@site/contract/api/agent';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAgentSession } from '../session/store';
import { agentCall } from './client';
import { agentKeys } from './keys';

/** GET /v1/agent/statements: the monthly commission statements, newest first. */
export function fetchAgentStatements(signal?: AbortSignal) {
  return agentCall(agentStatements, { signal });
}

export function agentStatementsQueryOptions() {
  return queryOptions({ queryKey: agentKeys.statements(), queryFn: ({ signal }) => fetchAgentStatements(signal) });
}

export function useAgentStatements() {
  const token = useAgentSession((s) => s.token);
  return useQuery({ ...agentStatementsQueryOptions(), enabled: token !== null });
}
