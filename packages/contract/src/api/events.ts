import * as z from 'zod/mini';
import { endpoint } from '../endpoint';
import { unreadCounts } from './user-schemas';
import { walletBalances } from './wallet';

/**
 * Live updates (extension): one server-sent-events stream per tab. The page
 * opens it with fetch() so the usual headers (token, sign, language) go with
 * it: never a token in the address. Each event's `data` is one JSON object;
 * the client parses it with the schema of its event name below.
 */
export const EVENTS_STREAM_PATH = '/v1/events/stream';

/** `unread`: the same object as POST /v1/message/center/unread/count answers. */
export const unreadEvent = unreadCounts;
/** `balance`: the same object as GET /v1/wallet/front/user/balance answers (the player's currency). */
export const balanceEvent = walletBalances;
/** `logout`: the session ended (logout elsewhere, password change, forced logout); the stream closes after it. */
export const logoutEvent = z.object({ code: z.string() });
/** `maintenance`: the site-wide switch, sent on connect and whenever it flips. */
export const maintenanceEvent = z.object({ on: z.boolean() });

export const liveEventSchemas = {
  unread: unreadEvent,
  balance: balanceEvent,
  logout: logoutEvent,
  maintenance: maintenanceEvent,
} as const;

export type LiveEventName = keyof typeof liveEventSchemas;
export type LiveEventData<N extends LiveEventName> = z.output<(typeof liveEventSchemas)[N]>;
export type LiveEvent = { [K in LiveEventName]: { event: K; data: z.output<(typeof liveEventSchemas)[K]> } }[LiveEventName];

export function isLiveEventName(name: string): name is LiveEventName {
  return Object.prototype.hasOwnProperty.call(liveEventSchemas, name);
}

/** Parses one event's JSON text with its schema; undefined for an unknown name or a bad payload. */
export function parseLiveEvent(name: string, data: string): LiveEvent | undefined {
  if (!isLiveEventName(name)) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return undefined;
  }
  const parsed = liveEventSchemas[name].safeParse(json);
  return parsed.success ? ({ event: name, data: parsed.data } as LiveEvent) : undefined;
}

export const eventsStream = endpoint({
  id: 'events.stream',
  onBreak: 'read',
  method: 'GET',
  path: EVENTS_STREAM_PATH,
  extension: true,
  auth: true,
  // The reply is text/event-stream, not an envelope: this documents one event's data.
  response: z.union([unreadEvent, balanceEvent, logoutEvent, maintenanceEvent]),
  summary:
    'Live updates as text/event-stream (extension): events unread, balance, logout (then closes), maintenance {on}; state on connect and after each change; heartbeat comments every 20 s; at most 10 streams per account',
});

export const eventsApi = { stream: eventsStream };
