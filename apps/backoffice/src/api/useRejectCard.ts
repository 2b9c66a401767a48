import { staffCardReject } from '@site/contract/api/staff-queues';
import { backofficeClient } from '../app/client';
import { useQueueAction } from './queueAction';

export function rejectCard({ itemId, reason }: { itemId: string; reason: string }) {
  return backofficeClient.call(staffCardReject, { params: { itemId }, body: { reason }, quiet: true });
}

/** Rejects a bank card under review with a reason. */
export function useRejectCard() {
  return useQueueAction(rejectCard);
}
