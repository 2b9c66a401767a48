import { eventsApi } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { CoreErrors } from '../domain/errors';
import { route, sessionOf, SENT } from '../http/route';
import { createHub, removeHub, runInHub, type EventHub } from '../services/events/poke';
import { attachPgTransport, type PgTransport } from '../services/events/pg-transport';
import { DEFAULT_LIMITS, LiveStreams, type StreamLimits } from '../services/events/streams';

export interface LiveEventsOptions {
  databaseUrl: string | undefined;
  limits?: Partial<StreamLimits>;
}

/** How long start-up waits for the LISTEN connection before going on without it (it keeps retrying). */
const LISTEN_WAIT_MS = 5000;

/**
 * Live updates (extension): this app's event hub (the pokes made while its requests run go to
 * it), on PostgreSQL the NOTIFY/LISTEN transport between processes, and
 * GET /api/v1/events/stream. Call on the root instance before the other routes.
 */
export async function liveEvents(app: FastifyInstance, options: LiveEventsOptions): Promise<void> {
  const { db, dialect } = app.site;
  const hub = createHub();
  const streams = new LiveStreams(db, dialect, hub, { ...DEFAULT_LIMITS, ...options.limits });
  let transport: PgTransport | undefined;
  if (dialect === 'postgres' && options.databaseUrl) {
    transport = attachPgTransport(hub, db, options.databaseUrl, { onError: (error) => app.log.warn({ err: error }, 'live events: LISTEN connection failed') });
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([transport.ready, new Promise<void>((resolve) => (timer = setTimeout(resolve, LISTEN_WAIT_MS)))]);
    clearTimeout(timer);
  }
  app.decorate('liveEvents', { hub, streams });
  // Handlers (and what they start) run in this app's hub: their pokes reach this app's streams.
  app.addHook('preHandler', (_request, _reply, done) => runInHub(hub, done));
  // Before the server stops accepting: open streams would keep it from closing.
  app.addHook('preClose', async () => {
    streams.close();
    await transport?.close();
    removeHub(hub);
  });

  route(
    app,
    eventsApi.stream,
    (ctx) => {
      const session = sessionOf(ctx);
      // Per account and per address a further stream is refused (the page polls instead); the
      // process's cap sheds the oldest stream rather than refusing this one (services/events/streams.ts).
      if (!streams.admits(session.accountId, ctx.request.ip)) throw CoreErrors.rateLimited();
      ctx.reply.hijack();
      streams.open(session, ctx.lang, ctx.reply.raw, ctx.request.ip);
      return SENT;
    },
    // Open through maintenance: the stream is what tells the page that it ended.
    { maintenanceGate: false },
  );
}

declare module 'fastify' {
  interface FastifyInstance {
    liveEvents: { hub: EventHub; streams: LiveStreams };
  }
}
