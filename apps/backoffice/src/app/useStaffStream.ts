import { runEventStream, type EventStreamDeps } from '@site/client/live/stream';
import { requestHeaders } from '@site/client/request';
import { staffMe } from '@site/contract/api/staff';
import { staffQueueEvents, type StaffQueueCounts } from '@site/contract/api/staff-queues';
import type { QueryClient } from '@tanstack/react-query';
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { keys } from '../api/keys';
import { backofficeClient } from './client';
import { parseStaffEvent, type StaffEvent } from './staffEvents';
import { useBackoffice } from './store';

/**
 * What an event does: `queues` keeps each queue's length (the menu) and makes every open queue list read its
 * page again; `logout` takes the path of every call: one authenticated call meets the 401 (notice, login page).
 */
export function applyStaffEvent(event: StaffEvent, queries: QueryClient): void {
  if (event.event === 'queues') {
    queries.setQueryData(keys.queueCounts(), event.data);
    void queries.invalidateQueries({ queryKey: keys.queues() });
    return;
  }
  void backofficeClient.call(staffMe, { quiet: true }).catch(() => undefined);
}

/** Opens the member's stream (GET /v1/staff/events/stream, read with fetch so the token goes in its header); returns its stop. */
export function startStaffStream(queries: QueryClient, deps: Partial<EventStreamDeps<StaffEvent>> = {}): () => void {
  const env = backofficeClient.environment;
  const stream = runEventStream<StaffEvent>({
    fetch: (...args) => env.fetch(...args),
    url: backofficeClient.endpointUrl(staffQueueEvents),
    headers: async () => ({ ...(await requestHeaders(env, false)), accept: 'text/event-stream' }),
    parse: parseStaffEvent,
    ends: (event) => event.event === 'logout',
    onEvent: (event) => applyStaffEvent(event, queries),
    // Without the stream the lists still read on focus and on every action; nothing else to show.
    onStatus: () => undefined,
    onSessionRefused: () => void backofficeClient.call(staffMe, { quiet: true }).catch(() => undefined),
    ...deps,
  });
  return stream.stop;
}

/** The live channel of a signed-in tab (the Shell starts it): one stream per session token, closed at logout. */
export function useStaffStream(): void {
  const queries = useQueryClient();
  const token = useBackoffice((state) => state.token);
  useEffect(() => (token ? startStaffStream(queries) : undefined), [token, queries]);
}

/** Each queue's length as the stream last said it (none before its first event). */
export function useQueueCounts() {
  return useQuery<StaffQueueCounts>({ queryKey: keys.queueCounts(), queryFn: skipToken, staleTime: Infinity });
}
