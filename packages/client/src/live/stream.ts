import { backoffDelay } from './backoff';
import { createSseParser } from './sse';

/** Answers meaning "this server has no stream": stop trying and keep polling. */
const REFUSED = new Set([404, 405, 501]);
/** Consecutive failures after which the page polls again (the stream keeps retrying, slower). */
export const FAILURES_BEFORE_POLLING = 3;

export interface EventStreamDeps<E> {
  fetch: typeof fetch;
  url: string;
  /** The same headers as every API call (token, sign, language), fresh per connection. */
  headers: () => Promise<Record<string, string>>;
  /** One message read with the contract: the event, or undefined for a name or data it does not know (skipped). */
  parse: (name: string, data: string) => E | undefined;
  /** An event after which the stream ends (the session's `logout`). */
  ends?: (event: E) => boolean;
  onEvent: (event: E) => void;
  /** true while a stream is open and healthy; false when refused or failing. */
  onStatus: (streaming: boolean) => void;
  /** The stream answered 401/403: the session is over (the caller runs the usual path). */
  onSessionRefused: () => void;
  random?: () => number;
  /** Waits `ms` unless aborted (tests pass a fake). */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

export interface EventStream {
  stop: () => void;
  /** Resolves when the loop has ended (stopped, refused, logged out). */
  done: Promise<void>;
}

const realSleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

type Outcome = 'again' | 'end';

/**
 * One server-sent-events stream for this tab, read with fetch() and a ReadableStream reader (EventSource
 * cannot send headers): the player site's and the back office's live updates. Reconnects with exponential
 * backoff and jitter; ends on an event `ends` names (logout), a refusal (404/405/501 or not an event
 * stream) or stop().
 */
export function runEventStream<E>(deps: EventStreamDeps<E>): EventStream {
  const stopper = new AbortController();
  const sleep = deps.sleep ?? realSleep;
  let failures = 0;
  /** Set when a connection opened: the next wait starts the schedule again. */
  let opened = false;

  const connect = async (): Promise<Outcome> => {
    const res = await deps.fetch(deps.url, { headers: await deps.headers(), signal: stopper.signal, cache: 'no-store' });
    if (res.status === 401 || res.status === 403) {
      deps.onStatus(false);
      deps.onSessionRefused();
      return 'end';
    }
    const type = res.headers.get('content-type') ?? '';
    if (REFUSED.has(res.status) || (res.ok && !type.startsWith('text/event-stream'))) {
      deps.onStatus(false);
      return 'end';
    }
    if (!res.ok || !res.body) throw new Error(`stream: HTTP ${res.status}`);
    const reader = res.body.getReader();
    // stop() ends a read in progress too (whatever fetch does with the signal on the body).
    const onStop = () => void reader.cancel().catch(() => undefined);
    stopper.signal.addEventListener('abort', onStop, { once: true });
    try {
      return await read(reader);
    } finally {
      stopper.signal.removeEventListener('abort', onStop);
    }
  };

  const read = async (reader: ReadableStreamDefaultReader<Uint8Array>): Promise<Outcome> => {
    const decoder = new TextDecoder();
    let ended = false;
    const parser = createSseParser((message) => {
      const event = deps.parse(message.event, message.data);
      if (event === undefined) return;
      deps.onEvent(event);
      if (deps.ends?.(event)) ended = true;
    });
    deps.onStatus(true);
    failures = 0;
    opened = true;
    for (;;) {
      const { value, done } = await reader.read();
      if (done || stopper.signal.aborted) break;
      parser.push(decoder.decode(value, { stream: true }));
      if (ended) {
        void reader.cancel().catch(() => undefined);
        return 'end';
      }
    }
    // The server closed the stream (restart, deploy): connect again.
    throw new Error('stream: closed by the server');
  };

  const loop = async () => {
    let attempt = 0;
    while (!stopper.signal.aborted) {
      let outcome: Outcome = 'again';
      try {
        outcome = await connect();
      } catch {
        if (stopper.signal.aborted) break;
        failures++;
        if (failures >= FAILURES_BEFORE_POLLING) deps.onStatus(false);
      }
      if (outcome === 'end' || stopper.signal.aborted) break;
      // A stream that was healthy starts the schedule again.
      if (opened) {
        attempt = 0;
        opened = false;
      }
      await sleep(backoffDelay(attempt++, deps.random), stopper.signal);
    }
  };

  const done = loop();
  return {
    stop: () => {
      stopper.abort();
      deps.onStatus(false);
    },
    done,
  };
}
