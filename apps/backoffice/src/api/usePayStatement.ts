import { staffAgentPay } from '@site/contract/api/staff-agents';
import { useMutation } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { queryClient } from '../app/queryClient';
import { agentsKey } from './useStaffAgents';

/** Pays an approved statement into the agent's wallet (by a member who did not approve it); the agents' queries are read again, also when refused. */
export function usePayStatement() {
  return useMutation({
    mutationFn: (id: number) => backofficeClient.call(staffAgentPay, { params: { id }, quiet: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: agentsKey() }),
  });
}
