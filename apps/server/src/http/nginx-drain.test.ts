import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from '../db/connection';
import { renderNginxConf } from '../nginx-conf';
import { startTestNginx, type TestNginx } from '../test/nginx';
import { usernameKey } from '../services/accounts/accounts';
import { MAIN } from '../services/wallet/ledger';
import { mainPerUnit } from '../services/wallet/money';
import { apiFetch, loginTo, sleep, spawnServer, type ChildServer } from '../test/child-server';
import { createTestDatabase, startPgCluster, type PgCluster } from '../test/pg';

// On PostgreSQL in any pass (the suite's cluster or one of its own): the PostgreSQL pass would only repeat it.
// passes: sqlite node24

// Issue 22: nginx keeps connections to the servers (upstream keepalive), and a server stopping under a
// load of POSTs (http/drain.ts) costs no player an error: no 502, no 503, every transfer once, the
// ledger exact. Two servers (main.ts, as production starts them) on one PostgreSQL database (the
// suite's, or a throwaway cluster when the suite runs on SQLite) behind a real nginx.

const TEMPLATE = readFileSync(new URL('../../../../deploy/nginx.conf.template', import.meta.url), 'utf8');
const PLAYERS = ['demo01', 'phone01', 'vip999'];
const LOOPS_PER_PLAYER = 3;

let ownCluster: PgCluster | undefined;
let database: { url: string; drop: () => Promise<void> } | undefined;
let handle: DbHandle;
let dataDir: string;
const servers: ChildServer[] = [];
let proxy: TestNginx | undefined;
let front: string;

beforeAll(async () => {
  if (!process.env.DATABASE_URL) ownCluster = await startPgCluster();
  database = await createTestDatabase(process.env.DATABASE_URL || ownCluster?.url);
  if (!database) throw new Error('no PostgreSQL database');
  dataDir = mkdtempSync(join(tmpdir(), 'nginx-drain-'));
  const env = { NODE_ENV: 'production', DEMO_DATA: '1', TRUST_PROXY: '127.0.0.1', RATE_LIMIT_MAX: '100000000', SENSITIVE_RATE_LIMIT_MAX: '100000', LOG_LEVEL: 'warn' };
  // The first migrates and seeds alone; then the second.
  servers.push(await spawnServer({ dataDir, databaseUrl: database.url, env }));
  servers.push(await spawnServer({ dataDir, databaseUrl: database.url, env }));
  handle = openDatabase({ dataDir, databaseUrl: database.url });

  proxy = await startTestNginx(servers.map((s) => `127.0.0.1:${s.port}`));
  front = proxy.front;

}, 180_000);

afterAll(async () => {
  await proxy?.stop();
  for (const s of servers) await s.kill('SIGKILL');
  await handle?.close();
  await database?.drop();
  await ownCluster?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

/** What each player owns in NTD minor units (main plus game wallets converted), and their transfers so far. */
async function holdings(): Promise<{ owned: Record<string, number>; transfers: number }> {
  const rows = await handle.db
    .selectFrom('wallet_accounts')
    .innerJoin('accounts', 'accounts.id', 'wallet_accounts.account_id')
    .select(['accounts.username_key', 'wallet_accounts.kind', 'wallet_accounts.balance'])
    .where('accounts.username_key', 'in', PLAYERS.map(usernameKey))
    .where('wallet_accounts.currency', '=', 'NTD')
    .execute();
  const owned: Record<string, number> = {};
  for (const r of rows) owned[r.username_key] = (owned[r.username_key] ?? 0) + Number(r.balance) * (r.kind === MAIN ? 1 : mainPerUnit(r.kind));
  const count = await handle.db
    .selectFrom('wallet_transfers')
    .innerJoin('accounts', 'accounts.id', 'wallet_transfers.account_id')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('accounts.username_key', 'in', PLAYERS.map(usernameKey))
    .executeTakeFirstOrThrow();
  return { owned, transfers: Number(count.n) };
}

/** Wallets whose balance is not the sum of their ledger entries, or is negative. */
async function ledgerProblems(): Promise<string[]> {
  const wallets = await handle.db.selectFrom('wallet_accounts').select(['id', 'balance']).execute();
  const sums = await handle.db
    .selectFrom('ledger_entries')
    .select(['wallet_account_id', (eb) => eb.fn.sum<string | number>('amount').as('sum')])
    .groupBy('wallet_account_id')
    .execute();
  const sumOf = new Map(sums.map((s) => [s.wallet_account_id, Number(s.sum)]));
  return wallets.filter((w) => Number(w.balance) < 0 || Number(w.balance) !== (sumOf.get(w.id) ?? 0)).map((w) => `wallet ${w.id}: ${w.balance} vs ${sumOf.get(w.id) ?? 0}`);
}

describe('a server stopping behind nginx with upstream keepalive (deploy/nginx.conf.template, http/drain.ts)', () => {
  it('the template keeps connections to the servers, over HTTP/1.1 without the client Connection header', () => {
    const conf = renderNginxConf(TEMPLATE, '127.0.0.1:8080', ['127.0.0.1:8081']);
    expect(conf).toMatch(/upstream site_servers \{[^}]*\n\s*keepalive \d+;[^}]*keepalive_timeout 4s;/);
    expect(conf).toMatch(/proxy_http_version 1\.1;\s*proxy_set_header Connection "";/);
    // A POST that reached a server is never sent to another (no non_idempotent).
    expect(conf).toMatch(/proxy_next_upstream error timeout http_502;/);
  });

  it('SIGTERM to one server under a load of transfers: no 502 or 503, every transfer once, the ledger exact', { timeout: 120_000 }, async () => {
    const tokens = await Promise.all(PLAYERS.map((p) => loginTo(front, p)));
    const before = await holdings();
    const statuses = new Map<string, number>();
    let ok = 0;
    let running = true;
    const loop = async (token: string) => {
      for (let i = 0; running; i++) {
        const [from, to] = i % 2 === 0 ? ['main', 'KT'] : ['KT', 'main'];
        const reply = await apiFetch<{ code: string }>(front, '/api/v1/wallet/transfer', {
          method: 'POST',
          headers: { token, 'idempotency-key': randomUUID() },
          body: { from, to, amount: '1', currency: 'NTD' },
        }).catch((error: unknown) => ({ status: 0, text: String(error), json: { code: 'network' } }));
        const label = `${reply.status} ${reply.json?.code ?? reply.text.slice(0, 60)}`;
        statuses.set(label, (statuses.get(label) ?? 0) + 1);
        if (reply.status === 200 && reply.json?.code === '000000') ok++;
        // A refused transfer leaves this loop's KT unchanged: do the same move again.
        else i--;
      }
    };
    const loops = tokens.flatMap((token) => Array.from({ length: LOOPS_PER_PLAYER }, () => loop(token)));
    // Both servers hold kept connections from nginx by now.
    await sleep(1500);
    const stopping = servers[0]!;
    stopping.proc.kill('SIGTERM');
    const code = await stopping.exited;
    // The other server carries the load on for a while after the stop.
    await sleep(1000);
    running = false;
    await Promise.all(loops);

    const answers = Object.fromEntries(statuses);
    expect(answers, stopping.output()).toEqual({ '200 000000': ok });
    expect(ok).toBeGreaterThan(0);
    expect(code).toBe(0);
    const after = await holdings();
    expect(after.owned).toEqual(before.owned);
    expect(after.transfers - before.transfers).toBe(ok);
    expect(await ledgerProblems()).toEqual([]);
  });
});
