import { fundApi, STAFF_ERROR_CODES, STAFF_REPORT_ERROR_CODES, staffQueuesApi, staffReportsApi, type BrandId, type LedgerKind } from '@site/contract';
import { DEMO_GAMES } from '../bootstrap/seed/game-catalogue';
import { loadEnv } from '../env';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../services/accounts/accounts';
import { createAgent } from '../services/agent/agents';
import { move, walletAccountIds } from '../services/wallet/ledger';
import { mainPerUnit } from '../services/wallet/money';
import { withdraw } from '../test/fund';
import { bet, idem, openGame } from '../test/games';
import { startTestServer, type TestServer } from '../test/harness';
import { aPlayer } from '../test/players';
import { enrolledStaff, type TestStaff } from '../test/staff';
import { withdrawSmsCode } from '../test/terms';

// passes: sqlite postgres

/**
 * Issue 38's done-when: a month of deposits, withdrawals, bets, bonuses and fees seeded through the ledger's own
 * `move()` on two brands (one server and database each), and every report's figures equal the ledger's sums for
 * the same Asia/Taipei days and brand, day by day, month by month, per provider and per agent.
 */

interface Brand {
  server: TestServer;
  finance: TestStaff;
  agentIds: number[];
}
const brands = new Map<BrandId, Brand>();
const MONTH = { from: '2026-10-01', to: '2026-10-31' };

/** A small deterministic generator, so a failure repeats. */
function generator(seed: number) {
  // mulberry32
  let a = seed;
  return (n: number) => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (((t ^ (t >>> 14)) >>> 0) % n);
  };
}

/** Seeds a brand: two agents, players under them and one without, and from mid-September to early November each player's days of money. */
async function seed(server: TestServer, brand: BrandId, seedNo: number): Promise<number[]> {
  const { db } = server.app.site;
  const rnd = generator(seedNo);
  const agents = [await createAgent(db, { username: `${brand}ag1x`, password: 'agentPass1', proxyCode: `${brand}A1` }), await createAgent(db, { username: `${brand}ag2x`, password: 'agentPass1', proxyCode: `${brand}A2` })];
  const players: number[] = [];
  for (let i = 0; i < 9; i++) {
    const proxyCode = i % 3 === 2 ? null : (agents[i % 3] as (typeof agents)[number]).proxyCode;
    const account = await createAccount(db, { username: `${brand}rp${i}x`, password: 'playerPass1', phone: null, proxyCode });
    // Registered from mid-September to late October (Taipei), some right at a day's edge.
    const registered = new Date(Date.UTC(2026, 8, 14 + i * 5, i % 2 ? 15 : 16, 30)).toISOString();
    await db.updateTable('accounts').set({ register_date: registered }).where('id', '=', account.id).execute();
    players.push(account.id);
  }
  // Days from 2026-09-28 to 2026-11-02 (UTC midnight), each movement at an hour that crosses Taipei's day edge often.
  for (let day = Date.UTC(2026, 8, 28); day <= Date.UTC(2026, 10, 2); day += 86_400_000) {
    await db.transaction().execute(async (trx) => {
      for (const [i, accountId] of players.entries()) {
        if (rnd(4) === 0) continue;
        const at = (minute: number) => new Date(day + [15, 16, 3, 23][i % 4]! * 3_600_000 + minute * 60_000).toISOString();
        const [main, kt, dbw] = await walletAccountIds(trx, accountId, 'NTD', ['main', 'KT', 'DB']);
        const m = (walletId: number, amount: number, kind: LedgerKind, minute: number) => move(trx, { walletId, amount, kind, reference: `R${accountId}-${day}-${minute}` }, at(minute));
        const deposit = 100_000 + rnd(500_000);
        await m(main!, deposit, 'deposit', 0);
        // Into a game wallet and a round there (DB counts points: 1 main unit is 5 points).
        const game = rnd(2) === 0 ? { id: kt!, perUnit: 1 } : { id: dbw!, perUnit: mainPerUnit('DB') };
        const stake = (2_000 + rnd(4_000)) * 5;
        await m(main!, -stake, 'transferOut', 1);
        await m(game.id, stake / game.perUnit, 'transferIn', 1);
        await m(game.id, -stake / game.perUnit, 'bet', 2);
        const payout = rnd(3) === 0 ? 0 : rnd(30_000);
        if (payout) await m(game.id, payout, 'payout', 3);
        if (rnd(3) === 0) await m(main!, 500 + rnd(5_000), (['bonus', 'rebate', 'couponExchange'] as const)[rnd(3)]!, 4);
        if (rnd(2) === 0) {
          const held = 1_000 + rnd(20_000);
          await m(main!, -held, 'withdrawHold', 5);
          await m(main!, -Math.round(held / 10), 'withdrawFee', 5);
          if (rnd(3) === 0) {
            await m(main!, held, 'withdrawRefund', 6);
            await m(main!, Math.round(held / 10), 'feeRefund', 6);
          }
        }
        if (rnd(10) === 0) await m(main!, -100, 'dormancyFee', 7);
        // Moves no report figure: an operator's adjustment.
        if (rnd(10) === 0) await m(main!, 1_000, 'addCoin', 8);
      }
      // The agents' commission, and a USDT deposit that the NTD reports leave out.
      for (const agent of agents) {
        const [main] = await walletAccountIds(trx, agent.accountId, 'NTD', ['main']);
        if (rnd(5) === 0) await move(trx, { walletId: main!, amount: 10_000 + rnd(9_000), kind: 'agentCommission', reference: `C${agent.id}-${day}` }, new Date(day + 3_600_000).toISOString());
      }
      const [usdt] = await walletAccountIds(trx, players[0]!, 'USDT', ['main']);
      await move(trx, { walletId: usdt!, amount: 12_345, kind: 'deposit', reference: `U${day}` }, new Date(day + 7_200_000).toISOString());
    });
  }
  return agents.map((a) => a.id);
}

beforeAll(async () => {
  for (const [brand, seedNo] of [['jade', 7], ['pearl', 11]] as const) {
    const server = await startTestServer({ env: { ...loadEnv(), brand } });
    const agentIds = await seed(server, brand, seedNo);
    brands.set(brand, { server, finance: await enrolledStaff(server, ['finance']), agentIds });
  }
}, 240_000);
afterAll(async () => {
  await Promise.all([...brands.values()].map((b) => b.server.close()));
});

const taipeiDay = (iso: string) => new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 10);
const cents = (text: string) => Math.round(Number(text) * 100);
/** How each kind counts, written out here apart from the server's classification. */
type Fig = 'deposits' | 'withdrawals' | 'fees' | 'stakes' | 'payouts' | 'bonusCost' | 'commission';
const COUNTS: Partial<Record<LedgerKind, [Fig, 1 | -1]>> = {
  deposit: ['deposits', 1], withdrawHold: ['withdrawals', -1], withdrawRefund: ['withdrawals', -1],
  withdrawFee: ['fees', -1], feeRefund: ['fees', -1], dormancyFee: ['fees', -1],
  bet: ['stakes', -1], payout: ['payouts', 1], bonus: ['bonusCost', 1], rebate: ['bonusCost', 1], couponExchange: ['bonusCost', 1], agentCommission: ['commission', 1],
};

interface Entry { amount: number; kind: string; day: string; wallet: string; currency: string; accountId: number; proxyCode: string | null }
async function ledgerOf(b: Brand): Promise<Entry[]> {
  const rows = await b.server.app.site.db
    .selectFrom('ledger_entries as e')
    .innerJoin('wallet_accounts as w', 'w.id', 'e.wallet_account_id')
    .innerJoin('accounts as a', 'a.id', 'w.account_id')
    .select(['e.amount', 'e.kind', 'e.created_at', 'w.kind as wallet', 'w.currency', 'a.id', 'a.proxy_code'])
    .execute();
  return rows.map((r) => ({ amount: Number(r.amount), kind: r.kind, day: taipeiDay(r.created_at), wallet: r.wallet, currency: r.currency, accountId: r.id, proxyCode: r.proxy_code }));
}
/** The ledger's figures of the entries kept by `keep`, minor units. */
function sums(entries: Entry[], keep: (e: Entry) => boolean) {
  const out: Record<Fig, number> = { deposits: 0, withdrawals: 0, fees: 0, stakes: 0, payouts: 0, bonusCost: 0, commission: 0 };
  for (const e of entries) {
    const count = COUNTS[e.kind as LedgerKind];
    if (!count || e.currency !== 'NTD' || !keep(e)) continue;
    out[count[0]] += count[1] * e.amount * (e.wallet === 'main' ? 1 : mainPerUnit(e.wallet));
  }
  return { ...out, grossGamingRevenue: out.stakes - out.payouts, netRevenue: out.stakes - out.payouts - out.bonusCost - out.commission + out.fees };
}
const inMonth = (e: Entry) => e.day >= MONTH.from && e.day <= MONTH.to;
const FIGURES = ['deposits', 'withdrawals', 'fees', 'stakes', 'payouts', 'grossGamingRevenue', 'bonusCost', 'commission', 'netRevenue'] as const;
const moneyIn = (row: Record<(typeof FIGURES)[number], string>) => Object.fromEntries(FIGURES.map((f) => [f, cents(row[f])]));

describe('reports reconcile to the ledger', () => {
  for (const brand of ['jade', 'pearl'] as const) {
    it(`${brand}: the month's total and every Taipei day equal the ledger's sums; month by month the same total`, async () => {
      const b = brands.get(brand)!;
      const entries = await ledgerOf(b);
      const daily = await b.server.call(staffReportsApi.summary, { token: b.finance.token, query: { brand, ...MONTH, by: 'day' } });
      expect(daily.rows).toHaveLength(31);
      expect(moneyIn(daily.total)).toEqual(sums(entries, inMonth));
      expect(cents(daily.total.deposits)).toBeGreaterThan(0);
      for (const row of daily.rows) expect(moneyIn(row), row.period).toEqual(sums(entries, (e) => e.day === row.period));
      const stakers = (keep: (e: Entry) => boolean) => new Set(entries.filter((e) => e.kind === 'bet' && keep(e)).map((e) => e.accountId)).size;
      expect(daily.total.activePlayers).toBe(stakers(inMonth));
      for (const row of daily.rows) expect(row.activePlayers).toBe(stakers((e) => e.day === row.period));
      const firstDeposit = new Map<number, string>();
      for (const e of entries) if (e.kind === 'deposit' && (firstDeposit.get(e.accountId) ?? '9') > e.day) firstDeposit.set(e.accountId, e.day);
      expect(daily.total.firstDepositors).toBe([...firstDeposit.values()].filter((d) => d >= MONTH.from && d <= MONTH.to).length);

      const monthly = await b.server.call(staffReportsApi.summary, { token: b.finance.token, query: { brand, from: '2026-09-01', to: '2026-11-30', by: 'month' } });
      expect(monthly.rows.map((r) => r.period)).toEqual(['2026-09', '2026-10', '2026-11']);
      expect(moneyIn(monthly.rows[1]!)).toEqual(sums(entries, inMonth));
      expect(moneyIn(monthly.total)).toEqual(sums(entries, (e) => e.day >= '2026-09-01' && e.day <= '2026-11-30'));
      const { db } = b.server.app.site;
      const registered = await db.selectFrom('accounts').select('register_date').where('id', 'not in', db.selectFrom('agents').select('account_id')).execute();
      expect(monthly.rows.map((r) => r.newRegistrations)).toEqual(['2026-09', '2026-10', '2026-11'].map((m) => registered.filter((r) => taipeiDay(r.register_date).startsWith(m)).length));
    });

    it(`${brand}: per provider and per agent, the month's figures equal the ledger's`, async () => {
      const b = brands.get(brand)!;
      const entries = await ledgerOf(b);
      const providers = await b.server.call(staffReportsApi.providers, { token: b.finance.token, query: { brand, ...MONTH } });
      expect(providers.rows.map((r) => r.provider).sort()).toEqual(['DB', 'KT']);
      for (const row of providers.rows) {
        const s = sums(entries, (e) => inMonth(e) && e.wallet === row.provider);
        expect([cents(row.stakes), cents(row.payouts), cents(row.grossGamingRevenue)]).toEqual([s.stakes, s.payouts, s.grossGamingRevenue]);
      }
      const all = sums(entries, inMonth);
      expect([cents(providers.total.stakes), cents(providers.total.payouts)]).toEqual([all.stakes, all.payouts]);

      const agents = await b.server.call(staffReportsApi.agents, { token: b.finance.token, query: { brand, ...MONTH } });
      expect(agents.rows.map((r) => r.agentId)).toEqual(expect.arrayContaining(b.agentIds));
      const agentAccounts = new Map(agents.rows.map((r) => [r.agentId, r.account]));
      for (const row of agents.rows.filter((r) => b.agentIds.includes(r.agentId))) {
        const own = await b.server.app.site.db.selectFrom('accounts').select('id').where('username', '=', agentAccounts.get(row.agentId)!).executeTakeFirstOrThrow();
        const members = sums(entries, (e) => inMonth(e) && e.proxyCode === row.proxyCode && e.accountId !== own.id);
        const paid = sums(entries, (e) => inMonth(e) && e.accountId === own.id);
        const expected = { ...members, commission: paid.commission, netRevenue: members.netRevenue - paid.commission };
        expect(moneyIn(row), row.proxyCode).toEqual(expected);
        expect(row.members).toBe(3);
      }
    });
  }

  it('the retention cohort counts each month registered players and those who staked in each month after', async () => {
    const b = brands.get('jade')!;
    const entries = await ledgerOf(b);
    const report = await b.server.call(staffReportsApi.retention, { token: b.finance.token, query: { brand: 'jade', from: '2026-09-01', to: '2026-11-30' } });
    expect(report.months).toEqual(['2026-09', '2026-10', '2026-11']);
    const { db } = b.server.app.site;
    const registered = await db.selectFrom('accounts').select(['id', 'register_date']).where('id', 'not in', db.selectFrom('agents').select('account_id')).execute();
    for (const [i, cohort] of report.cohorts.entries()) {
      const members = registered.filter((r) => taipeiDay(r.register_date).startsWith(cohort.cohort)).map((r) => r.id);
      expect(cohort.size).toBe(members.length);
      expect(cohort.active).toEqual(report.months.slice(i).map((m) => new Set(entries.filter((e) => e.kind === 'bet' && e.day.startsWith(m) && members.includes(e.accountId)).map((e) => e.accountId)).size));
    }
    expect(report.cohorts[0]!.active[1]).toBeGreaterThan(0);
  });

  it("today's report, after a deposit approved from the queue, a withdrawal and a bet made through the API, equals the ledger's sums", async () => {
    const { server, finance } = brands.get('jade')!;
    const depositor = await aPlayer(server, { card: true });
    const order = await server.call(fundApi.createDeposit, { token: depositor.p.token, headers: idem(), body: { currency: 'NTD', method: 'bank', channelCode: 'BANK', amount: '2345.67', cardId: depositor.cardId } });
    await server.call(staffQueuesApi.claim, { token: finance.token, params: { kind: 'deposit', itemId: order.orderNo } });
    await server.call(staffQueuesApi.depositApprove, { token: finance.token, params: { itemId: order.orderNo } });
    const { p: withdrawer, cardId } = await aPlayer(server, { vipName: 'VIP9', card: true, balance: '5000' });
    await withdraw(server, withdrawer, { cardId, amount: '1200', smsCode: await withdrawSmsCode(server, withdrawer) });
    const { p: gambler } = await aPlayer(server, { balance: '1000', gameWallet: { channel: 'SPX', amount: '1000' } });
    const { session } = await openGame(server, gambler.token, DEMO_GAMES.plain);
    await bet(server, session, '150');

    // Yesterday and today (Taipei), so a run across midnight still compares like with like.
    const today = taipeiDay(new Date().toISOString());
    const yesterday = taipeiDay(new Date(Date.now() - 86_400_000).toISOString());
    const entries = await ledgerOf(brands.get('jade')!);
    const report = await server.call(staffReportsApi.summary, { token: finance.token, query: { brand: 'jade', from: yesterday, to: today } });
    const within = (e: Entry) => e.day >= yesterday && e.day <= today;
    expect(moneyIn(report.total)).toEqual(sums(entries, within));
    expect(cents(report.total.deposits)).toBeGreaterThanOrEqual(234_567);
    expect(cents(report.total.withdrawals)).toBeGreaterThanOrEqual(120_000);
    expect(cents(report.total.stakes)).toBeGreaterThanOrEqual(15_000);
    const providers = await server.call(staffReportsApi.providers, { token: finance.token, query: { brand: 'jade', from: yesterday, to: today } });
    const spx = providers.rows.find((r) => r.provider === 'SPX');
    expect(cents(spx?.stakes ?? '0')).toBe(sums(entries, (e) => within(e) && e.wallet === 'SPX').stakes);
  });

  it('refuses a brand another server holds, a backwards or too long range, and members without the role', async () => {
    const b = brands.get('jade')!;
    const token = b.finance.token;
    expect((await b.server.fail(staffReportsApi.summary, { token, query: { brand: 'pearl', ...MONTH } })).code).toBe(STAFF_REPORT_ERROR_CODES.brandNotServed);
    expect((await b.server.fail(staffReportsApi.summary, { token, query: { brand: 'jade', from: '2026-10-02', to: '2026-10-01' } })).code).toBe(STAFF_REPORT_ERROR_CODES.badRange);
    expect((await b.server.fail(staffReportsApi.providers, { token, query: { brand: 'jade', from: '2025-01-01', to: '2026-10-01' } })).code).toBe(STAFF_REPORT_ERROR_CODES.badRange);
    expect((await b.server.fail(staffReportsApi.summary, { token, query: { brand: 'jade', ...MONTH, currency: 'XYZ' } })).code).toBe(STAFF_REPORT_ERROR_CODES.unknownCurrency);
    const [agentManager, support] = await Promise.all([enrolledStaff(b.server, ['agent_manager']), enrolledStaff(b.server, ['support'])]);
    expect((await b.server.call(staffReportsApi.agents, { token: agentManager.token, query: { brand: 'jade', ...MONTH } })).rows.map((r) => r.agentId)).toEqual(expect.arrayContaining(b.agentIds));
    expect((await b.server.fail(staffReportsApi.summary, { token: agentManager.token, query: { brand: 'jade', ...MONTH } })).code).toBe(STAFF_ERROR_CODES.roleRefused);
    expect((await b.server.fail(staffReportsApi.agents, { token: support.token, query: { brand: 'jade', ...MONTH } })).code).toBe(STAFF_ERROR_CODES.roleRefused);
  });
});
