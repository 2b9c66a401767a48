import { THROTTLE_MS } from '@site/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Per-player action throttle kept in the database (several server processes
 * share it): true when `action` may run now, and then it counts as the last
 * run; false while the previous run is less than `windowMs` ago. Atomic: the
 * conditional update (or the first insert) is the claim.
 */
export async function takeThrottle(db: Kysely<Database>, accountId: number, action: string, windowMs = THROTTLE_MS, now = Date.now()): Promise<boolean> {
  const updated = await db
    .updateTable('action_throttles')
    .set({ last_at: now })
    .where('account_id', '=', accountId)
    .where('action', '=', action)
    .where('last_at', '<=', now - windowMs)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 1) return true;
  const inserted = await db
    .insertInto('action_throttles')
    .values({ account_id: accountId, action, last_at: now })
    .onConflict((oc) => oc.columns(['account_id', 'action']).doNothing())
    .returning('action')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Milliseconds until `action` may run again (0 when it may now). */
export async function throttleWait(db: Kysely<Database>, accountId: number, action: string, windowMs = THROTTLE_MS, now = Date.now()): Promise<number> {
  const row = await db.selectFrom('action_throttles').select('last_at').where('account_id', '=', accountId).where('action', '=', action).executeTakeFirst();
  return row ? Math.max(0, Number(row.last_at) + windowMs - now) : 0;
}
