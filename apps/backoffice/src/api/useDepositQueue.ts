import { staffQueueDeposits } from '@site/contract/api/staff-queues';
import type { ResponseOf } from '@site/contract/endpoint';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { keys } from './keys';

export type DepositQueueItem = ResponseOf<typeof staffQueueDeposits>['records'][number];

export function fetchDepositQueue(page: number, size: number, signal?: AbortSignal): Promise<ResponseOf<typeof staffQueueDeposits>> {
  return backofficeClient.call(staffQueueDeposits, { query: { page, size }, signal, quiet: true });
}

export function depositQueueQueryOptions(page: number, size: number) {
  return queryOptions({
    queryKey: keys.queue('deposit', { page, size }),
    queryFn: ({ signal }) => fetchDepositQueue(page, size, signal),
    placeholderData: keepPreviousData,
    // Read again on every `queues` event of the staff stream and on focus: a queue is never trusted stale.
    staleTime: 0,
  });
}

/** Finance: deposits waiting for approval, oldest first (a page of the server's paging). */
export function useDepositQueue(page: number, size: number) {
  return useQuery(depositQueueQueryOptions(page, size));
}
