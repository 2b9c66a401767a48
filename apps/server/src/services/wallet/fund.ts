import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { assertCurrency } from './transfers';

type Db = Kysely<Database>;

async function gate(db: Db, accountId: number, currency: string) {
  await assertCurrency(db, currency);
  return db.selectFrom('fund_gates').selectAll().where('account_id', '=', accountId).where('currency', '=', currency).executeTakeFirst();
}

/**
 * GET /v1/fund/recharge/getRechargeLimit: level 1 normal, 2 paused until
 * limitDate (a pause that has ended reads as level 1), 3 until support is
 * contacted. Set by operators (fund_gates); none means level 1.
 */
export async function rechargeLimit(db: Db, accountId: number, currency: string, now = new Date()) {
  const row = await gate(db, accountId, currency);
  const nowDate = now.toISOString();
  if (!row || row.recharge_limit_level <= 1) return { limitLevel: 1, limitDate: null, nowDate };
  if (row.recharge_limit_level === 2 && (!row.recharge_limit_until || row.recharge_limit_until <= nowDate)) {
    return { limitLevel: 1, limitDate: null, nowDate };
  }
  return { limitLevel: row.recharge_limit_level, limitDate: row.recharge_limit_until, nowDate };
}

/** POST /v1/fund/withdraw/check. */
export async function withdrawCheck(db: Db, accountId: number, currency: string) {
  const row = await gate(db, accountId, currency);
  return { isWithdrawOpen: row ? row.withdraw_open === 1 : true, isWithdrawLock: row ? row.withdraw_lock === 1 : false };
}
