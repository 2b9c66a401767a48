import { staffIdCardApprove } from '@site/contract/api/staff-queues';
import { backofficeClient } from '../app/client';
import { useQueueAction } from './queueAction';

export function approveIdCard({ itemId }: { itemId: string }) {
  return backofficeClient.call(staffIdCardApprove, { params: { itemId }, quiet: true });
}

/** Approves an ID verification under review. */
export function useApproveIdCard() {
  return useQueueAction(approveIdCard);
}
