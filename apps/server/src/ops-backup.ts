import { execFile } from 'node:child_process';
import { closeSync, copyFileSync, existsSync, mkdirSync, openSync, readdirSync, readSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { SQLITE_FILE } from './db/connection';
import { migrations } from './db/migrations';

const run = promisify(execFile);

export const BACKUP_USAGE = `  backup [--out <file>]                                  online backup: SQLite DATA_DIR/backups/site-<UTC time>.db (consistent while servers write), PostgreSQL pg_dump --format=custom to DATA_DIR/backups/site-<UTC time>.dump
  restore <file> [--force]                               check the backup, then replace the database with it (SQLite keeps the old file as site.db.before-restore-<time>; PostgreSQL: pg_restore --clean in one transaction); refused while a server has the database open unless --force`;

/** A refusal the operator can act on (printed as is, exit status 2). */
export class BackupRefused extends Error {}

export interface BackupTarget {
  dataDir: string;
  databaseUrl?: string | undefined;
}

/** Kysely's migration table: a backup of this site has it, with migrations this code knows. */
const MIGRATION_TABLE = 'kysely_migration';

/** 20261125T143726123Z: sortable, and safe in a file name on any system. */
export function fileStamp(now = new Date()): string {
  return now.toISOString().replace(/[-:.]/g, '');
}

function checkMigrationNames(names: string[], file: string): void {
  if (names.length === 0) throw new BackupRefused(`refused: ${file} has no applied migrations; nothing was changed`);
  const unknown = names.filter((n) => !(n in migrations));
  if (unknown.length > 0) throw new BackupRefused(`refused: ${file} comes from a newer version (unknown migrations ${unknown.join(', ')}); nothing was changed`);
}

// ---------------------------------------------------------------- SQLite

/**
 * The whole file copied in one step of SQLite's online backup: one read transaction, so the copy is
 * the database as of one commit even while servers go on writing (WAL: they are not blocked). With
 * many small steps a write by another connection between two steps restarts the copy.
 */
const ALL_PAGES = 0x7fffffff;

/**
 * A SQLite file is whole pages, as many as its header says (when the header's count is current). A cut
 * file can still pass integrity_check when the pages it lost are empty ones (SQLite reads past the end as
 * zeros), so the length is checked first.
 */
function checkSqliteLength(file: string, label: string): void {
  const header = Buffer.alloc(100);
  const fd = openSync(file, 'r');
  let read: number;
  try {
    read = readSync(fd, header, 0, 100, 0);
  } finally {
    closeSync(fd);
  }
  if (read < 100 || header.toString('latin1', 0, 16) !== 'SQLite format 3\0') return;
  const rawPageSize = header.readUInt16BE(16);
  const pageSize = rawPageSize === 1 ? 65_536 : rawPageSize;
  const size = statSync(file).size;
  const countIsCurrent = header.readUInt32BE(92) === header.readUInt32BE(24);
  const expected = countIsCurrent ? header.readUInt32BE(28) * pageSize : size;
  if (pageSize < 512 || size % pageSize !== 0 || size < expected) {
    throw new BackupRefused(`refused: ${label} is cut short (${size} bytes; a whole file is ${countIsCurrent ? expected : `a multiple of ${pageSize}`}); nothing was changed`);
  }
}

/** Length, integrity and the migrations table of a SQLite file; throws BackupRefused. Returns the migration count. */
function verifySqliteFile(file: string, label: string): number {
  let db: BetterSqlite3.Database | undefined;
  try {
    checkSqliteLength(file, label);
    db = new BetterSqlite3(file, { fileMustExist: true });
    const integrity = db.pragma('integrity_check') as Array<{ integrity_check: string }>;
    const problems = integrity.map((r) => r.integrity_check).filter((r) => r !== 'ok');
    if (problems.length > 0) throw new BackupRefused(`refused: ${label} fails SQLite's integrity check (${problems.slice(0, 3).join('; ')}); nothing was changed`);
    const table = db.prepare(`select name from sqlite_master where type = 'table' and name = ?`).get(MIGRATION_TABLE);
    if (!table) throw new BackupRefused(`refused: ${label} is not a backup of this site (no ${MIGRATION_TABLE} table); nothing was changed`);
    const names = (db.prepare(`select name from ${MIGRATION_TABLE} order by name`).all() as Array<{ name: string }>).map((r) => r.name);
    checkMigrationNames(names, label);
    return names.length;
  } catch (error) {
    if (error instanceof BackupRefused) throw error;
    throw new BackupRefused(`refused: ${label} is not a usable SQLite backup (${error instanceof Error ? error.message : String(error)}); nothing was changed`);
  } finally {
    db?.close();
  }
}

/**
 * Whether another connection (a server, an ops command) has the database open: every connection
 * to a WAL database holds a shared lock on it, so an exclusive lock taken without waiting fails.
 */
function sqliteInUse(file: string): boolean {
  const db = new BetterSqlite3(file, { fileMustExist: true, timeout: 0 });
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('COMMIT');
    return false;
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_BUSY') return true;
    throw error;
  } finally {
    db.close();
  }
}

async function backupSqlite(dataDir: string, out: string): Promise<string> {
  const source = join(dataDir, SQLITE_FILE);
  if (!existsSync(source)) throw new BackupRefused(`no database at ${source} (DATA_DIR)`);
  const db = new BetterSqlite3(source, { fileMustExist: true, timeout: 5000 });
  try {
    await db.backup(out, { progress: () => ALL_PAGES });
  } catch (error) {
    rmSync(out, { force: true });
    throw error;
  } finally {
    db.close();
  }
  const count = verifySqliteFile(out, out);
  return `backup written: ${out} (${statSync(out).size} bytes, ${count} migrations, integrity ok)`;
}

async function restoreSqlite(dataDir: string, file: string, force: boolean): Promise<string> {
  const target = join(dataDir, SQLITE_FILE);
  const stamp = fileStamp();
  // Checked on a copy next to the database (same file system: the final rename is atomic).
  const staging = `${target}.restoring-${stamp}`;
  mkdirSync(dataDir, { recursive: true });
  copyFileSync(file, staging);
  try {
    const count = verifySqliteFile(staging, file);
    if (!force && existsSync(target) && sqliteInUse(target)) {
      throw new BackupRefused(
        `refused: ${target} is in use (a server or another ops command has it open); stop every server on DATA_DIR first, or pass --force (a running server then goes on writing to the replaced file until it restarts); nothing was changed`,
      );
    }
    let kept = '';
    if (existsSync(target)) {
      kept = `${target}.before-restore-${stamp}`;
      renameSync(target, kept);
      // The write-ahead log belongs to the replaced file (kept beside it under the matching name); the shared-memory index is rebuilt.
      if (existsSync(`${target}-wal`)) renameSync(`${target}-wal`, `${kept}-wal`);
      rmSync(`${target}-shm`, { force: true });
    }
    renameSync(staging, target);
    return `restored ${file} into ${target} (${count} migrations)${kept ? `; the replaced database is kept as ${kept}` : ''}`;
  } finally {
    rmSync(staging, { force: true });
    rmSync(`${staging}-wal`, { force: true });
    rmSync(`${staging}-shm`, { force: true });
  }
}

// ---------------------------------------------------------------- PostgreSQL

/** The URL without its password, and the password for PGPASSWORD (never on a command line, never logged). */
export function splitPassword(databaseUrl: string): { url: string; password: string | undefined } {
  const u = new URL(databaseUrl);
  const password = u.password ? decodeURIComponent(u.password) : undefined;
  u.password = '';
  return { url: u.toString(), password };
}

async function toolVersion(bin: string): Promise<number | undefined> {
  try {
    const { stdout } = await run(bin, ['--version']);
    const match = /(\d+)(?:\.\d+)?/.exec(stdout.replace(/^[^)]*\)/, ''));
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * pg_dump and pg_restore from one folder, preferring the server's own version (a client older than
 * the server refuses to dump it): PG_BIN, Debian's /usr/lib/postgresql/<server major>/bin,
 * /usr/local/bin, the other Debian versions (newest first), then PATH (/usr/bin).
 */
async function pgTools(serverMajor: number): Promise<{ dump: string; restore: string }> {
  const debian = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql').filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a))
    : [];
  const dirs = [
    process.env.PG_BIN,
    `/usr/lib/postgresql/${serverMajor}/bin`,
    '/usr/local/bin',
    ...debian.map((v) => `/usr/lib/postgresql/${v}/bin`),
    '/usr/bin',
  ].filter((d): d is string => !!d);
  for (const dir of dirs) {
    const dump = join(dir, 'pg_dump');
    const restore = join(dir, 'pg_restore');
    if (!existsSync(dump) || !existsSync(restore)) continue;
    const version = await toolVersion(dump);
    if (version !== undefined && version >= serverMajor) return { dump, restore };
  }
  throw new BackupRefused(`no pg_dump / pg_restore of version ${serverMajor} or newer found (looked in ${dirs.join(', ')}); set PG_BIN to their folder`);
}

async function withPg<T>(databaseUrl: string, body: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await body(client);
  } finally {
    await client.end();
  }
}

async function serverMajorOf(databaseUrl: string): Promise<number> {
  return withPg(databaseUrl, async (c) => Math.floor(Number((await c.query<{ v: string }>("select current_setting('server_version_num') as v")).rows[0]?.v) / 10_000));
}

/** Runs a PostgreSQL client tool with the password in its environment; the error carries its stderr. */
async function runPgTool(bin: string, args: string[], password: string | undefined): Promise<string> {
  try {
    const { stdout } = await run(bin, args, { env: { ...process.env, ...(password !== undefined ? { PGPASSWORD: password } : {}) }, maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`${bin.split('/').pop() ?? bin} failed: ${stderr || (error instanceof Error ? error.message : String(error))}`, { cause: error });
  }
}

async function backupPg(databaseUrl: string, out: string): Promise<string> {
  const { url, password } = splitPassword(databaseUrl);
  const tools = await pgTools(await serverMajorOf(databaseUrl));
  try {
    // One transaction snapshot (pg_dump's own): consistent while servers go on writing.
    await runPgTool(tools.dump, ['--format=custom', `--file=${out}`, `--dbname=${url}`], password);
  } catch (error) {
    rmSync(out, { force: true });
    throw error;
  }
  await verifyDump(tools.restore, out, out);
  return `backup written: ${out} (${statSync(out).size} bytes, pg_dump custom format)`;
}

/**
 * The archive's table of contents must read and list the migrations table's data. A file damaged
 * past its table of contents gets through here and fails in pg_restore's single transaction instead.
 */
async function verifyDump(restoreBin: string, file: string, label: string): Promise<void> {
  let list: string;
  try {
    list = await runPgTool(restoreBin, ['--list', file], undefined);
  } catch (error) {
    throw new BackupRefused(`refused: ${label} is not a usable pg_dump archive (${error instanceof Error ? error.message : String(error)}); nothing was changed`);
  }
  if (!new RegExp(`TABLE DATA \\S+ ${MIGRATION_TABLE} `).test(list)) throw new BackupRefused(`refused: ${label} is not a backup of this site (no ${MIGRATION_TABLE} data); nothing was changed`);
}

/** Other sessions on the database (servers, ops commands), waiting briefly for ones that are closing. */
async function otherSessions(databaseUrl: string, waitMs = 3000): Promise<number> {
  return withPg(databaseUrl, async (c) => {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const n = Number(
        (await c.query<{ n: string }>('select count(*) as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()')).rows[0]?.n ?? 0,
      );
      if (n === 0 || Date.now() >= deadline) return n;
      await new Promise((r) => setTimeout(r, 200));
    }
  });
}

async function restorePg(databaseUrl: string, file: string, force: boolean): Promise<string> {
  const { url, password } = splitPassword(databaseUrl);
  const tools = await pgTools(await serverMajorOf(databaseUrl));
  await verifyDump(tools.restore, file, file);
  if (!force) {
    const others = await otherSessions(databaseUrl);
    if (others > 0) {
      throw new BackupRefused(
        `refused: ${others} other session(s) are connected to the database (servers or ops commands); stop every server first, or pass --force (the restore then waits for their locks, and they see the restored data); nothing was changed`,
      );
    }
  }
  try {
    // One transaction: a damaged archive or any failure rolls everything back, the dropped tables included.
    await runPgTool(tools.restore, ['--clean', '--if-exists', '--no-owner', '--single-transaction', `--dbname=${url}`, file], password);
  } catch (error) {
    throw new BackupRefused(`refused: restoring ${file} failed and was rolled back, nothing was changed (${error instanceof Error ? error.message : String(error)})`);
  }
  return `restored ${file} into the PostgreSQL database (pg_restore --clean, one transaction)`;
}

// ---------------------------------------------------------------- commands

/** `backup [--out <file>]`: returns what to print. */
export async function runBackup(target: BackupTarget, out: string | undefined): Promise<string> {
  const dataDir = resolve(target.dataDir);
  const file = resolve(out ?? join(dataDir, 'backups', `site-${fileStamp()}.${target.databaseUrl ? 'dump' : 'db'}`));
  if (existsSync(file)) throw new BackupRefused(`refused: ${file} already exists`);
  mkdirSync(dirname(file), { recursive: true });
  return target.databaseUrl ? backupPg(target.databaseUrl, file) : backupSqlite(dataDir, file);
}

/** `restore <file> [--force]`: returns what to print; refuses (BackupRefused) without changing anything. */
export async function runRestore(target: BackupTarget, file: string, force: boolean): Promise<string> {
  const path = resolve(file);
  if (!existsSync(path) || !statSync(path).isFile()) throw new BackupRefused(`refused: no backup file at ${path}`);
  return target.databaseUrl ? restorePg(target.databaseUrl, path, force) : restoreSqlite(resolve(target.dataDir), path, force);
}
