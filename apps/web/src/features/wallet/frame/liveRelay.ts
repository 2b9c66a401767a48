import type { FrameLiveEvent, HostToFrame } from '@site/contract/frame';
import { hashKey, type QueryClient } from '@tanstack/react-query';
import { sessionKeys } from '../../../shared/session/keys';
import { walletKeys } from '../api/keys';

/** The host queries whose news the frame must follow (issue 19), and the `live` event each becomes. */
const RELAYED: ReadonlyArray<readonly [string, FrameLiveEvent]> = [
  [hashKey(walletKeys.balance()), 'balance'],
  [hashKey(sessionKeys.unread()), 'unread'],
  // Issue 34: a phone bound in the host's popup completes a step of the frame's first-deposit checklist.
  [hashKey(sessionKeys.userInfo()), 'account'],
];

/**
 * Relays the host's live updates to the cashier frame: whenever the header balance or the unread
 * counts get new data (the live stream's `balance`/`unread` events, a one-click recycle in the
 * header, a poll), the frame is told `{type: 'live', event}` over the origin-checked protocol and
 * reads its own matching queries again. Data equal to the last (structural sharing keeps the same
 * object) is not relayed. Returns the unsubscribe.
 */
export function relayLiveUpdates(queries: QueryClient, post: (message: HostToFrame) => void): () => void {
  const cache = queries.getQueryCache();
  const last = new Map<FrameLiveEvent, unknown>(RELAYED.map(([hash, event]) => [event, cache.get(hash)?.state.data]));
  return cache.subscribe((change) => {
    if (change.type !== 'updated' || change.action.type !== 'success') return;
    const event = RELAYED.find(([hash]) => hash === change.query.queryHash)?.[1];
    if (!event) return;
    const data = change.query.state.data;
    if (data === undefined || data === last.get(event)) return;
    last.set(event, data);
    post({ type: 'live', event });
  });
}
