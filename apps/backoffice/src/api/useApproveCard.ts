import { staffCardApprove } from '@site/contract/api/staff-queues';
import { backofficeClient } from '../app/client';
import { useQueueAction } from './queueAction';

export function approveCard({ itemId }: { itemId: string }) {
  return backofficeClient.call(staffCardApprove, { params: { itemId }, quiet: true });
}

/** Approves a bank card under review. */
export function useApproveCard() {
  return useQueueAction(approveCard);
}
