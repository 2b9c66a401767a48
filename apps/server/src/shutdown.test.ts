import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEnv } from './env';
import { childFixture, get, refused, sleep, type ChildServer } from './test/child-server';

// passes: sqlite postgres node24

/** main.ts as production starts it, in a child process with its own data folder and port (test/child-server.ts). */

let fixture: Awaited<ReturnType<typeof childFixture>> | undefined;
let child: ChildServer | undefined;
afterEach(async () => {
  await fixture?.cleanup();
  fixture = undefined;
  child = undefined;
});

async function startMain(extraEnv: Record<string, string> = {}): Promise<ChildServer> {
  fixture = await childFixture('shutdown-test-');
  child = await fixture.start({ TEST_SLOW_ROUTE: '1', ...extraEnv });
  return child;
}

describe('SIGTERM', () => {
  it('lets the request in flight finish with 200, refuses new connections, closes the database and exits 0', { timeout: 90_000 }, async () => {
    const server = await startMain();
    const slow = get(server.port, '/__test/slow?ms=4000');
    // The request has reached its handler (it is in flight) before the signal.
    await sleep(700);
    child?.proc.kill('SIGTERM');

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
    child?.proc.kill('SIGTERM');
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
