import { DEPOSIT_LIMIT_ERROR_CODES, fundApi, protectionApi, termsApi, TERMS_ERROR_CODES as T } from '@site/contract';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { USDT_RATE_KEY } from '../services/fund/constants';
import { addressOf, approvedCard, newPlayer, WITHDRAW_PASSWORD, type Player } from '../test/fund';
import { idem, ledgerMismatches } from '../test/games';
import { startTestServer, type TestServer } from '../test/harness';
import { aPlayer } from '../test/players';
import { ageWithdrawals, priorWithdrawal, tryWithdraw, withdrawSmsCode } from '../test/terms';

// passes: sqlite postgres

/**
 * Issue 33, findings 2, 4 and 5: every figure of the terms and the player's deposit limits counts every currency,
 * in NTD at the rate the order was made at; the SMS code is asked once the 24 hours' withdrawals, this one included,
 * pass 2,500 (splitting does not avoid it). The seeded USDT rate is 32.15 NTD.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});
// A fresh day for each test: the withdrawals of the earlier ones are a day old.
beforeEach(async () => {
  await ageWithdrawals(server, 25);
});
// A test that moves the rate puts the seeded one back.
afterEach(async () => {
  await db().updateTable('settings').set({ value: '32.15' }).where('key', '=', USDT_RATE_KEY).execute();
});

const db = () => server.app.site.db;
const terms = (p: Player) => server.call(termsApi.withdraw, { token: p.token });
const balanceOf = async (p: Player, currency: string) => (await server.call(fundApi.withdrawInfo, { token: p.token, query: { currency } })).balance;

async function deposit(p: Player, body: Record<string, unknown>) {
  const res = await server.fetch<{ code: string; data: Record<string, unknown> | null }>(`/api${fundApi.createDeposit.path}`, {
    method: 'POST',
    headers: { ...idem(), token: p.token },
    body,
  });
  return { code: res.json.code, data: res.json.data };
}

/** A VIP9 player whose first (fee-free) destination is a TRC-20 address, with `usdt` in the USDT wallet. */
const usdtPlayer = (usdt: string, n: number) => aPlayer(server, { vipName: 'VIP9', address: n, balance: usdt, currency: 'USDT' });

describe('finding 2: the daily deposit limit counts USDT deposits in NTD', () => {
  it('500 USDT (16,075 NTD) is refused with 900 of a 2,000 limit used; 10 USDT counts 321.50 at the order’s rate, not today’s', async () => {
    const p = await newPlayer(server);
    const cardId = await approvedCard(server, p);
    await server.call(protectionApi.setDepositLimit, { token: p.token, body: { period: 'day', amount: '2000' } });
    expect((await deposit(p, { currency: 'NTD', method: 'bank', channelCode: 'BANK', amount: '900', cardId })).code).toBe('000000');

    const usdt = (amount: string) => deposit(p, { currency: 'USDT', method: 'usdt', channelCode: 'USDT_WALLET', amount });
    expect(await usdt('500')).toMatchObject({
      code: DEPOSIT_LIMIT_ERROR_CODES.dayLimitReached,
      data: { period: 'day', limit: '2000.00', deposited: '900.00', remaining: '1100.00' },
    });
    expect((await usdt('10')).code).toBe('000000');
    const of = async () => (await server.call(protectionApi.depositLimits, { token: p.token })).limits.find((l) => l.period === 'day');
    expect(await of()).toMatchObject({ deposited: '1221.50', remaining: '778.50' });

    // The rate changes: the order keeps counting at the rate it was made at.
    await db().updateTable('settings').set({ value: '40' }).where('key', '=', USDT_RATE_KEY).execute();
    expect(await of()).toMatchObject({ deposited: '1221.50', remaining: '778.50' });
    // 20 USDT is 800 NTD at the new rate: past the 778.50 left.
    expect(await usdt('20')).toMatchObject({ code: DEPOSIT_LIMIT_ERROR_CODES.dayLimitReached, data: { deposited: '1221.50', remaining: '778.50' } });
    expect((await usdt('19')).code).toBe('000000');
    expect(await of()).toMatchObject({ deposited: '1981.50', remaining: '18.50' });
  });
});

describe('finding 4: splitting does not avoid the SMS code above 2,500', () => {
  it('the code is asked once the 24 hours’ withdrawals, this one included, pass 2,500; a day later the count starts again', async () => {
    const { p, cardId } = await aPlayer(server, { vipName: 'VIP9', card: true, balance: '100000' });
    const results = [];
    for (let i = 0; i < 8; i++) results.push((await tryWithdraw(server, p, { cardId, amount: '1000' })).code);
    expect(results).toEqual(['000000', '000000', T.withdrawSmsRequired, T.withdrawSmsRequired, T.withdrawSmsRequired, T.withdrawSmsRequired, T.withdrawSmsRequired, T.withdrawSmsRequired]);
    expect(await tryWithdraw(server, p, { cardId, amount: '1000' })).toMatchObject({ code: T.withdrawSmsRequired, data: { above: '2500.00' } });
    expect((await tryWithdraw(server, p, { cardId, amount: '1000', smsCode: await withdrawSmsCode(server, p) })).code).toBe('000000');
    expect((await terms(p)).last24Hours).toBe('3000.00');
    expect(await balanceOf(p, 'NTD')).toBe('97000.00');

    await ageWithdrawals(server, 25);
    expect((await tryWithdraw(server, p, { cardId, amount: '2500' })).code).toBe('000000');
    expect((await tryWithdraw(server, p, { cardId, amount: '1000' })).code).toBe(T.withdrawSmsRequired);
  });

  it('concurrent withdrawals without a code: only those that keep the 24 hours within 2,500 pass', async () => {
    const { p, cardId } = await aPlayer(server, { vipName: 'VIP9', card: true, balance: '100000' });
    const codes = (await Promise.all(Array.from({ length: 8 }, () => tryWithdraw(server, p, { cardId, amount: '1000' })))).map((r) => r.code);
    expect(codes.filter((c) => c === '000000')).toHaveLength(2);
    expect(codes.filter((c) => c === T.withdrawSmsRequired)).toHaveLength(6);
    expect(await balanceOf(p, 'NTD')).toBe('98000.00');
    expect(await ledgerMismatches(server)).toEqual([]);
  });
});

describe('finding 5: USDT withdrawals are inside the terms, in NTD at the order’s rate', () => {
  it('900 USDT (28,935 NTD) needs the SMS code and counts towards the 24 hours', async () => {
    const { p, addressId } = await usdtPlayer('1000', 201);
    const body = { currency: 'USDT', addressId, amount: '900' };
    expect(await tryWithdraw(server, p, body)).toMatchObject({ code: T.withdrawSmsRequired, data: { above: '2500.00' } });
    expect(await balanceOf(p, 'USDT')).toBe('1000.00');
    const order = await tryWithdraw(server, p, { ...body, smsCode: await withdrawSmsCode(server, p) });
    expect(order).toMatchObject({ code: '000000', data: { currency: 'USDT', amount: '900.00', fee: '0.00' } });
    expect(await terms(p)).toMatchObject({ last24Hours: '28935.00', remaining24Hours: '221065.00' });
    // The order keeps the rate it was made at.
    await db().updateTable('settings').set({ value: '40' }).where('key', '=', USDT_RATE_KEY).execute();
    expect((await terms(p)).last24Hours).toBe('28935.00');
  });

  it('USDT and NTD withdrawals share the 250,000 in 24 hours (031070 with what is left)', async () => {
    const { p, addressId } = await usdtPlayer('1000', 202);
    await priorWithdrawal(server, p.id, 230_000_00);
    expect(await tryWithdraw(server, p, { currency: 'USDT', addressId, amount: '900', smsCode: '123456' })).toMatchObject({
      code: T.withdraw24HoursLimit,
      data: { limit: '250000.00', remaining: '20000.00' },
    });
    // 600 USDT is 19,290 NTD: within what is left.
    expect((await tryWithdraw(server, p, { currency: 'USDT', addressId, amount: '600', smsCode: await withdrawSmsCode(server, p) })).code).toBe('000000');
    expect(await terms(p)).toMatchObject({ last24Hours: '249290.00', remaining24Hours: '710.00' });
    expect(await balanceOf(p, 'USDT')).toBe('400.00');
  });

  it('a USDT withdrawal to a destination other than the first pays the 10% fee, in USDT; a cancel returns it', async () => {
    const { p } = await usdtPlayer('1000', 203);
    await server.call(fundApi.bindWalletAddress, { token: p.token, body: { network: 'TRC20', address: addressOf(204), name: 'w2', withdrawPassword: WITHDRAW_PASSWORD } });
    await db().deleteFrom('destination_holds').where('account_id', '=', p.id).execute();
    const second = (await server.call(fundApi.walletAddresses, { token: p.token })).find((a) => a.name === 'w2');
    const order = await tryWithdraw(server, p, { currency: 'USDT', addressId: second?.id, amount: '300', smsCode: await withdrawSmsCode(server, p) });
    expect(order).toMatchObject({ code: '000000', data: { amount: '300.00', fee: '30.00' } });
    expect(await balanceOf(p, 'USDT')).toBe('670.00');
    const orderNo = (order.data as { orderNo: string }).orderNo;
    await server.call(fundApi.cancelWithdraw, { token: p.token, headers: idem(), params: { orderNo } });
    expect(await balanceOf(p, 'USDT')).toBe('1000.00');
    expect(await ledgerMismatches(server)).toEqual([]);
  });
});
