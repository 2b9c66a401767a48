import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface RunningServer {
  url: string;
  dataDir: string;
  brand: string;
  stop: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => res(port));
    });
  });
}

async function waitUp(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log()}`);
    try {
      const r = await fetch(`${url}/maintain`, { headers: { accept: 'application/json' } });
      if (r.status < 500 || r.status === 503) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not start:\n${log()}`);
}

/** Starts the built server on a free port with a fresh data folder. */
/** Every browser of the suite comes from 127.0.0.1 and the API helpers share one device id: the per-address code and captcha limits and the registration caps would bind across specs. */
const E2E_ADDRESS_LIMITS = { ADDRESS_CODES_PER_HOUR: '1000000', ADDRESS_CAPTCHAS_PER_10_MIN: '1000000', REGISTRATIONS_PER_DEVICE: '1000000', REGISTRATIONS_PER_ADDRESS_PER_DAY: '1000000' };
/**
 * No proxy stands in front of these servers to close its kept connections on a shutdown: the drain's wait for one
 * (SHUTDOWN_DRAIN_MS, 6 s by default; http/drain.ts, tested in drain.test.ts and behind real nginx) only held every
 * spec's afterAll 6 s (about 2.5 worker-minutes a run).
 */
const E2E_NO_PROXY = { SHUTDOWN_DRAIN_MS: '0' };

/**
 * The migrated and seeded SQLite file a server starts on instead of migrating and seeding its empty folder
 * (apps/server/src/test/template.ts; made once by global-setup.ts, which names it in E2E_SQLITE_TEMPLATE).
 * Used only within the UTC hour it was made in (its name ends `_<YYYYMMDDHH>.db`), so a copy's seeded dates
 * are never an hour old; the server still runs its idempotent seed on it at start.
 */
function sqliteTemplate(): string | undefined {
  const file = process.env.E2E_SQLITE_TEMPLATE;
  if (!file || !existsSync(file)) return undefined;
  const hour = new Date().toISOString().slice(0, 13).replace(/\D/g, '');
  return basename(file, '.db').endsWith(`_${hour}`) ? file : undefined;
}

export async function startServer(brand = 'jade', extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `e2e-${brand}-`));
  const template = sqliteTemplate();
  if (template) copyFileSync(template, join(dataDir, 'site.db'));
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, BRAND: brand, NODE_ENV: 'test', ...E2E_ADDRESS_LIMITS, ...E2E_NO_PROXY, ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  await waitUp(url, child, () => output);
  return {
    url,
    dataDir,
    brand,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
