import { staffWithdrawPaid } from '@site/contract/api/staff-queues';
import { backofficeClient } from '../app/client';
import { useQueueAction } from './queueAction';

export function markWithdrawalPaid({ itemId }: { itemId: string }) {
  return backofficeClient.call(staffWithdrawPaid, { params: { itemId }, quiet: true });
}

/** Marks an approved withdrawal paid: its last step. */
export function useMarkWithdrawalPaid() {
  return useQueueAction(markWithdrawalPaid);
}
