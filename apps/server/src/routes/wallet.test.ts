import { walletApi } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../test/accounts';
import { accountIdOf, idem, letThrottlePass, ledgerMismatches } from '../test/games';
import { startTestServer, type TestServer } from '../test/harness';

// passes: sqlite postgres

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await login(server, 'phone01');
});
afterAll(async () => {
  await server.close();
});

const balances = (currency?: string) => server.call(walletApi.balance, { token, query: currency ? { currency } : {} });
const game = async (channel: string) => (await balances()).gameWallets.find((w) => w.channelCode === channel)?.balance;
const main = async (currency = 'NTD') => (await balances()).currencies.find((c) => c.currency === currency)?.balance;
const send = (body: { from: string; to: string; amount: string; currency?: string }, key?: string) =>
  server.call(walletApi.transfer, { token, headers: idem(key), body: { currency: 'NTD', ...body } });
const sendFail = (body: { from: string; to: string; amount: string; currency?: string }, headers: Record<string, string> = idem()) =>
  server.fail(walletApi.transfer, { token, headers, body: { currency: 'NTD', ...body } });

describe('balances and currency settings (SPEC 3 Wallet balance)', () => {
  it('main balance per currency and every game wallet of the currency', async () => {
    const b = await balances();
    expect(b.currencies).toEqual([
      { currency: 'NTD', currencyName: '新臺幣', balance: '50000.00', icon: '/assets/currency/NTD.svg', enabled: true, isCurrent: true },
      { currency: 'USDT', currencyName: '泰達幣', balance: '0.00', icon: '/assets/currency/USDT.svg', enabled: true, isCurrent: false },
    ]);
    expect(b.gameWallets.map((w) => w.channelCode)).toContain('KT');
    expect(b.gameWallets.find((w) => w.channelCode === 'DB')).toMatchObject({ gameType: 5, gameTypes: [5, 7], ratio: 0.2, balance: '0.00', currency: 'NTD' });
    expect((await balances('USDT')).gameWallets.every((w) => w.currency === 'USDT')).toBe(true);
    expect(await server.fail(walletApi.balance, { token, query: { currency: 'EUR' } })).toMatchObject({ status: 400, code: '030005' });
    expect(await server.fail(walletApi.balance, {})).toMatchObject({ status: 401 });
  });

  it("PUT: 'success'; at least one currency (當前必須啓用一個錢包幣種) and always the current one", async () => {
    expect(await server.call(walletApi.setCurrencies, { token, body: { enabled: ['NTD'] } })).toBe('success');
    expect((await balances()).currencies.map((c) => c.enabled)).toEqual([true, false]);
    expect(await server.fail(walletApi.setCurrencies, { token, body: { enabled: [] } })).toMatchObject({ status: 400, code: '030003', msg: '當前必須啓用一個錢包幣種' });
    expect(await server.fail(walletApi.setCurrencies, { token, body: { enabled: ['USDT'] } })).toMatchObject({ code: '030004' });
    expect(await server.fail(walletApi.setCurrencies, { token, body: { enabled: ['NTD', 'XYZ'] } })).toMatchObject({ code: '030005' });
    expect(await server.call(walletApi.setCurrencies, { token, body: { enabled: ['USDT', 'NTD'] } })).toBe('success');
    expect((await balances()).currencies.map((c) => c.enabled)).toEqual([true, true]);
  });
});

describe('transfers (extension) and the 1 : 0.2 DB ratio', () => {
  it('main -> KT -> main, both ledgered', async () => {
    const out = await send({ from: 'main', to: 'KT', amount: '1000' });
    expect(out).toMatchObject({ from: 'main', to: 'KT', debited: '1000.00', credited: '1000.00', ratio: 1, fromBalance: '49000.00', toBalance: '1000.00' });
    expect(out.orderNo).toMatch(/^TR\d{8}[0-9A-F]{10}$/);
    const back = await send({ from: 'KT', to: 'main', amount: '250.5' });
    expect(back).toMatchObject({ debited: '250.50', credited: '250.50', fromBalance: '749.50', toBalance: '49250.50' });
    expect(await ledgerMismatches(server)).toEqual([]);
  });

  it('DB: 500 main becomes 100 points; 100 points become 500 main', async () => {
    const into = await send({ from: 'main', to: 'DB', amount: '500' });
    expect(into).toMatchObject({ debited: '500.00', credited: '100.00', ratio: 0.2 });
    expect(await game('DB')).toBe('100.00');
    const out = await send({ from: 'DB', to: 'main', amount: '100' });
    expect(out).toMatchObject({ debited: '100.00', credited: '500.00' });
    expect(await game('DB')).toBe('0.00');
    expect(await main()).toBe('49250.50');
    // Only the part that converts exactly is taken: 500.03 -> 100.00 points, 0.03 stays.
    expect(await send({ from: 'main', to: 'DB', amount: '500.03' })).toMatchObject({ debited: '500.00', credited: '100.00' });
    expect(await sendFail({ from: 'main', to: 'DB', amount: '0.04' })).toMatchObject({ status: 400, code: '030007', data: { minimum: '0.05' } });
  });

  it('refuses what would go below zero, bad wallets and bad amounts, moving nothing', async () => {
    const before = await balances();
    expect(await sendFail({ from: 'main', to: 'KT', amount: '999999' })).toMatchObject({ status: 400, code: '030001', msg: '餘額不足' });
    expect(await sendFail({ from: 'PG', to: 'main', amount: '1' })).toMatchObject({ code: '030001' });
    expect(await sendFail({ from: 'main', to: 'main', amount: '1' })).toMatchObject({ code: '030006' });
    expect(await sendFail({ from: 'KT', to: 'PG', amount: '1' })).toMatchObject({ code: '030006' });
    expect(await sendFail({ from: 'main', to: 'ZZ', amount: '1' })).toMatchObject({ code: '030006' });
    expect(await sendFail({ from: 'main', to: 'KT', amount: '1', currency: 'EUR' })).toMatchObject({ code: '030005' });
    for (const amount of ['0', '-5', '1.001', 'abc']) expect((await sendFail({ from: 'main', to: 'KT', amount })).code).toBe('000400');
    expect(await sendFail({ from: 'main', to: 'KT', amount: '1' }, {})).toMatchObject({ status: 400, code: '000405' });
    expect(await balances()).toEqual(before);
  });

  it('idempotent: a repeat returns the first result and moves nothing; the same key with another body is 409 030002', async () => {
    const key = 'transfer-key-0001';
    const first = await send({ from: 'main', to: 'PG', amount: '10' }, key);
    const again = await send({ from: 'main', to: 'PG', amount: '10' }, key);
    expect(again).toEqual(first);
    expect(await game('PG')).toBe('10.00');
    expect(await sendFail({ from: 'main', to: 'PG', amount: '11' }, idem(key))).toMatchObject({ status: 409, code: '030002' });
    expect(await game('PG')).toBe('10.00');
    // Keys belong to a player: another player may use the same key.
    const other = await login(server, 'demo01');
    const theirs = await server.call(walletApi.transfer, { token: other, headers: idem(key), body: { from: 'main', to: 'PG', amount: '5', currency: 'NTD' } });
    expect(theirs.toBalance).toBe('5.00');
  });
});

describe('recycle (one-click collect-all)', () => {
  it('brings every game wallet of the currency back to main (DB points x5); true means success', async () => {
    await send({ from: 'main', to: 'JDB', amount: '300' });
    const before = await balances();
    const inGames = before.gameWallets.filter((w) => w.balance !== '0.00');
    expect(inGames.map((w) => w.channelCode).sort()).toEqual(['DB', 'JDB', 'KT', 'PG']);
    await letThrottlePass(server, 'phone01');
    expect(await server.call(walletApi.recycle, { token, headers: idem('recycle-1'), query: { currency: 'NTD' } })).toBe(true);
    const after = await balances();
    expect(after.gameWallets.every((w) => w.balance === '0.00')).toBe(true);
    // 50000.00 in total: 49250.50 after the KT round trip, DB and the others returned.
    expect(after.currencies.find((c) => c.currency === 'NTD')?.balance).toBe('50000.00');
    expect(await ledgerMismatches(server)).toEqual([]);
    // Repeating the key replays; nothing left to move anyway.
    expect(await server.call(walletApi.recycle, { token, headers: idem('recycle-1'), query: { currency: 'NTD' } })).toBe(true);
  });

  it('one per 5 s (429 020003), needs a key and a known currency', async () => {
    await letThrottlePass(server, 'phone01');
    expect(await server.call(walletApi.recycle, { token, headers: idem(), query: { currency: 'NTD' } })).toBe(true);
    expect(await server.fail(walletApi.recycle, { token, headers: idem(), query: { currency: 'NTD' } })).toMatchObject({
      status: 429,
      code: '020003',
      msg: '正在處理中，請勿重複點擊',
    });
    expect(await server.fail(walletApi.recycle, { token, query: { currency: 'NTD' } })).toMatchObject({ code: '000405' });
    expect(await server.fail(walletApi.recycle, { token, headers: idem(), query: { currency: 'EUR' } })).toMatchObject({ code: '030005' });
    expect(await server.fail(walletApi.recycle, { token, headers: idem(), query: {} })).toMatchObject({ code: '000400' });
  });
});

describe('finance gates', () => {
  it('recharge limit: level 1 by default; level 2 until a time (then 1 again); level 3', async () => {
    const open = await server.call(walletApi.rechargeLimit, { token, query: { currency: 'NTD' } });
    expect(open).toMatchObject({ limitLevel: 1, limitDate: null });
    expect(Math.abs(Date.parse(open.nowDate) - Date.now())).toBeLessThan(5000);
    const id = await accountIdOf(server, 'phone01');
    const until = new Date(Date.now() + 30 * 60_000).toISOString();
    const db = server.app.site.db;
    await db.insertInto('fund_gates').values({ account_id: id, currency: 'NTD', recharge_limit_level: 2, recharge_limit_until: until, withdraw_open: 0, withdraw_lock: 1 }).execute();
    expect(await server.call(walletApi.rechargeLimit, { token, query: { currency: 'NTD' } })).toMatchObject({ limitLevel: 2, limitDate: until });
    expect(await server.call(walletApi.withdrawCheck, { token, query: { currency: 'NTD' } })).toEqual({ isWithdrawOpen: false, isWithdrawLock: true, suspendedUntil: null });
    await db.updateTable('fund_gates').set({ recharge_limit_until: new Date(Date.now() - 1000).toISOString() }).execute();
    expect((await server.call(walletApi.rechargeLimit, { token, query: { currency: 'NTD' } })).limitLevel).toBe(1);
    await db.updateTable('fund_gates').set({ recharge_limit_level: 3, recharge_limit_until: null }).execute();
    expect((await server.call(walletApi.rechargeLimit, { token, query: { currency: 'NTD' } })).limitLevel).toBe(3);
  });

  it('withdraw check: open and unlocked by default; unknown currency 030005; needs a login', async () => {
    expect(await server.call(walletApi.withdrawCheck, { token, query: { currency: 'USDT' } })).toEqual({ isWithdrawOpen: true, isWithdrawLock: false, suspendedUntil: null });
    expect(await server.fail(walletApi.withdrawCheck, { token, query: { currency: 'EUR' } })).toMatchObject({ code: '030005' });
    expect(await server.fail(walletApi.rechargeLimit, { query: { currency: 'NTD' } })).toMatchObject({ status: 401 });
  });
});
