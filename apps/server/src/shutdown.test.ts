import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEnv, REPO_ROOT } from './env';
import { createTestDatabase } from './test/pg';

/** main.ts as production starts it, in a child process with its own data folder and port. */

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** A GET on a connection of its own (no keep-alive pool): the status and body, or the error. */
function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Whether a new TCP connection to the port is refused. */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let child: ChildProcess | undefined;
let dataDir: string | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
afterEach(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    const gone = new Promise((r) => child?.once('exit', r));
    child.kill('SIGKILL');
    await gone;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  await dropDatabase?.();
  child = undefined;
  dataDir = undefined;
  dropDatabase = undefined;
});

async function startMain(extraEnv: Record<string, string> = {}): Promise<{ port: number; dataDir: string; exited: Promise<number | null>; output: () => string }> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'shutdown-test-'));
  dataDir = dir;
  // With DATABASE_URL (the suite on PostgreSQL): a fresh database of its own, as every server test gets.
  const pg = await createTestDatabase();
  dropDatabase = pg?.drop;
  let output = '';
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, NODE_ENV: 'test', TEST_SLOW_ROUTE: '1', DEMO_DATA: '0', DATABASE_URL: pg?.url ?? '', ...extraEnv };
  const proc = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child = proc;
  proc.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  proc.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    try {
      if ((await get(port, '/healthz')).status === 200) break;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  return { port, dataDir: dir, exited, output: () => output };
}

describe('SIGTERM', () => {
  it('lets the request in flight finish with 200, refuses new connections, closes the database and exits 0', { timeout: 90_000 }, async () => {
    const server = await startMain();
    const slow = get(server.port, '/__test/slow?ms=4000');
    // The request has reached its handler (it is in flight) before the signal.
    await sleep(700);
    child?.kill('SIGTERM');

    let refusedWhileInFlight = false;
    let slowDone = false;
    void slow.finally(() => (slowDone = true)).catch(() => undefined);
    while (!slowDone) {
      if (await refused(server.port)) {
        refusedWhileInFlight = true;
        break;
      }
      await sleep(50);
    }
    expect(refusedWhileInFlight, `new connections still accepted while the request was in flight:\n${server.output()}`).toBe(true);
    expect(slowDone).toBe(false);

    const res = await slow;
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ slept: 4000 });
    expect(await server.exited).toBe(0);
    expect(await refused(server.port)).toBe(true);
    expect(server.output()).toContain('shutting down');
    expect(server.output()).toContain('"msg":"stopped"');
    // SQLite removes its write-ahead log when the last connection closes cleanly.
    if (!process.env.DATABASE_URL) {
      expect(existsSync(join(server.dataDir, 'site.db'))).toBe(true);
      expect(existsSync(join(server.dataDir, 'site.db-wal'))).toBe(false);
    }
  });

  it('cuts a request that outlasts SHUTDOWN_GRACE_MS and still exits 0', { timeout: 90_000 }, async () => {
    const server = await startMain({ SHUTDOWN_GRACE_MS: '500' });
    const started = Date.now();
    const slow = get(server.port, '/__test/slow?ms=20000').then(
      () => 'answered',
      () => 'cut',
    );
    await sleep(500);
    child?.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(await slow).toBe('cut');
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(server.output()).toContain('shutdown grace period over');
  });

  it('the slow route exists only with NODE_ENV=test and TEST_SLOW_ROUTE=1', () => {
    expect(loadEnv({ NODE_ENV: 'test', TEST_SLOW_ROUTE: '1' }).testSlowRoute).toBe(true);
    expect(loadEnv({ NODE_ENV: 'test' }).testSlowRoute).toBe(false);
    expect(loadEnv({ NODE_ENV: 'production', TEST_SLOW_ROUTE: '1' }).testSlowRoute).toBe(false);
    expect(loadEnv({ NODE_ENV: 'development', TEST_SLOW_ROUTE: '1' }).testSlowRoute).toBe(false);
  });
});
