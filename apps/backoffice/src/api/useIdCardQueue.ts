import { staffQueueIdCards } from '@site/contract/api/staff-queues';
import type { ResponseOf } from '@site/contract/endpoint';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { keys } from './keys';

export type IdCardQueueItem = ResponseOf<typeof staffQueueIdCards>['records'][number];

export function fetchIdCardQueue(page: number, size: number, signal?: AbortSignal): Promise<ResponseOf<typeof staffQueueIdCards>> {
  return backofficeClient.call(staffQueueIdCards, { query: { page, size }, signal, quiet: true });
}

export function idCardQueueQueryOptions(page: number, size: number) {
  return queryOptions({
    queryKey: keys.queue('idcard', { page, size }),
    queryFn: ({ signal }) => fetchIdCardQueue(page, size, signal),
    placeholderData: keepPreviousData,
    // Read again on every `queues` event of the staff stream and on focus: a queue is never trusted stale.
    staleTime: 0,
  });
}

/** Risk: ID verifications waiting for review, oldest first, with their photos' addresses. */
export function useIdCardQueue(page: number, size: number) {
  return useQuery(idCardQueueQueryOptions(page, size));
}
