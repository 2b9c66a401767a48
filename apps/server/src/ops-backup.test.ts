import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, SQLITE_FILE } from './db/connection';
import type { Database } from './db/schema';
import { fileStamp, splitPassword } from './ops-backup';
import { runOps, UsageError } from './ops-commands';
import { credit } from './services/fund/operator';
import { startTestServer, type TestServer } from './test/harness';
import { createTestDatabase } from './test/pg';

// passes: sqlite postgres node24

/**
 * `npm run ops -- backup` and `restore` on the database the suite runs on (SQLite, or PostgreSQL
 * with DATABASE_URL): a backup taken while a server writes is one consistent state, and a restore
 * brings exactly that state back; a damaged backup is refused and changes nothing.
 */
const run = promisify(execFile);
const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '../../..');

let dataDir: string;
let pgDb: Awaited<ReturnType<typeof createTestDatabase>>;
let server: TestServer | undefined;
const target = () => ({ dataDir, databaseUrl: pgDb?.url });

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'server-backup-'));
  pgDb = await createTestDatabase();
  server = await startTestServer({ dataDir, ...(pgDb ? { databaseUrl: pgDb.url } : {}) });
});

afterAll(async () => {
  await server?.close();
  await pgDb?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Ledger entry count and every wallet's balance: equal strings are equal states. */
async function stateOf(db: Kysely<Database>): Promise<string> {
  const entries = await db.selectFrom('ledger_entries').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  const wallets = await db.selectFrom('wallet_accounts').select(['id', 'balance']).orderBy('id').execute();
  return `${Number(entries.n)} entries | ${wallets.map((w) => `${w.id}:${Number(w.balance)}`).join(' ')}`;
}

/** Wallets whose balance is not the sum of their ledger entries, or is negative. */
async function ledgerMismatchesIn(db: Kysely<Database>): Promise<Array<{ id: number; balance: number; sum: number }>> {
  const wallets = await db.selectFrom('wallet_accounts').select(['id', 'balance']).execute();
  const sums = await db.selectFrom('ledger_entries').select(['wallet_account_id', (eb) => eb.fn.sum<number | string>('amount').as('sum')]).groupBy('wallet_account_id').execute();
  const byId = new Map(sums.map((s) => [s.wallet_account_id, Number(s.sum)]));
  return wallets.map((w) => ({ id: w.id, balance: Number(w.balance), sum: byId.get(w.id) ?? 0 })).filter((w) => w.balance !== w.sum || w.balance < 0);
}

const entryCount = (state: string) => Number(state.split(' ')[0]);

/** The operator command in its own process, as `npm run ops -- ...` runs it. */
function opsProcess(args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  if (pgDb) env.DATABASE_URL = pgDb.url;
  else delete env.DATABASE_URL;
  return run(process.execPath, ['--import', 'tsx', 'apps/server/src/ops.ts', ...args], { cwd: repoRoot, env });
}

const refusal = (promise: Promise<string>) =>
  promise.then(
    (out) => {
      throw new Error(`expected a refusal, got: ${out}`);
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(UsageError);
      return (error as Error).message;
    },
  );

const sqliteFile = () => join(dataDir, SQLITE_FILE);
const digest = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

describe('ops backup and restore', () => {
  let backupFile: string;
  /** Every state the database passed through while the backup ran (each commit is one). */
  const during = new Set<string>();
  let beforeBackup: string;
  let afterMore: string;
  let accounts: number[];

  it('backs up while a server goes on writing: the copy is one of the states the writes passed through', async () => {
    const db = server!.app.site.db;
    accounts = (await db.selectFrom('accounts').select('id').orderBy('id').limit(3).execute()).map((a) => a.id);
    expect(accounts).toHaveLength(3);
    for (let i = 0; i < 6; i++) await credit(db, accounts[i % 3]!, 'NTD', `${i + 1}.00`, 'addCoin');
    beforeBackup = await stateOf(db);
    during.add(beforeBackup);

    backupFile = join(dataDir, 'backups', `during.${pgDb ? 'dump' : 'db'}`);
    let done = false;
    // Settled either way here (no unhandled rejection while the writes go on), thrown below.
    const backup = opsProcess(['backup', '--out', backupFile]).then(
      (result) => ({ result }),
      (error: unknown) => ({ error }),
    );
    void backup.finally(() => {
      done = true;
    });
    let writes = 0;
    // One commit at a time, each state recorded: a consistent copy equals exactly one of them.
    while (!done) {
      await credit(db, accounts[writes % 3]!, 'NTD', `${(writes % 9) + 1}.25`, 'addCoin');
      during.add(await stateOf(db));
      writes++;
    }
    const outcome = await backup;
    if ('error' in outcome) throw outcome.error;
    expect(outcome.result.stdout).toContain(`backup written: ${backupFile}`);
    expect(writes).toBeGreaterThan(0);
    expect(statSync(backupFile).size).toBeGreaterThan(0);

    // More money moves after the backup: the restore must take them away again.
    for (let i = 0; i < 5; i++) await credit(db, accounts[i % 3]!, 'NTD', '100.00', 'addCoin');
    afterMore = await stateOf(db);
    expect(during.has(afterMore)).toBe(false);
  }, 60_000);

  it('names a default file under DATA_DIR/backups with a UTC time stamp', async () => {
    const out = await runOps(['backup'], target());
    const match = /^backup written: (\S+)/.exec(out);
    expect(match?.[1]).toMatch(new RegExp(`^${join(dataDir, 'backups')}/site-\\d{8}T\\d{9}Z\\.${pgDb ? 'dump' : 'db'}$`));
    expect(existsSync(match![1]!)).toBe(true);
    rmSync(match![1]!);
  }, 30_000);

  it('refuses to restore while a server has the database open, unless told to', async () => {
    const message = await refusal(runOps(['restore', backupFile], target()));
    expect(message).toMatch(pgDb ? /other session\(s\) are connected/ : /is in use/);
    expect(message).toMatch(/--force/);
    expect(await stateOf(server!.app.site.db)).toBe(afterMore);
  }, 30_000);

  it('refuses a truncated or corrupt backup with a clear message and changes nothing', async () => {
    await server!.close();
    server = undefined;
    const before = pgDb ? undefined : digest(sqliteFile());
    const truncated = join(dataDir, 'truncated.bak');
    const bytes = readFileSync(backupFile);
    writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    // Cut near its end: a pg_dump archive's table of contents still reads, its data does not.
    const cutShort = join(dataDir, 'cut-short.bak');
    writeFileSync(cutShort, bytes.subarray(0, bytes.length - 200));
    const garbage = join(dataDir, 'garbage.bak');
    writeFileSync(garbage, 'this is not a backup\n'.repeat(100));

    for (const file of [truncated, cutShort, garbage]) {
      const message = await refusal(runOps(['restore', file], target()));
      expect(message).toMatch(/^refused: /);
      expect(message).toMatch(/nothing was changed/);
    }
    expect(await refusal(runOps(['restore', join(dataDir, 'no-such-file')], target()))).toMatch(/no backup file/);

    if (before) {
      expect(digest(sqliteFile())).toBe(before);
      expect(readdirSync(dataDir).filter((f) => f.includes('before-restore') || f.includes('restoring'))).toEqual([]);
    }
    const handle = openDatabase(target());
    try {
      expect(await stateOf(handle.db)).toBe(afterMore);
    } finally {
      await handle.close();
    }
  }, 60_000);

  it('restores exactly the state of the backup; the ledger is exact and a server starts on it', async () => {
    const { stdout } = await opsProcess(['restore', backupFile]);
    expect(stdout).toContain(`restored ${backupFile}`);
    if (!pgDb) expect(readdirSync(dataDir).some((f) => /^site\.db\.before-restore-\d{8}T\d{9}Z$/.test(f))).toBe(true);

    server = await startTestServer({ dataDir, ...(pgDb ? { databaseUrl: pgDb.url } : {}) });
    const db = server.app.site.db;
    const restored = await stateOf(db);
    expect(during.has(restored)).toBe(true);
    // Taken while the writes went on: later than the state before the backup started, earlier than the end.
    expect(entryCount(restored)).toBeGreaterThan(entryCount(beforeBackup));
    expect(entryCount(restored)).toBeLessThan(entryCount(afterMore));
    expect(await ledgerMismatchesIn(db)).toEqual([]);
    const ready = await server.fetch('/readyz', { sign: false });
    expect(ready.status).toBe(200);
    // And it goes on working: money moves on the restored database.
    await credit(db, accounts[0]!, 'NTD', '1.00', 'addCoin');
    expect(entryCount(await stateOf(db))).toBe(entryCount(restored) + 1);
    expect(await ledgerMismatchesIn(db)).toEqual([]);
  }, 60_000);
});

describe('ops backup helpers', () => {
  it('takes the password out of the URL (it goes to PGPASSWORD, never on a command line)', () => {
    expect(splitPassword('postgres://site:s%40cret@db.example:5433/site?sslmode=require')).toEqual({
      url: 'postgres://site@db.example:5433/site?sslmode=require',
      password: 's@cret',
    });
    expect(splitPassword('postgres://postgres@127.0.0.1:5432/postgres')).toEqual({ url: 'postgres://postgres@127.0.0.1:5432/postgres', password: undefined });
  });

  it('stamps file names with the UTC time, sortable and without colons', () => {
    expect(fileStamp(new Date('2026-11-25T14:37:26.123Z'))).toBe('20261125T143726123Z');
  });
});
