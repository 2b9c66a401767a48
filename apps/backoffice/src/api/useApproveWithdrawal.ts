import { staffWithdrawApprove } from '@site/contract/api/staff-queues';
import { backofficeClient } from '../app/client';
import { useQueueAction } from './queueAction';

export function approveWithdrawal({ itemId }: { itemId: string }) {
  return backofficeClient.call(staffWithdrawApprove, { params: { itemId }, quiet: true });
}

/** One review step of a withdrawal; above the four-eyes amount the second step must be another member's. */
export function useApproveWithdrawal() {
  return useQueueAction(approveWithdrawal);
}
