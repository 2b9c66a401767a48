import { STAFF_ERRORS } from '@site/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { domainError } from '../../domain/errors';
import { lockLength, WITHDRAW_GUARD } from '../fund/withdraw-guard';
import { inTransaction, writeAudit } from './audit';

type Db = Kysely<Database>;

const minutesLeft = (until: string, now: Date) => Math.max(1, Math.ceil((Date.parse(until) - now.getTime()) / 60_000));

export const StaffGuardErrors = {
  locked: (until: string, now: Date) => domainError(STAFF_ERRORS.locked, { lockedUntil: until, minutes: minutesLeft(until, now) }),
  wrong: (remainingAttempts: number) => domainError(STAFF_ERRORS.wrongCredentials, { remainingAttempts }),
};

/**
 * Runs one check of a staff member's secret (the password, a code, a recovery code), counted on the players'
 * withdrawal-password limits and lock ladder (services/fund/withdraw-guard.ts WITHDRAW_GUARD, lockLength):
 * 5 wrong in a row lock the member's login for 15 minutes, then 1 hour, then 24 hours. The attempt is counted
 * BEFORE the check in one atomic upsert (as the login lockout does), so of any number of concurrent guesses
 * at most 5 are checked; a right one gives its count back.
 */
export async function countedStaffCheck(db: Db, who: { staffId: number; name: string; address: string }, check: () => Promise<boolean>, now = new Date()): Promise<void> {
  const { staffId } = who;
  const at = now.toISOString();
  const ended = sql<boolean>`staff_guards.locked_until is not null and staff_guards.locked_until <= ${at}`;
  const row = await db
    .insertInto('staff_guards')
    .values({ staff_id: staffId, failures: 1, locks: 0, locked_until: null, last_locked_at: null })
    .onConflict((oc) =>
      oc.column('staff_id').doUpdateSet((eb) => ({
        failures: eb.case().when(ended).then(1).else(eb('staff_guards.failures', '+', 1)).end(),
        locked_until: eb.case().when(ended).then(sql<string | null>`null`).else(eb.ref('staff_guards.locked_until')).end(),
      })),
    )
    .returning(['failures', 'locks', 'locked_until', 'last_locked_at'])
    .executeTakeFirstOrThrow();
  if (row.locked_until && row.locked_until > at) throw StaffGuardErrors.locked(row.locked_until, now);
  const failures = Number(row.failures);
  if (failures > WITHDRAW_GUARD.maxFailures) throw StaffGuardErrors.locked(at, now);
  if (await check()) {
    await db.updateTable('staff_guards').set({ failures: 0 }).where('staff_id', '=', staffId).execute();
    return;
  }
  if (failures < WITHDRAW_GUARD.maxFailures) throw StaffGuardErrors.wrong(WITHDRAW_GUARD.maxFailures - failures);
  const { step, ms } = lockLength(Number(row.locks), row.last_locked_at, now);
  const until = new Date(now.getTime() + ms).toISOString();
  // The lock is a security event: in the audit log with the lock, in one transaction.
  await inTransaction(db, async (trx) => {
    await trx.updateTable('staff_guards').set({ failures: 0, locks: step + 1, locked_until: until, last_locked_at: at }).where('staff_id', '=', staffId).execute();
    await writeAudit(trx, who, { action: 'staff.locked', subjectType: 'staff', subjectId: staffId, before: null, after: { lockedUntil: until, lock: step + 1 } }, now);
  });
  throw StaffGuardErrors.locked(until, now);
}

/** The end of a member's running lock, or null. */
export async function staffLockedUntil(db: Db, staffId: number, now = new Date()): Promise<string | null> {
  const row = await db.selectFrom('staff_guards').select('locked_until').where('staff_id', '=', staffId).executeTakeFirst();
  return row?.locked_until && row.locked_until > now.toISOString() ? row.locked_until : null;
}
