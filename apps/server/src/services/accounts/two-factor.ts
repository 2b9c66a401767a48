import type { LoginMethod, LoginResult, TwoFactorProof, TwoFactorStatus } from '@site/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { seal } from '../staff/seal';
import { accountById, type AccountRow } from './accounts';
import { checkSessionPassword } from './login-ceiling';
import { UserErrors } from './errors';
import { recordLogin, refusalCode, type LoginClient } from './login-history';
import { isoIn, randomToken, sha256Hex } from './secrets';
import type { Session } from './sessions';
import { isKnownDevice } from './sms-verify';
import { acceptCode, checkTwoFactorProof, countedTwoFactorCheck, twoFactorKey, twoFactorOn, TwoFactorErrors } from './two-factor-guard';
import { newRecoveryCodes, newTotpSecret, recoveryCodeHash, totpOf } from './totp';

type Db = Kysely<Database>;

/**
 * Two-factor login by an authenticator app for players (issue 39; api/account-two-factor.ts): enrolment (the
 * password, then a code of the new secret), status, turning it off (a code or a recovery code), and the login's
 * code step. The checks and the one rule for money and security actions are two-factor-guard.ts; the codes and
 * recovery codes are totp.ts, shared with the staff login.
 */

/** The login step's ticket lives 5 minutes (the staff login's). */
export const TWO_FACTOR_TICKET_MS = 5 * 60_000;

export async function twoFactorStatus(db: Db, accountId: number): Promise<TwoFactorStatus> {
  const row = await twoFactorOn(db, accountId);
  if (!row) return { enabled: false, enabledAt: null, recoveryCodesLeft: 0 };
  const left = await db
    .selectFrom('player_recovery_codes')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('account_id', '=', accountId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { enabled: true, enabledAt: row.enabled_at, recoveryCodesLeft: Number(left.n) };
}

/** Step 1, the login password confirmed (the session-password count: 012081 after 5 wrong): a new secret, sealed, pending. */
export async function beginTwoFactor(db: Db, session: Session, input: { pwd: string }, issuer: string, now = new Date()) {
  const row = await accountById(db, session.accountId);
  if (await twoFactorOn(db, row.id)) throw TwoFactorErrors.alreadyOn();
  await checkSessionPassword(db, session, input.pwd, row.password_hash, UserErrors.oldPasswordWrong);
  const secret = newTotpSecret();
  const sealed = seal(twoFactorKey(db), secret);
  // A begin again replaces the unconfirmed secret; the wrong-code count and its locks stay.
  await db
    .insertInto('player_two_factor')
    .values({ account_id: row.id, secret: sealed, pending: 1, enabled_at: null, last_step: null, failures: 0, locks: 0, locked_until: null, last_locked_at: null, created_at: now.toISOString() })
    .onConflict((oc) => oc.column('account_id').doUpdateSet({ secret: sealed, pending: 1, enabled_at: null, last_step: null }))
    .execute();
  return { secret, uri: totpOf(row.username, issuer, secret).toString() };
}

/** Step 2: a code of the pending secret turns two-factor on, with ten new recovery codes answered this once. */
export async function confirmTwoFactor(db: Db, session: Session, input: { code: string }, now = new Date()): Promise<{ recoveryCodes: string[] }> {
  const accountId = session.accountId;
  const row = await db.selectFrom('player_two_factor').selectAll().where('account_id', '=', accountId).executeTakeFirst();
  if (!row || row.pending !== 1) throw row ? TwoFactorErrors.alreadyOn() : TwoFactorErrors.notOn();
  await countedTwoFactorCheck(db, accountId, () => acceptCode(db, accountId, row.secret, input.code, now, 1), now);
  const codes = newRecoveryCodes();
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('player_two_factor').set({ pending: 0, enabled_at: now.toISOString() }).where('account_id', '=', accountId).execute();
    await trx.deleteFrom('player_recovery_codes').where('account_id', '=', accountId).execute();
    await trx
      .insertInto('player_recovery_codes')
      .values(codes.map((code) => ({ account_id: accountId, code_hash: recoveryCodeHash(code), used_at: null })))
      .execute();
  });
  return { recoveryCodes: codes };
}

/** Turns it off with a code or a recovery code (counted); the secret and the recovery codes go. */
export async function disableTwoFactor(db: Db, session: Session, proof: TwoFactorProof, now = new Date()): Promise<null> {
  const accountId = session.accountId;
  await checkTwoFactorProof(db, accountId, proof, now);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('player_recovery_codes').where('account_id', '=', accountId).execute();
    await trx.deleteFrom('two_factor_tickets').where('account_id', '=', accountId).execute();
    await trx.deleteFrom('player_two_factor').where('account_id', '=', accountId).execute();
  });
  return null;
}

/**
 * Called by login.ts admit for a login that proved the password, the phone or LINE: while two-factor is on and
 * the device is one the account never used, 013040 with a ticket for the code step instead of a session.
 */
export async function requireSecondFactor(db: Db, row: AccountRow, deviceId: string, method: LoginMethod, now = new Date()): Promise<void> {
  if (!(await twoFactorOn(db, row.id))) return;
  if (await isKnownDevice(db, row.id, deviceId)) return;
  const ticket = randomToken(24);
  const expiresAt = isoIn(TWO_FACTOR_TICKET_MS, now);
  await db.insertInto('two_factor_tickets').values({ token_hash: sha256Hex(ticket), account_id: row.id, method, created_at: now.toISOString(), expires_at: expiresAt, used_at: null }).execute();
  throw TwoFactorErrors.codeRequired(ticket, expiresAt);
}

/**
 * The login's code step: the ticket of a 013040 answer with a code or a recovery code (counted); the ticket is
 * spent by the first right proof, and `admit` opens the session (the device is then known).
 */
export async function loginTwoFactorStep(
  db: Db,
  input: { ticket: string } & TwoFactorProof,
  client: LoginClient,
  admit: (row: AccountRow, method: LoginMethod) => Promise<LoginResult>,
  now = new Date(),
): Promise<LoginResult> {
  const hash = sha256Hex(input.ticket);
  const ticket = await db.selectFrom('two_factor_tickets').selectAll().where('token_hash', '=', hash).executeTakeFirst();
  if (!ticket || ticket.used_at !== null || ticket.expires_at <= now.toISOString()) throw TwoFactorErrors.ticketInvalid();
  const method = ticket.method as LoginMethod;
  try {
    await checkTwoFactorProof(db, ticket.account_id, input, now);
  } catch (error) {
    // A wrong code or the lock is a refused login in the player's history (issue 39), with the password step's method.
    const code = refusalCode(error);
    if (code) await recordLogin(db, ticket.account_id, { method, client, errorCode: code }).catch(() => undefined);
    throw error;
  }
  const spent = await db.updateTable('two_factor_tickets').set({ used_at: now.toISOString() }).where('token_hash', '=', hash).where('used_at', 'is', null).executeTakeFirst();
  if (Number(spent.numUpdatedRows) !== 1) throw TwoFactorErrors.ticketInvalid();
  return admit(await accountById(db, ticket.account_id), method);
}
