import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { userApi } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedPath } from '../openapi';
import { hitRateLimit } from '../services/rate-limit-store';
import { createTestDatabase } from '../test/pg';
import { signHeaders, startTestServer, type TestServer } from '../test/harness';

// passes: sqlite postgres

/**
 * Two server processes (two apps) on one database, as behind a load balancer: the sensitive limit
 * is counted in the database, so together they allow it once per address and route, not twice.
 */
const MAX = 4;
let dataDir: string;
let pgDb: Awaited<ReturnType<typeof createTestDatabase>>;
let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'server-shared-limit-'));
  pgDb = await createTestDatabase();
  const shared = { dataDir, sensitiveRateLimitMax: MAX, ...(pgDb ? { databaseUrl: pgDb.url } : {}) };
  // One after the other: the second finds the schema migrated and the seed in place.
  a = await startTestServer(shared);
  b = await startTestServer(shared);
});

afterAll(async () => {
  await a.close();
  await b.close();
  await pgDb?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const validAccount = (server: TestServer, username: string) => server.fetch(servedPath(userApi.validAccount), { method: 'POST', body: { username } });

/** The same call from another client address (light-my-request sets the socket's address). */
const fromAddress = (server: TestServer, remoteAddress: string, username: string) =>
  server.app.inject({
    method: 'POST',
    url: servedPath(userApi.validAccount),
    remoteAddress,
    headers: { ...signHeaders(), 'content-type': 'application/json' },
    payload: JSON.stringify({ username }),
  });

describe('the sensitive rate limit is shared by every process on the database', () => {
  it('two apps together allow exactly SENSITIVE_RATE_LIMIT_MAX calls a minute per address, then 429 000429 on both', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < MAX; i++) statuses.push((await validAccount(i % 2 === 0 ? a : b, `shared0${i}`)).status);
    expect(statuses).toEqual(Array.from({ length: MAX }, () => 200));
    for (const server of [a, b]) {
      const refused = await validAccount(server, 'shared99');
      expect(refused.status).toBe(429);
      expect(refused.json).toEqual({ code: '000429', msg: expect.any(String) as string, data: null });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    }
    // Another sensitive route has its own count for the same address.
    const login = await a.fetch(servedPath(userApi.login), { method: 'POST', body: { username: 'nosuch01', pwd: 'abc12345' } });
    expect(login.status).not.toBe(429);
  });

  it('is per client address: another address still has its full allowance, across both apps', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= MAX; i++) statuses.push((await fromAddress(i % 2 === 0 ? b : a, '10.0.0.7', `other0${i}`)).statusCode);
    expect(statuses).toEqual([...Array.from({ length: MAX }, () => 200), 429]);
    const refused = await fromAddress(a, '10.0.0.7', 'other99');
    expect(JSON.parse(refused.body)).toMatchObject({ code: '000429', data: null });
  });

  it('concurrent hits from both apps are each counted once (one atomic upsert per hit)', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => fromAddress(i % 2 === 0 ? a : b, '10.0.0.8', `burst${String(i).padStart(3, '0')}`)));
    const counts = results.map((r) => r.statusCode).sort();
    expect(counts.filter((s) => s === 200)).toHaveLength(MAX);
    expect(counts.filter((s) => s === 429)).toHaveLength(20 - MAX);
  });

  it('a new window starts once the old one has ended', async () => {
    const db = a.app.site.db;
    const t0 = 1_000_000;
    expect(await hitRateLimit(db, 'window-test', 60_000, t0)).toEqual({ count: 1, windowStart: t0 });
    expect(await hitRateLimit(db, 'window-test', 60_000, t0 + 59_999)).toEqual({ count: 2, windowStart: t0 });
    expect(await hitRateLimit(db, 'window-test', 60_000, t0 + 60_000)).toEqual({ count: 1, windowStart: t0 + 60_000 });
  });
});
