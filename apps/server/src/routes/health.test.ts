import { Writable } from 'node:stream';
import { walletApi } from '@site/contract';
import { DEFAULT_MIGRATION_TABLE, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../test/accounts';
import { idem } from '../test/games';
import { startTestServer, type TestServer } from '../test/harness';
import { setMaintenance } from '../services/maintenance';

// passes: sqlite postgres

let server: TestServer;
const lines: string[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  server = await startTestServer({ logger: { level: 'info', stream }, rateLimitMax: 20 });
});
afterAll(async () => {
  await server.close();
});

/** The value of one sample line of the Prometheus text, e.g. sample(text, 'x_total{kind="bet"}'); undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const scrape = async (s: TestServer = server) => {
  const res = await s.fetch('/metrics', { sign: false });
  expect(res.status).toBe(200);
  return res.text;
};

describe('/healthz and /readyz', () => {
  it('/healthz: 200 {"status":"ok"} unsigned, past the rate limit, through maintenance', async () => {
    await setMaintenance(server.app.site.db, { enabled: true });
    try {
      // rateLimitMax is 20 a minute here: the probe goes on answering.
      for (let i = 0; i < 25; i++) {
        const res = await server.fetch('/healthz', { sign: false });
        expect(res.status).toBe(200);
        expect(res.json).toEqual({ status: 'ok' });
      }
      const ready = await server.fetch('/readyz', { sign: false });
      expect(ready.status).toBe(200);
      expect(ready.json).toEqual({ status: 'ok', migrations: expect.any(Number) as number });
    } finally {
      await setMaintenance(server.app.site.db, { enabled: false });
    }
  });

  it('/readyz: 503 000504 naming the migration that is not applied, 200 again once it is', async () => {
    const db = server.app.site.db;
    const row = await sql<{ name: string; timestamp: string }>`select name, timestamp from ${sql.table(DEFAULT_MIGRATION_TABLE)} where name = '015_client_address'`.execute(db);
    expect(row.rows).toHaveLength(1);
    await sql`delete from ${sql.table(DEFAULT_MIGRATION_TABLE)} where name = '015_client_address'`.execute(db);
    try {
      const res = await server.fetch('/readyz', { sign: false, headers: { 'accept-language': 'en' } });
      expect(res.status).toBe(503);
      expect(res.json).toMatchObject({ code: '000504', data: { reason: 'migrations not applied', pending: ['015_client_address'] } });
    } finally {
      const { name, timestamp } = row.rows[0]!;
      await sql`insert into ${sql.table(DEFAULT_MIGRATION_TABLE)} (name, timestamp) values (${name}, ${timestamp})`.execute(db);
    }
    expect((await server.fetch('/readyz', { sign: false })).status).toBe(200);
  });

  it('/readyz: 503 000504 when the database does not answer', async () => {
    const other = await startTestServer();
    try {
      await other.app.site.db.destroy();
      const res = await other.fetch('/readyz', { sign: false });
      expect(res.status).toBe(503);
      expect(res.json).toMatchObject({ code: '000504', data: { reason: 'database did not answer' } });
      // Still alive: the process serves.
      expect((await other.fetch('/healthz', { sign: false })).status).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('successful probes and scrapes are not logged one line each; a failing one is', async () => {
    lines.length = 0;
    await server.fetch('/healthz', { sign: false });
    await server.fetch('/readyz', { sign: false });
    await server.fetch('/metrics', { sign: false });
    await server.fetch('/metrics', { sign: false, headers: { 'x-forwarded-for': '203.0.113.9' } });
    await server.fetch('/maintain', { sign: false });
    const requests = lines.map((l) => JSON.parse(l) as { msg: string; path?: string; status?: number }).filter((l) => l.msg === 'request');
    expect(requests.map((l) => [l.path, l.status])).toEqual([
      ['/metrics', 403],
      ['/maintain', 200],
    ]);
  });
});

describe('/metrics', () => {
  it('durations by route pattern (never the raw URL), method and status class; status counts; process and pool figures', async () => {
    await server.fetch('/play/SECRETGAME42?session=abc123', { sign: false });
    await server.fetch('/api/v1/game/type', { query: { language: 'TW' } });
    const text = await scrape();
    expect(text).toContain('http_request_duration_seconds_count{route="/play/:gameCode",method="GET",status_class=');
    expect(text).not.toContain('SECRETGAME42');
    expect(text).not.toContain('abc123');
    expect(sample(text, 'http_request_duration_seconds_count{route="/api/v1/game/type",method="GET",status_class="2xx"}')).toBe(1);
    expect(sample(text, 'http_responses_total{status="200"}')).toBeGreaterThanOrEqual(1);
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    if (server.databaseUrl) {
      expect(sample(text, 'db_pool_connections{dialect="postgres"}')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'db_pool_waiting_requests')).toBe(0);
    } else {
      expect(sample(text, 'db_pool_connections{dialect="sqlite"}')).toBe(1);
    }
  });

  it('ledger movements: count and amount by kind once committed; a refused transfer counts nothing', async () => {
    const token = await login(server, 'phone01');
    const series = (kind: string) => `{kind="${kind}",currency="NTD",wallet="main"}`;
    const before = await scrape();
    const count = (text: string, kind: string) => sample(text, `ledger_movements_total${series(kind)}`) ?? 0;
    const amount = (text: string, kind: string) => sample(text, `ledger_movement_amount_total${series(kind)}`) ?? 0;
    await server.call(walletApi.transfer, { token, headers: idem(), body: { currency: 'NTD', from: 'main', to: 'KT', amount: '125.5' } });
    // More than the main wallet holds: 030001, rolled back.
    expect(await server.fail(walletApi.transfer, { token, headers: idem(), body: { currency: 'NTD', from: 'main', to: 'KT', amount: '99999999' } })).toMatchObject({
      code: '030001',
    });
    const after = await scrape();
    expect(count(after, 'transferOut') - count(before, 'transferOut')).toBe(1);
    expect(amount(after, 'transferOut') - amount(before, 'transferOut')).toBeCloseTo(125.5, 6);
    expect(sample(after, 'ledger_movements_total{kind="transferIn",currency="NTD",wallet="game"}')).toBe(1);
  });

  it('each app has its own registry: another server counts only its own requests', async () => {
    const other = await startTestServer();
    try {
      await other.fetch('/api/v1/basics/errorCode/version', { query: { language: 'TW' } });
      const mine = await scrape();
      const theirs = await scrape(other);
      expect(theirs).toContain('route="/api/v1/basics/errorCode/version"');
      expect(mine).not.toContain('route="/api/v1/basics/errorCode/version"');
      expect(theirs).not.toContain('route="/play/:gameCode"');
    } finally {
      await other.close();
    }
  });

  it('without METRICS_TOKEN: loopback only, and never a request a proxy forwarded (403 000406)', async () => {
    const forwarded: Array<Record<string, string>> = [{ 'x-forwarded-for': '203.0.113.9' }, { forwarded: 'for=203.0.113.9' }, { 'x-real-ip': '203.0.113.9' }];
    for (const headers of forwarded) {
      const res = await server.fetch('/metrics', { sign: false, headers });
      expect(res.status).toBe(403);
      expect(res.json).toMatchObject({ code: '000406', data: null });
    }
    const remote = await server.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(403);
    expect(remote.json()).toMatchObject({ code: '000406' });
  });

  it('with METRICS_TOKEN: exactly the bearer token, from anywhere', async () => {
    const token = 'metrics-token-0123456789abcdef';
    const guarded = await startTestServer({ metricsToken: token });
    try {
      expect((await guarded.fetch('/metrics', { sign: false })).status).toBe(403);
      expect((await guarded.fetch('/metrics', { sign: false, headers: { authorization: `Bearer ${token}x` } })).status).toBe(403);
      expect((await guarded.fetch('/metrics', { sign: false, headers: { authorization: token } })).status).toBe(403);
      const ok = await guarded.fetch('/metrics', { sign: false, headers: { authorization: `Bearer ${token}` } });
      expect(ok.status).toBe(200);
      expect(ok.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      const remote = await guarded.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9', headers: { authorization: `Bearer ${token}` } });
      expect(remote.statusCode).toBe(200);
    } finally {
      await guarded.close();
    }
  });
});
