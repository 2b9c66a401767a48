import { EVENTS_STREAM_PATH, parseLiveEvent, type LiveEvent, type LiveEventData, type LiveEventName } from '@site/contract';
import { signHeaders } from './harness';

export interface OpenStream {
  status: number;
  /** Everything received so far (comments and retry lines included), for assertions on the framing. */
  text: () => string;
  /** Resolves with the next event of that name not yet taken (parsed by the contract), or rejects after `timeoutMs`. */
  next: <N extends LiveEventName>(name: N, timeoutMs?: number) => Promise<LiveEventData<N>>;
  /** Resolves when the server has ended the stream. */
  ended: Promise<void>;
  close: () => void;
}

/** Opens GET /api/v1/events/stream as the web client does: fetch with the sign headers and the token header. */
export async function openStream(baseUrl: string, token: string | undefined, headers: Record<string, string> = {}): Promise<OpenStream> {
  const controller = new AbortController();
  const res = await fetch(new URL(`/api${EVENTS_STREAM_PATH}`, baseUrl), {
    headers: { ...signHeaders(), ...(token ? { token } : {}), ...headers },
    signal: controller.signal,
  });
  let text = '';
  let buffer = '';
  const events: LiveEvent[] = [];
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const w of [...waiters]) w();
  };
  let finished = false;
  const ended = (async () => {
    if (!res.body) return;
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        const chunk = decoder.decode(value, { stream: true });
        text += chunk;
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const name = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          const parsed = name && data !== undefined ? parseLiveEvent(name, data) : undefined;
          if (parsed) events.push(parsed);
        }
        wake();
      }
    } catch {
      // Aborted by close().
    }
    finished = true;
    wake();
  })();

  const next = <N extends LiveEventName>(name: N, timeoutMs = 3000) =>
    new Promise<LiveEventData<N>>((resolve, reject) => {
      const check = () => {
        const i = events.findIndex((e) => e.event === name);
        if (i >= 0) {
          const [found] = events.splice(i, 1);
          cleanup();
          resolve(found!.data as unknown as LiveEventData<N>);
        } else if (finished) {
          cleanup();
          reject(new Error(`stream ended without a ${name} event`));
        }
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`no ${name} event within ${timeoutMs} ms; received: ${text}`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });

  return { status: res.status, text: () => text, next, ended, close: () => controller.abort() };
}
