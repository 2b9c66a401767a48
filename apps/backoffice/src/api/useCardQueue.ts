import { staffQueueCards } from '@site/contract/api/staff-queues';
import type { ResponseOf } from '@site/contract/endpoint';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { backofficeClient } from '../app/client';
import { keys } from './keys';

export type CardQueueItem = ResponseOf<typeof staffQueueCards>['records'][number];

export function fetchCardQueue(page: number, size: number, signal?: AbortSignal): Promise<ResponseOf<typeof staffQueueCards>> {
  return backofficeClient.call(staffQueueCards, { query: { page, size }, signal, quiet: true });
}

export function cardQueueQueryOptions(page: number, size: number) {
  return queryOptions({
    queryKey: keys.queue('card', { page, size }),
    queryFn: ({ signal }) => fetchCardQueue(page, size, signal),
    placeholderData: keepPreviousData,
    // Read again on every `queues` event of the staff stream and on focus: a queue is never trusted stale.
    staleTime: 0,
  });
}

/** Risk: bank cards waiting for review, oldest first, with their photos' addresses. */
export function useCardQueue(page: number, size: number) {
  return useQuery(cardQueueQueryOptions(page, size));
}
