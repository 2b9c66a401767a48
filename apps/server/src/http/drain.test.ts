import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { signHeaders } from '../test/harness';
import { childFixture, loginTo, refused, sleep, type ChildServer } from '../test/child-server';

// passes: sqlite node24

// http/drain.ts on main.ts as production starts it: what a client holding a kept-alive connection
// (nginx's upstream keepalive) sees while the server stops.

let fixture: Awaited<ReturnType<typeof childFixture>> | undefined;
afterEach(async () => {
  await fixture?.cleanup();
  fixture = undefined;
});

/** A kept-alive HTTP/1.1 connection on which requests are written by hand, one at a time. */
async function keptConnection(port: number): Promise<{ socket: Socket; send: (path: string) => Promise<string>; closed: Promise<void> }> {
  const socket = connect({ host: '127.0.0.1', port });
  await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  socket.setEncoding('latin1');
  let buffer = '';
  let waiting: ((text: string) => void) | undefined;
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    const head = buffer.indexOf('\r\n\r\n');
    if (head < 0 || !waiting) return;
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(buffer.slice(0, head))?.[1] ?? 0);
    if (buffer.length < head + 4 + length) return;
    const answer = buffer.slice(0, head + 4 + length);
    buffer = buffer.slice(head + 4 + length);
    const done = waiting;
    waiting = undefined;
    done(answer);
  });
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  // A connection the server closed answers nothing: say so instead of waiting forever.
  void closed.then(() => waiting?.('(connection closed)'));
  const send = (path: string) =>
    new Promise<string>((resolve) => {
      waiting = resolve;
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: keep-alive\r\n\r\n`);
    });
  return { socket, send, closed };
}

async function start(env: Record<string, string>): Promise<ChildServer> {
  fixture = await childFixture('drain-test-');
  return fixture.start(env);
}

describe('SIGTERM with kept-alive connections', () => {
  it('refuses new connections, answers a request on a kept connection normally with Connection: close, and exits 0', { timeout: 90_000 }, async () => {
    const server = await start({ SHUTDOWN_DRAIN_MS: '30000' });
    const kept = await keptConnection(server.port);
    expect(await kept.send('/healthz')).toMatch(/^HTTP\/1\.1 200 .*\r\nconnection: keep-alive\r\n/is);
    server.proc.kill('SIGTERM');
    while (!(await refused(server.port))) await sleep(50);
    // Not Fastify's "closing" 503: the request is served, and the answer ends the connection.
    const answer = await kept.send('/healthz');
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    await kept.closed;
    // That was the last connection: the server stops without waiting out SHUTDOWN_DRAIN_MS.
    expect(await server.exited).toBe(0);
  });

  it('closes an idle kept connection itself once SHUTDOWN_DRAIN_MS is over (its client never closed it), and exits 0', { timeout: 90_000 }, async () => {
    const server = await start({ SHUTDOWN_DRAIN_MS: '1000' });
    const kept = await keptConnection(server.port);
    expect(await kept.send('/healthz')).toMatch(/^HTTP\/1\.1 200 /);
    server.proc.kill('SIGTERM');
    await kept.closed;
    expect(await server.exited).toBe(0);
  });

  it('ends a live-event stream at the signal, so its page reconnects to another server at once', { timeout: 90_000 }, async () => {
    const server = await start({ SHUTDOWN_DRAIN_MS: '30000', DEMO_DATA: '1' });
    const token = await loginTo(server.url, 'demo01');
    const res = await fetch(`${server.url}/api/v1/events/stream`, { headers: { ...signHeaders(), token } });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    await reader.read();
    server.proc.kill('SIGTERM');
    // Read until the server ends the stream (a stream it kept would hold this read for the 30 s drain).
    for (;;) if ((await reader.read()).done) break;
    expect(await refused(server.port)).toBe(true);
    await server.kill('SIGKILL');
  });
});
