import { RECHARGE_LIMIT_LEVELS } from '@site/contract';
import { prepared } from '../../db/prepared';
import { AUTO_SUSPEND } from './constants';
import { type Db, iso, plusMs } from './common';
import { FundErrors } from './errors';

/**
 * The finance gates of SPEC 4 and 5, in the order a request meets them:
 * a bound telephone, the operator's recharge limit or withdrawal switches
 * (fund_gates), an automatic or operator suspension (fund_suspensions), then
 * a binding for the first deposit or withdrawal.
 */

export type FundAction = 'recharge' | 'withdraw';

/** Issue 17: frontend type 2 (agent accounts, user_type 2) neither deposit nor withdraw nor set either up (SPEC hides both). */
export function refuseAgent(account: { user_type: number }): void {
  if (account.user_type === 2) throw FundErrors.agentAccount();
}

export function requirePhone(account: { telephone: string | null }): void {
  if (!account.telephone) throw FundErrors.phoneRequired();
}

// Read by every deposit order and withdrawal (db/prepared.ts).
const gateRowOf = prepared((db: Db, a: { accountId: number; currency: string }) =>
  db.selectFrom('fund_gates').selectAll().where('account_id', '=', a.accountId).where('currency', '=', a.currency),
);
const latestSuspension = prepared((db: Db, a: { accountId: number; action: FundAction; now: string }) =>
  db
    .selectFrom('fund_suspensions')
    .select((eb) => eb.fn.max('until').as('until'))
    .where('account_id', '=', a.accountId)
    .where('action', '=', a.action)
    .where('until', '>', a.now),
);
const approvedCard = prepared((db: Db, a: { accountId: number }) =>
  db.selectFrom('bank_cards').select('id').where('account_id', '=', a.accountId).where('status', '=', 'approved'),
);
const boundAddress = prepared((db: Db, a: { accountId: number }) => db.selectFrom('wallet_addresses').select('id').where('account_id', '=', a.accountId));

async function gateRow(db: Db, accountId: number, currency: string) {
  return gateRowOf.first(db, { accountId, currency });
}

/** Level 1 normal, 2 paused until limitDate (a pause that has ended reads as 1), 3 until support is contacted. */
export async function rechargeLimitOf(db: Db, accountId: number, currency: string, now: Date) {
  const row = await gateRow(db, accountId, currency);
  const nowDate = iso(now);
  if (!row || row.recharge_limit_level <= 1) return { limitLevel: 1, limitDate: null as string | null };
  if (row.recharge_limit_level === RECHARGE_LIMIT_LEVELS.pausedForMinutes && (!row.recharge_limit_until || row.recharge_limit_until <= nowDate)) {
    return { limitLevel: 1, limitDate: null as string | null };
  }
  return { limitLevel: row.recharge_limit_level, limitDate: row.recharge_limit_until };
}

export async function withdrawSwitchesOf(db: Db, accountId: number, currency: string) {
  const row = await gateRow(db, accountId, currency);
  return { isWithdrawOpen: row ? row.withdraw_open === 1 : true, isWithdrawLock: row ? row.withdraw_lock === 1 : false };
}

/** The end of the latest suspension still running, or null. */
export async function suspendedUntil(db: Db, accountId: number, action: FundAction, now: Date): Promise<string | null> {
  const row = await latestSuspension.first(db, { accountId, action, now: iso(now) });
  return (row?.until as string | null | undefined) ?? null;
}

const minutesUntil = (until: string, now: Date) => Math.max(1, Math.ceil((Date.parse(until) - now.getTime()) / 60_000));

export async function assertNotSuspended(db: Db, accountId: number, action: FundAction, now: Date): Promise<void> {
  const until = await suspendedUntil(db, accountId, action, now);
  if (until) throw FundErrors.suspended(minutesUntil(until, now));
}

/** 031001 with the level and, for a timed pause, the minutes left. */
export async function assertRechargeOpen(db: Db, accountId: number, currency: string, now: Date): Promise<void> {
  const limit = await rechargeLimitOf(db, accountId, currency, now);
  if (limit.limitLevel <= 1) return;
  throw FundErrors.rechargeLimited({ limitLevel: limit.limitLevel, minutes: limit.limitDate ? minutesUntil(limit.limitDate, now) : null });
}

export async function assertWithdrawOpen(db: Db, accountId: number, currency: string): Promise<void> {
  const s = await withdrawSwitchesOf(db, accountId, currency);
  if (!s.isWithdrawOpen || s.isWithdrawLock) throw FundErrors.withdrawBlocked(s);
}

/** SPEC 5: the first deposit or withdrawal needs an approved bank card or a bound wallet address. */
export async function hasBinding(db: Db, accountId: number): Promise<boolean> {
  if (await approvedCard.first(db, { accountId })) return true;
  return (await boundAddress.first(db, { accountId })) !== undefined;
}

export async function assertBinding(db: Db, accountId: number): Promise<void> {
  if (!(await hasBinding(db, accountId))) throw FundErrors.bindingRequired();
}

/**
 * After a deposit order of the player was left unpaid (timed out or
 * cancelled) at `at`: AUTO_SUSPEND.unpaidOrders such orders within the
 * window, none of them counted by an earlier suspension, suspend deposits
 * for AUTO_SUSPEND.suspendMs from `at`. Runs inside the caller's transaction.
 */
export async function noteUnpaid(trx: Db, accountId: number, at: Date): Promise<void> {
  const last = await trx
    .selectFrom('fund_suspensions')
    .select((eb) => eb.fn.max('created_at').as('at'))
    .where('account_id', '=', accountId)
    .where('action', '=', 'recharge')
    .where('source', '=', 'auto')
    .executeTakeFirst();
  const windowStart = iso(plusMs(at, -AUTO_SUSPEND.windowMs));
  const since = last?.at && (last.at as string) > windowStart ? (last.at as string) : windowStart;
  const row = await trx
    .selectFrom('deposit_orders')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('account_id', '=', accountId)
    .where('status', 'in', ['timeout', 'cancelled'])
    .where('updated_at', '>', since)
    .where('updated_at', '<=', iso(at))
    .executeTakeFirstOrThrow();
  if (Number(row.n) < AUTO_SUSPEND.unpaidOrders) return;
  await trx
    .insertInto('fund_suspensions')
    .values({ account_id: accountId, action: 'recharge', until: iso(plusMs(at, AUTO_SUSPEND.suspendMs)), source: 'auto', created_at: iso(at) })
    .execute();
}
