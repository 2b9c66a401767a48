import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keys } from '../api/keys';
import { parseStaffEvent } from './staffEvents';
import { startStaffStream } from './useStaffStream';
import { useBackoffice } from './store';

const COUNTS = {
  deposit: { waiting: 2, oldest: '2030-01-01T00:00:00.000Z' },
  withdraw: { waiting: 1, oldest: '2030-01-01T00:00:00.000Z' },
  card: { waiting: 0, oldest: null },
  idcard: { waiting: 3, oldest: '2030-01-01T00:00:00.000Z' },
  at: '2030-01-01T00:01:00.000Z',
};

/** A text/event-stream response whose body yields `chunks` and stays open. */
function streamOf(chunks: string[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
}

afterEach(() => {
  useBackoffice.setState({ token: null });
});

describe('the staff stream', () => {
  it('reads `queues` and `logout` with the contract and skips what breaks it', () => {
    expect(parseStaffEvent('queues', JSON.stringify(COUNTS))).toEqual({ event: 'queues', data: COUNTS });
    expect(parseStaffEvent('logout', '{"code":"001004"}')).toEqual({ event: 'logout' });
    expect(parseStaffEvent('queues', '{"deposit":1}')).toBeUndefined();
    expect(parseStaffEvent('queues', 'not json')).toBeUndefined();
    expect(parseStaffEvent('balance', '{}')).toBeUndefined();
  });

  it("opens with the member's token, keeps each queue's length and makes every open queue list read its page again", async () => {
    useBackoffice.setState({ token: 'staff-token-9' });
    const queries = new QueryClient();
    queries.setQueryData(keys.queue('deposit', { page: 1, size: 20 }), { records: [], total: 0 });
    queries.setQueryData(keys.queue('idcard', { page: 1, size: 20 }), { records: [], total: 0 });
    const fetch = vi.fn(async () => streamOf([`retry: 3000\n\nevent: queues\ndata: ${JSON.stringify(COUNTS)}\n\n`]));
    const stop = startStaffStream(queries, { fetch: fetch as unknown as typeof globalThis.fetch });
    await vi.waitFor(() => expect(queries.getQueryData(keys.queueCounts())).toEqual(COUNTS));
    expect(queries.getQueryState(keys.queue('deposit', { page: 1, size: 20 }))?.isInvalidated).toBe(true);
    expect(queries.getQueryState(keys.queue('idcard', { page: 1, size: 20 }))?.isInvalidated).toBe(true);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/staff/events/stream');
    expect(init.headers).toMatchObject({ token: 'staff-token-9', accept: 'text/event-stream' });
    stop();
  });
});
