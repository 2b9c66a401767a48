import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/**
 * "Something changed for this account": the live-updates stream (SSE) listens and pushes the fresh
 * state (unread counts, balances, a forced logout) to that account's open tabs.
 *
 * Call `pokeAccount` AFTER the transaction that wrote the change has committed, so a listener that
 * re-reads the database sees it (inside a transaction, `notePoke` defers it to the commit of
 * `afterCommit`). Pokes carry no data: the stream reads the truth itself, so a lost or repeated poke
 * can cost at most one extra read, never a wrong figure.
 *
 * Delivery: each server app owns an `EventHub`; a poke made while one of its requests is handled
 * goes to that hub (AsyncLocalStorage), one made elsewhere (timers, the ops CLI) to every hub of the
 * process. A hub with a publisher (PostgreSQL: NOTIFY site_events) also tells the other processes;
 * their LISTEN connection hands it to their hub (`receive`), skipping messages of their own origin.
 */
export type PokeTopic = 'balance' | 'unread' | 'session';
export type BroadcastTopic = 'maintenance';
/** A change the back office's staff watch (issue 37): a queue's items, claims or decisions. */
export type StaffTopic = 'queues';

export type PokeListener = (accountId: number, topic: PokeTopic) => void;
export type BroadcastListener = (topic: BroadcastTopic) => void;
export type StaffListener = (topic: StaffTopic) => void;

/** What travels between processes: an account's poke or a broadcast, with the sender's origin. */
export type WireMessage = { o: string; a: number; t: PokeTopic } | { o: string; b: BroadcastTopic } | { o: string; s: StaffTopic };

const POKE_TOPICS: readonly string[] = ['balance', 'unread', 'session'];

function safely(run: () => void): void {
  try {
    run();
  } catch {
    // A listener's failure must never fail the money or message call that poked it.
  }
}

export class EventHub {
  /** Tells this hub's own messages apart from other processes' on the shared channel. */
  readonly origin = randomUUID();
  private readonly listeners = new Set<PokeListener>();
  private readonly broadcastListeners = new Set<BroadcastListener>();
  private readonly staffListeners = new Set<StaffListener>();
  /** Sends a message to the other processes (attached by the PostgreSQL transport). */
  publisher: ((message: WireMessage) => Promise<void>) | undefined;
  private readonly publishing = new Set<Promise<void>>();

  on(listener: PokeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onBroadcast(listener: BroadcastListener): () => void {
    this.broadcastListeners.add(listener);
    return () => this.broadcastListeners.delete(listener);
  }

  /** The staff's streams (issue 37): told of queue changes, never of a player's. */
  onStaff(listener: StaffListener): () => void {
    this.staffListeners.add(listener);
    return () => this.staffListeners.delete(listener);
  }

  /** Listeners still attached (tests check that closed streams release theirs). */
  get listenerCount(): number {
    return this.listeners.size + this.broadcastListeners.size + this.staffListeners.size;
  }

  deliver(accountId: number, topic: PokeTopic): void {
    for (const listener of this.listeners) safely(() => listener(accountId, topic));
    for (const listener of globalListeners) safely(() => listener(accountId, topic));
  }

  deliverBroadcast(topic: BroadcastTopic): void {
    for (const listener of this.broadcastListeners) safely(() => listener(topic));
  }

  deliverStaff(topic: StaffTopic): void {
    for (const listener of this.staffListeners) safely(() => listener(topic));
  }

  publish(message: { a: number; t: PokeTopic } | { b: BroadcastTopic } | { s: StaffTopic }): void {
    if (!this.publisher) return;
    const sent = this.publisher({ ...message, o: this.origin } as WireMessage).catch(() => undefined);
    this.publishing.add(sent);
    void sent.finally(() => this.publishing.delete(sent));
  }

  /** A message from the shared channel: delivered here unless this hub sent it. */
  receive(message: unknown): void {
    if (!message || typeof message !== 'object') return;
    const m = message as Record<string, unknown>;
    if (m.o === this.origin) return;
    if (m.b === 'maintenance') this.deliverBroadcast('maintenance');
    else if (m.s === 'queues') this.deliverStaff('queues');
    else if (typeof m.a === 'number' && Number.isInteger(m.a) && typeof m.t === 'string' && POKE_TOPICS.includes(m.t)) this.deliver(m.a, m.t as PokeTopic);
  }

  /** Waits for the notifications on their way (before the database closes). */
  async flush(): Promise<void> {
    await Promise.all([...this.publishing]);
  }
}

const globalListeners = new Set<PokeListener>();
const hubs = new Set<EventHub>();
const scope = new AsyncLocalStorage<EventHub>();

export function createHub(): EventHub {
  const hub = new EventHub();
  hubs.add(hub);
  return hub;
}

export function removeHub(hub: EventHub): void {
  hubs.delete(hub);
}

/** Runs `fn` (and what it starts) as part of `hub`'s app: its pokes go to that hub. */
export function runInHub<T>(hub: EventHub, fn: () => T): T {
  // With one app in the process (production) every poke goes to its hub anyway: no scope, since on
  // Node 20 a first AsyncLocalStorage.run switches on promise hooks that tax every await after it.
  if (hubs.size === 1 && hubs.has(hub)) return fn();
  return scope.run(hub, fn);
}

function targets(): EventHub[] {
  const own = scope.getStore();
  return own ? [own] : [...hubs];
}

/** Tell this process's listeners (and, once a shared transport is attached, every process's). */
export function pokeAccount(accountId: number, topic: PokeTopic): void {
  const to = targets();
  for (const hub of to) hub.deliver(accountId, topic);
  if (to.length === 0) for (const listener of globalListeners) safely(() => listener(accountId, topic));
  to.find((hub) => hub.publisher)?.publish({ a: accountId, t: topic });
}

/** A change for every player (maintenance switched on or off): every stream re-reads it. */
export function pokeEveryone(topic: BroadcastTopic): void {
  const to = targets();
  for (const hub of to) hub.deliverBroadcast(topic);
  to.find((hub) => hub.publisher)?.publish({ b: topic });
}

/** A change of the back office's queues: every staff stream re-reads them (players' streams are not told). */
export function pokeStaff(topic: StaffTopic): void {
  const to = targets();
  for (const hub of to) hub.deliverStaff(topic);
  to.find((hub) => hub.publisher)?.publish({ s: topic });
}

/** Listen for pokes anywhere in this process; returns the function that stops listening. */
export function onPoke(listener: PokeListener): () => void {
  globalListeners.add(listener);
  return () => globalListeners.delete(listener);
}

const pending = new WeakMap<object, Set<string>>();
const committedCallbacks = new WeakMap<object, Array<() => void>>();

/**
 * Runs `fn` once the transaction `db` committed when it is one run by `afterCommit` (dropped if it
 * rolls back), otherwise now. Used by the ledger's movement counters (services/wallet/movements.ts).
 */
export function whenCommitted(db: object, fn: () => void): void {
  const callbacks = committedCallbacks.get(db);
  if (callbacks) callbacks.push(fn);
  else safely(fn);
}

/**
 * A poke from code that may run inside a transaction: when `db` is a transaction run by
 * `afterCommit`, the poke waits for its commit (and is dropped if it rolls back); otherwise it
 * goes now.
 */
export function notePoke(db: object, accountId: number, topic: PokeTopic): void {
  const noted = pending.get(db);
  if (noted) noted.add(`${topic}:${accountId}`);
  else pokeAccount(accountId, topic);
}

/**
 * Runs `work` through `run` (something that runs it in a transaction and resolves once it
 * committed, e.g. `(w) => db.transaction().execute(w)`), then sends the pokes `work` noted.
 */
export async function afterCommit<D extends object, T>(run: (work: (trx: D) => Promise<T>) => Promise<T>, work: (trx: D) => Promise<T>): Promise<T> {
  const noted = new Set<string>();
  const callbacks: Array<() => void> = [];
  const value = await run((trx) => {
    pending.set(trx, noted);
    committedCallbacks.set(trx, callbacks);
    return work(trx);
  });
  for (const fn of callbacks) safely(fn);
  for (const entry of noted) {
    const [topic, id] = entry.split(':') as [PokeTopic, string];
    pokeAccount(Number(id), topic);
  }
  return value;
}
