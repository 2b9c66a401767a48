import type { AgentReportRow, ReportQuery, RetentionCohort } from '@site/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { addInto, addSum, kindsOf, moneyOf, periodSql, periodsOf, zeroSums, type FigureSums } from './reports-ledger';
import { reportHead, reportScope } from './reports';

type Db = Kysely<Database>;

const num = (v: unknown) => Number(v ?? 0);

/** Members of an agent: accounts registered through its proxy code that are not agents themselves. */
const agentAccounts = (db: Db) => db.selectFrom('agents as own').select('own.account_id');

/**
 * GET /v1/staff/reports/agents: per agent, its members' ledger figures in the range (grouped SQL: agents joined
 * to their members' wallets) and the commission the ledger paid the agent itself ('agentCommission' entries).
 */
export async function agentsReport(db: Db, served: string, query: ReportQuery) {
  const s = await reportScope(db, served, query);
  const memberKinds = kindsOf(['deposits', 'withdrawals', 'fees', 'stakes', 'payouts', 'bonusCost']);
  const [agents, members, money, active, commission] = await Promise.all([
    db.selectFrom('agents as g').innerJoin('accounts as ga', 'ga.id', 'g.account_id').select(['g.id', 'ga.username', 'g.proxy_code', 'g.tier']).orderBy('g.id').execute(),
    db
      .selectFrom('agents as g')
      .innerJoin('accounts as a', 'a.proxy_code', 'g.proxy_code')
      .select((eb) => [
        'g.id',
        eb.fn.countAll<number | string>().as('members'),
        eb.fn.sum<number | string>(eb.case().when('a.register_date', '>=', s.start).then(1).else(0).end()).as('fresh'),
      ])
      .where('a.register_date', '<', s.end)
      .where('a.id', 'not in', agentAccounts(db))
      .groupBy('g.id')
      .execute(),
    db
      .selectFrom('agents as g')
      .innerJoin('accounts as a', 'a.proxy_code', 'g.proxy_code')
      .innerJoin('wallet_accounts as w', 'w.account_id', 'a.id')
      .innerJoin('ledger_entries as e', 'e.wallet_account_id', 'w.id')
      .select((eb) => ['g.id', 'w.kind as wallet', 'e.kind', eb.fn.sum<number | string>('e.amount').as('total')])
      .where('w.currency', '=', s.currency)
      .where('e.kind', 'in', memberKinds)
      .where('e.created_at', '>=', s.start)
      .where('e.created_at', '<', s.end)
      .where('a.id', 'not in', agentAccounts(db))
      .groupBy(['g.id', 'w.kind', 'e.kind'])
      .execute(),
    db
      .selectFrom('agents as g')
      .innerJoin('accounts as a', 'a.proxy_code', 'g.proxy_code')
      .innerJoin('wallet_accounts as w', 'w.account_id', 'a.id')
      .innerJoin('ledger_entries as e', 'e.wallet_account_id', 'w.id')
      .select((eb) => ['g.id', eb.fn.count<number | string>('a.id').distinct().as('n')])
      .where('e.kind', '=', 'bet')
      .where('e.created_at', '>=', s.start)
      .where('e.created_at', '<', s.end)
      .where('a.id', 'not in', agentAccounts(db))
      .groupBy('g.id')
      .execute(),
    db
      .selectFrom('agents as g')
      .innerJoin('wallet_accounts as w', 'w.account_id', 'g.account_id')
      .innerJoin('ledger_entries as e', 'e.wallet_account_id', 'w.id')
      .select((eb) => ['g.id', 'w.kind as wallet', 'e.kind', eb.fn.sum<number | string>('e.amount').as('total')])
      .where('w.currency', '=', s.currency)
      .where('e.kind', 'in', kindsOf(['commission']))
      .where('e.created_at', '>=', s.start)
      .where('e.created_at', '<', s.end)
      .groupBy(['g.id', 'w.kind', 'e.kind'])
      .execute(),
  ]);
  const sums = new Map<number, FigureSums>();
  for (const r of [...money, ...commission]) {
    const into = sums.get(r.id) ?? zeroSums();
    sums.set(r.id, into);
    addSum(into, r.wallet, r.kind, r.total);
  }
  const counts = new Map(members.map((m) => [m.id, { members: num(m.members), newMembers: num(m.fresh) }]));
  const actives = new Map(active.map((a) => [a.id, num(a.n)]));
  const all = zeroSums();
  const total: AgentReportRow = { agentId: 0, account: 'total', proxyCode: '', tier: '', members: 0, newMembers: 0, activePlayers: 0, ...moneyOf(all) };
  const rows: AgentReportRow[] = agents.map((g) => {
    const money = sums.get(g.id) ?? zeroSums();
    addInto(all, money);
    const c = counts.get(g.id) ?? { members: 0, newMembers: 0 };
    total.members += c.members;
    total.newMembers += c.newMembers;
    total.activePlayers += actives.get(g.id) ?? 0;
    return { agentId: g.id, account: g.username, proxyCode: g.proxy_code, tier: g.tier, ...c, activePlayers: actives.get(g.id) ?? 0, ...moneyOf(money) };
  });
  // A member belongs to one agent (one proxy code), so the counts add up across agents.
  return { ...reportHead(s), rows, total: { ...total, ...moneyOf(all) } };
}

/**
 * GET /v1/staff/reports/retention: players registered in each month of the range (agents apart) and how many of
 * them staked in that month and each month after, up to the range's last month: two grouped queries.
 */
export async function retentionReport(db: Db, served: string, query: ReportQuery) {
  const s = await reportScope(db, served, query);
  const months = periodsOf(s.from, s.to, 'month');
  const cohortOf = periodSql(db, 'a.register_date', 'month');
  const activeIn = periodSql(db, 'e.created_at', 'month');
  const players = db
    .selectFrom('accounts as a')
    .where('a.register_date', '>=', s.start)
    .where('a.register_date', '<', s.end)
    .where('a.id', 'not in', agentAccounts(db));
  const [sizes, stakers] = await Promise.all([
    players.select((eb) => [cohortOf.as('cohort'), eb.fn.countAll<number | string>().as('n')]).groupBy(cohortOf).execute(),
    players
      .innerJoin('wallet_accounts as w', 'w.account_id', 'a.id')
      .innerJoin('ledger_entries as e', 'e.wallet_account_id', 'w.id')
      .select((eb) => [cohortOf.as('cohort'), activeIn.as('month'), eb.fn.count<number | string>('a.id').distinct().as('n')])
      .where('e.kind', '=', 'bet')
      .where('e.created_at', '>=', s.start)
      .where('e.created_at', '<', s.end)
      .groupBy([cohortOf, activeIn])
      .execute(),
  ]);
  const size = new Map(sizes.map((r) => [r.cohort, num(r.n)]));
  const cohorts: RetentionCohort[] = months.map((cohort, i) => {
    const active = months.slice(i).map((month) => num(stakers.find((r) => r.cohort === cohort && r.month === month)?.n));
    return { cohort, size: size.get(cohort) ?? 0, active };
  });
  return { ...reportHead(s), months, cohorts };
}
