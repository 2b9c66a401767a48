import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { DomainError } from '../../domain/errors';
import { UserErrors } from './errors';
import { verifyPassword } from './secrets';
import { revokeAccountSessions, type Session } from './sessions';

type Db = Kysely<Database>;

/**
 * Per-account ceiling on wrong login passwords from every address together (issue 17). The
 * per-address lockout (login.ts, 5 in 15 minutes) lets each new address guess again: 8 addresses
 * checked 40 guesses. After 10 password checks that were not successes within 24 hours, every
 * login of the account needs a captcha, and with a bound phone its SMS code, for the next 24 hours;
 * then the count starts again. A stranger can make the player solve a captcha, never lock them out.
 */
export const ACCOUNT_CEILING = { failures: 10, windowMs: 24 * 3600_000, steppedForMs: 24 * 3600_000 } as const;

/**
 * Wrong current login passwords sent through a logged-in session (password change, withdrawal-password
 * reset by password, withdrawal protection off): 5 within 15 minutes end every session of the account.
 * A stolen token alone then cannot keep guessing; the player logs in again with the password.
 */
export const SESSION_PASSWORD_GUARD = { failures: 5, windowMs: 15 * 60_000 } as const;

/** Whether the account's logins need the captcha (and phone) now: a plain read, the latch only ever turns on within a period. */
export async function isStepped(db: Db, usernameKey: string, now = Date.now()): Promise<boolean> {
  const row = await db.selectFrom('account_login_guards').select('stepped_until').where('username_key', '=', usernameKey).executeTakeFirst();
  return !!row?.stepped_until && Date.parse(row.stepped_until) > now;
}

/**
 * Counts one password check of the account BEFORE it happens, in one atomic upsert (so concurrent
 * guesses from many processes cannot all slip under the ceiling), and latches the stepped-up period
 * when the count passes the ceiling. A window older than 24 hours, or an ended period, starts again at 1.
 */
export async function countAccountAttempt(db: Db, usernameKey: string, now = Date.now()): Promise<{ stepped: boolean }> {
  const at = new Date(now).toISOString();
  const since = new Date(now - ACCOUNT_CEILING.windowMs).toISOString();
  const fresh = sql<boolean>`(account_login_guards.stepped_until is null and account_login_guards.window_start <= ${since}) or (account_login_guards.stepped_until is not null and account_login_guards.stepped_until <= ${at})`;
  const row = await db
    .insertInto('account_login_guards')
    .values({ username_key: usernameKey, failures: 1, window_start: at, stepped_until: null })
    .onConflict((oc) =>
      oc.column('username_key').doUpdateSet({
        failures: sql<number>`case when ${fresh} then 1 else account_login_guards.failures + 1 end`,
        window_start: sql<string>`case when ${fresh} then ${at} else account_login_guards.window_start end`,
        stepped_until: sql<string | null>`case when ${fresh} then null else account_login_guards.stepped_until end`,
      }),
    )
    .returning(['failures', 'stepped_until'])
    .executeTakeFirstOrThrow();
  if (row.stepped_until && row.stepped_until > at) return { stepped: true };
  if (Number(row.failures) <= ACCOUNT_CEILING.failures) return { stepped: false };
  const until = new Date(now + ACCOUNT_CEILING.steppedForMs).toISOString();
  await db
    .updateTable('account_login_guards')
    .set({ stepped_until: until })
    .where('username_key', '=', usernameKey)
    .where((eb) => eb.or([eb('stepped_until', 'is', null), eb('stepped_until', '<=', at)]))
    .execute();
  return { stepped: true };
}

/** A right password outside a stepped period: this check was the player's, not a failure. */
export async function uncountAccountAttempt(db: Db, usernameKey: string): Promise<void> {
  await db
    .updateTable('account_login_guards')
    .set((eb) => ({ failures: eb('failures', '-', 1) }))
    .where('username_key', '=', usernameKey)
    .where('failures', '>', 0)
    .where('stepped_until', 'is', null)
    .execute();
}

/**
 * Checks the current login password sent through a logged-in session. Each check is counted per
 * account before it happens (one atomic upsert: concurrent guesses through any number of sessions and
 * processes get the numbers 1, 2, 3… and only the first five are checked); the fifth wrong one within 15
 * minutes, and any check past it, ends every session of the account and answers 401 012081 (the client
 * logs out). A right password, or a new login of the account that proved the password, the phone or LINE,
 * clears the count; a session made from a login link does not (login.ts admit; issue 33).
 */
export async function checkSessionPassword(db: Db, session: Session, password: string, stored: string, wrong: () => DomainError, now = Date.now()): Promise<void> {
  const at = new Date(now).toISOString();
  const since = new Date(now - SESSION_PASSWORD_GUARD.windowMs).toISOString();
  const row = await db
    .insertInto('session_password_guards')
    .values({ account_id: session.accountId, failures: 1, window_start: at })
    .onConflict((oc) =>
      oc.column('account_id').doUpdateSet({
        failures: sql<number>`case when session_password_guards.window_start <= ${since} then 1 else session_password_guards.failures + 1 end`,
        window_start: sql<string>`case when session_password_guards.window_start <= ${since} then ${at} else session_password_guards.window_start end`,
      }),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  const failures = Number(row.failures);
  // The count stays (a guess already past authentication meets it too); the next login clears it (clearSessionPasswordGuard).
  const endSessions = async () => {
    await revokeAccountSessions(db, session.accountId, 'password-guessing');
    return UserErrors.passwordGuessingLoggedOut();
  };
  if (failures > SESSION_PASSWORD_GUARD.failures) throw await endSessions();
  if (await verifyPassword(password, stored)) {
    await db.deleteFrom('session_password_guards').where('account_id', '=', session.accountId).execute();
    return;
  }
  if (failures >= SESSION_PASSWORD_GUARD.failures) throw await endSessions();
  throw wrong();
}

/** A new login of the account that proved something (password, phone code, LINE; not a login link): the session-password count starts again. */
export async function clearSessionPasswordGuard(db: Db, accountId: number): Promise<void> {
  await db.deleteFrom('session_password_guards').where('account_id', '=', accountId).execute();
}
