import { BREAK_REFUSAL_CODES as R, BREAK_SETTING_ERROR_CODES as S, gameApi, messageApi, promotionsApi, protectionExclusionApi as api, walletApi } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_GAMES } from '../bootstrap/seed/game-catalogue';
import { takeBreak, endExclusion, protectionStatus } from '../services/protection/breaks';
import { approvedCard, fund, newPlayer, validBet, withdraw, type Player } from '../test/fund';
import { bet, idem, openGame } from '../test/games';
import { login } from '../test/accounts';
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
const status = (p: Player) => server.call(api.status, { token: p.token });
const take = (p: Player, kind: string, period: string, password = 'demo1234') => server.call(api.takeBreak, { token: p.token, body: { kind, period, password } });
const refuseTake = (p: Player, kind: string, period: string, password = 'demo1234') => server.fail(api.takeBreak, { token: p.token, body: { kind, period, password } });
const deposit = (p: Player, cardId: number, amount = '1000') =>
  server.fetch<{ code: string; data: unknown }>('/api/v1/fund/recharge/order', { method: 'POST', headers: { token: p.token, ...idem() }, body: { currency: 'NTD', method: 'bank', channelCode: 'BANK', amount, cardId } });
const sessionOf = async (p: Player) => {
  const row = await db().selectFrom('sessions').select(['id', 'account_id']).where('account_id', '=', p.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
  return { sessionId: row.id, accountId: p.id, username: p.name, expiresAt: '' };
};

describe('taking a time-out or a self-exclusion', () => {
  it('needs a logged-in player', async () => {
    expect(await server.fail(api.status)).toMatchObject({ status: 401 });
    expect(await server.fail(api.takeBreak, { body: { kind: 'timeout', period: '24h', password: 'x' } })).toMatchObject({ status: 401 });
  });

  it('a 24-hour time-out runs from now, confirmed with the login password', async () => {
    const p = await newPlayer(server);
    expect(await status(p)).toEqual({ break: null, limitsOfferDue: true, justRegistered: true });
    const before = Date.now();
    const taken = await take(p, 'timeout', '24h');
    expect(taken.break).toMatchObject({ kind: 'timeout', period: '24h', awaitingEnd: false });
    const until = Date.parse(taken.break?.until ?? '');
    expect(until - before).toBeGreaterThanOrEqual(DAY_MS - 5_000);
    expect(until - before).toBeLessThanOrEqual(DAY_MS + 5_000);
    expect((await status(p)).break?.until).toBe(taken.break?.until);
  });

  it('a wrong password is refused with its code and counted: the fifth wrong one in 15 minutes ends the sessions', async () => {
    const p = await newPlayer(server);
    for (let i = 0; i < 4; i++) expect(await refuseTake(p, 'exclusion', '6m', 'wrong-one')).toMatchObject({ status: 400, code: S.passwordWrong });
    expect(await refuseTake(p, 'exclusion', '6m', 'wrong-one')).toMatchObject({ status: 401, code: '012081' });
    expect(await server.fail(api.status, { token: p.token })).toMatchObject({ status: 401 });
    expect(await db().selectFrom('protection_breaks').select('id').where('account_id', '=', p.id).execute()).toEqual([]);
  });

  it('a period the kind does not offer is a bad request', async () => {
    const p = await newPlayer(server);
    expect(await refuseTake(p, 'timeout', '5y')).toMatchObject({ status: 400 });
    expect(await refuseTake(p, 'exclusion', '24h')).toMatchObject({ status: 400 });
  });

  it('cannot be shortened or lifted: a shorter or equal one is refused, a longer one replaces it', async () => {
    const p = await newPlayer(server);
    const first = await take(p, 'timeout', '7d');
    expect(await refuseTake(p, 'timeout', '24h')).toMatchObject({ status: 409, code: S.notLonger, data: { kind: 'timeout', until: first.break?.until } });
    const longer = await take(p, 'timeout', '30d');
    expect(longer.break).toMatchObject({ kind: 'timeout', period: '30d' });
    // A 7-day self-exclusion would end before the 30-day time-out: refused; a 6-month one replaces it.
    expect(await refuseTake(p, 'exclusion', '7d')).toMatchObject({ code: S.notLonger });
    const excluded = await take(p, 'exclusion', '6m');
    expect(excluded.break).toMatchObject({ kind: 'exclusion', period: '6m' });
    // A time-out never replaces a self-exclusion, however long.
    expect(await refuseTake(p, 'timeout', '30d')).toMatchObject({ status: 409, code: S.excluded, data: { kind: 'exclusion', until: excluded.break?.until } });
    const rows = await db().selectFrom('protection_breaks').select(['period', 'ended_by']).where('account_id', '=', p.id).orderBy('id').execute();
    expect(rows).toEqual([
      { period: '7d', ended_by: 'replaced' },
      { period: '30d', ended_by: 'replaced' },
      { period: '6m', ended_by: null },
    ]);
  });

  it('a time-out ends by itself at its date', async () => {
    const p = await newPlayer(server);
    const start = new Date(Date.now() - 2 * DAY_MS);
    await takeBreak(db(), await sessionOf(p), { kind: 'timeout', period: '24h', password: 'demo1234' }, start);
    expect((await protectionStatus(db(), p.id, new Date(start.getTime() + DAY_MS - 1000))).break?.kind).toBe('timeout');
    expect((await status(p)).break).toBeNull();
  });
});

describe('refusals while a break runs', () => {
  it('game launch, bet, deposit order and promotion join are refused with { kind, until }; withdrawal still works', async () => {
    const p = await newPlayer(server);
    const cardId = await approvedCard(server, p);
    await fund(server, p, '5000');
    await validBet(server, p.id, 5_000_00);
    await server.call(walletApi.transfer, { token: p.token, headers: idem(), body: { from: 'main', to: 'SPX', amount: '500', currency: 'NTD' } });
    const window = await openGame(server, p.token, DEMO_GAMES.plain);
    expect((await bet(server, window.session, '10')).status).toBe(200);

    const { break: running } = await take(p, 'timeout', '24h');
    const data = { kind: 'timeout', until: running?.until };
    expect(await server.fail(gameApi.redirect, { token: p.token, params: { gameCode: DEMO_GAMES.plain } })).toMatchObject({ status: 403, code: R.gameLaunch, data });
    expect(await server.fail(gameApi.redirectOnly, { token: p.token, params: { gameCode: DEMO_GAMES.plain } })).toMatchObject({ status: 403, code: R.gameLaunch, data });
    const refusedBet = await bet(server, window.session, '10');
    expect(refusedBet.status).toBe(403);
    expect(refusedBet.json).toMatchObject({ code: R.bet, data });
    const refusedDeposit = await deposit(p, cardId);
    expect(refusedDeposit.status).toBe(403);
    expect(refusedDeposit.json).toMatchObject({ code: R.deposit, data });
    expect(await server.fail(promotionsApi.firstRechargeJoin, { token: p.token, body: { platform: 'pc' } })).toMatchObject({ status: 403, code: R.promotionJoin, data });
    expect(await db().selectFrom('deposit_orders').select('id').where('account_id', '=', p.id).execute()).toEqual([]);

    const order = await withdraw(server, p, { cardId, amount: '1000' });
    expect(order).toMatchObject({ status: 'processing', amount: '1000.00' });
  });

  it('the login advert is empty for a player on a break, and still shown to others', async () => {
    const brand = 'jade' as const;
    const p = await newPlayer(server);
    const shown = await server.call(messageApi.dialogList, { query: {}, sign: { brand }, token: p.token });
    expect(shown.length).toBeGreaterThan(0);
    await take(p, 'exclusion', '7d');
    expect(await server.call(messageApi.dialogList, { query: {}, sign: { brand }, token: p.token })).toEqual([]);
  });

  it('a self-exclusion past its date still refuses until the operator ends it', async () => {
    const p = await newPlayer(server);
    const start = new Date(Date.now() - 8 * DAY_MS);
    await takeBreak(db(), await sessionOf(p), { kind: 'exclusion', period: '7d', password: 'demo1234' }, start);
    expect((await status(p)).break).toMatchObject({ kind: 'exclusion', awaitingEnd: true });
    expect(await server.fail(gameApi.redirect, { token: p.token, params: { gameCode: DEMO_GAMES.plain } })).toMatchObject({ code: R.gameLaunch });
    await expect(endExclusion(db(), p.id, new Date(start.getTime() + DAY_MS))).rejects.toThrow(/cannot be ended before/);
    await endExclusion(db(), p.id);
    expect((await status(p)).break).toBeNull();
    expect((await server.call(gameApi.redirectOnly, { token: p.token, params: { gameCode: DEMO_GAMES.plain } })).url).toMatch(/^\/play\//);
  });
});

describe('the deposit-limit offer', () => {
  it('is due until answered, once per account: a second answer keeps the first', async () => {
    const p = await newPlayer(server);
    expect((await status(p)).limitsOfferDue).toBe(true);
    expect((await server.call(api.limitsOffer, { token: p.token, body: { answer: 'skipped' } })).limitsOfferDue).toBe(false);
    await server.call(api.limitsOffer, { token: p.token, body: { answer: 'set' } });
    expect(await db().selectFrom('protection_offers').select('answer').where('account_id', '=', p.id).execute()).toEqual([{ answer: 'skipped' }]);
  });

  it('says whether the player registered in the last 30 minutes (the offer then shows on any page); the demo players have answered it', async () => {
    const p = await newPlayer(server);
    expect((await status(p)).justRegistered).toBe(true);
    await db().updateTable('accounts').set({ register_date: new Date(Date.now() - 31 * 60_000).toISOString() }).where('id', '=', p.id).execute();
    expect(await status(p)).toMatchObject({ justRegistered: false, limitsOfferDue: true });
    const demo = await login(server, 'demo01');
    expect((await server.call(api.status, { token: demo })).limitsOfferDue).toBe(false);
  });
});
