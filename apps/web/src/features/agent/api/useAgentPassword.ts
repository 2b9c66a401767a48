import { agentPassword } from '@site/contract/api/agent';
import type { BodyOf } from '@site/contract/endpoint';
import { useMutation } from '@tanstack/react-query';
import { agentCall } from './client';

/** PUT /v1/agent/password: old and new; the server ends the agent's other sessions. quiet: the form words refusals. */
export function changeAgentPassword(body: BodyOf<typeof agentPassword>): Promise<null> {
  return agentCall(agentPassword, { body, quiet: true });
}

export function useAgentPassword() {
  return useMutation({ mutationFn: changeAgentPassword });
}
