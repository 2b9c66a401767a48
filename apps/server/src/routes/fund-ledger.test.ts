import { buildPath, fundApi, messageApi, walletApi, type Endpoint } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedPath } from '../openapi';
import { runOps } from '../ops-commands';
import { approveDeposit } from '../services/fund/review';
import { approvedCard, newPlayer, validBet, WITHDRAW_PASSWORD } from '../test/fund';
import { idem, ledgerMismatches, recentRange } from '../test/games';
import { startTestServer, type TestServer } from '../test/harness';
import { aPlayer } from '../test/players';
import { betAt } from './vip-fixtures';

// passes: sqlite postgres

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const db = () => server.app.site.db;

describe('the ledger under 100 concurrent withdrawals, deposits and transfers on one player', () => {
  it('every balance equals its entries, none negative, no duplicate per key, never more withdrawn than was there', async () => {
    const p = await newPlayer(server, { vipName: '特邀VIP' });
    const cardId = await approvedCard(server, p);
    // Only the 20 deposits of 100 fund it, so the balance binds before the terms do (issue 33: without a code the
    // 24 hours' withdrawals stop at 2,500; the transfers leave less than 2,000, so one of 1,000 at most passes).
    const orders = await Promise.all(
      Array.from({ length: 20 }, () =>
        server.call(fundApi.createDeposit, { token: p.token, headers: idem(), body: { currency: 'NTD', method: 'bank', channelCode: 'BANK', amount: '100', cardId } }),
      ),
    );
    // Each deposit is wagered 1x by bets made after it (issue 17): one approved before, 19 mid-storm, so
    // the big valid bet that covers them all is timed an hour ahead (a bet settling later), after every one.
    await approveDeposit(db(), orders[0]?.orderNo ?? '');
    await betAt(server, p.id, 1_000_000_00, new Date(Date.now() + 3_600_000));
    const key = 'same-key-every-time';
    const jobs: Array<Promise<{ kind: string; ok: boolean; code?: string; orderNo?: string | undefined }>> = [];
    for (let i = 0; i < 100; i++) {
      const k = i % 4 === 0 ? key : `w-${i}`;
      const w = fetchCall(fundApi.applyWithdraw, { token: p.token, headers: idem(k), body: { currency: 'NTD', amount: '1000', cardId, withdrawPassword: WITHDRAW_PASSWORD } });
      jobs.push(w.then((r) => ({ kind: k === key ? 'same' : 'withdraw', ...r })));
      if (i % 5 === 0 && i > 0) jobs.push(approveDeposit(db(), orders[i / 5]?.orderNo ?? '').then(() => ({ kind: 'deposit', ok: true })));
      if (i % 10 === 0) {
        jobs.push(fetchCall(walletApi.transfer, { token: p.token, headers: idem(), body: { currency: 'NTD', from: 'main', to: 'KT', amount: '50' } }).then((r) => ({ kind: 'transfer', ...r })));
      }
    }
    const results = await Promise.all(jobs);
    const sameKey = results.filter((r) => r.kind === 'same' && r.ok);
    expect(new Set(sameKey.map((r) => r.orderNo)).size).toBeLessThanOrEqual(1);
    const held = await db()
      .selectFrom('withdraw_orders')
      .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.sum<number | string>('amount').as('total')])
      .where('account_id', '=', p.id)
      .executeTakeFirstOrThrow();
    expect(Number(held.n)).toBe(results.filter((r) => r.kind === 'withdraw' && r.ok).length + (sameKey.length > 0 ? 1 : 0));
    expect(Number(held.n)).toBeGreaterThanOrEqual(1);
    expect(Number(held.n)).toBeLessThanOrEqual(2);
    const credited = (1 + results.filter((r) => r.kind === 'deposit').length) * 100_00;
    const transferred = results.filter((r) => r.kind === 'transfer' && r.ok).length * 50_00;
    expect(Number(held.total)).toBeLessThanOrEqual(credited - transferred);
    const main = (await server.call(walletApi.balance, { token: p.token })).currencies.find((c) => c.currency === 'NTD')?.balance;
    expect(Math.round(Number(main) * 100)).toBe(credited - transferred - Number(held.total));
    expect(await ledgerMismatches(server)).toEqual([]);
    // Every refusal is 'insufficient balance' or the terms' SMS code past 2,500 in 24 hours (never an error of ours);
    // the held money never exceeded what was there.
    const refusals = results.filter((r) => !r.ok).map((r) => r.code);
    expect(refusals.filter((c) => c !== '030001' && c !== '031072')).toEqual([]);
    expect(refusals).toContain('030001');
  });
});

/** One real request; a refusal is reported (with its code), not thrown, and nothing is retried. */
async function fetchCall(endpoint: Endpoint, input: { token: string; headers: Record<string, string>; body: unknown }) {
  const res = await server.fetch<{ code: string; data: { orderNo?: string } | null }>(buildPath(servedPath(endpoint), {}), {
    method: endpoint.method,
    body: input.body,
    headers: { ...input.headers, token: input.token },
  });
  return { ok: res.status === 200, code: res.json.code, orderNo: res.json.data?.orderNo };
}

describe('passbook and trade notices', () => {
  it('fund tab: deposit, addCoin, the transfer to a game, withdrawal (hold and refund with the order status); transaction tab: orders; 90 days only', async () => {
    const { p, cardId } = await aPlayer(server, { card: true, balance: '5000' });
    const dep = await server.call(fundApi.createDeposit, { token: p.token, headers: idem(), body: { currency: 'NTD', method: 'bank', channelCode: 'BANK', amount: '1000', cardId } });
    await approveDeposit(db(), dep.orderNo);
    await db().updateTable('deposit_orders').set({ status: 'success' }).where('account_id', '=', p.id).execute();
    await server.call(walletApi.transfer, { token: p.token, headers: idem(), body: { currency: 'NTD', from: 'main', to: 'KT', amount: '10' } });
    await validBet(server, p.id, 1_000_000_00);
    const w = await server.call(fundApi.applyWithdraw, { token: p.token, headers: idem(), body: { currency: 'NTD', amount: '1000', cardId, withdrawPassword: WITHDRAW_PASSWORD } });
    await server.call(fundApi.cancelWithdraw, { token: p.token, headers: idem(), params: { orderNo: w.orderNo } });
    const fundTab = await server.call(fundApi.passbook, { token: p.token, query: { tab: 'fund', ...recentRange() } });
    expect(fundTab.records.map((r) => [r.type, r.status, r.amount])).toEqual([
      ['withdrawal', 'cancelled', '1000.00'],
      ['withdrawal', 'cancelled', '-1000.00'],
      ['transfer', 'success', '-10.00'],
      ['deposit', 'success', '1000.00'],
      ['addCoin', 'success', '5000.00'],
    ]);
    expect(fundTab.records[4]?.balanceAfter).toBe('5000.00');
    const deposits = await server.call(fundApi.passbook, { token: p.token, query: { tab: 'fund', type: 'deposit', ...recentRange() } });
    expect(deposits.total).toBe(1);
    expect((await server.call(fundApi.passbook, { token: p.token, query: { tab: 'fund', status: 'cancelled', ...recentRange() } })).total).toBe(2);
    expect((await server.call(fundApi.passbook, { token: p.token, query: { tab: 'fund', type: 'transfer', ...recentRange() } })).total).toBe(1);
    const tx = await server.call(fundApi.passbook, { token: p.token, query: { tab: 'transaction', ...recentRange() } });
    expect(tx.records.map((r) => [r.type, r.status, r.orderNo])).toEqual([
      ['withdrawal', 'cancelled', w.orderNo],
      ['deposit', 'success', dep.orderNo],
    ]);
    expect((await server.call(fundApi.passbook, { token: p.token, query: { tab: 'transaction', type: 'bonus', ...recentRange() } })).total).toBe(0);
    const old = { startTime: new Date(Date.now() - 120 * 86_400_000).toISOString(), endTime: new Date().toISOString() };
    expect(await server.fail(fundApi.passbook, { token: p.token, query: { tab: 'fund', ...old } })).toMatchObject({ code: '020004' });

    const notices = await server.call(messageApi.transNotices, { token: p.token, query: {} });
    expect(notices.records.map((n) => n.title)).toEqual(['託售已取消', '儲值成功']);
    const first = notices.records[0];
    expect(await server.call(messageApi.transNoticeRead, { token: p.token, params: { id: first?.id ?? 0 } })).toMatchObject({ isRead: true });
    const other = await newPlayer(server);
    expect(await server.fail(messageApi.transNoticeRead, { token: other.token, params: { id: first?.id ?? 0 } })).toMatchObject({ status: 404 });
    expect(await server.call(messageApi.readAll, { token: p.token, body: { kind: 'trade' } })).toEqual({ updated: 1 });
  });
});

describe('operator commands (npm run ops -- fund ...)', () => {
  it('list, approve and reject print one parsable line per record; limits, switches, suspension and credit', async () => {
    const target = { dataDir: server.dataDir, databaseUrl: server.databaseUrl };
    const p = await newPlayer(server);
    const ops = (...args: string[]) => runOps(['fund', ...args], target);
    expect(await ops('credit', p.name, '--amount', '2000.50')).toMatch(new RegExp(`^credit ${p.name} type=addCoin amount=2000.50 balance=2000.50 ref=AC\\d{8}[0-9A-F]{10}$`));
    expect(await ops('credit', p.name, '--amount', '0.50', '--type', 'deductCoin')).toContain('amount=-0.50 balance=2000.00');
    await expect(ops('credit', p.name, '--amount', '99999', '--type', 'deductCoin')).rejects.toThrow(/refused: 030001/);
    const cardId = await approvedCard(server, p);
    const dep = await server.call(fundApi.createDeposit, { token: p.token, headers: idem(), body: { currency: 'NTD', method: 'bank', channelCode: 'BANK', amount: '300', cardId } });
    expect(await ops('list', '--kind', 'deposit', '--account', p.name)).toMatch(new RegExp(`^deposit ${dep.orderNo} status=processing account=${p.name} method=bank channel=BANK amount=300.00 `));
    expect(await ops('approve', 'deposit', dep.orderNo)).toBe(`deposit ${dep.orderNo} status=success amount=300.00 balance=2300.00`);
    expect(await ops('list', '--kind', 'card', '--account', p.name)).toMatch(new RegExp(`^card ${cardId} status=approved account=${p.name} bank=013 cardNo=\\*{4}\\d{4} `));
    await validBet(server, p.id, 1_000_000_00);
    const w = await server.call(fundApi.applyWithdraw, { token: p.token, headers: idem(), body: { currency: 'NTD', amount: '1000', cardId, withdrawPassword: WITHDRAW_PASSWORD } });
    expect(await ops('approve', 'withdraw', w.orderNo)).toBe(`withdraw ${w.orderNo} status=reviewing amount=1000.00`);
    expect(await ops('reject', 'withdraw', w.orderNo, '--reason', '帳戶資料不符')).toBe(`withdraw ${w.orderNo} status=failure amount=1000.00 reason="帳戶資料不符"`);
    await expect(ops('reject', 'withdraw', w.orderNo)).rejects.toThrow(/--reason/);
    expect(await ops('limit', p.name, '--level', '2', '--minutes', '20')).toMatch(new RegExp(`^limit ${p.name} level=2 until=\\d{4}-`));
    expect((await server.call(walletApi.rechargeLimit, { token: p.token, query: { currency: 'NTD' } })).limitLevel).toBe(2);
    expect(await ops('withdraw-lock', p.name, 'on')).toBe(`withdraw-lock ${p.name} on`);
    expect(await ops('withdraw-open', p.name, 'off')).toBe(`withdraw-open ${p.name} off`);
    expect((await server.call(walletApi.withdrawCheck, { token: p.token, query: { currency: 'NTD' } })).isWithdrawLock).toBe(true);
    expect(await ops('suspend', p.name, '--action', 'withdraw', '--minutes', '15')).toMatch(/action=withdraw until=/);
    await expect(ops('approve', 'deposit', 'DP-nope')).rejects.toThrow(/031016/);
    await expect(ops('limit', 'nobody-here', '--level', '2')).rejects.toThrow(/no such account/);
    expect(await ledgerMismatches(server)).toEqual([]);
  });
});
