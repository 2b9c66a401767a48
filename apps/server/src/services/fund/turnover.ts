import { WITHDRAWAL_TURNOVER_MULTIPLE } from '@site/contract';
import type { Db } from './common';

/**
 * SPEC 9 withdrawal turnover: required = the successful deposits since the
 * last successful withdrawal (applied for) x WITHDRAWAL_TURNOVER_MULTIPLE;
 * done = valid bets (in main-wallet minor units) since the first of those
 * deposits; remaining = max(0, required - done). Minor units.
 */
export async function turnoverOf(db: Db, accountId: number, currency: string) {
  const lastWithdrawal = await db
    .selectFrom('withdraw_orders')
    .select((eb) => eb.fn.max('created_at').as('at'))
    .where('account_id', '=', accountId)
    .where('currency', '=', currency)
    .where('status', '=', 'success')
    .executeTakeFirst();
  let deposits = db
    .selectFrom('deposit_orders')
    .where('account_id', '=', accountId)
    .where('currency', '=', currency)
    .where('status', '=', 'success');
  const since = lastWithdrawal?.at as string | null | undefined;
  if (since) deposits = deposits.where('settled_at', '>', since);
  const sum = await deposits
    .select((eb) => [eb.fn.sum<number | string | null>('amount').as('total'), eb.fn.min<string | null>('settled_at').as('first')])
    .executeTakeFirstOrThrow();
  const required = Number(sum.total ?? 0) * WITHDRAWAL_TURNOVER_MULTIPLE;
  if (required === 0 || !sum.first) return { required: 0, done: 0, remaining: 0 };
  const bets = await db
    .selectFrom('bet_records')
    .select((eb) => eb.fn.sum<number | string | null>(eb('valid_bet', '*', eb.ref('main_per_unit'))).as('done'))
    .where('account_id', '=', accountId)
    .where('currency', '=', currency)
    .where('bet_time', '>=', sum.first)
    .executeTakeFirstOrThrow();
  const done = Number(bets.done ?? 0);
  return { required, done, remaining: Math.max(0, required - done) };
}
