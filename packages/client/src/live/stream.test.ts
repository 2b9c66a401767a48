import { parseLiveEvent, type LiveEvent } from '@site/contract/api/events';
import { describe, expect, it, vi } from 'vitest';
import { FAILURES_BEFORE_POLLING, runEventStream, type EventStreamDeps } from './stream';

const encoder = new TextEncoder();

/** A text/event-stream response whose body yields `chunks`, then stays open or ends. */
function streamResponse(chunks: string[], { end = false } = {}): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(encoder.encode(c));
      if (end) controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
}

function setup(responses: Array<Response | Error>, overrides: Partial<EventStreamDeps<LiveEvent>> = {}) {
  const events: LiveEvent[] = [];
  const statuses: boolean[] = [];
  const waits: number[] = [];
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const next = responses.shift();
    if (!next) return new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
    if (next instanceof Error) throw next;
    return next;
  });
  const sessionRefused = vi.fn();
  const stream = runEventStream<LiveEvent>({
    fetch: fetch as unknown as typeof globalThis.fetch,
    // The player site's events, read with the contract; `logout` ends the stream.
    parse: parseLiveEvent,
    ends: (event) => event.event === 'logout',
    url: '/api/v1/events/stream',
    headers: async () => ({ token: 't0ken', sign: 'abc' }),
    onEvent: (e) => events.push(e),
    onStatus: (s) => statuses.push(s),
    onSessionRefused: sessionRefused,
    random: () => 1,
    sleep: async (ms) => {
      waits.push(ms);
    },
    ...overrides,
  });
  return { events, statuses, waits, fetch, stream, sessionRefused };
}

describe('the live stream connection', () => {
  it('sends the API headers, parses events with the contract and reports a healthy stream', async () => {
    const { events, statuses, fetch, stream } = setup([streamResponse(['retry: 3000\n\nevent: unread\ndata: {"total":2,"sysNotice":1,"transNotice":1,"letter":0,"opNotice":0}\n\n', 'event: bogus\ndata: {}\n\nevent: maintenance\ndata: {"on":"no"}\n\n'])]);
    await vi.waitFor(() => expect(events).toHaveLength(1));
    expect(events[0]).toEqual({ event: 'unread', data: { total: 2, sysNotice: 1, transNotice: 1, letter: 0, opNotice: 0 } });
    expect(statuses).toEqual([true]);
    expect(fetch.mock.calls[0]?.[1]?.headers).toEqual({ token: 't0ken', sign: 'abc' });
    stream.stop();
    await stream.done;
    expect(statuses.at(-1)).toBe(false);
  });

  it('falls back to polling and stops trying when the server refuses the stream (404, 405, 501, not an event stream)', async () => {
    for (const refusal of [new Response('', { status: 404 }), new Response('', { status: 405 }), new Response('', { status: 501 }), new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } })]) {
      const { statuses, fetch, stream } = setup([refusal]);
      await stream.done;
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(statuses).toEqual([false]);
    }
  });

  it('a 401 ends the loop through the session path', async () => {
    const { stream, sessionRefused, fetch } = setup([new Response('{"code":"001004"}', { status: 401 })]);
    await stream.done;
    expect(sessionRefused).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('reconnects with the backoff schedule and polls again after repeated failures', async () => {
    const fail = () => new Error('network');
    const { statuses, waits, fetch, stream } = setup([fail(), fail(), fail(), fail(), streamResponse([])]);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(5));
    expect(waits).toEqual([1000, 2000, 4000, 8000]);
    // Polling resumes at the third failure in a row, and stops again once a stream opens.
    expect(FAILURES_BEFORE_POLLING).toBe(3);
    expect(statuses).toEqual([false, false, true]);
    stream.stop();
    await stream.done;
  });

  it('a stream closed by the server reconnects from the first step; a logout event ends it', async () => {
    const { events, waits, fetch, stream } = setup([
      new Response('', { status: 502 }),
      streamResponse(['event: maintenance\ndata: {"on":false}\n\n'], { end: true }),
      streamResponse(['event: logout\ndata: {"code":"001004"}\n\n']),
    ]);
    await stream.done;
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([1000, 1000]);
    expect(events.map((e) => e.event)).toEqual(['maintenance', 'logout']);
  });
});
