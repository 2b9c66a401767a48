import { staffDepositApprove } from '@site/contract/api/staff-queues';
import { backofficeClient } from '../app/client';
import { useQueueAction } from './queueAction';

export function approveDeposit({ itemId }: { itemId: string }) {
  return backofficeClient.call(staffDepositApprove, { params: { itemId }, quiet: true });
}

/** Credits a deposit (the player's balance, live on their page). */
export function useApproveDeposit() {
  return useQueueAction(approveDeposit);
}
