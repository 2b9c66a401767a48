import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * A stopping server behind nginx's upstream keepalive (issue 22; deploy/nginx.conf.template).
 *
 * nginx keeps idle connections to the servers and sends the next request on one of them. If the
 * server closed such a connection at the moment nginx wrote a POST into it, nginx may not send the
 * POST elsewhere (it may have reached the server) and answers 502. So a stopping server never
 * closes a connection nginx may be about to use:
 *
 * 1. It stops listening: a new connection is refused, and nginx sends the request to another server
 *    (nothing was sent yet, so a POST too).
 * 2. Every answer from now on says `Connection: close`: a request that arrives on a kept connection
 *    is answered normally (not Fastify's "closing" 503), and nginx drops that connection after it.
 *    Requests already in flight at the signal get it too (if their answer has not started), and the
 *    live-event streams end (their pages reconnect elsewhere).
 * 3. It waits `idleWaitMs` (above nginx's upstream `keepalive_timeout`) for the connections to end:
 *    nginx closes the idle ones itself after its timeout. Only then are idle connections closed by
 *    the server (a client other than nginx), and the requests still in flight awaited.
 * 4. The caller then closes the app (preClose/onClose hooks: the database).
 *
 * Node's own idle timeout (KEEP_ALIVE_TIMEOUT_MS) is longer than nginx's for the same reason: in
 * normal running nginx, not the server, ends an idle kept connection.
 */

/** The servers' idle keep-alive timeout (ms): above nginx's upstream `keepalive_timeout 4s`. */
export const KEEP_ALIVE_TIMEOUT_MS = 10_000;

export interface Drain {
  /** Whether the server is draining (answers carry `Connection: close`). */
  readonly draining: boolean;
  /** Steps 1-3 above; resolves once every connection has ended. */
  drain: (idleWaitMs: number) => Promise<void>;
}

export function drainer(app: FastifyInstance): Drain {
  const server = app.server as Server;
  let draining = false;
  // Answers not sent yet: those of requests in flight at the signal get `Connection: close` too.
  const unanswered = new Set<ServerResponse>();
  // Before Fastify's own listener, so the header is there before any answer is written.
  server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
    if (draining) {
      res.setHeader('connection', 'close');
      return;
    }
    unanswered.add(res);
    res.once('close', () => unanswered.delete(res));
  });
  return {
    get draining() {
      return draining;
    },
    drain: async (idleWaitMs) => {
      draining = true;
      for (const res of unanswered) if (!res.headersSent) res.setHeader('connection', 'close');
      unanswered.clear();
      // net.Server's close, not http.Server's: that one also closes the idle connections at once (step 3 waits).
      const ended = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
      // Live-event streams end now, after the listener closed (their pages reconnect, to another server):
      // a stream's connection left idle by that is then nginx's to close within the wait, like any other.
      const live = (app as unknown as { liveEvents?: { streams: { close: () => void } } }).liveEvents;
      live?.streams.close();
      let timer: NodeJS.Timeout | undefined;
      const waited = await Promise.race([ended.then(() => true), new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), idleWaitMs)))]);
      clearTimeout(timer);
      if (waited) return;
      // What is still open now is a client's other than nginx, a request in flight (its answer says close)
      // or a stream opened on a kept connection during the wait.
      live?.streams.close();
      server.closeIdleConnections();
      // An answer finishing later leaves its connection idle a moment before Connection: close ends it.
      const sweep = setInterval(() => server.closeIdleConnections(), 50);
      await ended;
      clearInterval(sweep);
    },
  };
}
