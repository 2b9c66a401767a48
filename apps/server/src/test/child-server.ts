import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../env';
import { jsonOrUndefined, signHeaders } from './harness';
import { createTestDatabase, freePort } from './pg';

/**
 * main.ts as production starts it, in a child process with its own data folder and port: for the
 * tests that need a real process to signal or kill (shutdown, faults). In-process servers
 * (harness.ts) cannot be SIGKILLed without killing the test runner.
 */

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export { freePort };

/** A GET on a connection of its own (no keep-alive pool): the status and body, or the error. */
export function get(port: number, path: string): Promise<{ status: number; body: string }> {
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
export function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

export interface ChildServer {
  proc: ChildProcess;
  port: number;
  url: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  /** Everything it wrote to stdout and stderr so far. */
  output: () => string;
  /** Sends the signal and waits for the process to end (at once if it already has). */
  kill: (signal?: NodeJS.Signals) => Promise<void>;
}

export interface ChildOptions {
  dataDir: string;
  /** '' or undefined: SQLite in dataDir. */
  databaseUrl?: string | undefined;
  env?: Record<string, string>;
}

/** Spawns main.ts and waits until /healthz answers 200 (60 s at most). */
export async function spawnServer(options: ChildOptions): Promise<ChildServer> {
  const port = await freePort();
  let output = '';
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    NODE_ENV: 'test',
    DEMO_DATA: '0',
    ...options.env,
    // Always the one given: the test runner's own DATABASE_URL is the shared cluster, not this server's database.
    DATABASE_URL: options.databaseUrl ?? '',
  };
  const proc = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  proc.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  proc.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  const kill = async (signal: NodeJS.Signals = 'SIGKILL') => {
    if (proc.exitCode !== null || proc.signalCode !== null) return;
    proc.kill(signal);
    await exited;
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    if (Date.now() > deadline) {
      await kill();
      throw new Error(`server did not start:\n${output}`);
    }
    try {
      if ((await get(port, '/healthz')).status === 200) break;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  return { proc, port, url: `http://127.0.0.1:${port}`, dataDir: options.dataDir, databaseUrl: options.databaseUrl || undefined, exited, output: () => output, kill };
}

/**
 * A data folder and (with DATABASE_URL, the suite on PostgreSQL) a fresh database of its own, as
 * every server test gets, for one or more server processes in turn; `cleanup` kills what is still
 * running and removes both.
 */
export async function childFixture(prefix = 'child-server-'): Promise<{
  dataDir: string;
  databaseUrl: string | undefined;
  start: (env?: Record<string, string>) => Promise<ChildServer>;
  cleanup: () => Promise<void>;
}> {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const pg = await createTestDatabase();
  const started: ChildServer[] = [];
  return {
    dataDir,
    databaseUrl: pg?.url,
    start: async (env = {}) => {
      const server = await spawnServer({ dataDir, databaseUrl: pg?.url, env });
      started.push(server);
      return server;
    },
    cleanup: async () => {
      for (const s of started) await s.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
      await pg?.drop();
    },
  };
}

export interface Reply<T = unknown> {
  status: number;
  text: string;
  json: T;
}

/** A signed API request to a child server (fetch's pooled connections: many can be in flight at once). */
export async function apiFetch<T = { code: string; msg: string; data: unknown }>(
  base: string,
  path: string,
  o: { method?: string; body?: unknown; headers?: Record<string, string>; signed?: boolean } = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = { ...(o.signed === false ? {} : signHeaders()), ...o.headers };
  if (o.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(new URL(path, base), { method: o.method ?? 'GET', headers, ...(o.body !== undefined ? { body: JSON.stringify(o.body) } : {}) });
  const text = await res.text();
  return { status: res.status, text, json: jsonOrUndefined(text) as T };
}

export type Envelope = { code: string; msg: string; data: Record<string, unknown> | null };

/** The data of a call that must succeed (200, 000000); else throws with the reply. */
export async function okData(reply: Promise<Reply<Envelope>>): Promise<Record<string, unknown>> {
  const r = await reply;
  if (r.status !== 200 || r.json?.code !== '000000') throw new Error(`HTTP ${r.status} ${r.text}`);
  return r.json.data ?? {};
}

/** Logs a player in and returns the token. */
export async function loginTo(base: string, username: string, pwd = 'demo1234'): Promise<string> {
  return (await okData(apiFetch<Envelope>(base, '/api/v1/user/login', { method: 'POST', body: { username, pwd } }))).token as string;
}

/** A launch traded for a game session, as the /play page does; returns the game-session header's value. */
export async function openGameOn(base: string, token: string, gameCode: string, subGameCode?: string): Promise<string> {
  const query = subGameCode ? `?subGameCode=${subGameCode}` : '';
  const { url } = (await okData(apiFetch<Envelope>(base, `/api/v1/game/redirect/${gameCode}/url/only${query}`, { headers: { token } }))) as { url: string };
  const launch = new URL(url, base).searchParams.get('launch') ?? '';
  return (await okData(apiFetch<Envelope>(base, '/api/v1/play/session', { method: 'POST', signed: false, body: { launch } }))).session as string;
}
