import { SERVER_TIME_ZONE, type DashboardBrand, type DashboardMoney, type DashboardPeriod, type LedgerKind } from '@site/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { periodBounds } from '../protection/periods';
import { formatMinor } from '../wallet/money';
import { queueCounts } from './queues';
import { addSum, kindsOf, zeroSums, type FigureSums } from './reports-ledger';

type Db = Kysely<Database>;

const TAIPEI_OFFSET_MS = 8 * 3_600_000;

/** The dashboard's figures: the reports' classification of the ledger's kinds (reports-ledger.ts), fees and commission apart. */
const KINDS: LedgerKind[] = kindsOf(['deposits', 'withdrawals', 'stakes', 'payouts', 'bonusCost']);

/** The signed sums of the ledger, per currency, wallet and kind, in [from, to): game wallets' points turned into the currency's minor units. */
async function moneyOf(db: Db, currencies: readonly string[], from: string, to: string): Promise<DashboardMoney[]> {
  const rows = await db
    .selectFrom('ledger_entries')
    .innerJoin('wallet_accounts', 'wallet_accounts.id', 'ledger_entries.wallet_account_id')
    .select((eb) => ['wallet_accounts.currency', 'wallet_accounts.kind as wallet', 'ledger_entries.kind', eb.fn.sum<number | string>('ledger_entries.amount').as('total')])
    .where('ledger_entries.kind', 'in', KINDS)
    .where('ledger_entries.created_at', '>=', from)
    .where('ledger_entries.created_at', '<', to)
    .groupBy(['wallet_accounts.currency', 'wallet_accounts.kind', 'ledger_entries.kind'])
    .execute();
  const sums = new Map<string, FigureSums>(currencies.map((c) => [c, zeroSums()]));
  for (const r of rows) {
    const into = sums.get(r.currency) ?? zeroSums();
    sums.set(r.currency, into);
    addSum(into, r.wallet, r.kind, r.total);
  }
  return [...sums].map(([currency, s]) => ({
    currency,
    deposits: formatMinor(s.deposits),
    withdrawals: formatMinor(s.withdrawals),
    stakes: formatMinor(s.stakes),
    payouts: formatMinor(s.payouts),
    grossGamingRevenue: formatMinor(s.stakes - s.payouts),
    bonusCost: formatMinor(s.bonusCost),
  }));
}

/** Players who registered in [from, to); agents' own accounts are not players. */
async function registrations(db: Db, from: string, to: string): Promise<number> {
  const row = await db
    .selectFrom('accounts')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('register_date', '>=', from)
    .where('register_date', '<', to)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('agents').select('agents.id').whereRef('agents.account_id', '=', 'accounts.id'))))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Players with a deposit credited in [from, to) and none before `from`. */
async function firstDepositors(db: Db, from: string, to: string): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('wallet_accounts as w', 'w.id', 'e.wallet_account_id')
    .select((eb) => eb.fn.count<number | string>('w.account_id').distinct().as('n'))
    .where('e.kind', '=', 'deposit')
    .where('e.created_at', '>=', from)
    .where('e.created_at', '<', to)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('ledger_entries as e2')
            .innerJoin('wallet_accounts as w2', 'w2.id', 'e2.wallet_account_id')
            .select('e2.id')
            .whereRef('w2.account_id', '=', 'w.account_id')
            .where('e2.kind', '=', 'deposit')
            .where('e2.created_at', '<', from),
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Players with at least one stake in [from, to). */
async function activePlayers(db: Db, from: string, to: string): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('wallet_accounts as w', 'w.id', 'e.wallet_account_id')
    .select((eb) => eb.fn.count<number | string>('w.account_id').distinct().as('n'))
    .where('e.kind', '=', 'bet')
    .where('e.created_at', '>=', from)
    .where('e.created_at', '<', to)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The Asia/Taipei date of an instant, 'YYYY-MM-DD'. */
const taipeiDate = (at: Date) => new Date(at.getTime() + TAIPEI_OFFSET_MS).toISOString().slice(0, 10);

async function periodOf(db: Db, currencies: readonly string[], kind: 'day' | 'month', now: Date): Promise<DashboardPeriod> {
  const { start, end } = periodBounds(kind, now);
  const from = start.toISOString();
  const to = end.toISOString();
  const [money, newRegistrations, first, active] = await Promise.all([moneyOf(db, currencies, from, to), registrations(db, from, to), firstDepositors(db, from, to), activePlayers(db, from, to)]);
  const date = taipeiDate(start);
  return { label: kind === 'day' ? date : date.slice(0, 7), from, to, money, newRegistrations, firstDepositors: first, activePlayers: active };
}

/**
 * The dashboard (GET /v1/staff/dashboard): today and this month in Asia/Taipei calendar periods, the money from
 * the ledger per currency, the players' counts and each queue's length and oldest item (the staff stream's own
 * count, services/staff/queues.ts). One database serves one brand (the server's BRAND), so one card.
 */
export async function staffDashboard(db: Db, brand: string, now = new Date()): Promise<{ at: string; timeZone: string; brands: DashboardBrand[] }> {
  const currencies = (await db.selectFrom('currencies').select('code').orderBy('sort').orderBy('code').execute()).map((c) => c.code);
  const [today, month, queues] = await Promise.all([periodOf(db, currencies, 'day', now), periodOf(db, currencies, 'month', now), queueCounts(db)]);
  return { at: now.toISOString(), timeZone: SERVER_TIME_ZONE, brands: [{ brand, today, month, queues }] };
}
