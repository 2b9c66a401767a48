import { staffAgentsTier } from '@site/contract/api/staff-agents';
import type { BodyOf } from '@site/contract/endpoint';
import { useMutation } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { queryClient } from '../app/queryClient';
import { agentsKey } from './useStaffAgents';

/** Changes an agent's tier with a reason; the agents' queries are read again. */
export function useAgentTier() {
  return useMutation({
    mutationFn: ({ id, ...body }: BodyOf<typeof staffAgentsTier> & { id: number }) => backofficeClient.call(staffAgentsTier, { params: { id }, body, quiet: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentsKey() }),
  });
}
