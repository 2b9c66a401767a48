import { staffQueueClaim, type StaffQueueKind } from '@site/contract/api/staff-queues';
import { backofficeClient } from '../app/client';
import { useQueueAction } from './queueAction';

export type QueueItemRef = { kind: StaffQueueKind; itemId: string };

export function claimItem({ kind, itemId }: QueueItemRef) {
  return backofficeClient.call(staffQueueClaim, { params: { kind, itemId }, quiet: true });
}

/** Claims an item (or renews one's own claim) for STAFF_CLAIM_MINUTES: no other member can act on it meanwhile. */
export function useClaimItem() {
  return useQueueAction(claimItem);
}
