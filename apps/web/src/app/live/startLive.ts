import type { ApiClient } from '@site/client/client';
import { runEventStream, type EventStreamDeps } from '@site/client/live/stream';
import { requestHeaders } from '@site/client/request';
import { eventsStream, parseLiveEvent, type LiveEvent } from '@site/contract/api/events';
import { userHeartbeat } from '@site/contract/api/user';
import type { QueryClient } from '@tanstack/react-query';
import { walletKeys } from '../../features/wallet';
import { setStreaming } from '../../shared/live/status';
import { sessionKeys } from '../../shared/session/keys';

const ERROR_SCREENS = ['/situation/500', '/situation/503'];

/**
 * What each event does to the page: the unread count and the balance go straight into their
 * queries (header badge, header wallet, wallet page); `logout` and `maintenance` take the paths
 * every API call takes: one authenticated call (the heartbeat) meets the 401 (forced logout:
 * notice, logout, home) or the 503 (maintenance screen), or succeeds on the 503 screen (home).
 */
export function applyLiveEvent(event: LiveEvent, client: ApiClient, queries: QueryClient): void {
  const probe = () => void client.call(userHeartbeat, { quiet: true }).catch(() => undefined);
  switch (event.event) {
    case 'unread':
      queries.setQueryData(sessionKeys.unread(), event.data);
      break;
    case 'balance':
      queries.setQueryData(walletKeys.balance(), event.data);
      break;
    case 'logout':
      probe();
      break;
    case 'maintenance':
      if (event.data.on || ERROR_SCREENS.includes(client.environment.currentPath())) probe();
      break;
  }
}

export interface LiveUpdatesOptions {
  client: ApiClient;
  queries: QueryClient;
  /** Overrides for tests (fetch comes from the client's environment). */
  deps?: Partial<EventStreamDeps<LiveEvent>>;
}

/** Opens this tab's stream; returns the function that closes it (logout, another token, unmount). */
export function startLiveUpdates({ client, queries, deps }: LiveUpdatesOptions): () => void {
  const env = client.environment;
  const stream = runEventStream<LiveEvent>({
    fetch: (...args) => env.fetch(...args),
    url: client.endpointUrl(eventsStream),
    parse: parseLiveEvent,
    ends: (event) => event.event === 'logout',
    headers: async () => ({ ...(await requestHeaders(env, false)), accept: 'text/event-stream' }),
    onEvent: (event) => applyLiveEvent(event, client, queries),
    onStatus: setStreaming,
    // The usual 401 path (notice once, logout, home).
    onSessionRefused: () => void client.call(userHeartbeat, { quiet: true }).catch(() => undefined),
    ...deps,
  });
  return stream.stop;
}
