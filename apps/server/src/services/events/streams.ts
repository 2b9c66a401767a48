import type { ServerResponse } from 'node:http';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/connection';
import type { Database } from '../../db/schema';
import type { ApiLanguage } from '../../domain/language';
import { unreadCounts } from '../accounts/profile';
import { revokedCode, type Session } from '../accounts/sessions';
import { readMaintenance } from '../maintenance';
import { addressKey } from '../risk/address-key';
import { balances } from '../wallet/wallet';
import { DataVersionWatcher } from './data-version';
import type { EventHub, PokeTopic } from './poke';
import { SESSION_ERROR_CODES } from '@site/contract';

type Db = Kysely<Database>;
type Topic = PokeTopic | 'maintenance';

export interface StreamLimits {
  /** Pokes within this window are answered by one read (ms). */
  coalesceMs: number;
  /** A comment line this often keeps proxies from closing an idle stream (ms). */
  heartbeatMs: number;
  /** The `retry:` the browser waits before reconnecting (ms). */
  retryMs: number;
  /** Streams of one account at once (its tabs); one more is 429. */
  maxPerAccount: number;
  /** Streams from one client address (an IPv6 /64 counts as one) at once; one more is 429. */
  maxPerAddress: number;
  /** Streams of this process; at the cap a new one sheds the oldest instead of being refused. */
  maxTotal: number;
  /** SQLite: how often another process's commits are looked for (ms). */
  watchMs: number;
}

/**
 * Issue 17: 5 tabs per account and 20 streams per address (a household or an office behind one
 * address, several players each with a few tabs), so one address or one account cannot take the
 * process's 1,000; and at 1,000 the oldest stream is shed for the newcomer, so accounts spread over
 * many addresses cannot lock new players out either (a shed page reconnects after `retry`, or polls).
 */
export const DEFAULT_LIMITS: StreamLimits = {
  coalesceMs: 100,
  heartbeatMs: 20_000,
  retryMs: 3000,
  maxPerAccount: 5,
  maxPerAddress: 20,
  maxTotal: 1000,
  watchMs: 1000,
};

/** The per-address cap counts services/risk/address-key.ts's key (an IPv6 client by its /64), as every per-address limit does. */
export { addressKey };

interface Stream {
  session: Session;
  /** addressKey of the client. */
  address: string;
  lang: ApiLanguage;
  raw: ServerResponse;
  pending: Set<Topic>;
  timer: NodeJS.Timeout | undefined;
  /** The last data sent per event: an unchanged figure is not sent again. */
  sent: Map<string, string>;
  busy: Promise<void>;
  closed: boolean;
}

/**
 * The open live-update streams of one server app. Each stream is told its account's pokes, waits
 * `coalesceMs` for more, then reads the fresh state from the database and sends what changed.
 * On SQLite another process (the ops CLI) cannot poke this one, so while streams are open
 * `PRAGMA data_version` is watched: a commit elsewhere makes every stream re-read everything.
 */
export class LiveStreams {
  private readonly byAccount = new Map<number, Set<Stream>>();
  private readonly byAddress = new Map<string, number>();
  /** Every open stream, oldest first (a Set iterates in insertion order): the one to shed at the cap. */
  private readonly all = new Set<Stream>();
  private total = 0;
  private readonly offs: Array<() => void>;
  private readonly watcher: DataVersionWatcher;

  constructor(
    private readonly db: Db,
    dialect: DialectName,
    hub: EventHub,
    private readonly limits: StreamLimits = DEFAULT_LIMITS,
  ) {
    this.watcher = new DataVersionWatcher(db, dialect, limits.watchMs, () => this.everyone(['session', 'maintenance', 'unread', 'balance']));
    this.offs = [
      hub.on((accountId, topic) => {
        for (const stream of this.byAccount.get(accountId) ?? []) this.schedule(stream, topic);
      }),
      hub.onBroadcast(() => this.everyone(['maintenance'])),
    ];
  }

  /** Streams open now (per account, or all). */
  count(accountId?: number): number {
    return accountId === undefined ? this.total : (this.byAccount.get(accountId)?.size ?? 0);
  }

  /** Streams open now from one client address (its IPv6 /64). */
  countFrom(ip: string): number {
    return this.byAddress.get(addressKey(ip)) ?? 0;
  }

  /**
   * Whether one more stream may open for this account from this address (the per-account and
   * per-address caps). The process's cap refuses nobody: open() sheds the oldest stream instead.
   */
  admits(accountId: number, ip: string): boolean {
    return this.count(accountId) < this.limits.maxPerAccount && this.countFrom(ip) < this.limits.maxPerAddress;
  }

  /** Starts the event stream on `raw` (the reply was hijacked) and sends the state now; at the process's cap the oldest stream ends first. */
  open(session: Session, lang: ApiLanguage, raw: ServerResponse, ip: string): void {
    while (this.total >= this.limits.maxTotal) {
      const oldest = this.all.values().next().value;
      if (!oldest) break;
      this.release(oldest);
      oldest.raw.end();
    }
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    raw.write(`retry: ${this.limits.retryMs}\n\n`);
    const address = addressKey(ip);
    const stream: Stream = { session, address, lang, raw, pending: new Set(), timer: undefined, sent: new Map(), busy: Promise.resolve(), closed: false };
    let set = this.byAccount.get(session.accountId);
    if (!set) this.byAccount.set(session.accountId, (set = new Set()));
    set.add(stream);
    this.all.add(stream);
    this.byAddress.set(address, (this.byAddress.get(address) ?? 0) + 1);
    this.total++;
    const heartbeat = setInterval(() => raw.write(': ping\n\n'), this.limits.heartbeatMs);
    raw.on('close', () => {
      clearInterval(heartbeat);
      this.release(stream);
    });
    this.watcher.start();
    stream.pending = new Set(['unread', 'balance', 'maintenance']);
    this.run(stream);
  }

  /** Ends every stream and stops listening (the app closes). */
  close(): void {
    for (const off of this.offs) off();
    for (const set of [...this.byAccount.values()]) for (const stream of [...set]) stream.raw.end();
    this.watcher.stop();
  }

  private release(stream: Stream): void {
    if (stream.closed) return;
    stream.closed = true;
    if (stream.timer) clearTimeout(stream.timer);
    const set = this.byAccount.get(stream.session.accountId);
    set?.delete(stream);
    if (set?.size === 0) this.byAccount.delete(stream.session.accountId);
    this.all.delete(stream);
    const fromAddress = (this.byAddress.get(stream.address) ?? 1) - 1;
    if (fromAddress > 0) this.byAddress.set(stream.address, fromAddress);
    else this.byAddress.delete(stream.address);
    this.total--;
    if (this.total === 0) this.watcher.stop();
  }

  private schedule(stream: Stream, topic: Topic): void {
    if (stream.closed) return;
    stream.pending.add(topic);
    stream.timer ??= setTimeout(() => {
      stream.timer = undefined;
      this.run(stream);
    }, this.limits.coalesceMs);
  }

  private everyone(topics: Topic[]): void {
    for (const set of this.byAccount.values()) for (const stream of set) for (const topic of topics) this.schedule(stream, topic);
  }

  /** Reads and sends the pending topics; one read at a time per stream, in order. */
  private run(stream: Stream): void {
    const topics = stream.pending;
    stream.pending = new Set();
    stream.busy = stream.busy.then(() => this.send(stream, topics)).catch(() => undefined);
  }

  private write(stream: Stream, event: string, data: unknown): void {
    const json = JSON.stringify(data);
    if (stream.sent.get(event) === json) return;
    stream.sent.set(event, json);
    stream.raw.write(`event: ${event}\ndata: ${json}\n\n`);
  }

  private async send(stream: Stream, topics: Set<Topic>): Promise<void> {
    if (stream.closed) return;
    const { db, session } = { db: this.db, session: stream.session };
    if (topics.has('session')) {
      const ended = await sessionEnded(db, session.sessionId);
      if (stream.closed) return;
      if (ended) {
        this.write(stream, 'logout', { code: ended });
        this.release(stream);
        stream.raw.end();
        return;
      }
    }
    if (topics.has('maintenance')) {
      const state = await readMaintenance(db);
      if (!stream.closed) this.write(stream, 'maintenance', { on: state.maintaining });
    }
    if (topics.has('unread')) {
      const counts = await unreadCounts(db, session);
      if (!stream.closed) this.write(stream, 'unread', counts);
    }
    if (topics.has('balance')) {
      const state = await balances(db, session.accountId, stream.lang);
      if (!stream.closed) this.write(stream, 'balance', state);
    }
  }



}

/** The session-error code when the stream's session is over (revoked, expired, account blocked), else undefined. */
async function sessionEnded(db: Db, sessionId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
    .select(['sessions.revoked_at', 'sessions.revoke_reason', 'sessions.expires_at', 'accounts.status'])
    .where('sessions.id', '=', sessionId)
    .executeTakeFirst();
  if (!row) return SESSION_ERROR_CODES.tokenInvalid;
  if (row.revoked_at) return revokedCode(row.revoke_reason);
  if (row.expires_at <= new Date().toISOString()) return SESSION_ERROR_CODES.tokenExpired;
  if (row.status !== 'active') return SESSION_ERROR_CODES.tokenInvalid;
  return undefined;
}
