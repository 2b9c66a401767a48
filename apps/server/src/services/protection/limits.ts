import { DEPOSIT_LIMIT_MAX, DEPOSIT_LIMIT_MIN, LIMIT_COOLING_DAYS, LIMIT_PERIODS, MINOR_PER_MAJOR, type DepositLimits, type LimitPeriod } from '@site/contract';
import { sql, type Kysely, type Selectable } from 'kysely';
import { isPostgres } from '../../db/migrations/util';
import { prepared } from '../../db/prepared';
import type { Database } from '../../db/schema';
import type { DepositLimitsTable } from '../../db/schema-protection';
import { NTD_SUMS, ntdTotal } from '../fund/ntd-sums';
import { formatMinor, toMinor } from '../wallet/money';
import { dueChange, limitFigures, planChange } from './cooling';
import { ProtectionErrors } from './errors';
import { periodBounds } from './periods';

type Db = Kysely<Database>;
type LimitRow = Selectable<DepositLimitsTable>;

/**
 * Limits are set in the site's own currency; deposits into every currency's wallet count towards them, in NTD at
 * the rate each order was made at (issue 33; docs/decisions.md).
 */
export const LIMIT_CURRENCY = 'NTD';

const iso = (d: Date) => d.toISOString();

async function history(trx: Db, accountId: number, period: string, action: string, oldAmount: number | null, newAmount: number | null, effectiveAt: string, now: Date) {
  await trx
    .insertInto('deposit_limit_history')
    .values({ account_id: accountId, period, action, old_amount: oldAmount, new_amount: newAmount, effective_at: effectiveAt, created_at: iso(now) })
    .execute();
}

/**
 * On PostgreSQL, queues this transaction behind any other protection work of the player (SQLite
 * runs one writer at a time). The account row is the lock even when no limit row exists yet (two
 * first limits at once); NO KEY UPDATE leaves inserts that reference the account unblocked.
 */
export async function lockPlayer(trx: Db, accountId: number): Promise<void> {
  if (isPostgres(trx)) await sql`select id from accounts where id = ${accountId} for no key update`.execute(trx);
}

// Every deposit order reads them (db/prepared.ts).
const limitRows = prepared((db: Db, a: { accountId: number }) => db.selectFrom('deposit_limits').selectAll().where('account_id', '=', a.accountId));
const rowsOf = (trx: Db, accountId: number) => limitRows.rows(trx, { accountId });

/**
 * The player's limit rows under the player's lock, with every pending change whose cooling period
 * is over applied first, so the caller sees what is in force. Runs in the caller's transaction: a
 * deposit order checks and inserts under this one lock. `ifAny`: a player without limits is not
 * locked (deposits of players who set none pay nothing for this).
 */
export async function lockedLimits(trx: Db, accountId: number, now: Date, ifAny = false): Promise<LimitRow[]> {
  if (ifAny && (await rowsOf(trx, accountId)).length === 0) return [];
  await lockPlayer(trx, accountId);
  const rows = await rowsOf(trx, accountId);
  const kept: LimitRow[] = [];
  for (const row of rows) {
    const due = dueChange(row, now);
    if (!due) {
      kept.push(row);
      continue;
    }
    const old = Number(row.amount);
    if (due.next === null) {
      await trx.deleteFrom('deposit_limits').where('account_id', '=', accountId).where('period', '=', row.period).execute();
      await history(trx, accountId, row.period, 'removed', old, null, due.at, now);
      continue;
    }
    const updated = { amount: due.next, pending_amount: null, pending_effective_at: null, updated_at: due.at };
    await trx.updateTable('deposit_limits').set(updated).where('account_id', '=', accountId).where('period', '=', row.period).execute();
    await history(trx, accountId, row.period, 'increased', old, due.next, due.at, now);
    kept.push({ ...row, ...updated });
  }
  return kept;
}

/**
 * Deposit orders of the player created since `start` that count towards a limit, in NTD minor
 * units (every currency, at the rate each order was made at: issue 33): credited, or open and
 * still payable (an unpaid order past its expiry is a timeout even before the housekeeping marks
 * it); cancelled, rejected and expired orders do not count.
 */
async function depositedSince(trx: Db, accountId: number, start: Date, now: Date): Promise<number> {
  const rows = await trx
    .selectFrom('deposit_orders')
    .select(['currency', ...NTD_SUMS])
    .where('account_id', '=', accountId)
    .where('created_at', '>=', iso(start))
    .where((eb) =>
      eb.or([
        eb('status', '=', 'success'),
        eb.and([eb('status', '=', 'processing'), eb.or([eb('tx_hash', 'is not', null), eb('expires_at', '>', iso(now))])]),
      ]),
    )
    .groupBy('currency')
    .execute();
  return ntdTotal(trx, rows);
}

/**
 * Inside the deposit order's transaction: refuses (031040-031042) an order of any currency
 * (`ntdAmount`: what it counts in NTD at the rate it stores) that would take the period's counted
 * deposits past a limit; of several, the one with least left is named.
 */
export async function assertDepositLimits(trx: Db, accountId: number, ntdAmount: number, now: Date): Promise<void> {
  const rows = await lockedLimits(trx, accountId, now, true);
  let worst: { period: LimitPeriod; limit: number; deposited: number; remaining: number } | null = null;
  for (const period of LIMIT_PERIODS) {
    const row = rows.find((r) => r.period === period);
    if (!row) continue;
    const limit = Number(row.amount);
    const deposited = await depositedSince(trx, accountId, periodBounds(period, now).start, now);
    const remaining = Math.max(0, limit - deposited);
    if (deposited + ntdAmount > limit && (!worst || remaining < worst.remaining)) worst = { period, limit, deposited, remaining };
  }
  if (worst) {
    throw ProtectionErrors.depositLimitReached({
      period: worst.period,
      limit: formatMinor(worst.limit),
      deposited: formatMinor(worst.deposited),
      remaining: formatMinor(worst.remaining),
    });
  }
}

async function view(trx: Db, accountId: number, rows: LimitRow[], now: Date): Promise<DepositLimits> {
  const limits = [];
  for (const period of LIMIT_PERIODS) {
    const bounds = periodBounds(period, now);
    const deposited = await depositedSince(trx, accountId, bounds.start, now);
    limits.push({ period, ...limitFigures(rows.find((r) => r.period === period), deposited, bounds), deposited: formatMinor(deposited) });
  }
  return {
    currency: LIMIT_CURRENCY,
    coolingDays: LIMIT_COOLING_DAYS,
    minAmount: formatMinor(DEPOSIT_LIMIT_MIN * MINOR_PER_MAJOR),
    maxAmount: formatMinor(DEPOSIT_LIMIT_MAX * MINOR_PER_MAJOR),
    limits,
  };
}

/** GET: what is in force (due changes applied), pending, deposited and left per period. */
export function depositLimits(db: Db, accountId: number, now = new Date()): Promise<DepositLimits> {
  return db.transaction().execute(async (trx) => view(trx, accountId, await lockedLimits(trx, accountId, now), now));
}

/**
 * PUT: a new limit, a decrease or the same amount over a pending change apply at once (the
 * pending change is dropped); an increase or a removal (amount null) waits LIMIT_COOLING_DAYS
 * from now, replacing any earlier pending change. Refusals change nothing.
 */
export function setDepositLimit(db: Db, accountId: number, period: LimitPeriod, amountText: string | null, now = new Date()): Promise<DepositLimits> {
  const amount = amountText === null ? null : toMinor(amountText);
  if (amount !== null && (amount < DEPOSIT_LIMIT_MIN * MINOR_PER_MAJOR || amount > DEPOSIT_LIMIT_MAX * MINOR_PER_MAJOR)) {
    throw ProtectionErrors.amountOutOfRange(formatMinor(DEPOSIT_LIMIT_MIN * MINOR_PER_MAJOR), formatMinor(DEPOSIT_LIMIT_MAX * MINOR_PER_MAJOR));
  }
  return db.transaction().execute(async (trx) => {
    const rows = await lockedLimits(trx, accountId, now);
    const row = rows.find((r) => r.period === period);
    const at = iso(now);
    const plan = planChange(row, amount, now, ProtectionErrors);
    if (plan.action === 'set') {
      await trx
        .insertInto('deposit_limits')
        .values({ account_id: accountId, period, amount: amount ?? 0, pending_amount: null, pending_effective_at: null, created_at: at, updated_at: at })
        .execute();
      await history(trx, accountId, period, 'set', null, amount, at, now);
    } else {
      const current = Number(row?.amount);
      const update = (values: Partial<DepositLimitsTable>) =>
        trx.updateTable('deposit_limits').set({ ...values, updated_at: at }).where('account_id', '=', accountId).where('period', '=', period).execute();
      if (plan.action === 'decrease') {
        await update({ amount: amount ?? current, pending_amount: null, pending_effective_at: null });
        await history(trx, accountId, period, 'decrease', current, amount, at, now);
      } else {
        await update({ pending_amount: amount, pending_effective_at: plan.effectiveAt });
        await history(trx, accountId, period, plan.action, current, amount, plan.effectiveAt, now);
      }
    }
    return view(trx, accountId, await lockedLimits(trx, accountId, now), now);
  });
}

/** POST cancel: drops a pending increase or removal; the limit in force stays (012093 when none). */
export function cancelDepositLimit(db: Db, accountId: number, period: LimitPeriod, now = new Date()): Promise<DepositLimits> {
  return db.transaction().execute(async (trx) => {
    const row = (await lockedLimits(trx, accountId, now)).find((r) => r.period === period);
    if (!row || row.pending_effective_at === null) throw ProtectionErrors.nothingPending();
    const at = iso(now);
    await trx
      .updateTable('deposit_limits')
      .set({ pending_amount: null, pending_effective_at: null, updated_at: at })
      .where('account_id', '=', accountId)
      .where('period', '=', period)
      .execute();
    await history(trx, accountId, period, 'cancelled', Number(row.amount), row.pending_amount === null ? null : Number(row.pending_amount), at, now);
    return view(trx, accountId, await lockedLimits(trx, accountId, now), now);
  });
}
