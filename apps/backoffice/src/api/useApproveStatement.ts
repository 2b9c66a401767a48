import { staffAgentApprove } from '@site/contract/api/staff-agents';
import { useMutation } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { queryClient } from '../app/queryClient';
import { agentsKey } from './useStaffAgents';

/** This member's approval of a commission statement (a second member's above the four-eyes line); the agents' queries are read again, also when refused. */
export function useApproveStatement() {
  return useMutation({
    mutationFn: (id: number) => backofficeClient.call(staffAgentApprove, { params: { id }, quiet: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: agentsKey() }),
  });
}
