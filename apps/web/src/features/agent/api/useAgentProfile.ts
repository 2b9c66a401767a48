import { agentProfileCall } from '@site/contract/api/agent';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAgentSession } from '../session/store';
import { agentCall } from './client';
import { agentKeys } from './keys';

/** GET /v1/agent/profile: account, tier and rate, proxy code and invite parameter, wallet balance, support window. */
export function fetchAgentProfile(signal?: AbortSignal) {
  return agentCall(agentProfileCall, { signal });
}

export function agentProfileQueryOptions() {
  return queryOptions({ queryKey: agentKeys.profile(), queryFn: ({ signal }) => fetchAgentProfile(signal) });
}

export function useAgentProfile() {
  const token = useAgentSession((s) => s.token);
  return useQuery({ ...agentProfileQueryOptions(), enabled: token !== null });
}
