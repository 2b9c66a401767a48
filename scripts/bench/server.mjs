// Starts apps/server for the bench: a free port (never 8080), a fresh DATA_DIR, production mode,
// its log in a file (so reading it costs the load generator nothing).
import { spawn } from 'node:child_process';
import { openSync, closeSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { REPO_ROOT, sleep } from './util.mjs';

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** `nodeArgs`: extra options of the server's node, e.g. ['--cpu-prof', '--cpu-prof-dir=/tmp/x'] (scripts/bench/money.mjs). */
export async function startServer(dataDir, { nodeArgs = [] } = {}) {
  let port = await freePort();
  while (port === 8080) port = await freePort();
  const logFile = join(dataDir, 'server.log');
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      BRAND: 'jade',
      NODE_ENV: 'production',
      // The bench logs in demo players, which production does not seed unless asked.
      DEMO_DATA: '1',
      // One client address plays every visitor here: the per-IP limits would otherwise
      // answer 429 to a load that many real visitors would spread over many addresses.
      RATE_LIMIT_MAX: '100000000',
      SENSITIVE_RATE_LIMIT_MAX: '100000',
    },
  });
  closeSync(log);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early (code ${child.exitCode}):\n${readFileSync(logFile, 'utf8').slice(-3000)}`);
    try {
      const r = await fetch(`${url}/readyz`); // ready without a built web app too (scripts/bench/money.mjs)
      if (r.status === 200) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`server did not answer within 60 s; log: ${logFile}`);
    }
    await sleep(250);
  }
  return {
    url,
    pid: child.pid,
    logFile,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const forced = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(forced);
    },
  };
}
