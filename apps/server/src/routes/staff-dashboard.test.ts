import { fundApi, staffDashboardApi, staffQueuesApi, type DashboardMoney, type DashboardPeriod } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_GAMES } from '../bootstrap/seed/game-catalogue';
import { approveDeposit } from '../services/fund/review';
import { staffDashboard } from '../services/staff/dashboard';
import { withdraw } from '../test/fund';
import { bet, idem, openGame } from '../test/games';
import { startTestServer, type TestServer } from '../test/harness';
import { aPlayer } from '../test/players';
import { enrolledStaff, type TestStaff } from '../test/staff';
import { withdrawSmsCode } from '../test/terms';

// passes: sqlite postgres

/** Issue 37: the dashboard's figures come from the ledger, per Asia/Taipei day and month, and every member reads them. */

let server: TestServer;
let finance: TestStaff;
let marketing: TestStaff;
beforeAll(async () => {
  server = await startTestServer();
  [finance, marketing] = await Promise.all([enrolledStaff(server, ['finance']), enrolledStaff(server, ['marketing'])]);
});
afterAll(async () => {
  await server.close();
});

const read = async (token: string) => {
  const answer = await server.call(staffDashboardApi.dashboard, { token });
  expect(answer.brands).toHaveLength(1);
  return answer.brands[0] as NonNullable<(typeof answer.brands)[0]>;
};
const cents = (text: string) => Math.round(Number(text) * 100);
const ntd = (period: DashboardPeriod): DashboardMoney => {
  const row = period.money.find((m) => m.currency === 'NTD');
  if (!row) throw new Error('no NTD row');
  return row;
};
/** What changed between two readings of a period, in minor units and counts. */
function delta(before: DashboardPeriod, after: DashboardPeriod) {
  const [b, a] = [ntd(before), ntd(after)];
  const money = (k: Exclude<keyof DashboardMoney, 'currency'>) => cents(a[k]) - cents(b[k]);
  return {
    deposits: money('deposits'),
    withdrawals: money('withdrawals'),
    stakes: money('stakes'),
    payouts: money('payouts'),
    grossGamingRevenue: money('grossGamingRevenue'),
    bonusCost: money('bonusCost'),
    newRegistrations: after.newRegistrations - before.newRegistrations,
    firstDepositors: after.firstDepositors - before.firstDepositors,
    activePlayers: after.activePlayers - before.activePlayers,
  };
}

describe('the dashboard', () => {
  it('shows a deposit approved from the queue, a withdrawal and a bet exactly, today and this month, with the queues', async () => {
    const before = await read(finance.token);
    expect(before.brand).toBe('jade');
    expect(before.today.money.map((m) => m.currency)).toEqual(expect.arrayContaining(['NTD', 'USDT']));

    // A first deposit of 2,345.67 approved by finance from the queue.
    const depositor = await aPlayer(server, { card: true });
    const order = await server.call(fundApi.createDeposit, { token: depositor.p.token, headers: idem(), body: { currency: 'NTD', method: 'bank', channelCode: 'BANK', amount: '2345.67', cardId: depositor.cardId } });
    const waiting = await read(finance.token);
    expect(waiting.queues.deposit.waiting).toBe(before.queues.deposit.waiting + 1);
    expect(waiting.queues.deposit.oldest).not.toBeNull();
    await server.call(staffQueuesApi.claim, { token: finance.token, params: { kind: 'deposit', itemId: order.orderNo } });
    await server.call(staffQueuesApi.depositApprove, { token: finance.token, params: { itemId: order.orderNo } });

    // A withdrawal of 1,200 (held from the balance; it waits in the queue).
    const { p: withdrawer, cardId } = await aPlayer(server, { vipName: 'VIP9', card: true, balance: '5000' });
    await withdraw(server, withdrawer, { cardId, amount: '1200', smsCode: await withdrawSmsCode(server, withdrawer) });

    // A bet of 150 in the demo game, and whatever it paid.
    const { p: gambler } = await aPlayer(server, { balance: '1000', gameWallet: { channel: 'SPX', amount: '1000' } });
    const { session } = await openGame(server, gambler.token, DEMO_GAMES.plain);
    const round = (await bet(server, session, '150')).json.data.round;

    const after = await read(marketing.token);
    // The bonus of the first deposit, if a promotion gives one, is what the ledger says it paid.
    const bonus = await server.app.site.db
      .selectFrom('ledger_entries')
      .innerJoin('wallet_accounts', 'wallet_accounts.id', 'ledger_entries.wallet_account_id')
      .select('ledger_entries.amount')
      .where('wallet_accounts.account_id', 'in', [depositor.p.id, withdrawer.id, gambler.id])
      .where('ledger_entries.kind', 'in', ['bonus', 'rebate', 'couponExchange'])
      .execute();
    const expected = {
      deposits: 234_567,
      withdrawals: 120_000,
      stakes: cents(round.stake),
      payouts: cents(round.payout),
      grossGamingRevenue: cents(round.stake) - cents(round.payout),
      bonusCost: bonus.reduce((sum, r) => sum + Number(r.amount), 0),
      newRegistrations: 3,
      firstDepositors: 1,
      activePlayers: 1,
    };
    expect(cents(round.stake)).toBe(15_000);
    expect(delta(before.today, after.today)).toEqual(expected);
    expect(delta(before.month, after.month)).toEqual(expected);
    expect(after.queues.deposit.waiting).toBe(before.queues.deposit.waiting);
    expect(after.queues.withdraw.waiting).toBe(before.queues.withdraw.waiting + 1);
  });

  it('counts in Asia/Taipei days and months: 23:30 UTC on the last of a month is the next day and month in Taipei', async () => {
    const answer = await staffDashboard(server.app.site.db, 'jade', new Date('2026-06-30T23:30:00.000Z'));
    const card = answer.brands[0];
    expect(answer.timeZone).toBe('Asia/Taipei');
    expect(card?.today).toMatchObject({ label: '2026-07-01', from: '2026-06-30T16:00:00.000Z', to: '2026-07-01T16:00:00.000Z' });
    expect(card?.month).toMatchObject({ label: '2026-07', from: '2026-06-30T16:00:00.000Z', to: '2026-07-31T16:00:00.000Z' });
  });

  it('a second deposit of the same player adds to deposits but not to first depositors', async () => {
    const { p } = await aPlayer(server, { card: true });
    const before = await read(finance.token);
    const db = server.app.site.db;
    for (const amount of ['100', '200']) {
      const cardId = (await db.selectFrom('bank_cards').select('id').where('account_id', '=', p.id).executeTakeFirstOrThrow()).id;
      const order = await server.call(fundApi.createDeposit, { token: p.token, headers: idem(), body: { currency: 'NTD', method: 'bank', channelCode: 'BANK', amount, cardId } });
      await approveDeposit(db, order.orderNo);
    }
    const after = await read(finance.token);
    expect(delta(before.today, after.today)).toMatchObject({ deposits: 30_000, firstDepositors: 1 });
  });
});
