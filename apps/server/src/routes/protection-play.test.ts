import { randomBytes } from 'node:crypto';
import { PLAY_LIMIT_ERROR_CODES as P, PLAY_LIMIT_SETTING_ERROR_CODES as S, protectionPlayApi as api, REALITY_CHANNEL, REALITY_CLAIM_MS, REALITY_RANK } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE } from '../domain/catalogue';
import { DEMO_GAMES } from '../bootstrap/seed/game-catalogue';
import { diceWins, drawDice } from '../services/demo-game/dice';
import { periodBounds } from '../services/protection/periods';
import { playLimits, setLossLimit, setSessionLimit, cancelLossLimit } from '../services/protection/play-limits';
import { ackRealityCheck, realityCheck } from '../services/protection/reality';
import { newPlayer, type Player } from '../test/fund';
import { bet, openGame } from '../test/games';
import { startTestServer, type TestServer } from '../test/harness';
import { aPlayer } from '../test/players';

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
const MIN_MS = 60_000;
const launch = (p: Player) => server.fetch('/api/v1/game/redirect/' + DEMO_GAMES.plain + '/url/only?language=TW', { headers: { token: p.token } });
const loss = (view: Awaited<ReturnType<typeof playLimits>>, period: 'day' | 'week' | 'month') => view.loss.limits.find((l) => l.period === period);

/** A player with 1,000 in the demo game's wallet. */
const richPlayer = async () => (await aPlayer(server, { balance: '1000', gameWallet: { channel: 'SPX', amount: '1000' } })).p;

/** A settled bet of the player now: stake and payout in NTD (the bet-record screen's rows). */
async function settledBet(p: Player, stake: number, payout: number): Promise<void> {
  const game = await db().selectFrom('games').select(['id', 'game_code', 'game_type', 'channel_code']).where('game_code', '=', DEMO_GAMES.plain).executeTakeFirstOrThrow();
  const at = new Date().toISOString();
  await db()
    .insertInto('bet_records')
    .values({
      order_no: `BTL${p.id}x${randomBytes(4).toString('hex')}`,
      account_id: p.id,
      game_id: game.id,
      game_code: game.game_code,
      game_type: game.game_type,
      channel_code: game.channel_code,
      sub_game_code: null,
      currency: 'NTD',
      main_per_unit: 1,
      content: '{}',
      play_session_id: null,
      round: null,
      bet_time: at,
      payout_time: at,
      total_bet: stake * 100,
      valid_bet: stake * 100,
      profit: (payout - stake) * 100,
      refund: 0,
      expected_profit: 0,
      expected_return: 0,
      odds: null,
      settle_status: 'settled',
      result: payout > stake ? 'win' : 'lose',
    })
    .execute();
}

describe('setting loss and session time limits', () => {
  it('needs a logged-in player', async () => {
    expect(await server.fail(api.limits)).toMatchObject({ status: 401 });
    expect(await server.fail(api.setLossLimit, { body: { period: 'day', amount: '1000' } })).toMatchObject({ status: 401 });
    expect(await server.fail(api.setSessionLimit, { body: { minutes: 60 } })).toMatchObject({ status: 401 });
    expect(await server.fail(api.setRealityCheck, { body: { intervalMinutes: 15 } })).toMatchObject({ status: 401 });
  });

  it('a new limit and a decrease apply at once; out of range, nothing to remove, unchanged and nothing pending are refused', async () => {
    const p = await newPlayer(server);
    const first = await server.call(api.limits, { token: p.token });
    expect(first).toMatchObject({ currency: 'NTD', coolingDays: 7, idleMinutes: 30, session: { minutes: null, pending: null, startedAt: null } });
    expect(first.loss.limits.map((l) => [l.period, l.amount, l.lost])).toEqual([['day', null, '0.00'], ['week', null, '0.00'], ['month', null, '0.00']]);
    const set = await server.call(api.setLossLimit, { token: p.token, body: { period: 'week', amount: '5000' } });
    expect(loss(set, 'week')).toMatchObject({ amount: '5000.00', pending: null, remaining: '5000.00' });
    expect(loss(await server.call(api.setLossLimit, { token: p.token, body: { period: 'week', amount: '3000' } }), 'week')).toMatchObject({ amount: '3000.00', pending: null });
    expect((await server.call(api.setSessionLimit, { token: p.token, body: { minutes: 60 } })).session).toMatchObject({ minutes: 60, pending: null });
    expect((await server.call(api.setSessionLimit, { token: p.token, body: { minutes: 30 } })).session).toMatchObject({ minutes: 30, pending: null });

    expect(await server.fail(api.setLossLimit, { token: p.token, body: { period: 'day', amount: '99.99' } })).toMatchObject({ status: 400, code: S.lossAmountOutOfRange, data: { minAmount: '100.00' } });
    expect(await server.fail(api.setSessionLimit, { token: p.token, body: { minutes: 9 } })).toMatchObject({ status: 400, code: S.sessionMinutesOutOfRange, data: { minMinutes: 10, maxMinutes: 1440 } });
    expect(await server.fail(api.setSessionLimit, { token: p.token, body: { minutes: 1441 } })).toMatchObject({ code: S.sessionMinutesOutOfRange });
    expect(await server.fail(api.setLossLimit, { token: p.token, body: { period: 'day', amount: null } })).toMatchObject({ status: 409, code: S.noLimitToRemove });
    expect(await server.fail(api.setLossLimit, { token: p.token, body: { period: 'week', amount: '3000' } })).toMatchObject({ status: 409, code: S.unchanged });
    expect(await server.fail(api.setSessionLimit, { token: p.token, body: { minutes: 30 } })).toMatchObject({ status: 409, code: S.unchanged });
    expect(await server.fail(api.cancelLossLimit, { token: p.token, body: { period: 'week' } })).toMatchObject({ status: 409, code: S.nothingPending });
    expect(await server.fail(api.cancelSessionLimit, { token: p.token })).toMatchObject({ status: 409, code: S.nothingPending });
  });

  it('an increase and a removal wait 7 days (clock injected), and can be cancelled before then', async () => {
    const p = await newPlayer(server);
    const t0 = new Date('2026-03-02T04:00:00.000Z');
    await setLossLimit(db(), p.id, 'day', '1000', t0);
    expect(loss(await setLossLimit(db(), p.id, 'day', '3000', t0), 'day')).toMatchObject({ amount: '1000.00', pending: { value: '3000.00', effectiveAt: '2026-03-09T04:00:00.000Z' } });
    expect(loss(await playLimits(db(), p.id, new Date(t0.getTime() + 7 * DAY_MS - 1)), 'day')?.amount).toBe('1000.00');
    expect(loss(await playLimits(db(), p.id, new Date(t0.getTime() + 7 * DAY_MS)), 'day')).toMatchObject({ amount: '3000.00', pending: null });

    await setSessionLimit(db(), p.id, 60, t0);
    expect((await setSessionLimit(db(), p.id, null, t0)).session).toMatchObject({ minutes: 60, pending: { value: null, effectiveAt: '2026-03-09T04:00:00.000Z' } });
    expect((await playLimits(db(), p.id, new Date(t0.getTime() + 6 * DAY_MS))).session.minutes).toBe(60);
    expect((await playLimits(db(), p.id, new Date(t0.getTime() + 7 * DAY_MS))).session).toMatchObject({ minutes: null, pending: null });

    const t1 = new Date(t0.getTime() + 10 * DAY_MS);
    await setLossLimit(db(), p.id, 'day', null, t1);
    expect(loss(await cancelLossLimit(db(), p.id, 'day', new Date(t1.getTime() + DAY_MS)), 'day')).toMatchObject({ amount: '3000.00', pending: null });
    expect(loss(await playLimits(db(), p.id, new Date(t1.getTime() + 30 * DAY_MS)), 'day')).toMatchObject({ amount: '3000.00', pending: null });
    const actions = await db().selectFrom('play_limit_history').select(['kind', 'action']).where('account_id', '=', p.id).orderBy('id').execute();
    expect(actions.map((a) => `${a.kind}:${a.action}`)).toEqual(['loss:set', 'loss:increaseRequested', 'loss:increased', 'session:set', 'session:removeRequested', 'session:removed', 'loss:removeRequested', 'loss:cancelled']);
  });
});

describe('launches and bets against the limits', () => {
  it('a reached loss limit refuses the launch and the bet (031050) with the time it resets; a stake that could pass it is refused too', async () => {
    const p = await richPlayer();
    const { session } = await openGame(server, p.token, DEMO_GAMES.plain);
    await server.call(api.setLossLimit, { token: p.token, body: { period: 'day', amount: '100' } });
    await settledBet(p, 80, 0);
    const view = await server.call(api.limits, { token: p.token });
    expect(loss(view, 'day')).toMatchObject({ lost: '80.00', remaining: '20.00' });
    const resetAt = periodBounds('day', new Date()).end.toISOString();
    const big = await bet(server, session, '20.01');
    expect(big.status).toBe(403);
    expect(big.json).toMatchObject({ code: P.dayLossReached, msg: expect.stringContaining('每日輸額上限'), data: { period: 'day', limit: '100.00', lost: '80.00', remaining: '20.00', resetAt } });
    expect((await launch(p)).status).toBe(200);

    await settledBet(p, 20, 0);
    const launched = await launch(p);
    expect(launched.status).toBe(403);
    expect(launched.json).toMatchObject({ code: P.dayLossReached, data: { remaining: '0.00', resetAt } });
    expect((await bet(server, session, '1')).json).toMatchObject({ code: P.dayLossReached });
    // A win brings the net loss back under the limit.
    await settledBet(p, 10, 60);
    expect((await launch(p)).status).toBe(200);
  });

  it('the weekly limit is named when it is the tighter one (031051)', async () => {
    const p = await richPlayer();
    await server.call(api.setLossLimit, { token: p.token, body: { period: 'day', amount: '1000' } });
    await server.call(api.setLossLimit, { token: p.token, body: { period: 'week', amount: '200' } });
    await settledBet(p, 200, 0);
    expect((await launch(p)).json).toMatchObject({ code: P.weekLossReached, data: { period: 'week', resetAt: periodBounds('week', new Date()).end.toISOString() } });
  });

  it('the session time limit refuses the launch and the bet (031053) once the session has lasted it, until 30 idle minutes have passed', async () => {
    const p = await richPlayer();
    await server.call(api.setSessionLimit, { token: p.token, body: { minutes: 10 } });
    const { session } = await openGame(server, p.token, DEMO_GAMES.plain);
    expect((await bet(server, session, '1')).status).toBe(200);
    const period = await db().selectFrom('play_periods').selectAll().where('account_id', '=', p.id).executeTakeFirstOrThrow();
    const started = new Date(Date.now() - 11 * MIN_MS).toISOString();
    await db().updateTable('play_periods').set({ started_at: started }).where('id', '=', period.id).execute();
    const refused = await bet(server, session, '1');
    expect(refused.status).toBe(403);
    const data = (refused.json as unknown as { data: { minutes: number; playedMinutes: number; resetAt: string } }).data;
    expect(refused.json).toMatchObject({ code: P.sessionTimeReached, msg: expect.stringContaining('單次遊戲時間上限') });
    expect(data).toMatchObject({ minutes: 10, playedMinutes: 11 });
    expect(Date.parse(data.resetAt) - Date.parse(period.last_activity_at)).toBeGreaterThanOrEqual(30 * MIN_MS);
    expect((await launch(p)).json).toMatchObject({ code: P.sessionTimeReached });
    // 30 minutes without a launch or a bet end the session: the next launch starts a new one.
    await db().updateTable('play_periods').set({ started_at: new Date(Date.now() - 50 * MIN_MS).toISOString(), last_activity_at: new Date(Date.now() - 31 * MIN_MS).toISOString() }).where('id', '=', period.id).execute();
    expect((await launch(p)).status).toBe(200);
    expect(await db().selectFrom('play_periods').select('id').where('account_id', '=', p.id).execute()).toHaveLength(2);
  });

  it('concurrent bets cannot together pass a loss limit (the check is inside the bet’s transaction)', async () => {
    const p = await richPlayer();
    const { session } = await openGame(server, p.token, DEMO_GAMES.plain);
    // A seed whose first 8 rounds all lose on "high", so every accepted bet loses its stake.
    let seed = '';
    do seed = randomBytes(32).toString('hex');
    while (![1, 2, 3, 4, 5, 6, 7, 8].every((round) => !diceWins('high', drawDice(seed, round))));
    await db().updateTable('play_sessions').set({ seed }).where('account_id', '=', p.id).execute();
    await server.call(api.setLossLimit, { token: p.token, body: { period: 'day', amount: '100' } });
    const answers = await Promise.all(Array.from({ length: 8 }, () => bet(server, session, '30')));
    const codes = answers.map((a) => a.json.code);
    expect(codes.filter((c) => c === '000000')).toHaveLength(3);
    expect(codes.filter((c) => c === P.dayLossReached)).toHaveLength(5);
    expect(loss(await server.call(api.limits, { token: p.token }), 'day')).toMatchObject({ lost: '90.00', remaining: '10.00' });
  });

  it('a player without limits plays as before', async () => {
    const p = await richPlayer();
    const { session } = await openGame(server, p.token, DEMO_GAMES.plain);
    expect((await bet(server, session, '500')).status).toBe(200);
  });
});

describe('reality check', () => {
  it('keeps the interval; shows the session’s start, time and net; the answer moves the next due time (clock injected)', async () => {
    const p = await richPlayer();
    expect(await server.call(api.realityCheck, { token: p.token })).toMatchObject({ intervalMinutes: 0, session: null });
    expect(await server.fail(api.setRealityCheck, { token: p.token, body: { intervalMinutes: 20 } })).toMatchObject({ status: 400, code: '000400' });
    await server.call(api.setRealityCheck, { token: p.token, body: { intervalMinutes: 15 } });
    const { session } = await openGame(server, p.token, DEMO_GAMES.plain);
    await settledBet(p, 50, 0);
    await settledBet(p, 10, 23.5);
    const view = await server.call(api.realityCheck, { token: p.token });
    const startedAt = view.session?.startedAt ?? '';
    expect(view).toMatchObject({ intervalMinutes: 15, session: { net: '-36.50', acknowledgedAt: null, dueAt: new Date(Date.parse(startedAt) + 15 * MIN_MS).toISOString() } });
    // The game window's copy, by its game-session header.
    const fromGame = await server.fetch<{ data: { intervalMinutes: number; session: { startedAt: string; net: string } } }>('/api/v1/play/reality-check', { sign: false, headers: { 'game-session': session } });
    expect(fromGame.json.data).toMatchObject({ intervalMinutes: 15, session: { startedAt, net: '-36.50' } });

    const later = new Date(Date.parse(startedAt) + 16 * MIN_MS);
    expect((await realityCheck(db(), p.id, later)).session).toMatchObject({ elapsedSeconds: 960, dueAt: new Date(Date.parse(startedAt) + 15 * MIN_MS).toISOString() });
    const acked = await ackRealityCheck(db(), p.id, later);
    expect(acked.session).toMatchObject({ acknowledgedAt: later.toISOString(), dueAt: new Date(later.getTime() + 15 * MIN_MS).toISOString() });
    const off = await server.call(api.setRealityCheck, { token: p.token, body: { intervalMinutes: 0 } });
    expect(off.session?.dueAt).toBeNull();
    expect((await server.fetch('/api/v1/play/reality-check/ack', { method: 'POST', sign: false, headers: { 'game-session': 'nope' } })).status).toBe(400);
  });
});

describe('catalogue', () => {
  it('words every play-protection code in zh-TW, en and th', () => {
    for (const code of [...Object.values(P), ...Object.values(S)]) {
      const entry = CATALOGUE.find((e) => e.code === code);
      expect(entry, code).toBeDefined();
      expect(entry?.tw && entry.en && entry.th).toBeTruthy();
    }
  });
});

describe('the game window’s reality check', () => {
  it('serves the dialog (answered only by its two buttons) with its words, and its script on the contract’s channel', async () => {
    const page = await server.fetch('/play/SPX_SPORTS?lang=en', { sign: false, headers: { accept: 'text/html' } });
    expect(page.text).toMatch(/<dialog id="reality" role="alertdialog" aria-modal="true" aria-labelledby="reality-title"[^>]*closedby="none">/);
    expect(page.text).toContain('<button type="button" id="reality-continue">Keep playing</button>');
    expect(page.text).toContain('<button type="button" id="reality-stop">Stop playing</button>');
    expect(page.text).toContain('data-r-played="You have been playing for {time} this session."');
    expect((await server.fetch('/play/SPX_SPORTS', { sign: false })).text).toContain('data-r-lost="本次輸贏：輸 {amount}"');
    const js = await server.fetch('/play/static/reality.js', { sign: false });
    expect(js.headers.get('content-type')).toContain('javascript');
    expect(js.text).toContain(`const CHANNEL = '${REALITY_CHANNEL}';`);
    expect(js.text).toContain(`const CLAIM_MS = ${REALITY_CLAIM_MS};`);
    expect(js.text).toContain(`const RANK = ${REALITY_RANK.gameWindow};`);
    expect(js.text).toContain("dialog.addEventListener('cancel', (event) => event.preventDefault())");
  });
});
