import type { FrameLiveEvent, HostToFrame } from '@site/contract/frame';
import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { sessionKeys } from '../../../shared/session/keys';
import { walletKeys } from '../api/keys';

/**
 * The host queries whose news the frame must follow (issue 19), and the `live` event each becomes: the
 * query of that key, or with `prefix` any query under it (the user info's key ends with the session's
 * fingerprint).
 */
const RELAYED: ReadonlyArray<{ key: QueryKey; event: FrameLiveEvent; prefix?: true }> = [
  { key: walletKeys.balance(), event: 'balance' },
  { key: sessionKeys.unread(), event: 'unread' },
  // Issue 34: a phone bound in the host's popup completes a step of the frame's first-deposit checklist.
  { key: sessionKeys.userInfo(), event: 'account', prefix: true },
];

const matches = (relayed: (typeof RELAYED)[number], key: QueryKey, hash: string) =>
  relayed.prefix ? relayed.key.every((part, i) => key[i] === part) : hashKey(relayed.key) === hash;

/**
 * Relays the host's live updates to the cashier frame: whenever the header balance, the unread
 * counts or the user info get new data (the live stream's `balance`/`unread` events, a one-click
 * recycle in the header, a poll, a phone bound), the frame is told `{type: 'live', event}` over the
 * origin-checked protocol and reads its own matching queries again. Data equal to the last
 * (structural sharing keeps the same object) is not relayed. Returns the unsubscribe.
 */
export function relayLiveUpdates(queries: QueryClient, post: (message: HostToFrame) => void): () => void {
  const cache = queries.getQueryCache();
  const last = new Map<FrameLiveEvent, unknown>(
    RELAYED.map((r) => [r.event, cache.getAll().find((q) => matches(r, q.queryKey, q.queryHash))?.state.data]),
  );
  return cache.subscribe((change) => {
    if (change.type !== 'updated' || change.action.type !== 'success') return;
    const event = RELAYED.find((r) => matches(r, change.query.queryKey, change.query.queryHash))?.event;
    if (!event) return;
    const data = change.query.state.data;
    if (data === undefined || data === last.get(event)) return;
    last.set(event, data);
    post({ type: 'live', event });
  });
}
