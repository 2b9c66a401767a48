import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from '../../db/schema';
import type { EventHub, WireMessage } from './poke';

/** The PostgreSQL channel every server process of one database shares. */
export const CHANNEL = 'site_events';

export interface PgTransportOptions {
  /** Open the LISTEN connection (servers); the ops CLI only publishes. Default true. */
  listen?: boolean;
  /** First wait before reconnecting a lost LISTEN connection (ms); doubles up to 30 s. */
  reconnectMs?: number;
  onError?: (error: unknown) => void;
}

export interface PgTransport {
  /** Resolves once the LISTEN connection is listening (at once when not listening). */
  ready: Promise<void>;
  close: () => Promise<void>;
}

/**
 * Several processes on one PostgreSQL: the hub's pokes go out as `NOTIFY site_events, '<json>'`
 * (through the app's pool, after the change committed) and one dedicated connection per process
 * LISTENs and hands what others sent to the hub (the hub skips its own by origin). A lost LISTEN
 * connection reconnects with a growing pause; pokes missed meanwhile cost at most a stale figure
 * until the next change (the client also refreshes when its stream reconnects).
 */
export function attachPgTransport(hub: EventHub, db: Kysely<Database>, connectionString: string, options: PgTransportOptions = {}): PgTransport {
  // The pokes made in one turn of the event loop (e.g. the transfers of 50 players answered
  // together) go out in one statement: one round trip and one pooled connection, not one each (issue 22).
  let queued: string[] = [];
  let sending: Promise<void> | undefined;
  hub.publisher = (message: WireMessage) => {
    queued.push(JSON.stringify(message));
    sending ??= new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
      const batch = queued;
      queued = [];
      sending = undefined;
      await sql`select pg_notify(${CHANNEL}, payload) from unnest(${batch}::text[]) as payload`.execute(db);
    });
    return sending;
  };
  if (options.listen === false) {
    return {
      ready: Promise.resolve(),
      close: async () => {
        await hub.flush();
        hub.publisher = undefined;
      },
    };
  }

  let client: pg.Client | undefined;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let pause = options.reconnectMs ?? 1000;
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString });
    client = c;
    c.on('notification', (n) => {
      if (n.channel !== CHANNEL || !n.payload) return;
      try {
        hub.receive(JSON.parse(n.payload));
      } catch {
        // Not ours: ignored.
      }
    });
    c.on('error', (error) => {
      options.onError?.(error);
      retry(c);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANNEL}`);
      pause = options.reconnectMs ?? 1000;
      markReady();
    } catch (error) {
      options.onError?.(error);
      retry(c);
    }
  };

  const retry = (c: pg.Client) => {
    if (closed || client !== c || timer) return;
    client = undefined;
    void c.end().catch(() => undefined);
    timer = setTimeout(() => {
      timer = undefined;
      if (!closed) void connect();
    }, pause);
    timer.unref();
    pause = Math.min(pause * 2, 30_000);
  };

  void connect();
  return {
    ready,
    close: async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      await hub.flush();
      hub.publisher = undefined;
      const c = client;
      client = undefined;
      await c?.end().catch(() => undefined);
    },
  };
}
