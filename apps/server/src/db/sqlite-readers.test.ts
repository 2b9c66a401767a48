import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from './connection';

// passes: sqlite node24

const dirs: string[] = [];
const handles: DbHandle[] = [];
afterEach(async () => {
  for (const h of handles.splice(0)) await h.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

async function open(dir = mkdtempSync(join(tmpdir(), 'readers-'))): Promise<{ handle: DbHandle; dir: string }> {
  if (!dirs.includes(dir)) dirs.push(dir);
  const handle = openDatabase({ dataDir: dir });
  handles.push(handle);
  await sql`create table if not exists t (id integer primary key, v text not null)`.execute(handle.db);
  return { handle, dir };
}

const ids = async (handle: DbHandle) => (await sql<{ id: number }>`select id from t order by id`.execute(handle.db)).rows.map((r) => r.id);

/** Whether the promise settles within a few turns of the event loop. */
async function settlesSoon(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
  return settled;
}

describe('SQLite reads beside an open transaction', () => {
  it('a read outside a transaction answers at once with what is committed, not the open transaction’s rows', async () => {
    const { handle } = await open();
    await sql`insert into t (id, v) values (1, 'committed')`.execute(handle.db);
    const trx = await handle.db.startTransaction().execute();
    await sql`insert into t (id, v) values (2, 'not yet')`.execute(trx);
    const read = ids(handle);
    expect(await settlesSoon(read)).toBe(true);
    expect(await read).toEqual([1]);
    await trx.commit().execute();
    expect(await ids(handle)).toEqual([1, 2]);
  });

  it('a write outside a transaction waits for the open one, then both stand', async () => {
    const { handle } = await open();
    const trx = await handle.db.startTransaction().execute();
    await sql`insert into t (id, v) values (1, 'in the transaction')`.execute(trx);
    const write = sql`insert into t (id, v) values (2, 'outside')`.execute(handle.db);
    expect(await settlesSoon(write)).toBe(false);
    await trx.commit().execute();
    await write;
    expect(await ids(handle)).toEqual([1, 2]);
  });

  it('transactions take the writer one at a time, in the order they asked', async () => {
    const { handle } = await open();
    const order: string[] = [];
    const first = await handle.db.startTransaction().execute();
    const second = handle.db.transaction().execute(async (trx) => {
      order.push('second');
      await sql`insert into t (id, v) values (2, 'second')`.execute(trx);
    });
    const third = handle.db.transaction().execute(async (trx) => {
      order.push('third');
      await sql`insert into t (id, v) values (3, 'third')`.execute(trx);
    });
    expect(await settlesSoon(second)).toBe(false);
    await sql`insert into t (id, v) values (1, 'first')`.execute(first);
    order.push('first');
    await first.commit().execute();
    await Promise.all([second, third]);
    expect(order).toEqual(['first', 'second', 'third']);
    expect(await ids(handle)).toEqual([1, 2, 3]);
  });

  it('a rolled-back transaction hands the writer on and leaves nothing behind', async () => {
    const { handle } = await open();
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await sql`insert into t (id, v) values (1, 'undone')`.execute(trx);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await sql`insert into t (id, v) values (2, 'after')`.execute(handle.db);
    expect(await ids(handle)).toEqual([2]);
  });

  it('pragma data_version is the writer’s: it moves for another process’s commit, not for our own', async () => {
    const { handle, dir } = await open();
    const version = async () => Number((await sql<{ data_version: number }>`pragma data_version`.execute(handle.db)).rows[0]?.data_version);
    const start = await version();
    await sql`insert into t (id, v) values (1, 'ours')`.execute(handle.db);
    expect(await version()).toBe(start);
    const { handle: other } = await open(dir);
    await sql`insert into t (id, v) values (2, 'theirs')`.execute(other.db);
    expect(await version()).not.toBe(start);
  });
});
