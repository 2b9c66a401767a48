import type { Kysely } from 'kysely';
import { isPostgres } from '../../db/migrations/util';
import type { Database } from '../../db/schema';
import { DomainError } from '../../domain/errors';
import { afterCommit } from '../events/poke';

type Db = Kysely<Database>;
type Work<T> = (trx: Db) => Promise<T>;

interface Pending {
  work: Work<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

interface Queue {
  items: Pending[];
  running: boolean;
}

/** At most this many money requests share one commit. */
export const MAX_GROUP = 64;

const queues = new WeakMap<Db, Queue>();

/**
 * Runs a money-moving unit of work in a transaction and resolves only once it
 * is durably committed.
 *
 * On SQLite every commit waits for the disk (synchronous=FULL: a committed
 * transfer survives a power cut), and that wait was a quarter of a transfer's
 * time. Requests that arrive while a commit runs are therefore grouped: each
 * runs in a savepoint of one shared transaction (a failing one rolls back to
 * its savepoint, alone), the group commits once, and only then is anyone
 * answered; if that commit fails, nobody's work happened and everybody gets
 * the error. A lone request runs in a plain transaction, as before.
 * PostgreSQL groups concurrent commits itself: a plain transaction there.
 */
export function moneyTransaction<T>(db: Db, work: Work<T>): Promise<T> {
  // The balance and unread pokes of the work (ledger moves, notices) go out once it committed.
  return afterCommit((w: Work<T>) => runMoney(db, w), work);
}

/** A plain transaction whose noted pokes (notePoke) go out once it committed. */
export function pokingTransaction<T>(db: Db, work: Work<T>): Promise<T> {
  return afterCommit((w: Work<T>) => db.transaction().execute(w), work);
}

function runMoney<T>(db: Db, work: Work<T>): Promise<T> {
  if (isPostgres(db)) return db.transaction().execute(work);
  let queue = queues.get(db);
  if (!queue) {
    queue = { items: [], running: false };
    queues.set(db, queue);
  }
  const q = queue;
  return new Promise<T>((resolve, reject) => {
    q.items.push({ work: work as Work<unknown>, resolve: resolve as (value: unknown) => void, reject });
    if (!q.running) {
      q.running = true;
      // Requests that arrived in the same turn of the event loop are still on their way
      // (their reads run first): start after them, so they share this commit.
      setImmediate(() => void drain(db, q));
    }
  });
}

async function drain(db: Db, queue: Queue): Promise<void> {
  try {
    while (queue.items.length > 0) {
      const group = queue.items.splice(0, MAX_GROUP);
      if (group.length === 1) await runAlone(db, group[0]!);
      else queue.items.unshift(...(await runGroup(db, group)));
    }
  } finally {
    queue.running = false;
  }
}

async function runAlone(db: Db, item: Pending): Promise<void> {
  try {
    item.resolve(await db.transaction().execute(item.work));
  } catch (error) {
    item.reject(error);
  }
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

async function rolledBack(sp: { rollbackToSavepoint: (name: string) => { execute: () => Promise<unknown> } }, name: string): Promise<boolean> {
  try {
    await sp.rollbackToSavepoint(name).execute();
    return true;
  } catch {
    return false;
  }
}

/** Runs the group in one transaction; returns the items it did not get to (to run next). */
async function runGroup(db: Db, group: Pending[]): Promise<Pending[]> {
  let trx;
  try {
    trx = await db.startTransaction().execute();
  } catch (error) {
    for (const item of group) item.reject(error);
    return [];
  }
  const done: Array<{ item: Pending; outcome: Outcome }> = [];
  let rest: Pending[] = [];
  for (const [i, item] of group.entries()) {
    const name = `money_${i}`;
    let sp: Awaited<ReturnType<ReturnType<typeof trx.savepoint>['execute']>> | undefined;
    try {
      sp = await trx.savepoint(name).execute();
      const value = await item.work(sp);
      await sp.releaseSavepoint(name).execute();
      done.push({ item, outcome: { ok: true, value } });
    } catch (error) {
      done.push({ item, outcome: { ok: false, error } });
      const undone = sp !== undefined && (await rolledBack(sp, name));
      if (!undone || !(error instanceof DomainError)) {
        // A database failure, after which SQLite may have ended the whole
        // transaction: run nobody else in it; the commit below tells whether
        // the work before it stands.
        rest = group.slice(i + 1);
        break;
      }
    }
  }
  try {
    await trx.commit().execute();
  } catch (error) {
    await trx.rollback().execute().catch(() => undefined);
    for (const { item } of done) item.reject(error);
    return rest;
  }
  for (const { item, outcome } of done) {
    if (outcome.ok) item.resolve(outcome.value);
    else item.reject(outcome.error);
  }
  return rest;
}
