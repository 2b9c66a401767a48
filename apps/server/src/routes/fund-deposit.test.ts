import { fundApi, messageApi, walletApi } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeposit, depositOrder, expireDeposits } from '../services/fund/deposits';
import { setRechargeLimit, suspend } from '../services/fund/operator';
import { approveDeposit, rejectDeposit } from '../services/fund/review';
import { housekeeping } from '../services/housekeeping';
import { addressOf, approvedCard, newPlayer, type Player, WITHDRAW_PASSWORD } from '../test/fund';
import { idem, ledgerMismatches } from '../test/games';
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
const open = (p: Player, body: Record<string, unknown>, key?: string) =>
  server.call(fundApi.createDeposit, { token: p.token, headers: idem(key), body: { currency: 'NTD', method: 'bank', channelCode: 'BANK', amount: '1000', ...body } });
const refuse = (p: Player, body: Record<string, unknown>) =>
  server.fail(fundApi.createDeposit, { token: p.token, headers: idem(), body: { currency: 'NTD', method: 'bank', channelCode: 'BANK', amount: '1000', ...body } });
const mainBalance = async (p: Player) => (await server.call(walletApi.balance, { token: p.token })).currencies.find((c) => c.currency === 'NTD')?.balance;

describe('deposit gates, in order', () => {
  it('phone 031010, limit 031001, suspension 031017, binding 031004, channel VIP 031014, amount 031013, card 031004', async () => {
    const noPhone = await newPlayer(server, { phone: false });
    expect(await refuse(noPhone, {})).toMatchObject({ code: '031010', msg: '需先綁定您的手機號碼' });

    const p = await newPlayer(server);
    await setRechargeLimit(db(), p.id, 'NTD', 2, 15);
    expect(await refuse(p, {})).toMatchObject({ status: 403, code: '031001', msg: '很抱歉，您暫時無法繼續儲值', data: { limitLevel: 2, minutes: 15 } });
    await setRechargeLimit(db(), p.id, 'NTD', 3, undefined);
    expect(await refuse(p, {})).toMatchObject({ code: '031001', data: { limitLevel: 3, minutes: null } });
    await setRechargeLimit(db(), p.id, 'NTD', 1, undefined);

    const until = await suspend(db(), p.id, 'recharge', 10);
    expect(await refuse(p, {})).toMatchObject({ code: '031017', data: { minutes: 10 } });
    expect((await server.call(walletApi.rechargeLimit, { token: p.token, query: { currency: 'NTD' } })).suspendedUntil).toBe(until);
    await db().deleteFrom('fund_suspensions').where('account_id', '=', p.id).execute();

    expect(await refuse(p, {})).toMatchObject({ code: '031004' });
    const channels = await server.call(fundApi.depositChannels, { token: p.token, query: { currency: 'NTD' } });
    expect(channels.hasBinding).toBe(false);
    expect(channels.usdtRate).toBe('32.15');
    expect(channels.channels.map((c) => [c.code, c.minAmount, c.maxAmount, c.minVipLevel, c.available])).toEqual([
      ['BANK', '100.00', '50000.00', 0, true],
      ['BANK_VIP', '1000.00', '200000.00', 3, false],
      ['USDT_TRC20', '300.00', '100000.00', 0, true],
      ['STORE', '100.00', '20000.00', 0, true],
    ]);
    const cardId = await approvedCard(server, p);
    expect(await refuse(p, { channelCode: 'BANK_VIP', cardId })).toMatchObject({ code: '031014', data: { minVipLevel: 3 } });
    expect(await refuse(p, { amount: '99.99', cardId })).toMatchObject({ code: '031013', data: { minAmount: '100.00', maxAmount: '50000.00' } });
    expect(await refuse(p, { amount: '50000.01', cardId })).toMatchObject({ code: '031013' });
    expect(await refuse(p, {})).toMatchObject({ code: '031004' });
    expect(await refuse(p, { method: 'usdt' })).toMatchObject({ code: '031022' });
    const other = await newPlayer(server);
    const theirs = await approvedCard(server, other);
    expect(await refuse(p, { cardId: theirs })).toMatchObject({ code: '031004' });
    const order = await open(p, { cardId });
    expect(order).toMatchObject({ method: 'bank', amount: '1000.00', status: 'processing', fromCard: expect.stringMatching(/^\*\*\*\* \*\*\*\* \d{4}$/) });
    expect(order.receiving.bank).toMatchObject({ bankName: '國泰世華銀行', accountNo: '123456789012' });
    const vip = await newPlayer(server, { vipName: 'VIP3' });
    expect(await open(vip, { channelCode: 'BANK_VIP', cardId: await approvedCard(server, vip), amount: '150000' })).toMatchObject({ status: 'processing' });
  });
});

describe('deposit orders: credited only on approval, on the ledger', () => {
  it('approved: success, the main wallet credited by a deposit entry, a trade notice; a repeated key opens nothing new', async () => {
    const p = await newPlayer(server);
    const cardId = await approvedCard(server, p);
    const order = await open(p, { cardId, amount: '2500.5' }, 'dep-key-1');
    expect(await open(p, { cardId, amount: '2500.5' }, 'dep-key-1')).toEqual(order);
    expect(await mainBalance(p)).toBe('0.00');
    await approveDeposit(db(), order.orderNo);
    expect(await mainBalance(p)).toBe('2500.50');
    await expect(approveDeposit(db(), order.orderNo)).rejects.toMatchObject({ code: '031015' });
    expect((await server.call(fundApi.depositOrder, { token: p.token, params: { orderNo: order.orderNo } })).status).toBe('success');
    const notices = await server.call(messageApi.transNotices, { token: p.token, query: {} });
    expect(notices.records[0]).toMatchObject({ kind: 'trade', title: '儲值成功', isRead: false });
    expect(await ledgerMismatches(server)).toEqual([]);
  });

  it('rejected as money from another card: failure with the reason, nothing credited', async () => {
    const p = await newPlayer(server);
    const order = await open(p, { cardId: await approvedCard(server, p) });
    await rejectDeposit(db(), order.orderNo, '非綁定銀行卡轉入，款項已退回');
    expect(await server.call(fundApi.depositOrder, { token: p.token, params: { orderNo: order.orderNo } })).toMatchObject({ status: 'failure', reason: '非綁定銀行卡轉入，款項已退回' });
    expect(await mainBalance(p)).toBe('0.00');
  });

  it('USDT: our TRC-20 address, amount / rate rounded up in integers, the hash once (031019)', async () => {
    const p = await newPlayer(server);
    await server.call(fundApi.bindWalletAddress, { token: p.token, body: { network: 'TRC20', address: addressOf(40), name: 'w', withdrawPassword: WITHDRAW_PASSWORD } });
    const order = await open(p, { method: 'usdt', channelCode: 'USDT_TRC20', amount: '1000' });
    expect(order.receiving.usdt).toMatchObject({ network: 'TRC20', usdtAmount: '31.11', rate: '32.15' });
    expect(order.receiving.usdt?.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    const hash = 'ab'.repeat(32);
    expect((await server.call(fundApi.submitTxHash, { token: p.token, params: { orderNo: order.orderNo }, body: { txHash: `0x${hash}` } })).txHash).toBe(hash);
    const second = await open(p, { method: 'usdt', channelCode: 'USDT_TRC20', amount: '300' });
    expect(await server.fail(fundApi.submitTxHash, { token: p.token, params: { orderNo: second.orderNo }, body: { txHash: hash } })).toMatchObject({ code: '031019' });
    expect(await server.fail(fundApi.submitTxHash, { token: p.token, params: { orderNo: second.orderNo }, body: { txHash: 'xyz' } })).toMatchObject({ code: '000400' });
    const into = await open(p, { method: 'usdt', channelCode: 'USDT_WALLET', currency: 'USDT', amount: '12.5' });
    expect(into.receiving.usdt).toMatchObject({ usdtAmount: '12.50', rate: '1' });
  });

  it('store: a 14-digit payment code that lives 3 days', async () => {
    const p = await newPlayer(server);
    await server.call(fundApi.bindWalletAddress, { token: p.token, body: { network: 'TRC20', address: addressOf(41), name: 'w', withdrawPassword: WITHDRAW_PASSWORD } });
    const order = await open(p, { method: 'store', channelCode: 'STORE', amount: '500' });
    expect(order.receiving.store?.paymentCode).toMatch(/^\d{14}$/);
    expect(Date.parse(order.expiresAt) - Date.parse(order.createdAt)).toBe(3 * 24 * 3600_000);
  });
});

describe('unpaid orders time out by themselves and three of them suspend deposits', () => {
  it('30 minutes after opening, a read shows timeout (clock injected); the hourly housekeeping does it for everybody', async () => {
    const p = await newPlayer(server);
    const cardId = await approvedCard(server, p);
    const t0 = new Date();
    const order = await createDeposit(db(), p.id, { channelCode: 'BANK', method: 'bank', currency: 'NTD', amount: '500', cardId }, 'clock-1', t0);
    expect((await depositOrder(db(), p.id, order.orderNo, new Date(t0.getTime() + 29 * 60_000))).status).toBe('processing');
    expect((await depositOrder(db(), p.id, order.orderNo, new Date(t0.getTime() + 30 * 60_000))).status).toBe('timeout');
    const q = await newPlayer(server);
    const other = await createDeposit(db(), q.id, { channelCode: 'BANK', method: 'bank', currency: 'NTD', amount: '500', cardId: await approvedCard(server, q) }, 'clock-2', t0);
    expect((await housekeeping(db(), t0.getTime() + 31 * 60_000)).depositTimeouts).toBeGreaterThanOrEqual(1);
    expect((await server.call(fundApi.depositOrder, { token: q.token, params: { orderNo: other.orderNo } })).status).toBe('timeout');
    expect((await server.call(messageApi.transNotices, { token: q.token, query: {} })).records[0]?.title).toBe('儲值訂單已逾時');
  });

  it('3 orders left unpaid within an hour (cancelled or timed out) suspend deposits for 30 minutes', async () => {
    const p = await newPlayer(server);
    const cardId = await approvedCard(server, p);
    const t0 = new Date();
    const body = { channelCode: 'BANK', method: 'bank' as const, currency: 'NTD', amount: '500', cardId };
    for (const k of ['a', 'b']) {
      const o = await open(p, { cardId }, `cancel-${k}`);
      await server.call(fundApi.cancelDeposit, { token: p.token, params: { orderNo: o.orderNo } });
    }
    expect(await server.fail(fundApi.cancelDeposit, { token: p.token, params: { orderNo: 'DP0' } })).toMatchObject({ code: '031016' });
    await createDeposit(db(), p.id, body, 'late', t0);
    const later = new Date(t0.getTime() + 30 * 60_000);
    await expireDeposits(db(), later, p.id);
    await expect(createDeposit(db(), p.id, body, 'blocked', new Date(later.getTime() + 60_000))).rejects.toMatchObject({ code: '031017', data: { minutes: 29 } });
    await expect(createDeposit(db(), p.id, body, 'free', new Date(later.getTime() + 30 * 60_000 + 1))).resolves.toMatchObject({ status: 'processing' });
  });
});
