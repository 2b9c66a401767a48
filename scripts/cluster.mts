// Several server processes on one PostgreSQL behind nginx, on this machine (deploy/README.md).
//   npm run cluster                      # 2 servers, jade; Ctrl-C stops everything
//   npm run cluster -- --servers 3 --brand pearl
// Everything is throwaway: a PostgreSQL cluster, the servers' shared data folder and nginx's prefix,
// all in temporary folders removed on stop. It builds nothing: run `npm run build` first for pages.
// e2e/tests/cluster.spec.ts imports startCluster to kill and restart servers under a browser.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { chmodSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { freePort, startPgCluster } from '../apps/server/src/test/pg.ts';
import { renderNginxConf } from '../apps/server/src/nginx-conf.ts';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const TEMPLATE = join(REPO_ROOT, 'deploy', 'nginx.conf.template');

export interface ClusterServer {
  url: string;
  port: number;
  /** The current process's id (a new one after restart). */
  pid: number;
  /** This server's log file (stdout and stderr, appended across restarts). */
  logFile: string;
  /** Sends the signal (default SIGKILL) and waits until the process has exited. */
  kill: (signal?: NodeJS.Signals) => Promise<void>;
  /** Starts the process again on the same port; resolves once /readyz is 200. */
  restart: () => Promise<void>;
}

export interface Cluster {
  /** nginx: the address players use. */
  url: string;
  servers: ClusterServer[];
  /** postgres://… of the shared database. */
  databaseUrl: string;
  stop: () => Promise<void>;
}

export interface ClusterOptions {
  servers?: number;
  brand?: string;
  /**
   * Extra environment of every server (e.g. NODE_ENV, E2E limits); NODE_ENV defaults to production,
   * DEMO_DATA to 1. PORT, HOST, DATABASE_URL, DATA_DIR and TRUST_PROXY are the cluster's own.
   */
  env?: Record<string, string>;
}

/** /usr/sbin/nginx (Debian's), else the first nginx on PATH. */
export function findNginx(): string {
  const dirs = ['/usr/sbin', ...(process.env.PATH ?? '').split(':').filter(Boolean)];
  const found = dirs.map((dir) => join(dir, 'nginx')).find((path) => existsSync(path));
  if (!found) throw new Error('nginx not found (/usr/sbin/nginx or on PATH): apt-get install -y nginx');
  return found;
}

async function waitFor(what: string, url: string, child: ChildProcess, logFile: string | undefined, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const tail = logFile && existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-4000) : '';
  const state = child.exitCode !== null || child.signalCode !== null ? `exited (${child.exitCode ?? child.signalCode})` : 'not ready in time';
  throw new Error(`${what} ${state}: ${url}\n${tail}`);
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((r) => child.once('exit', () => r()));
}

/** SIGTERM, then SIGKILL after graceMs: stop() must finish even when a process hangs. */
async function stopChild(child: ChildProcess, graceMs = 15_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited(child);
  clearTimeout(timer);
}

export async function startCluster({ servers = 2, brand = 'jade', env = {} }: ClusterOptions = {}): Promise<Cluster> {
  const nginxBin = findNginx();
  const root = mkdtempSync(join(tmpdir(), 'site-cluster-'));
  const cleanups: Array<() => Promise<void>> = [async () => rmSync(root, { recursive: true, force: true })];
  const stop = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch((e: unknown) => console.error('cluster stop:', e));
  };
  try {
    const pgCluster = await startPgCluster();
    cleanups.push(() => pgCluster.stop());
    const admin = new pg.Client({ connectionString: pgCluster.url });
    await admin.connect();
    await admin.query('CREATE DATABASE site').finally(() => admin.end());
    const databaseUrl = pgCluster.url.replace(/\/postgres$/, '/site');

    // One DATA_DIR for all: uploaded ID photos and attachments are files there, and any server may
    // be asked for one another server stored (with DATABASE_URL nothing else is written there).
    const dataDir = join(root, 'data');
    mkdirSync(dataDir);
    const startServer = async (index: number): Promise<ClusterServer> => {
      const port = await freePort();
      const logFile = join(root, `server-${index}.log`);
      const spawnOne = () => {
        const log = createWriteStream(logFile, { flags: 'a' });
        const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
          cwd: REPO_ROOT,
          env: {
            ...process.env,
            NODE_ENV: 'production',
            DEMO_DATA: '1',
            BRAND: brand,
            ...env,
            PORT: String(port),
            HOST: '127.0.0.1',
            DATABASE_URL: databaseUrl,
            DATA_DIR: dataDir,
            // nginx connects from loopback: its X-Forwarded-For is then the player's address.
            TRUST_PROXY: '127.0.0.1',
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        child.stdout?.pipe(log);
        child.stderr?.pipe(log);
        return child;
      };
      let child = spawnOne();
      const url = `http://127.0.0.1:${port}`;
      await waitFor(`server ${index}`, `${url}/readyz`, child, logFile);
      const server: ClusterServer = {
        url,
        port,
        pid: child.pid ?? 0,
        logFile,
        kill: async (signal = 'SIGKILL') => {
          child.kill(signal);
          await exited(child);
        },
        restart: async () => {
          await stopChild(child);
          child = spawnOne();
          server.pid = child.pid ?? 0;
          await waitFor(`server ${index}`, `${url}/readyz`, child, logFile);
        },
      };
      cleanups.push(() => stopChild(child));
      return server;
    };
    // The first server migrates and seeds the empty database alone, so that a failure there is
    // reported once. (Starting all at once works too: Kysely's migrator locks on PostgreSQL and
    // the seed only inserts what is missing; deploy/README.md.)
    const first = await startServer(0);
    const rest = await Promise.all(Array.from({ length: servers - 1 }, (_, i) => startServer(i + 1)));
    const all = [first, ...rest];

    const prefix = join(root, 'nginx');
    mkdirSync(join(prefix, 'tmp'), { recursive: true });
    // As root nginx's workers run as an unprivileged user: they must reach the prefix's temp folders.
    for (const dir of [root, prefix, join(prefix, 'tmp')]) chmodSync(dir, 0o755);
    const nginxPort = await freePort();
    const conf = renderNginxConf(readFileSync(TEMPLATE, 'utf8'), `127.0.0.1:${nginxPort}`, all.map((s) => `127.0.0.1:${s.port}`));
    writeFileSync(join(prefix, 'nginx.conf'), conf);
    execFileSync(nginxBin, ['-t', '-q', '-p', `${prefix}/`, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr'], { stdio: 'pipe' });
    const nginxLog = join(root, 'nginx.log');
    const nginx = spawn(nginxBin, ['-p', `${prefix}/`, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr'], { stdio: ['ignore', 'ignore', 'pipe'] });
    nginx.stderr?.pipe(createWriteStream(nginxLog, { flags: 'a' }));
    cleanups.push(() => stopChild(nginx, 5000));
    const url = `http://127.0.0.1:${nginxPort}`;
    await waitFor('nginx', `${url}/healthz`, nginx, nginxLog, 15_000);
    return { url, servers: all, databaseUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { servers: { type: 'string', default: '2' }, brand: { type: 'string', default: 'jade' } } });
  const count = Number(values.servers);
  if (!Number.isInteger(count) || count < 1) throw new Error('--servers must be a whole number of at least 1');
  if (!existsSync(join(REPO_ROOT, 'apps/web/dist/index.html'))) {
    console.warn('cluster: apps/web/dist is missing: the API answers, pages do not (run `npm run build` first)');
  }
  console.log(`cluster: starting PostgreSQL, ${count} server(s) and nginx…`);
  const cluster = await startCluster({ servers: count, brand: values.brand ?? 'jade' });
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`cluster: ${signal}: stopping nginx, the servers and PostgreSQL…`);
    cluster.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  console.log(`cluster: open ${cluster.url}  (nginx)`);
  for (const [i, s] of cluster.servers.entries()) console.log(`cluster: server ${i}: ${s.url} pid ${s.pid}, log ${s.logFile}`);
  console.log(`cluster: database ${cluster.databaseUrl} (throwaway: removed on stop)`);
  console.log('cluster: demo players demo01, phone01, agent01, vip999, verify01 — password demo1234');
  console.log('cluster: Ctrl-C stops everything');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
