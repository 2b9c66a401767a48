import { staffDepositReject } from '@site/contract/api/staff-queues';
import { backofficeClient } from '../app/client';
import { useQueueAction } from './queueAction';

export function rejectDeposit({ itemId, reason }: { itemId: string; reason: string }) {
  return backofficeClient.call(staffDepositReject, { params: { itemId }, body: { reason }, quiet: true });
}

/** Refuses a deposit with the reason the player reads. */
export function useRejectDeposit() {
  return useQueueAction(rejectDeposit);
}
