import { staffAgentsCreate } from '@site/contract/api/staff-agents';
import type { BodyOf } from '@site/contract/endpoint';
import { useMutation } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { queryClient } from '../app/queryClient';
import { agentsKey } from './useStaffAgents';

/** Creates an agent; the agents' lists are read again. */
export function useCreateAgent() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof staffAgentsCreate>) => backofficeClient.call(staffAgentsCreate, { body, quiet: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentsKey() }),
  });
}
