import { protectionApi, protectionExclusionApi as api } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '../ops-commands';
import { takeBreak } from '../services/protection/breaks';
import { sessionsOf } from '../services/protection/history';
import { newPlayer, type Player } from '../test/fund';
import { startTestServer, type TestServer } from '../test/harness';

// passes: sqlite postgres

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const db = () => server.app.site.db;
const DAY_MS = 86_400_000;
const target = () => ({ dataDir: server.dataDir, databaseUrl: server.databaseUrl });
const sessionOf = async (p: Player) => {
  const row = await db().selectFrom('sessions').select('id').where('account_id', '=', p.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
  return { sessionId: row.id, accountId: p.id, username: p.name, expiresAt: '' };
};

async function betAt(p: Player, at: string, stake: number, profit: number, mainPerUnit = 1) {
  const game = await db().selectFrom('games').select(['id', 'game_code', 'game_type', 'channel_code']).executeTakeFirstOrThrow();
  await db()
    .insertInto('bet_records')
    .values({
      order_no: `PH${p.id}x${Date.parse(at)}x${stake}`,
      account_id: p.id,
      game_id: game.id,
      game_code: game.game_code,
      game_type: game.game_type,
      channel_code: game.channel_code,
      sub_game_code: null,
      currency: 'NTD',
      main_per_unit: mainPerUnit,
      content: '{}',
      play_session_id: null,
      round: null,
      bet_time: at,
      payout_time: at,
      total_bet: stake,
      valid_bet: stake,
      profit,
      refund: 0,
      expected_profit: 0,
      expected_return: 0,
      settle_status: 'settled',
    })
    .execute();
}

describe('play sessions from bet records', () => {
  it('bets less than 30 minutes apart are one session; a longer gap starts another', () => {
    const bets = [
      { bet_time: '2026-11-20T12:00:00.000Z', total_bet: 100_00, profit: 50_00, main_per_unit: 1 },
      { bet_time: '2026-11-20T11:35:00.000Z', total_bet: 100_00, profit: -100_00, main_per_unit: 1 },
      { bet_time: '2026-11-20T11:10:00.000Z', total_bet: 1_000, profit: -1_000, main_per_unit: 5 },
      { bet_time: '2026-11-20T10:30:00.000Z', total_bet: 200_00, profit: -200_00, main_per_unit: 1 },
    ];
    expect(sessionsOf(bets)).toEqual([
      { type: 'session', at: '2026-11-20T11:10:00.000Z', endedAt: '2026-11-20T12:00:00.000Z', minutes: 50, bets: 3, staked: '250.00', net: '-100.00' },
      { type: 'session', at: '2026-11-20T10:30:00.000Z', endedAt: '2026-11-20T10:30:00.000Z', minutes: 1, bets: 1, staked: '200.00', net: '-200.00' },
    ]);
  });
});

describe('GET /v1/protection/history', () => {
  it('one list, newest first: limit changes, breaks and sessions of the player only', async () => {
    const p = await newPlayer(server);
    const other = await newPlayer(server);
    await betAt(p, '2026-01-05T10:00:00.000Z', 300_00, 120_00);
    await betAt(p, '2026-01-05T10:20:00.000Z', 100_00, -100_00);
    await betAt(other, '2026-01-05T10:10:00.000Z', 999_00, 0);
    await server.call(protectionApi.setDepositLimit, { token: p.token, body: { period: 'day', amount: '1000' } });
    await server.call(protectionApi.setDepositLimit, { token: p.token, body: { period: 'day', amount: '2000' } });
    await server.call(api.takeBreak, { token: p.token, body: { kind: 'timeout', period: '24h', password: 'demo1234' } });
    const { entries } = await server.call(api.history, { token: p.token });
    expect(entries.map((e) => e.type)).toEqual(['break', 'limit', 'limit', 'session']);
    expect(entries[0]).toMatchObject({ type: 'break', kind: 'timeout', period: '24h', endedAt: null, endedBy: null });
    expect(entries[1]).toMatchObject({ type: 'limit', period: 'day', action: 'increaseRequested', oldAmount: '1000.00', newAmount: '2000.00' });
    expect(entries[2]).toMatchObject({ type: 'limit', action: 'set', oldAmount: null, newAmount: '1000.00' });
    expect(entries[3]).toEqual({ type: 'session', at: '2026-01-05T10:00:00.000Z', endedAt: '2026-01-05T10:20:00.000Z', minutes: 20, bets: 2, staked: '400.00', net: '20.00' });
  });
});

describe('npm run ops -- protection', () => {
  it('show: limits with their pending change, the break, the offer and the last self-assessment', async () => {
    const p = await newPlayer(server);
    expect(await runOps(['protection', 'show', p.name], target())).toContain('break: none');
    await server.call(protectionApi.setDepositLimit, { token: p.token, body: { period: 'week', amount: '5000' } });
    await server.call(protectionApi.setDepositLimit, { token: p.token, body: { period: 'week', amount: '8000' } });
    await server.call(protectionApi.selfAssessment, { token: p.token, body: { answers: [1, 1, 1, 0, 0, 0, 0, 0, 1] } });
    await server.call(api.limitsOffer, { token: p.token, body: { answer: 'set' } });
    const { break: running } = await server.call(api.takeBreak, { token: p.token, body: { kind: 'exclusion', period: '1y', password: 'demo1234' } });
    const out = await runOps(['protection', 'show', p.name], target());
    expect(out).toMatch(/deposit limit week\s+5000\.00, pending 8000\.00 from \S+/);
    expect(out).toMatch(/deposit limit day\s+none/);
    expect(out).toContain(`break: exclusion 1y from ${running?.startedAt} until ${running?.until}`);
    expect(out).toMatch(/deposit-limit offer: set at /);
    expect(out).toMatch(/self-assessment: PGSI 4 \(moderate\)/);
  });

  it('end-exclusion: refused before the date, without an exclusion, or for no such account; ends one past its date', async () => {
    const p = await newPlayer(server);
    await expect(runOps(['protection', 'end-exclusion', p.name], target())).rejects.toThrow('no self-exclusion is running');
    await server.call(api.takeBreak, { token: p.token, body: { kind: 'exclusion', period: '7d', password: 'demo1234' } });
    await expect(runOps(['protection', 'end-exclusion', p.name], target())).rejects.toThrow(/cannot be ended before/);
    expect((await server.call(api.status, { token: p.token })).break?.kind).toBe('exclusion');

    const q = await newPlayer(server);
    await takeBreak(db(), await sessionOf(q), { kind: 'exclusion', period: '7d', password: 'demo1234' }, new Date(Date.now() - 7 * DAY_MS - 60_000));
    expect(await runOps(['protection', 'show', q.name], target())).toContain('awaits end-exclusion');
    expect(await runOps(['protection', 'end-exclusion', q.name], target())).toMatch(/self-exclusion from .* ended at/);
    expect((await server.call(api.status, { token: q.token })).break).toBeNull();
    const history = await server.call(api.history, { token: q.token });
    expect(history.entries[0]).toMatchObject({ type: 'break', kind: 'exclusion', endedBy: 'operator' });

    await expect(runOps(['protection', 'show', 'nobody99x'], target())).rejects.toThrow('no such account');
    await expect(runOps(['protection', 'lift', p.name], target())).rejects.toThrow('unknown protection command');
  });
});
