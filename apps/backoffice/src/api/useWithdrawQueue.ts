import { staffQueueWithdrawals } from '@site/contract/api/staff-queues';
import type { ResponseOf } from '@site/contract/endpoint';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { keys } from './keys';

export type WithdrawQueueItem = ResponseOf<typeof staffQueueWithdrawals>['records'][number];

export function fetchWithdrawQueue(page: number, size: number, signal?: AbortSignal): Promise<ResponseOf<typeof staffQueueWithdrawals>> {
  return backofficeClient.call(staffQueueWithdrawals, { query: { page, size }, signal, quiet: true });
}

export function withdrawQueueQueryOptions(page: number, size: number) {
  return queryOptions({
    queryKey: keys.queue('withdraw', { page, size }),
    queryFn: ({ signal }) => fetchWithdrawQueue(page, size, signal),
    placeholderData: keepPreviousData,
    // Read again on every `queues` event of the staff stream and on focus: a queue is never trusted stale.
    staleTime: 0,
  });
}

/** Finance: withdrawals waiting for a review step or their payout, oldest first. */
export function useWithdrawQueue(page: number, size: number) {
  return useQuery(withdrawQueueQueryOptions(page, size));
}
