import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, SQLITE_FILE, type DbHandle } from './connection';

// passes: sqlite node24

const dirs: string[] = [];
const handles: DbHandle[] = [];
afterEach(async () => {
  for (const h of handles.splice(0)) await h.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function open(backgroundCheckpoint: boolean): { handle: DbHandle; dir: string } {
  const dir = mkdtempSync(join(tmpdir(), 'checkpointer-'));
  dirs.push(dir);
  const handle = openDatabase({ dataDir: dir, backgroundCheckpoint });
  handles.push(handle);
  return { handle, dir };
}

/** Commits `n` transactions of a row of 2 KB each (about one page each). */
async function write(handle: DbHandle, n: number, from = 0): Promise<void> {
  for (let i = from; i < from + n; i++) {
    await handle.db.transaction().execute((trx) => sql`insert into t (id, body) values (${i}, ${'x'.repeat(2000)})`.execute(trx));
  }
}

const fileSize = (dir: string, suffix = '') => statSync(join(dir, SQLITE_FILE + suffix)).size;

describe('WAL checkpoints in a worker thread', () => {
  it('the server connection never checkpoints inside a commit; the worker copies the log into the database file', async () => {
    const { handle, dir } = open(true);
    const autocheckpoint = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(handle.db);
    expect(autocheckpoint.rows[0]?.wal_autocheckpoint).toBe(0);
    await sql`create table t (id integer primary key, body text not null)`.execute(handle.db);
    const before = fileSize(dir);
    await write(handle, 300);
    // The commits only appended to the log; the worker's checkpoint moves the pages into the file.
    await vi.waitFor(() => expect(fileSize(dir)).toBeGreaterThan(before + 300 * 2000), { timeout: 10_000, interval: 50 });
  });

  it('the log does not grow without bound: the writer starts it over once the worker has copied it', async () => {
    const { handle, dir } = open(true);
    await sql`create table t (id integer primary key, body text not null)`.execute(handle.db);
    await write(handle, 300);
    await vi.waitFor(() => expect(fileSize(dir)).toBeGreaterThan(300 * 2000), { timeout: 10_000, interval: 50 });
    const wal = fileSize(dir, '-wal');
    // Each later commit reuses the log from its start (the file keeps its size, it is not truncated).
    for (let round = 0; round < 5; round++) {
      await write(handle, 100, 1000 + round * 100);
      const copied = fileSize(dir);
      await vi.waitFor(() => expect(fileSize(dir)).toBeGreaterThan(copied + 100 * 1000), { timeout: 10_000, interval: 50 });
    }
    expect(fileSize(dir, '-wal')).toBeLessThanOrEqual(wal);
  });

  it('every committed row is there after close and reopen', async () => {
    const { handle, dir } = open(true);
    await sql`create table t (id integer primary key, body text not null)`.execute(handle.db);
    await write(handle, 200);
    handles.splice(handles.indexOf(handle), 1);
    await handle.close();
    const again = openDatabase({ dataDir: dir });
    handles.push(again);
    const count = await sql<{ n: number }>`select count(*) as n from t`.execute(again.db);
    expect(count.rows[0]?.n).toBe(200);
  });

  it('without the option the server connection checkpoints itself, as SQLite does by default', async () => {
    const { handle } = open(false);
    const autocheckpoint = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(handle.db);
    expect(autocheckpoint.rows[0]?.wal_autocheckpoint).toBe(1000);
  });
});
