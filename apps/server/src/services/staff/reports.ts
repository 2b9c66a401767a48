import { REPORT_MAX_DAYS, SERVER_TIME_ZONE, STAFF_REPORT_ERRORS, type ProviderRow, type ReportGrain, type ReportQuery, type SummaryRow } from '@site/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { domainError } from '../../domain/errors';
import { MAIN } from '../wallet/ledger';
import { formatMinor, mainPerUnit } from '../wallet/money';
import { addInto, addSum, daysIn, kindsOf, moneyOf, periodSql, periodsOf, rangeBounds, zeroSums, type FigureSums } from './reports-ledger';

type Db = Kysely<Database>;

export const ReportErrors = {
  brandNotServed: (served: string) => domainError(STAFF_REPORT_ERRORS.brandNotServed, { served: [served] }),
  badRange: () => domainError(STAFF_REPORT_ERRORS.badRange, { maxDays: REPORT_MAX_DAYS }),
  unknownCurrency: () => domainError(STAFF_REPORT_ERRORS.unknownCurrency),
};

/** A report's checked request: the served brand, a range of at most REPORT_MAX_DAYS days, a currency of the site. */
export interface ReportScope {
  brand: string;
  currency: string;
  from: string;
  to: string;
  /** [start, end) in UTC ISO text. */
  start: string;
  end: string;
  currencies: string[];
}

/** Checks a report's query against the server (one database serves one brand: `served`) and the site's currencies. */
export async function reportScope(db: Db, served: string, query: ReportQuery): Promise<ReportScope> {
  if (query.brand !== served) throw ReportErrors.brandNotServed(served);
  const days = daysIn(query.from, query.to);
  if (days < 1 || days > REPORT_MAX_DAYS) throw ReportErrors.badRange();
  const currencies = (await db.selectFrom('currencies').select('code').orderBy('sort').orderBy('code').execute()).map((c) => c.code);
  const currency = query.currency ?? 'NTD';
  if (!currencies.includes(currency)) throw ReportErrors.unknownCurrency();
  return { brand: served, currency, from: query.from, to: query.to, ...rangeBounds(query.from, query.to), currencies };
}

export const reportHead = (s: ReportScope) => ({ brand: s.brand, currency: s.currency, from: s.from, to: s.to, timeZone: SERVER_TIME_ZONE, currencies: s.currencies });
const num = (v: unknown) => Number(v ?? 0);

/** The ledger's signed sums per period, wallet and kind, in the scope's currency (one grouped query). */
async function moneyByPeriod(db: Db, s: ReportScope, by: ReportGrain): Promise<Map<string, FigureSums>> {
  const period = periodSql(db, 'e.created_at', by);
  const rows = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('wallet_accounts as w', 'w.id', 'e.wallet_account_id')
    .select((eb) => [period.as('period'), 'w.kind as wallet', 'e.kind', eb.fn.sum<number | string>('e.amount').as('total')])
    .where('w.currency', '=', s.currency)
    .where('e.kind', 'in', kindsOf())
    .where('e.created_at', '>=', s.start)
    .where('e.created_at', '<', s.end)
    .groupBy([period, 'w.kind', 'e.kind'])
    .execute();
  const sums = new Map<string, FigureSums>();
  for (const r of rows) {
    const into = sums.get(r.period) ?? zeroSums();
    sums.set(r.period, into);
    addSum(into, r.wallet, r.kind, r.total);
  }
  return sums;
}

/** Distinct players with a stake, per period and over the whole range (any currency). */
async function activeByPeriod(db: Db, s: ReportScope, by: ReportGrain): Promise<{ per: Map<string, number>; all: number }> {
  const period = periodSql(db, 'e.created_at', by);
  const base = db
    .selectFrom('ledger_entries as e')
    .innerJoin('wallet_accounts as w', 'w.id', 'e.wallet_account_id')
    .where('e.kind', '=', 'bet')
    .where('e.created_at', '>=', s.start)
    .where('e.created_at', '<', s.end);
  const [rows, all] = await Promise.all([
    base.select((eb) => [period.as('period'), eb.fn.count<number | string>('w.account_id').distinct().as('n')]).groupBy(period).execute(),
    base.select((eb) => eb.fn.count<number | string>('w.account_id').distinct().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { per: new Map(rows.map((r) => [r.period, num(r.n)])), all: num(all.n) };
}

/** Players registered per period (agents' own accounts are not players). */
async function registrationsByPeriod(db: Db, s: ReportScope, by: ReportGrain): Promise<Map<string, number>> {
  const period = periodSql(db, 'a.register_date', by);
  const rows = await db
    .selectFrom('accounts as a')
    .select((eb) => [period.as('period'), eb.fn.countAll<number | string>().as('n')])
    .where('a.register_date', '>=', s.start)
    .where('a.register_date', '<', s.end)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('agents').select('agents.id').whereRef('agents.account_id', '=', 'a.id'))))
    .groupBy(period)
    .execute();
  return new Map(rows.map((r) => [r.period, num(r.n)]));
}

/** Players whose first deposit ever (any currency) was credited in each period. */
async function firstDepositorsByPeriod(db: Db, s: ReportScope, by: ReportGrain): Promise<Map<string, number>> {
  const firsts = db
    .selectFrom('ledger_entries as e')
    .innerJoin('wallet_accounts as w', 'w.id', 'e.wallet_account_id')
    .select((eb) => ['w.account_id', eb.fn.min<string>('e.created_at').as('first_at')])
    .where('e.kind', '=', 'deposit')
    .groupBy('w.account_id')
    .as('f');
  const period = periodSql(db, 'f.first_at', by);
  const rows = await db
    .selectFrom(firsts)
    .select((eb) => [period.as('period'), eb.fn.countAll<number | string>().as('n')])
    .where('f.first_at', '>=', s.start)
    .where('f.first_at', '<', s.end)
    .groupBy(period)
    .execute();
  return new Map(rows.map((r) => [r.period, num(r.n)]));
}

/** GET /v1/staff/reports/summary: every period of the range (zeros included) and the total, all from grouped SQL. */
export async function summaryReport(db: Db, served: string, query: ReportQuery & { by?: ReportGrain }) {
  const s = await reportScope(db, served, query);
  const by = query.by ?? 'day';
  const [money, active, registered, firsts] = await Promise.all([moneyByPeriod(db, s, by), activeByPeriod(db, s, by), registrationsByPeriod(db, s, by), firstDepositorsByPeriod(db, s, by)]);
  const total = zeroSums();
  const rows: SummaryRow[] = periodsOf(s.from, s.to, by).map((period) => {
    const sums = money.get(period) ?? zeroSums();
    addInto(total, sums);
    return { period, ...moneyOf(sums), activePlayers: active.per.get(period) ?? 0, newRegistrations: registered.get(period) ?? 0, firstDepositors: firsts.get(period) ?? 0 };
  });
  const sumOf = (k: 'newRegistrations' | 'firstDepositors') => rows.reduce((n, r) => n + r[k], 0);
  return {
    ...reportHead(s),
    by,
    rows,
    total: { period: 'total', ...moneyOf(total), activePlayers: active.all, newRegistrations: sumOf('newRegistrations'), firstDepositors: sumOf('firstDepositors') },
  };
}

/** GET /v1/staff/reports/providers: stakes and payouts per game provider's wallet (its channel code), busiest first. */
export async function providersReport(db: Db, served: string, query: ReportQuery) {
  const s = await reportScope(db, served, query);
  const base = db
    .selectFrom('ledger_entries as e')
    .innerJoin('wallet_accounts as w', 'w.id', 'e.wallet_account_id')
    .where('w.currency', '=', s.currency)
    .where('w.kind', '<>', MAIN)
    .where('e.kind', 'in', ['bet', 'payout'])
    .where('e.created_at', '>=', s.start)
    .where('e.created_at', '<', s.end);
  const isBet = sql<boolean>`e.kind = 'bet'`;
  const [rows, all] = await Promise.all([
    base
      .select((eb) => [
        'w.kind as provider',
        eb.fn.sum<number | string>(eb.case().when(isBet).then(eb.ref('e.amount')).else(0).end()).as('staked'),
        eb.fn.sum<number | string>(eb.case().when(isBet).then(0).else(eb.ref('e.amount')).end()).as('paid'),
        eb.fn.sum<number | string>(eb.case().when(isBet).then(1).else(0).end()).as('bets'),
        eb.fn.count<number | string>(eb.case().when(isBet).then(eb.ref('w.account_id')).end()).distinct().as('players'),
      ])
      .groupBy('w.kind')
      .execute(),
    base.select((eb) => eb.fn.count<number | string>('w.account_id').distinct().as('n')).where('e.kind', '=', 'bet').executeTakeFirstOrThrow(),
  ]);
  const total = { stakes: 0, payouts: 0, bets: 0 };
  const out = rows
    .map((r) => {
      const perUnit = mainPerUnit(r.provider);
      const stakes = -num(r.staked) * perUnit;
      const payouts = num(r.paid) * perUnit;
      total.stakes += stakes;
      total.payouts += payouts;
      total.bets += num(r.bets);
      return { provider: r.provider, stakes, payouts, bets: num(r.bets), players: num(r.players) };
    })
    .sort((a, b) => b.stakes - a.stakes || a.provider.localeCompare(b.provider));
  const wire = (r: { provider: string; stakes: number; payouts: number; bets: number; players: number }): ProviderRow => ({
    provider: r.provider,
    stakes: formatMinor(r.stakes),
    payouts: formatMinor(r.payouts),
    grossGamingRevenue: formatMinor(r.stakes - r.payouts),
    bets: r.bets,
    players: r.players,
  });
  return { ...reportHead(s), rows: out.map(wire), total: wire({ provider: 'total', ...total, players: num(all.n) }) };
}
