import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { expireDeposits } from '../fund/deposits';
import { rechargeLimitOf, suspendedUntil, withdrawSwitchesOf } from '../fund/gates';
import { assertCurrency } from './transfers';

type Db = Kysely<Database>;

/**
 * GET /v1/fund/recharge/getRechargeLimit: level 1 normal, 2 paused until
 * limitDate (a pause that has ended reads as level 1), 3 until support is
 * contacted (set by operators in fund_gates; none means level 1), and
 * suspendedUntil when deposits are suspended (automatically after unpaid
 * orders, or by an operator). Unpaid orders past their time expire first.
 */
export async function rechargeLimit(db: Db, accountId: number, currency: string, now = new Date()) {
  await assertCurrency(db, currency);
  await expireDeposits(db, now, accountId);
  const limit = await rechargeLimitOf(db, accountId, currency, now);
  return { ...limit, nowDate: now.toISOString(), suspendedUntil: await suspendedUntil(db, accountId, 'recharge', now) };
}

/** POST /v1/fund/withdraw/check, with suspendedUntil when withdrawals are suspended. */
export async function withdrawCheck(db: Db, accountId: number, currency: string, now = new Date()) {
  await assertCurrency(db, currency);
  return { ...(await withdrawSwitchesOf(db, accountId, currency)), suspendedUntil: await suspendedUntil(db, accountId, 'withdraw', now) };
}
