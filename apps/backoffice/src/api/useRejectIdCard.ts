import { staffIdCardReject } from '@site/contract/api/staff-queues';
import { backofficeClient } from '../app/client';
import { useQueueAction } from './queueAction';

export function rejectIdCard({ itemId, reason }: { itemId: string; reason: string }) {
  return backofficeClient.call(staffIdCardReject, { params: { itemId }, body: { reason }, quiet: true });
}

/** Rejects an ID verification under review with a reason. */
export function useRejectIdCard() {
  return useQueueAction(rejectIdCard);
}
