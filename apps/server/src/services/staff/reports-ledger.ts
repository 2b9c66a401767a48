import { SERVER_UTC_OFFSET_MINUTES, type LedgerKind, type ReportMoney } from '@site/contract';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { isPostgres } from '../../db/migrations/util';
import type { Database } from '../../db/schema';
import { MAIN } from '../wallet/ledger';
import { formatMinor, mainPerUnit } from '../wallet/money';

type Db = Kysely<Database>;

/**
 * The ledger kinds each money figure adds up: one classification for the dashboard (services/staff/dashboard.ts)
 * and the reports (reports*.ts); the contract's staff-reports.ts says what each figure means. A kind in no figure
 * (seed, transfers between a player's own wallets, the operator's adjustments) moves no operator money here.
 */
export const FIGURE_KINDS = {
  deposits: ['deposit'],
  withdrawals: ['withdrawHold', 'withdrawRefund'],
  fees: ['withdrawFee', 'feeRefund', 'dormancyFee'],
  stakes: ['bet'],
  payouts: ['payout'],
  bonusCost: ['bonus', 'rebate', 'couponExchange'],
  commission: ['agentCommission'],
} as const satisfies Record<string, readonly LedgerKind[]>;
export type Figure = keyof typeof FIGURE_KINDS;
export const FIGURES = Object.keys(FIGURE_KINDS) as Figure[];
/** Debits from the players' balances, shown as the positive amounts they took. */
const DEBITS: ReadonlySet<Figure> = new Set<Figure>(['withdrawals', 'fees', 'stakes']);
const FIGURE_OF = new Map<string, Figure>(FIGURES.flatMap((f) => FIGURE_KINDS[f].map((k) => [k, f] as const)));

/** The kinds of the given figures (every figure's by default), for a query's `kind in (...)`. */
export function kindsOf(figures: readonly Figure[] = FIGURES): LedgerKind[] {
  return figures.flatMap((f) => [...FIGURE_KINDS[f]]);
}

export type FigureSums = Record<Figure, number>;
export const zeroSums = (): FigureSums => ({ deposits: 0, withdrawals: 0, fees: 0, stakes: 0, payouts: 0, bonusCost: 0, commission: 0 });

/**
 * Adds one grouped sum of the ledger (a wallet's kind, an entry kind, its signed total) into `into`, in the
 * currency's minor units: game wallets' points times the wallet's main-per-unit, debits turned positive.
 */
export function addSum(into: FigureSums, wallet: string, kind: string, total: number | string | bigint | null): void {
  const figure = FIGURE_OF.get(kind);
  if (!figure || total === null) return;
  const minor = Number(total) * (wallet === MAIN ? 1 : mainPerUnit(wallet));
  into[figure] += DEBITS.has(figure) ? -minor : minor;
}

/** The wire figures of sums: gross gaming revenue = stakes - payouts; net = GGR - bonus cost - commission + fees. */
export function moneyOf(s: FigureSums): ReportMoney {
  const ggr = s.stakes - s.payouts;
  return {
    deposits: formatMinor(s.deposits),
    withdrawals: formatMinor(s.withdrawals),
    fees: formatMinor(s.fees),
    stakes: formatMinor(s.stakes),
    payouts: formatMinor(s.payouts),
    grossGamingRevenue: formatMinor(ggr),
    bonusCost: formatMinor(s.bonusCost),
    commission: formatMinor(s.commission),
    netRevenue: formatMinor(ggr - s.bonusCost - s.commission + s.fees),
  };
}

export function addInto(into: FigureSums, from: FigureSums): void {
  for (const f of FIGURES) into[f] += from[f];
}

const OFFSET_MS = SERVER_UTC_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;

/** The UTC instant (ISO text, as the tables store times) an Asia/Taipei day 'YYYY-MM-DD' starts at. */
export function dayStart(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - OFFSET_MS).toISOString();
}

/** The bounds [from, to) of Taipei days `from`..`to`, both included. */
export function rangeBounds(from: string, to: string): { start: string; end: string } {
  return { start: dayStart(from), end: new Date(Date.parse(dayStart(to)) + DAY_MS).toISOString() };
}

/** Whole days from `from` to `to` included (0 or less when `to` is before `from`). */
export function daysIn(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** Each period of the range in order: every day ('YYYY-MM-DD') or every month ('YYYY-MM'). */
export function periodsOf(from: string, to: string, by: 'day' | 'month'): string[] {
  const out: string[] = [];
  if (by === 'day') {
    for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS) out.push(new Date(t).toISOString().slice(0, 10));
    return out;
  }
  let [y, m] = from.slice(0, 7).split('-').map(Number) as [number, number];
  const last = to.slice(0, 7);
  for (;;) {
    const label = `${y}-${String(m).padStart(2, '0')}`;
    out.push(label);
    if (label >= last) return out;
    [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1];
  }
}

/**
 * The Asia/Taipei day ('YYYY-MM-DD') or month ('YYYY-MM') of a time column holding ISO-8601 UTC text, in SQL:
 * the database groups by it. Taipei keeps +08:00 all year, so a fixed shift is exact.
 * SQLite: strftime with a '+8 hours' modifier; PostgreSQL: the text as a timestamp plus 8 hours, to_char.
 */
export function periodSql(db: Db, column: string, by: 'day' | 'month'): RawBuilder<string> {
  const ref = sql.ref(column);
  const hours = SERVER_UTC_OFFSET_MINUTES / 60;
  if (isPostgres(db)) {
    const format = by === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
    return sql<string>`to_char(cast(${ref} as timestamp) + make_interval(hours => ${sql.lit(hours)}), ${sql.lit(format)})`;
  }
  const format = by === 'day' ? '%Y-%m-%d' : '%Y-%m';
  return sql<string>`strftime(${sql.lit(format)}, ${ref}, ${sql.lit(`+${hours} hours`)})`;
}
