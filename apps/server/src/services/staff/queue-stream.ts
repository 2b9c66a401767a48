import type { ServerResponse } from 'node:http';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/connection';
import type { Database } from '../../db/schema';
import { DataVersionWatcher } from '../events/data-version';
import { whenCommitted, pokeStaff, type EventHub } from '../events/poke';
import { STAFF_SESSION, type StaffSession } from './sessions';
import { queueCounts } from './queues';

type Db = Kysely<Database>;

const STREAMS_PER_SESSION = 5;

interface StaffStream {
  session: StaffSession;
  raw: ServerResponse;
  closed: boolean;
}

/** After the transaction `trx` commits (at once outside one): every open back office list re-reads its queue. */
export function queuesChanged(trx: object): void {
  whenCommitted(trx, () => pokeStaff('queues'));
}

/** A player's call that adds to or takes from a queue (a deposit, a withdrawal, a card, an ID): staff lists re-read once it is done. */
export async function seenByStaff<T>(work: Promise<T>): Promise<T> {
  const value = await work;
  pokeStaff('queues');
  return value;
}

/**
 * The back office's live channel (issue 37): a server-sent-events stream per open back office tab, told of every
 * queue change on this app's event hub (and, on PostgreSQL, every process's: the hub's NOTIFY transport). As the
 * players' streams, a poke carries no data: the stream re-reads the queues' lengths and sends `queues` when they
 * or the claims changed, so a lost or repeated poke costs one read, never a wrong list. A session that ended
 * (logout, disabled, 8 hours) gets `logout` and the stream closes.
 */
export class StaffStreams {
  private readonly streams = new Set<StaffStream>();
  private readonly off: () => void;
  private timer: NodeJS.Timeout | undefined;
  private readonly watcher: DataVersionWatcher;

  constructor(
    private readonly db: Db,
    dialect: DialectName,
    hub: EventHub,
    private readonly limits = { coalesceMs: 100, heartbeatMs: 20_000, retryMs: 3000, watchMs: 1000 },
  ) {
    this.watcher = new DataVersionWatcher(db, dialect, limits.watchMs, () => this.schedule());
    this.off = hub.onStaff(() => this.schedule());
  }

  get count(): number {
    return this.streams.size;
  }

  /** A session's tabs are few: one more stream than STREAMS_PER_SESSION is refused (429), as the players' per account. */
  admits(session: StaffSession): boolean {
    let n = 0;
    for (const s of this.streams) if (s.session.sessionId === session.sessionId) n++;
    return n < STREAMS_PER_SESSION;
  }

  open(session: StaffSession, raw: ServerResponse): void {
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    raw.write(`retry: ${this.limits.retryMs}\n\n`);
    const stream: StaffStream = { session, raw, closed: false };
    this.streams.add(stream);
    const heartbeat = setInterval(() => raw.write(': ping\n\n'), this.limits.heartbeatMs);
    raw.on('close', () => {
      clearInterval(heartbeat);
      stream.closed = true;
      this.streams.delete(stream);
      if (this.streams.size === 0) this.watcher.stop();
    });
    this.watcher.start();
    void this.send([stream]);
  }

  close(): void {
    this.off();
    this.watcher.stop();
    clearTimeout(this.timer);
    for (const stream of this.streams) stream.raw.end();
    this.streams.clear();
  }

  /** Pokes within coalesceMs are answered by one read for every stream. */
  private schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.send([...this.streams]);
    }, this.limits.coalesceMs);
  }

  private async send(streams: StaffStream[]): Promise<void> {
    if (streams.length === 0) return;
    try {
      const counts = await queueCounts(this.db);
      const now = new Date();
      const idleSince = new Date(now.getTime() - STAFF_SESSION.idleMs).toISOString();
      const live = new Set(
        (
          await this.db
            .selectFrom('staff_sessions')
            .innerJoin('staff', 'staff.id', 'staff_sessions.staff_id')
            .select('staff_sessions.id')
            .where('staff_sessions.id', 'in', streams.map((s) => s.session.sessionId))
            .where('staff_sessions.revoked_at', 'is', null)
            .where('staff_sessions.expires_at', '>', now.toISOString())
            // A stream is no call: a member idle 15 minutes is logged out here as on the next call.
            .where('staff_sessions.last_seen_at', '>', idleSince)
            .where('staff.disabled', '=', 0)
            .execute()
        ).map((r) => r.id),
      );
      const data = JSON.stringify(counts);
      for (const stream of streams) {
        if (stream.closed) continue;
        if (!live.has(stream.session.sessionId)) {
          stream.raw.write(`event: logout\ndata: {"code":"001004"}\n\n`);
          stream.raw.end();
          continue;
        }
        // Sent on every change, even with the same lengths: a claim or a decision changes what a list shows.
        stream.raw.write(`event: queues\ndata: ${data}\n\n`);
      }
    } catch {
      // A failed read leaves the lists as they are; the next change sends again.
    }
  }
}
