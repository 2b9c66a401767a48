import { staffQueueRelease } from '@site/contract/api/staff-queues';
import { backofficeClient } from '../app/client';
import { useQueueAction } from './queueAction';
import type { QueueItemRef } from './useClaimItem';

export function releaseItem({ kind, itemId }: QueueItemRef) {
  return backofficeClient.call(staffQueueRelease, { params: { kind, itemId }, quiet: true });
}

/** Gives one's claim back: the item is free for any member again. */
export function useReleaseItem() {
  return useQueueAction(releaseItem);
}
