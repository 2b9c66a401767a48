import { DEPOSIT_LIMIT_ERROR_CODES, fundApi, LIMIT_SETTING_ERROR_CODES, protectionApi } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE } from '../domain/catalogue';
import { createDeposit } from '../services/fund/deposits';
import { approveDeposit } from '../services/fund/review';
import { cancelDepositLimit, depositLimits, setDepositLimit } from '../services/protection/limits';
import { periodBounds } from '../services/protection/periods';
import { approvedCard, newPlayer, type Player } from '../test/fund';
import { idem } from '../test/games';
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
const limits = (p: Player) => server.call(protectionApi.depositLimits, { token: p.token });
const put = (p: Player, period: string, amount: string | null) => server.call(protectionApi.setDepositLimit, { token: p.token, body: { period, amount } });
const refusePut = (p: Player, body: unknown) => server.fail(protectionApi.setDepositLimit, { token: p.token, body });
const of = (view: Awaited<ReturnType<typeof limits>>, period: 'day' | 'week' | 'month') => view.limits.find((l) => l.period === period);
const historyOf = (p: Player) => db().selectFrom('deposit_limit_history').selectAll().where('account_id', '=', p.id).orderBy('id').execute();
const deposit = (p: Player, cardId: number, amount: string, key?: string) =>
  server.fetch('/api/v1/fund/recharge/order', { method: 'POST', headers: { token: p.token, ...idem(key) }, body: { currency: 'NTD', method: 'bank', channelCode: 'BANK', amount, cardId } });

describe('Asia/Taipei periods', () => {
  it('day from 00:00 +08:00, ISO week from Monday, calendar month', () => {
    // Thursday 27 Nov 2026, 00:30 in Taipei (still the 26th in UTC).
    const now = new Date('2026-11-26T16:30:00.000Z');
    expect(periodBounds('day', now)).toEqual({ start: new Date('2026-11-26T16:00:00.000Z'), end: new Date('2026-11-27T16:00:00.000Z') });
    expect(periodBounds('week', now)).toEqual({ start: new Date('2026-11-22T16:00:00.000Z'), end: new Date('2026-11-29T16:00:00.000Z') });
    expect(periodBounds('month', now)).toEqual({ start: new Date('2026-10-31T16:00:00.000Z'), end: new Date('2026-11-30T16:00:00.000Z') });
    // Sunday 23:59 Taipei is still the week that began on Monday.
    expect(periodBounds('week', new Date('2026-11-29T15:59:00.000Z')).start).toEqual(new Date('2026-11-22T16:00:00.000Z'));
    expect(periodBounds('month', new Date('2026-12-31T16:00:00.000Z')).start).toEqual(new Date('2026-12-31T16:00:00.000Z'));
  });
});

describe('setting deposit limits', () => {
  it('needs a logged-in player', async () => {
    expect(await server.fail(protectionApi.depositLimits)).toMatchObject({ status: 401, code: '001001' });
    expect(await server.fail(protectionApi.setDepositLimit, { body: { period: 'day', amount: '1000' } })).toMatchObject({ status: 401 });
    expect(await server.fail(protectionApi.cancelDepositLimit, { body: { period: 'day' } })).toMatchObject({ status: 401 });
  });

  it('a new limit and a decrease apply at once; the view shows none for unset periods', async () => {
    const p = await newPlayer(server);
    const first = await limits(p);
    expect(first).toMatchObject({ currency: 'NTD', coolingDays: 7, minAmount: '100.00', maxAmount: '100000000.00' });
    expect(first.limits.map((l) => [l.period, l.amount, l.pending, l.deposited, l.remaining])).toEqual([
      ['day', null, null, '0.00', null],
      ['week', null, null, '0.00', null],
      ['month', null, null, '0.00', null],
    ]);
    expect(of(await put(p, 'day', '1000'), 'day')).toMatchObject({ amount: '1000.00', pending: null, remaining: '1000.00' });
    expect(of(await put(p, 'day', '500.5'), 'day')).toMatchObject({ amount: '500.50', pending: null });
    expect((await historyOf(p)).map((h) => [h.action, h.old_amount === null ? null : Number(h.old_amount), Number(h.new_amount)])).toEqual([
      ['set', null, 100000],
      ['decrease', 100000, 50050],
    ]);
  });

  it('refusals change nothing: schema 000400, range 012090, removal without a limit 012091, same amount 012092, cancel without pending 012093', async () => {
    const p = await newPlayer(server);
    await put(p, 'week', '5000');
    const before = await limits(p);
    const rows = (await historyOf(p)).length;
    const L = LIMIT_SETTING_ERROR_CODES;
    for (const body of [{ period: 'year', amount: '1000' }, { period: 'day', amount: '1.234' }, { period: 'day', amount: '-5' }, { period: 'day', amount: '0' }, { period: 'day' }, { period: 'day', amount: 1000 }]) {
      expect(await refusePut(p, body)).toMatchObject({ status: 400, code: '000400' });
    }
    expect(await refusePut(p, { period: 'day', amount: '99.99' })).toMatchObject({ status: 400, code: L.amountOutOfRange, data: { minAmount: '100.00', maxAmount: '100000000.00' } });
    expect(await refusePut(p, { period: 'day', amount: '100000000.01' })).toMatchObject({ code: L.amountOutOfRange });
    expect(await refusePut(p, { period: 'day', amount: null })).toMatchObject({ status: 409, code: L.noLimitToRemove });
    expect(await refusePut(p, { period: 'week', amount: '5000.00' })).toMatchObject({ status: 409, code: L.unchanged });
    expect(await server.fail(protectionApi.cancelDepositLimit, { token: p.token, body: { period: 'week' } })).toMatchObject({ status: 409, code: L.nothingPending });
    expect(await limits(p)).toEqual(before);
    expect((await historyOf(p)).length).toBe(rows);
  });

  it('an increase and a removal wait 7 days (clock injected), then apply; cancel keeps the limit in force', async () => {
    const p = await newPlayer(server);
    const t0 = new Date('2026-03-02T04:00:00.000Z');
    await setDepositLimit(db(), p.id, 'day', '1000', t0);
    const raised = of(await setDepositLimit(db(), p.id, 'day', '3000', t0), 'day');
    expect(raised).toMatchObject({ amount: '1000.00', pending: { amount: '3000.00', effectiveAt: '2026-03-09T04:00:00.000Z' } });
    expect(of(await depositLimits(db(), p.id, new Date(t0.getTime() + 7 * DAY_MS - 1)), 'day')).toMatchObject({ amount: '1000.00', pending: { amount: '3000.00' } });
    expect(of(await depositLimits(db(), p.id, new Date(t0.getTime() + 7 * DAY_MS)), 'day')).toMatchObject({ amount: '3000.00', pending: null });

    // A decrease while an increase waits: at once, and the increase is dropped.
    const t1 = new Date(t0.getTime() + 8 * DAY_MS);
    await setDepositLimit(db(), p.id, 'day', '5000', t1);
    expect(of(await setDepositLimit(db(), p.id, 'day', '2000', t1), 'day')).toMatchObject({ amount: '2000.00', pending: null });

    // A removal waits too, and can be cancelled before it applies.
    expect(of(await setDepositLimit(db(), p.id, 'day', null, t1), 'day')).toMatchObject({ amount: '2000.00', pending: { amount: null, effectiveAt: '2026-03-17T04:00:00.000Z' } });
    expect(of(await cancelDepositLimit(db(), p.id, 'day', new Date(t1.getTime() + DAY_MS)), 'day')).toMatchObject({ amount: '2000.00', pending: null });
    expect(of(await depositLimits(db(), p.id, new Date(t1.getTime() + 30 * DAY_MS)), 'day')).toMatchObject({ amount: '2000.00', pending: null });

    // Removed after the cooling period: no limit any more.
    const t2 = new Date(t1.getTime() + 31 * DAY_MS);
    await setDepositLimit(db(), p.id, 'day', null, t2);
    expect(of(await depositLimits(db(), p.id, new Date(t2.getTime() + 7 * DAY_MS)), 'day')).toMatchObject({ amount: null, pending: null, remaining: null });
    expect((await historyOf(p)).map((h) => h.action)).toEqual(['set', 'increaseRequested', 'increased', 'increaseRequested', 'decrease', 'removeRequested', 'cancelled', 'removeRequested', 'removed']);
    expect((await historyOf(p)).find((h) => h.action === 'increased')?.effective_at).toBe('2026-03-09T04:00:00.000Z');
  });

  it('the same amount over a pending increase keeps the current limit and drops the increase', async () => {
    const p = await newPlayer(server);
    await put(p, 'month', '10000');
    expect(of(await put(p, 'month', '20000'), 'month')?.pending).toMatchObject({ amount: '20000.00' });
    expect(of(await put(p, 'month', '10000'), 'month')).toMatchObject({ amount: '10000.00', pending: null });
  });

  it('concurrent changes of one player queue: no 5xx, one row, the lowest amount in force', async () => {
    const p = await newPlayer(server);
    const answers = await Promise.all(['3000', '2000', '1000', '2500', '1500'].map((amount) => server.fetch('/api/v1/protection/deposit-limits', { method: 'PUT', headers: { token: p.token }, body: { period: 'day', amount } })));
    expect(answers.every((a) => a.status < 500)).toBe(true);
    const rows = await db().selectFrom('deposit_limits').selectAll().where('account_id', '=', p.id).execute();
    expect(rows).toHaveLength(1);
    const view = of(await limits(p), 'day');
    // Whatever the order, a decrease applied at once and an increase waits: the limit in force is at most the first one set.
    expect(Number(view?.amount)).toBeLessThanOrEqual(3000);
    expect((await historyOf(p)).filter((h) => h.action === 'set')).toHaveLength(1);
  });

  it('the cancel call through the API', async () => {
    const p = await newPlayer(server);
    await put(p, 'week', '1000');
    expect(of(await put(p, 'week', '2000'), 'week')?.pending?.amount).toBe('2000.00');
    const view = await server.call(protectionApi.cancelDepositLimit, { token: p.token, body: { period: 'week' } });
    expect(of(view, 'week')).toMatchObject({ amount: '1000.00', pending: null });
  });
});

describe('deposit orders against the limits', () => {
  it('refuses an order past the daily limit with what is left; cancelled orders do not count', async () => {
    const p = await newPlayer(server);
    const cardId = await approvedCard(server, p);
    await put(p, 'day', '1000');
    const first = await deposit(p, cardId, '800');
    expect(first.status).toBe(200);
    const refused = await deposit(p, cardId, '300');
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({
      code: DEPOSIT_LIMIT_ERROR_CODES.dayLimitReached,
      msg: expect.stringContaining('每日儲值上限'),
      data: { period: 'day', limit: '1000.00', deposited: '800.00', remaining: '200.00' },
    });
    expect(of(await limits(p), 'day')).toMatchObject({ deposited: '800.00', remaining: '200.00' });
    expect((await deposit(p, cardId, '200')).status).toBe(200);
    expect(of(await limits(p), 'day')).toMatchObject({ deposited: '1000.00', remaining: '0.00' });

    // A cancelled order no longer counts.
    const orderNo = (first.json as { data: { orderNo: string } }).data.orderNo;
    await server.call(fundApi.cancelDeposit, { token: p.token, params: { orderNo } });
    expect(of(await limits(p), 'day')).toMatchObject({ deposited: '200.00', remaining: '800.00' });
    expect((await deposit(p, cardId, '300')).status).toBe(200);
  });

  it('names the tightest limit: yesterday counts for the week, not the day', async () => {
    const p = await newPlayer(server);
    const cardId = await approvedCard(server, p);
    const now = new Date();
    const old = await createDeposit(db(), p.id, { channelCode: 'BANK', method: 'bank', currency: 'NTD', amount: '900', cardId }, 'yesterday', new Date(now.getTime() - DAY_MS * 1.01));
    await approveDeposit(db(), old.orderNo);
    await put(p, 'day', '1000');
    await put(p, 'week', '20000');
    await put(p, 'month', '20000');
    const view = await limits(p);
    expect(of(view, 'day')?.remaining).toBe('1000.00');
    // Yesterday may be last week or last month in Taipei; only check the day when they differ.
    const refused = await deposit(p, cardId, '1000.01');
    expect(refused.json).toMatchObject({ code: DEPOSIT_LIMIT_ERROR_CODES.dayLimitReached, data: { remaining: '1000.00' } });
    await put(p, 'week', of(view, 'week')?.deposited === '900.00' ? '1500' : '500');
    const weekly = await deposit(p, cardId, '700');
    expect(weekly.json).toMatchObject({ code: DEPOSIT_LIMIT_ERROR_CODES.weekLimitReached, data: { period: 'week', remaining: of(view, 'week')?.deposited === '900.00' ? '600.00' : '500.00' } });
  });

  it('concurrent orders cannot together pass a limit', async () => {
    const p = await newPlayer(server);
    const cardId = await approvedCard(server, p);
    await put(p, 'day', '1000');
    const answers = await Promise.all(Array.from({ length: 12 }, () => deposit(p, cardId, '300')));
    const codes = answers.map((a) => (a.json as { code: string }).code).sort();
    expect(codes.filter((c) => c === '000000')).toHaveLength(3);
    expect(codes.filter((c) => c === DEPOSIT_LIMIT_ERROR_CODES.dayLimitReached)).toHaveLength(9);
    const total = await db().selectFrom('deposit_orders').select('amount').where('account_id', '=', p.id).execute();
    expect(total.reduce((s, r) => s + Number(r.amount), 0)).toBe(90000);
  });

  it('a player without limits deposits as before', async () => {
    const p = await newPlayer(server);
    const cardId = await approvedCard(server, p);
    expect((await deposit(p, cardId, '50000')).status).toBe(200);
  });
});

describe('catalogue', () => {
  it('words every protection code in zh-TW, en and th', () => {
    for (const code of [...Object.values(DEPOSIT_LIMIT_ERROR_CODES), ...Object.values(LIMIT_SETTING_ERROR_CODES)]) {
      const entry = CATALOGUE.find((e) => e.code === code);
      expect(entry, code).toBeDefined();
      expect(entry?.tw && entry.en && entry.th).toBeTruthy();
    }
  });
});
