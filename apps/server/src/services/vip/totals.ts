import { sql } from 'kysely';
import { usdtToNtdMinor } from '@site/contract/rules/usdt-rate';
import { usdtRateText } from '../fund/common';
import { TOTALS_CURRENCY, type Db } from './config';

/**
 * The VIP totals (SPEC 3 rechargeTotal / betTotal): approved deposits (by the
 * time they were approved) and valid bets (valid turnover in main-wallet
 * units, by bet time), counted in NTD minor units: USDT amounts at the USDT
 * rate in force. They count from accounts.vip_count_from (set when a level
 * is dropped; null: from the start) up to `until` (exclusive).
 */

export interface Totals {
  recharge: number;
  bet: number;
}

type Sum = { account_id: number; currency: string; total: number | string | null };

async function converter(db: Db): Promise<(minor: number, currency: string) => number> {
  const rate = await usdtRateText(db);
  return (minor, currency) => (currency === TOTALS_CURRENCY ? minor : currency === 'USDT' ? usdtToNtdMinor(minor, rate) : 0);
}

function add<T extends object>(into: Map<number, T>, id: number, make: () => T, apply: (t: T) => void) {
  let t = into.get(id);
  if (!t) {
    t = make();
    into.set(id, t);
  }
  apply(t);
}

/** Totals per player up to `until`; one player with `accountId`. Players without deposits or bets are absent. */
export async function totalsByAccount(db: Db, until: Date, accountId?: number): Promise<Map<number, Totals>> {
  const to = until.toISOString();
  const from = sql<string>`coalesce(a.vip_count_from, '')`;
  let deposits = db
    .selectFrom('deposit_orders as d')
    .innerJoin('accounts as a', 'a.id', 'd.account_id')
    .select(['d.account_id', 'd.currency', (eb) => eb.fn.sum<number | string | null>('d.amount').as('total')])
    .where('d.status', '=', 'success')
    .where('d.settled_at', '<', to)
    .where((eb) => eb('d.settled_at', '>=', from))
    .groupBy(['d.account_id', 'd.currency']);
  let bets = db
    .selectFrom('bet_records as b')
    .innerJoin('accounts as a', 'a.id', 'b.account_id')
    .select(['b.account_id', 'b.currency', (eb) => eb.fn.sum<number | string | null>(eb('b.valid_bet', '*', eb.ref('b.main_per_unit'))).as('total')])
    .where('b.bet_time', '<', to)
    .where((eb) => eb('b.bet_time', '>=', from))
    .groupBy(['b.account_id', 'b.currency']);
  if (accountId !== undefined) {
    deposits = deposits.where('d.account_id', '=', accountId);
    bets = bets.where('b.account_id', '=', accountId);
  }
  const [depositRows, betRows, convert] = await Promise.all([deposits.execute(), bets.execute(), converter(db)]);
  const out = new Map<number, Totals>();
  const make = () => ({ recharge: 0, bet: 0 });
  for (const r of depositRows as Sum[]) add(out, r.account_id, make, (t) => (t.recharge += convert(Number(r.total ?? 0), r.currency)));
  for (const r of betRows as Sum[]) add(out, r.account_id, make, (t) => (t.bet += convert(Number(r.total ?? 0), r.currency)));
  return out;
}

export async function totalsOf(db: Db, accountId: number, until: Date): Promise<Totals> {
  return (await totalsByAccount(db, until, accountId)).get(accountId) ?? { recharge: 0, bet: 0 };
}

export interface WindowActivity {
  /** Valid turnover, NTD minor units. */
  turnover: number;
  /** Approved deposits (count). */
  deposits: number;
}

/** Valid turnover and approved deposits in [from, to) per player (the retention check); one player with `accountId`. */
export async function activityByAccount(db: Db, from: Date, to: Date, accountId?: number): Promise<Map<number, WindowActivity>> {
  let deposits = db
    .selectFrom('deposit_orders')
    .select(['account_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('status', '=', 'success')
    .where('settled_at', '>=', from.toISOString())
    .where('settled_at', '<', to.toISOString())
    .groupBy('account_id');
  let bets = db
    .selectFrom('bet_records')
    .select(['account_id', 'currency', (eb) => eb.fn.sum<number | string | null>(eb('valid_bet', '*', eb.ref('main_per_unit'))).as('total')])
    .where('bet_time', '>=', from.toISOString())
    .where('bet_time', '<', to.toISOString())
    .groupBy(['account_id', 'currency']);
  if (accountId !== undefined) {
    deposits = deposits.where('account_id', '=', accountId);
    bets = bets.where('account_id', '=', accountId);
  }
  const [depositRows, betRows, convert] = await Promise.all([deposits.execute(), bets.execute(), converter(db)]);
  const out = new Map<number, WindowActivity>();
  const make = () => ({ turnover: 0, deposits: 0 });
  for (const r of depositRows) add(out, r.account_id, make, (t) => (t.deposits += Number(r.n)));
  for (const r of betRows as Sum[]) add(out, r.account_id, make, (t) => (t.turnover += convert(Number(r.total ?? 0), r.currency)));
  return out;
}
