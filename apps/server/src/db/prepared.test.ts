import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from './connection';
import { prepared } from './prepared';

// passes: sqlite node24

interface T {
  t: { id: number; owner: number; v: string };
}

let dir: string;
let handle: DbHandle;
let db: Kysely<T>;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'prepared-'));
  handle = openDatabase({ dataDir: dir });
  db = handle.db as unknown as Kysely<T>;
  await sql`create table t (id integer primary key, owner integer not null, v text not null)`.execute(db);
});
afterAll(async () => {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('prepared statements', () => {
  it('builds the statement once and binds each call’s own values', async () => {
    let builds = 0;
    const insert = prepared((d: Kysely<T>, a: { id: number; owner: number; v: string }) => {
      builds++;
      return d.insertInto('t').values({ id: a.id, owner: a.owner, v: a.v });
    });
    const ofOwner = prepared((d: Kysely<T>, a: { owner: number }) => {
      builds++;
      return d.selectFrom('t').select(['id', 'v']).where('owner', '=', a.owner).where('v', '!=', 'hidden').orderBy('id');
    });
    await insert.run(db, { id: 1, owner: 7, v: 'a' });
    await insert.run(db, { id: 2, owner: 7, v: 'b' });
    await insert.run(db, { id: 3, owner: 8, v: 'c' });
    await insert.run(db, { id: 4, owner: 7, v: 'hidden' });
    expect(await ofOwner.rows(db, { owner: 7 })).toEqual([
      { id: 1, v: 'a' },
      { id: 2, v: 'b' },
    ]);
    expect(await ofOwner.first(db, { owner: 8 })).toEqual({ id: 3, v: 'c' });
    expect(await ofOwner.first(db, { owner: 9 })).toBeUndefined();
    expect(builds).toBe(2);
  });

  it('answers the rows an update changed', async () => {
    const rename = prepared((d: Kysely<T>, a: { owner: number; v: string }) => d.updateTable('t').set({ v: a.v }).where('owner', '=', a.owner));
    const result = await rename.run(db, { owner: 7, v: 'renamed' });
    expect(Number(result.numAffectedRows)).toBe(3);
  });

  it('runs inside the caller’s transaction', async () => {
    const remove = prepared((d: Kysely<T>, a: { id: number }) => d.deleteFrom('t').where('id', '=', a.id));
    await expect(
      db.transaction().execute(async (trx) => {
        await remove.run(trx, { id: 3 });
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect((await db.selectFrom('t').select('id').where('id', '=', 3).execute()).length).toBe(1);
  });

  it('refuses a statement that does not bind every argument (a spread sees no values)', async () => {
    const spread = prepared((d: Kysely<T>, a: { id: number; owner: number; v: string }) => d.insertInto('t').values({ ...a }));
    await expect(spread.run(db, { id: 9, owner: 1, v: 'x' })).rejects.toThrow(/binds no id, owner, v/);
    expect((await db.selectFrom('t').select('id').where('id', '=', 9).execute()).length).toBe(0);
  });
});
