import { fundApi, staffQueuesApi, walletApi } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '../ops-commands';
import { withdraw, type Player } from '../test/fund';
import { ledgerMismatches } from '../test/games';
import { startTestServer, type TestServer } from '../test/harness';
import { aPlayer } from '../test/players';
import { enrolledStaff, type TestStaff } from '../test/staff';
import { withdrawSmsCode } from '../test/terms';

// passes: sqlite postgres

/** Issue 37: withdrawals from the back office's queue: one step per approval, four eyes above the threshold, exact money. */

let server: TestServer;
let first: TestStaff;
let second: TestStaff;
beforeAll(async () => {
  server = await startTestServer();
  [first, second] = await Promise.all([enrolledStaff(server, ['finance']), enrolledStaff(server, ['finance'])]);
});
afterAll(async () => {
  await server.close();
});

const db = () => server.app.site.db;
const ntd = async (p: Player) => (await server.call(walletApi.balance, { token: p.token })).currencies.find((c) => c.currency === 'NTD')?.balance;
const richPlayer = (balance: string) => aPlayer(server, { vipName: 'VIP9', card: true, balance });
const approve = (s: TestStaff, orderNo: string) => server.call(staffQueuesApi.withdrawApprove, { token: s.token, params: { itemId: orderNo } });
const refuseApprove = (s: TestStaff, orderNo: string) => server.fail(staffQueuesApi.withdrawApprove, { token: s.token, params: { itemId: orderNo } });
const auditRows = (playerId: number) => db().selectFrom('audit_log').selectAll().where('subject_id', '=', String(playerId)).where('action', 'like', 'fund.withdraw.%').orderBy('id').execute();

async function bigWithdrawal(amount: string) {
  const { p, cardId } = await richPlayer('100000');
  const order = await withdraw(server, p, { cardId, amount, smsCode: await withdrawSmsCode(server, p) });
  return { p, order };
}

describe('four eyes', () => {
  it('a 60,000 withdrawal needs two different finance members: the first cannot approve it twice; then paid, the money exact', async () => {
    const { p, order } = await bigWithdrawal('60000');
    const held = await ntd(p);
    const listed = (await server.call(staffQueuesApi.withdrawals, { token: first.token, query: { size: 200 } })).records.find((r) => r.orderNo === order.orderNo);
    expect(listed).toMatchObject({ playerId: p.id, amount: '60000.00', status: 'processing', fourEyes: true, approvals: [], destination: order.destination, wagering: { remaining: expect.any(String) } });
    expect(listed?.parts.length).toBeGreaterThanOrEqual(1);

    expect(await approve(first, order.orderNo)).toEqual({ id: order.orderNo, status: 'reviewing' });
    expect(await refuseApprove(first, order.orderNo)).toMatchObject({ status: 409, code: '081011', data: { threshold: 50000 } });
    expect(await db().selectFrom('withdraw_orders').select('status').where('order_no', '=', order.orderNo).executeTakeFirstOrThrow()).toEqual({ status: 'reviewing' });
    expect(await approve(second, order.orderNo)).toEqual({ id: order.orderNo, status: 'withdrawing' });
    // Approved is not paid: approving again is refused, marking paid ends it.
    expect(await refuseApprove(second, order.orderNo)).toMatchObject({ code: '031015' });
    expect(await server.call(staffQueuesApi.withdrawPaid, { token: first.token, params: { itemId: order.orderNo } })).toEqual({ id: order.orderNo, status: 'success' });
    expect(await server.fail(staffQueuesApi.withdrawPaid, { token: first.token, params: { itemId: order.orderNo } })).toMatchObject({ code: '031015' });

    // The money was held at the application and never moved again.
    expect(await ntd(p)).toBe(held);
    expect(await ledgerMismatches(server)).toEqual([]);
    const approvals = await db().selectFrom('withdraw_approvals').select(['staff_id', 'step']).innerJoin('withdraw_orders', 'withdraw_orders.id', 'withdraw_approvals.order_id').where('order_no', '=', order.orderNo).orderBy('withdraw_approvals.id').execute();
    expect(approvals).toEqual([{ staff_id: first.id, step: 'processing' }, { staff_id: second.id, step: 'reviewing' }]);
    const rows = await auditRows(p.id);
    expect(rows.map((r) => [r.action, r.staff_id, JSON.parse(r.before_json ?? '').status, JSON.parse(r.after_json ?? '').status])).toEqual([
      ['fund.withdraw.approve', first.id, 'processing', 'reviewing'],
      ['fund.withdraw.approve', second.id, 'reviewing', 'withdrawing'],
      ['fund.withdraw.paid', first.id, 'withdrawing', 'success'],
    ]);
  });

  it('at or below the threshold one member may take both steps', async () => {
    const { p, order } = await bigWithdrawal('50000');
    expect(await approve(first, order.orderNo)).toMatchObject({ status: 'reviewing' });
    expect(await approve(first, order.orderNo)).toMatchObject({ status: 'withdrawing' });
    expect((await auditRows(p.id)).length).toBe(2);
  });

  it('the threshold is the setting: above 1,000 NTD a 2,000 withdrawal needs two members', async () => {
    const low = await startTestServer({ staffFourEyesAmount: 1000 });
    try {
      const s = await enrolledStaff(low, ['finance']);
      const { p, cardId } = await aPlayer(low, { vipName: 'VIP9', card: true, balance: '5000' });
      const order = await withdraw(low, p, { cardId, amount: '2000' });
      await low.call(staffQueuesApi.withdrawApprove, { token: s.token, params: { itemId: order.orderNo } });
      expect(await low.fail(staffQueuesApi.withdrawApprove, { token: s.token, params: { itemId: order.orderNo } })).toMatchObject({ code: '081011' });
    } finally {
      await low.close();
    }
  });
});

describe('reject and claims on withdrawals', () => {
  it('a rejection returns the held amount once, with its reason, audited; a claim by another member refuses it', async () => {
    const { p, order } = await bigWithdrawal('3000');
    const held = Number(await ntd(p));
    await server.call(staffQueuesApi.claim, { token: first.token, params: { kind: 'withdraw', itemId: order.orderNo } });
    expect(await server.fail(staffQueuesApi.withdrawReject, { token: second.token, params: { itemId: order.orderNo }, body: { reason: '帳戶資料不符' } })).toMatchObject({ code: '081010' });
    expect(await server.call(staffQueuesApi.withdrawReject, { token: first.token, params: { itemId: order.orderNo }, body: { reason: '帳戶資料不符' } })).toMatchObject({ status: 'failure' });
    expect(await server.fail(staffQueuesApi.withdrawReject, { token: first.token, params: { itemId: order.orderNo }, body: { reason: '帳戶資料不符' } })).toMatchObject({ code: '031015' });
    expect(Number(await ntd(p))).toBe(held + 3000);
    expect(await ledgerMismatches(server)).toEqual([]);
    const [row] = await auditRows(p.id);
    expect(row).toMatchObject({ action: 'fund.withdraw.reject', staff_id: first.id });
    expect(JSON.parse(row?.after_json ?? '')).toMatchObject({ status: 'failure', reason: '帳戶資料不符' });
  });
});

describe('the ops command and the queue, one service', () => {
  it('`npm run ops -- fund approve withdraw` writes the same audit row as the queue, actor ops', async () => {
    const { p, order } = await bigWithdrawal('2000');
    await runOps(['fund', 'approve', 'withdraw', order.orderNo], { dataDir: server.dataDir, databaseUrl: server.databaseUrl });
    const [row] = await auditRows(p.id);
    expect(row).toMatchObject({ action: 'fund.withdraw.approve', actor: 'ops', staff_id: null });
    expect(JSON.parse(row?.before_json ?? '')).toMatchObject({ orderNo: order.orderNo, status: 'processing' });
    const listed = (await server.call(staffQueuesApi.withdrawals, { token: first.token, query: { size: 200 } })).records.find((r) => r.orderNo === order.orderNo);
    expect(listed).toMatchObject({ status: 'reviewing', approvals: [{ staffId: null, name: 'ops', step: 'processing' }] });
    expect((await server.call(fundApi.withdrawOrders, { token: p.token, query: {} })).records[0]).toMatchObject({ orderNo: order.orderNo, status: 'reviewing' });
  });
});
