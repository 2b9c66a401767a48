import { gameApi, playApi, userApi, walletApi } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_GAMES } from '../bootstrap/seed/game-catalogue';
import { CONTENT_SECURITY_POLICY } from '../http/security';
import { drawDice } from '../services/demo-game/dice';
import { login, registerPlayer } from '../test/accounts';
import { bet, idem, ledgerMismatches, openGame, recentRange } from '../test/games';
import { startTestServer, type TestServer } from '../test/harness';

// passes: sqlite postgres

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await login(server, 'demo01');
  await server.call(walletApi.transfer, { token, headers: idem(), body: { from: 'main', to: 'SPX', amount: '1000', currency: 'NTD' } });
});
afterAll(async () => {
  await server.close();
});

describe('the demo game window /play/:gameCode', () => {
  it('serves a translated page with labelled controls and no inline script (CSP)', async () => {
    const page = await server.fetch('/play/SPX_SPORTS?lang=en', { sign: false, headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(page.text).toContain('<html lang="en">');
    expect(page.text).toContain('<label for="stake">Stake</label>');
    expect(page.text).toMatch(/<input type="radio" name="choice" value="high" checked> High \(8-12\)/);
    expect(page.text).toContain('<button type="submit" id="roll">Roll</button>');
    expect(page.text).toContain('<strong id="balance">');
    expect(page.text.match(/<script[^>]*>/g)).toEqual(['<script src="/play/static/dice.js" defer>', '<script src="/play/static/reality.js" defer>']);
    const zh = await server.fetch('/play/SPX_SPORTS', { sign: false });
    expect(zh.text).toContain('<label for="stake">下注金額</label>');
    expect(zh.text).toContain('擲骰');
    const th = await server.fetch('/play/SPX_SPORTS?lang=th', { sign: false });
    expect(th.text).toContain('<html lang="th">');
    expect(th.text).toContain('จำนวนเดิมพัน');
    const js = await server.fetch('/play/static/dice.js', { sign: false });
    expect(js.headers.get('content-type')).toContain('javascript');
    expect(js.text).toContain('/v1/play/bet');
    expect((await server.fetch('/play/static/dice.css', { sign: false })).status).toBe(200);
    expect((await server.fetch('/play/static/evil.js', { sign: false })).status).toBe(404);
    expect((await server.fetch(`/play/${DEMO_GAMES.hidden}`, { sign: false })).status).toBe(404);
    expect((await server.fetch('/play/NOPE', { sign: false })).status).toBe(404);
  });

  it('a bet debits the stake, settles with the seeded dice and credits a win, in the game wallet', async () => {
    const { session } = await openGame(server, token, DEMO_GAMES.plain);
    const state = await server.fetch<{ data: { balance: string; rounds: unknown[] } }>('/api/v1/play/state', { sign: false, headers: { 'game-session': session } });
    expect(state.json.data).toMatchObject({ balance: '1000.00', rounds: [] });
    let balance = 100_000;
    for (let i = 0; i < 6; i++) {
      const res = await bet(server, session, '10', i % 2 ? 'high' : 'low');
      expect(res.status).toBe(200);
      const round = res.json.data.round;
      balance += round.result === 'win' ? 1350 : -1000;
      expect(round.payout).toBe(round.result === 'win' ? '23.50' : '0.00');
      expect(res.json.data.balance).toBe((balance / 100).toFixed(2));
    }
    const row = await server.app.site.db.selectFrom('play_sessions').select(['seed', 'rounds']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row.rounds).toBe(6);
    const records = await server.app.site.db.selectFrom('bet_records').select(['round', 'content']).where('play_session_id', 'is not', null).orderBy('id').execute();
    for (const r of records) expect((JSON.parse(r.content) as { dice: number[] }).dice).toEqual(drawDice(row.seed, r.round ?? 0));
    const after = await server.fetch<{ data: { rounds: unknown[] } }>('/api/v1/play/state', { sign: false, headers: { 'game-session': session } });
    expect(after.json.data.rounds).toHaveLength(6);
    expect(await ledgerMismatches(server)).toEqual([]);
  });

  it('the bet record list returns every SPEC 3 Bet field; the summary totals them in the main currency', async () => {
    const list = await server.call(gameApi.orderList, { token, query: { ...recentRange(), size: 2, language: 'EN' } });
    expect(list.total).toBe(6);
    expect(list.records).toHaveLength(2);
    const r = list.records[0];
    expect(r).toMatchObject({ gameCode: 'SPX_SPORTS', gameName: 'SPX Sports', gameType: 1, channelCode: 'SPX', currency: 'NTD', ratio: 1 });
    expect(r).toMatchObject({ totalBet: '10.00', validBet: '10.00', refund: '0.00', expectedProfit: '13.50', expectedReturn: '23.50', settleStatus: 'settled' });
    expect(['win', 'lose']).toContain(r?.result);
    expect(r?.profit).toBe(r?.result === 'win' ? '13.50' : '-10.00');
    expect(r?.content).toMatch(/^Dice Hi-Lo: (High \(8-12\)|Low \(2-6\)) \| rolled \d \+ \d = \d+$/);
    expect(r?.orderNo).toMatch(/^BT\d{8}[0-9A-F]{10}$/);
    expect(r?.payoutTime).toBe(r?.betTime);
    const summary = await server.call(gameApi.orderSummary, { token, query: recentRange() });
    expect(summary).toMatchObject({ currency: 'NTD', betCount: 6, totalBet: '60.00', validBet: '60.00', refund: '0.00' });
    const all = await server.call(gameApi.orderList, { token, query: { ...recentRange(), size: 100 } });
    const profit = all.records.reduce((sum, x) => sum + Math.round(Number(x.profit) * 100), 0);
    expect(summary.profit).toBe((profit / 100).toFixed(2));
    expect((await server.call(gameApi.orderList, { token, query: { ...recentRange(), gameType: 2 } })).total).toBe(0);
  });

  it('date ranges are limited to the last 90 days (020004); bad dates are 400', async () => {
    const old = new Date(Date.now() - 95 * 86_400_000).toISOString();
    const res = await server.fail(gameApi.orderList, { token, query: { startTime: old, endTime: new Date().toISOString() } });
    expect(res).toMatchObject({ status: 400, code: '020004', data: { reason: 'tooOld' } });
    const reversed = await server.fail(gameApi.orderSummary, { token, query: { startTime: new Date().toISOString(), endTime: old } });
    expect(reversed).toMatchObject({ code: '020004', data: { reason: 'order' } });
    expect((await server.fail(gameApi.orderList, { token, query: { startTime: '2025-01-01', endTime: 'x' } })).code).toBe('000400');
    expect((await server.fail(gameApi.orderList, { query: recentRange() })).status).toBe(401);
  });

  it('DB game: bets in points; the summary converts points x5', async () => {
    const player = await login(server, 'vip999');
    await server.call(walletApi.transfer, { token: player, headers: idem(), body: { from: 'main', to: 'DB', amount: '500', currency: 'NTD' } });
    const { session } = await openGame(server, player, DEMO_GAMES.dbFishing);
    const res = await bet(server, session, '20');
    expect(res.status).toBe(200);
    const list = await server.call(gameApi.orderList, { token: player, query: recentRange() });
    expect(list.records[0]).toMatchObject({ totalBet: '20.00', ratio: 0.2, channelCode: 'DB' });
    const summary = await server.call(gameApi.orderSummary, { token: player, query: recentRange() });
    expect(summary.totalBet).toBe('100.00');
  });

  it('failures: not enough in the game wallet (020005 投注失敗), ended session (020007), repeat key replays', async () => {
    const { session } = await openGame(server, token, 'DG_LIVE');
    const broke = await bet(server, session, '5');
    expect(broke.status).toBe(400);
    expect(broke.json).toMatchObject({ code: '020005', msg: '投注失敗', data: { reason: 'insufficientFunds' } });
    expect((await bet(server, session, '100000.01')).json).toMatchObject({ code: '020005', data: { reason: 'stakeLimit' } });
    expect((await bet(server, 'not-a-session', '5')).json).toMatchObject({ code: '020007' });
    const noKey = await server.fetch('/api/v1/play/bet', { method: 'POST', sign: false, body: { stake: '1', choice: 'high' }, headers: { 'game-session': session } });
    expect(noKey.json).toMatchObject({ code: '000405' });

    const { session: spx } = await openGame(server, token, DEMO_GAMES.plain);
    const first = await bet(server, spx, '1', 'high', 'bet-key-1');
    const again = await bet(server, spx, '1', 'high', 'bet-key-1');
    expect(again.json).toEqual(first.json);
    expect((await bet(server, spx, '2', 'high', 'bet-key-1')).json).toMatchObject({ code: '030002' });
    await server.app.site.db.updateTable('play_sessions').set({ expires_at: new Date(Date.now() - 1).toISOString() }).execute();
    expect((await bet(server, spx, '1')).json).toMatchObject({ code: '020007' });
    const state = await server.fetch('/api/v1/play/state', { sign: false, headers: { 'game-session': spx } });
    expect(state.json).toMatchObject({ code: '020007' });
    expect(await ledgerMismatches(server)).toEqual([]);
  });

  it('the play session call validates its body', async () => {
    expect((await server.fail(playApi.session, { body: { launch: 'short' } })).code).toBe('000400');
  });

  it('a game window ends with the login session that opened it: logout, a password change, an unused launch', async () => {
    const player = await login(server, 'demo01');
    const { session } = await openGame(server, player, DEMO_GAMES.plain);
    const pending = await server.call(gameApi.redirectOnly, { token: player, params: { gameCode: DEMO_GAMES.plain }, query: {} });
    expect((await bet(server, session, '1')).status).toBe(200);
    await server.call(userApi.logout, { token: player });
    expect((await bet(server, session, '1')).json).toMatchObject({ code: '020007' });
    expect((await server.fetch('/api/v1/play/state', { sign: false, headers: { 'game-session': session } })).json).toMatchObject({ code: '020007' });
    // A launch link asked for before the logout no longer opens a window.
    const launch = new URL(pending.url, server.url).searchParams.get('launch') ?? '';
    expect(await server.fail(playApi.session, { body: { launch } })).toMatchObject({ code: '020006' });

    // A password changed on one device ends the other devices' sessions, and their game windows with them.
    const { token: phone } = await registerPlayer(server, 'gamepwd01', 'pass1234');
    const laptop = await login(server, 'gamepwd01', 'pass1234');
    const window2 = await openGame(server, laptop, DEMO_GAMES.plain);
    const state = () => server.fetch('/api/v1/play/state', { sign: false, headers: { 'game-session': window2.session } });
    expect((await state()).status).toBe(200);
    await server.call(userApi.securityPwd, { token: phone, body: { oldPwd: 'pass1234', newPwd: 'pass5678', confirmPwd: 'pass5678' } });
    expect((await state()).json).toMatchObject({ code: '020007' });
    expect(await ledgerMismatches(server)).toEqual([]);
  });
});
