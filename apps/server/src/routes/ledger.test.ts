import { randomUUID } from 'node:crypto';
import { walletApi } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_GAMES } from '../bootstrap/seed/game-catalogue';
import { login } from '../test/accounts';
import { accountIdOf, bet, idem, ledgerMismatches, openGame } from '../test/games';
import { signHeaders, startTestServer, type TestServer } from '../test/harness';

// passes: sqlite postgres

let server: TestServer;
let token: string;
let accountId: number;

beforeAll(async () => {
  server = await startTestServer();
  token = await login(server, 'agent01');
  accountId = await accountIdOf(server, 'agent01');
});
afterAll(async () => {
  await server.close();
});

type Op = { kind: 'transfer'; body: { from: string; to: string; amount: string }; key: string } | { kind: 'bet'; session: string; stake: string; key: string };

function fire(op: Op) {
  if (op.kind === 'bet') return bet(server, op.session, op.stake, 'high', op.key);
  return server.fetch<{ code: string; data: unknown }>('/api/v1/wallet/transfer', {
    method: 'POST',
    body: { ...op.body, currency: 'NTD' },
    headers: { ...signHeaders(), token, 'idempotency-key': op.key },
    sign: false,
  });
}

/** Everything the player owns in main-currency minor units: main plus game wallets (DB points x5). */
async function totalMain(): Promise<number> {
  const rows = await server.app.site.db.selectFrom('wallet_accounts').select(['kind', 'balance']).where('account_id', '=', accountId).execute();
  return rows.reduce((sum, r) => sum + Number(r.balance) * (r.kind === 'DB' ? 5 : 1), 0);
}

describe('the ledger under concurrent requests (DESIGN 4)', () => {
  it('100 concurrent transfers and bets with repeated keys: exact ledger, no negative balance, no double movement', async () => {
    await server.call(walletApi.transfer, { token, headers: idem(), body: { from: 'main', to: 'KT', amount: '1000', currency: 'NTD' } });
    await server.call(walletApi.transfer, { token, headers: idem(), body: { from: 'main', to: 'DB', amount: '500', currency: 'NTD' } });
    const kt = (await openGame(server, token, DEMO_GAMES.withSubGames, 'KT-0001')).session;
    const db = (await openGame(server, token, DEMO_GAMES.dbCards)).session;
    const start = await totalMain();
    expect(start).toBe(5_000_00);

    const ops: Op[] = [];
    for (let i = 0; ops.length < 100; i++) {
      const key = randomUUID();
      const kinds: Op[] = [
        { kind: 'transfer', body: { from: 'main', to: 'KT', amount: '150' }, key },
        { kind: 'transfer', body: { from: 'KT', to: 'main', amount: '120' }, key },
        { kind: 'transfer', body: { from: 'main', to: 'DB', amount: '250' }, key },
        { kind: 'transfer', body: { from: 'DB', to: 'main', amount: '30' }, key },
        { kind: 'bet', session: kt, stake: '75', key },
        { kind: 'bet', session: db, stake: '15', key },
      ];
      const op = kinds[i % kinds.length] as Op;
      ops.push(op);
      // Every fourth action is sent twice at once with the same key (a double click, a retry).
      if (i % 4 === 0 && ops.length < 100) ops.push({ ...op });
    }
    const results = await Promise.all(ops.map(fire));

    for (const r of results) {
      const code = (r.json as { code: string }).code;
      expect([200, 400], code).toContain(r.status);
      if (r.status === 400) expect(['030001', '020005']).toContain(code);
    }
    // Same key, same reply.
    const byKey = new Map<string, string[]>();
    ops.forEach((op, i) => byKey.set(op.key, [...(byKey.get(op.key) ?? []), (results[i] as { text: string }).text]));
    for (const replies of byKey.values()) {
      const ok = replies.filter((t) => JSON.parse(t).code === '000000');
      if (ok.length > 0) expect(new Set(ok).size).toBe(1);
    }
    const succeeded = results.filter((r) => r.status === 200).length;
    expect(succeeded).toBeGreaterThan(40);

    // Every balance equals the sum of its ledger entries; none is negative.
    expect(await ledgerMismatches(server)).toEqual([]);
    const negative = await server.app.site.db.selectFrom('wallet_accounts').select('id').where('balance', '<', 0).execute();
    expect(negative).toEqual([]);

    // A key moved money at most once: all its ledger rows carry one reference.
    const entries = await server.app.site.db.selectFrom('ledger_entries').select(['idempotency_key', 'reference']).where('idempotency_key', 'is not', null).execute();
    const refs = new Map<string, Set<string>>();
    for (const e of entries) refs.set(e.idempotency_key ?? '', (refs.get(e.idempotency_key ?? '') ?? new Set()).add(e.reference));
    for (const [key, set] of refs) expect(set.size, key).toBe(1);
    const keysStored = await server.app.site.db.selectFrom('idempotency_keys').select('key').where('account_id', '=', accountId).execute();
    expect(keysStored.length).toBe(new Set(ops.filter((_, i) => results[i]?.status === 200).map((o) => o.key)).size + 2);

    // Money is conserved: what the player owns changed only by the bets' profit and loss.
    const bets = await server.app.site.db.selectFrom('bet_records').select(['profit', 'main_per_unit']).where('account_id', '=', accountId).execute();
    const profit = bets.reduce((sum, b) => sum + Number(b.profit) * b.main_per_unit, 0);
    expect(await totalMain()).toBe(start + profit);
  });
});
