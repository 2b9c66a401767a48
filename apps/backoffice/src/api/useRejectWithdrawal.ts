import { staffWithdrawReject } from '@site/contract/api/staff-queues';
import { backofficeClient } from '../app/client';
import { useQueueAction } from './queueAction';

export function rejectWithdrawal({ itemId, reason }: { itemId: string; reason: string }) {
  return backofficeClient.call(staffWithdrawReject, { params: { itemId }, body: { reason }, quiet: true });
}

/** Refuses a withdrawal not yet paid, with a reason; the held amount returns to the player. */
export function useRejectWithdrawal() {
  return useQueueAction(rejectWithdrawal);
}
