import { SERVER_UTC_OFFSET_MINUTES, TERMS_MINOR } from '@site/contract';
import { type Db } from '../fund/common';
import { NTD_SUMS, ntdTotal } from '../fund/ntd-sums';
import { moneyTransaction } from '../wallet/group-commit';
import { lockTermsWindow } from './withdraw-terms';

/**
 * The site's 600,000 a day (issue 33; docs/decisions.md "Issue 33: the site-wide withdrawal cap").
 *
 * The cap is the operator's daily payout capacity, and it must not be usable against other players: a few accounts
 * that take most of a day's capacity must not get everybody else refused until midnight. So a withdrawal is never
 * refused for the site's total. Each withdrawal takes a place in a day's payouts (`payout_day`, an Asia/Taipei
 * date) when it is applied for, if the day still has room for it and nobody is waiting before it; otherwise it is
 * accepted all the same and waits in the queue (`payout_day` null): its money is held exactly as for any pending
 * withdrawal (the hold is taken when it is applied for; a cancel or a rejection returns it), and it is released,
 * in the order the withdrawals were applied for, into the first day with room (the queue is released before any
 * new withdrawal takes a place, so nobody overtakes it), or earlier by the operator's approval (advancing it to
 * 'reviewing' gives it today's place, past the cap: the operator decided to pay it). Failed and cancelled
 * withdrawals free their place. Released withdrawals of a day never pass 600,000 except by an operator's approval.
 *
 * The player's order says 'processing' either way: no answer tells a player the site's total or whether it was
 * reached (the terms page says how the cap works). Every currency counts, in NTD at the order's rate (ntd_amount).
 * A single withdrawal is at most 250,000 (the 24-hour figure), so each day releases at least the queue's head.
 */

/** The Asia/Taipei date (YYYY-MM-DD) of `now`: the payout day a withdrawal made then takes. */
export function payoutDayOf(now: Date): string {
  return new Date(now.getTime() + SERVER_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** The NTD released into `day`'s payouts and still counting (every status but failed and cancelled). */
async function releasedOn(trx: Db, day: string): Promise<number> {
  const rows = await trx
    .selectFrom('withdraw_orders')
    .select(['currency', ...NTD_SUMS])
    .where('payout_day', '=', day)
    .where('status', 'not in', ['failure', 'cancelled'])
    .groupBy('currency')
    .execute();
  return ntdTotal(trx, rows);
}

/**
 * Releases waiting withdrawals into the payouts of `now`'s day, in the order they were applied for, while the day
 * has room; stops at the first that does not fit (nobody overtakes it). Runs in the caller's transaction, after
 * lockTermsWindow. Returns the day, what it has used, whether anybody still waits and how many were released.
 */
async function releaseIn(trx: Db, now: Date): Promise<{ day: string; used: number; waiting: boolean; released: number }> {
  const day = payoutDayOf(now);
  let used = await releasedOn(trx, day);
  const queue = await trx
    .selectFrom('withdraw_orders')
    .select(['id', 'currency', 'amount', 'ntd_amount'])
    .where('payout_day', 'is', null)
    .where('status', '=', 'processing')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  let released = 0;
  for (const w of queue) {
    const ntd = w.ntd_amount === null ? await ntdTotal(trx, [{ currency: w.currency, counted: 0, unpriced: w.amount }]) : Number(w.ntd_amount);
    if (used + ntd > TERMS_MINOR.siteDailyWithdrawCap) return { day, used, waiting: true, released };
    await trx.updateTable('withdraw_orders').set({ payout_day: day }).where('id', '=', w.id).where('payout_day', 'is', null).execute();
    used += ntd;
    released += 1;
  }
  return { day, used, waiting: false, released };
}

/**
 * In the withdrawal's money transaction, after the wallet lock: the site row is locked, the queue released as far
 * as today allows, and the new withdrawal (`ntdAmount`) gets today's date if it fits behind an empty queue, else
 * null: it waits. It is accepted either way.
 */
export async function placeInPayouts(trx: Db, ntdAmount: number, now: Date): Promise<string | null> {
  await lockTermsWindow(trx);
  const { day, used, waiting } = await releaseIn(trx, now);
  return !waiting && used + ntdAmount <= TERMS_MINOR.siteDailyWithdrawCap ? day : null;
}

/** The queue released as far as `now`'s day allows, in a transaction of its own (the operator's listing). Returns how many were released. */
export async function releaseWithdrawQueue(db: Db, now = new Date()): Promise<number> {
  return moneyTransaction(db, async (trx) => {
    await lockTermsWindow(trx);
    return (await releaseIn(trx, now)).released;
  });
}

/** The operator's approval of a waiting withdrawal (it leaves 'processing'): it takes today's place, past the cap if need be. */
export async function releaseByOperator(trx: Db, orderId: number, now: Date): Promise<void> {
  await trx.updateTable('withdraw_orders').set({ payout_day: payoutDayOf(now) }).where('id', '=', orderId).where('payout_day', 'is', null).execute();
}
