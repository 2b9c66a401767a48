import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { pgTemplate } from './template';

/**
 * With DATABASE_URL set (postgres://.../any_db), each test server gets its own
 * fresh database next to it, dropped afterwards: the same suite then runs on
 * PostgreSQL. Without it, undefined (SQLite). `seeded`: already migrated and seeded (demo data on), a copy of
 * the template of test/template.ts.
 */
export async function createTestDatabase(base = process.env.DATABASE_URL, options: { seeded?: boolean } = {}): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  if (!base) return undefined;
  const name = `site_test_${randomBytes(6).toString('hex')}`;
  // Seeded: a copy of the migrated and seeded template (test/template.ts); else an empty database.
  const template = options.seeded ? await pgTemplate(base) : undefined;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

export interface PgCluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres (trust authentication, local only). */
  url: string;
  stop: () => Promise<void>;
  /** Stops the server (fast: sessions are cut, as in a crash or a failover) and keeps its data, for outage tests. */
  pause: () => Promise<void>;
  /** Starts the paused server again on the same data and port. */
  resume: () => Promise<void>;
}

/** PostgreSQL's server binaries: PG_BIN, /usr/local/bin, or Debian's /usr/lib/postgresql/<version>/bin (newest). */
function findPgBin(): string {
  const debian = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql')
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
        .map((v) => `/usr/lib/postgresql/${v}/bin`)
    : [];
  const candidates = [process.env.PG_BIN, '/usr/local/bin', ...debian].filter((d): d is string => !!d);
  return candidates.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) ?? candidates[0] ?? '/usr/local/bin';
}

const PG_BIN = findPgBin();

/** Whether PostgreSQL's server binaries are on this machine (`.ci/run` installs Debian's when they are not). */
export function hasPostgres(): boolean {
  return existsSync(join(PG_BIN, 'initdb')) && existsSync(join(PG_BIN, 'pg_ctl'));
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/** initdb refuses root: as root, the cluster's commands run as the postgres user (else nobody). */
function unprivileged(): { user: string; uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  for (const user of ['postgres', 'nobody']) {
    try {
      const uid = Number(execFileSync('id', ['-u', user], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', user], { encoding: 'utf8' }).trim());
      return { user, uid, gid };
    } catch {
      // Not on this machine: the next one.
    }
  }
  throw new Error('running as root and neither the postgres nor the nobody user exists');
}

/**
 * A throwaway PostgreSQL cluster in a temporary folder on a free port (fsync off: test data);
 * `stop` shuts it down and removes the folder.
 */
export async function startPgCluster(): Promise<PgCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'pg-cluster-'));
  const data = join(dir, 'data');
  const as = unprivileged();
  if (as) chownSync(dir, as.uid, as.gid);
  const run = (bin: string, args: string[]) => {
    const [cmd, argv] = as ? ['runuser', ['-u', as.user, '--', join(PG_BIN, bin), ...args]] : [join(PG_BIN, bin), args];
    execFileSync(cmd, argv, { stdio: 'pipe', cwd: dir });
  };
  const port = await freePort();
  const start = () => run('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-w', '-t', '60', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`, 'start']);
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
    start();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    pause: async () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    resume: async () => start(),
  };
}
