import { createHash, randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, SQLITE_FILE } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { seed } from '../bootstrap/seed';

/**
 * A migrated and seeded database made once and copied for each test server, instead of migrating and
 * seeding afresh at every start (about 1 s on SQLite, more on PostgreSQL, about 100 starts a pass).
 * The server still runs its migrations (none left) and its idempotent seed on the copy at start, as on a
 * restart, so the seed's time-bound rows (the upcoming game's start) are brought up to now there.
 *
 * A template is keyed by a hash of everything its content can come from (the server's and the contract's
 * sources, the lock file, the Node version) and by the UTC hour it was made in: a stale template is never
 * used, and a copy's seeded dates are less than an hour old and never across a day or month boundary
 * that a fresh seed would not also have crossed. Kept in the temporary folder, so a second run within the
 * hour reuses it; SERVER_TEST_TEMPLATE=0 turns it off (every start migrates and seeds afresh).
 */

const REPO = fileURLToPath(new URL('../../../../', import.meta.url));
const SOURCES = ['apps/server/src', 'packages/contract/src'];

export function templatesEnabled(): boolean {
  return process.env.SERVER_TEST_TEMPLATE !== '0';
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(path);
      return /\.test\.tsx?$/.test(entry.name) ? [] : [path];
    })
    .sort();
}

let cached: { signature: string; hash: string } | undefined;

/**
 * The key of the template for now: the sources' hash and the current UTC hour. The hash is read again
 * whenever a source file's size or time changed (a worker outlives a file when isolation is off, and in watch mode).
 */
export function templateKey(): string {
  const files = [...SOURCES.flatMap((dir) => sourceFiles(join(REPO, dir))), join(REPO, 'package-lock.json')];
  const signature = files.map((file) => {
    const stat = statSync(file);
    return `${file}:${stat.size}:${stat.mtimeMs}`;
  }).join('\n');
  if (cached?.signature !== signature) {
    const hash = createHash('sha256');
    hash.update(process.version);
    for (const file of files) {
      hash.update(relative(REPO, file));
      hash.update('\0');
      hash.update(readFileSync(file));
    }
    cached = { signature, hash: hash.digest('hex').slice(0, 16) };
  }
  const hour = new Date().toISOString().slice(0, 13).replace(/\D/g, '');
  return `${cached.hash}_${hour}`;
}

async function migrateAndSeed(dataDir: string, databaseUrl?: string): Promise<void> {
  const handle = openDatabase({ dataDir, databaseUrl });
  try {
    await migrateToLatest(handle.db);
    await seed(handle.db, { demo: true });
  } finally {
    await handle.close();
  }
}

/**
 * The path of this hour's SQLite template (demo data on), made first if there is none. Concurrent workers may
 * each make one: each is complete before it is renamed into place, so a copy is always of a whole template.
 */
export async function sqliteTemplate(): Promise<string> {
  const folder = join(tmpdir(), 'server-test-templates');
  const file = join(folder, `${templateKey()}.db`);
  if (!existsSync(file)) {
    mkdirSync(folder, { recursive: true });
    const build = mkdtempSync(join(folder, 'build-'));
    try {
      await migrateAndSeed(build);
      // Closed: the write-ahead log is folded into the file, which alone is the whole database.
      renameSync(join(build, SQLITE_FILE), file);
    } finally {
      rmSync(build, { recursive: true, force: true });
    }
    // Templates of past hours are never used again (nor a build a crashed run left): removed after two hours.
    for (const entry of readdirSync(folder)) {
      const path = join(folder, entry);
      const age = Date.now() - (statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 2 * 3600_000) rmSync(path, { recursive: true, force: true });
    }
  }
  return file;
}

/** Puts a copy of the SQLite template into `dataDir` as the server's database file. */
export async function copySqliteTemplate(dataDir: string): Promise<void> {
  const file = await sqliteTemplate();
  mkdirSync(dataDir, { recursive: true });
  copyFileSync(file, join(dataDir, SQLITE_FILE));
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * The name of this hour's PostgreSQL template database on the cluster of `base` (demo data on), made
 * under an advisory lock by the first worker that needs it; `CREATE DATABASE x TEMPLATE <name>` copies it.
 */
export async function pgTemplate(base: string): Promise<string> {
  const name = `site_tpl_${templateKey()}`;
  await withClient(base, async (admin) => {
    await admin.query('SELECT pg_advisory_lock(428711)');
    try {
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount) return;
      const build = `site_tplbuild_${randomBytes(6).toString('hex')}`;
      await admin.query(`CREATE DATABASE ${build}`);
      try {
        const url = new URL(base);
        url.pathname = `/${build}`;
        await migrateAndSeed(join(tmpdir(), 'unused-by-postgres'), url.toString());
        await admin.query(`ALTER DATABASE ${build} RENAME TO ${name}`);
      } catch (error) {
        await admin.query(`DROP DATABASE IF EXISTS ${build} WITH (FORCE)`);
        throw error;
      }
    } finally {
      await admin.query('SELECT pg_advisory_unlock(428711)');
    }
  });
  return name;
}
