import { STAFF_SESSION_LIMITS } from '@site/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { CoreErrors } from '../../domain/errors';
import { DUMMY_HASH, verifyPassword } from '../accounts/secrets';
import { codeStep, newRecoveryCodes, newTotpSecret, recoveryCodeHash, totpOf } from '../accounts/totp';
import { writeAudit } from './audit';
import { countedStaffCheck, StaffGuardErrors } from './guard';
import { memberView, StaffErrors, type StaffRow } from './members';
import { seal, unseal } from './seal';
import { issueStaffToken, spendTicket, ticketStaff } from './sessions';

type Db = Kysely<Database>;

/** What the login calls need beyond the database: the sealing key (seal.ts) and the caller's address. */
export interface StaffLoginContext {
  db: Db;
  key: Buffer;
  address: string;
  /** The issuer the authenticator app shows beside the member's name. */
  issuer: string;
  now?: Date;
}

/**
 * Whether `code` is right for the secret now and newer than the last accepted one: the step it was made for is
 * written in one conditional update, so the same code (or an older one) is refused the second time, also when
 * two calls race.
 */
async function acceptCode(db: Db, row: StaffRow, secretBase32: string, code: string, now: Date): Promise<boolean> {
  const step = codeStep(secretBase32, code, now);
  if (step === null) return false;
  const result = await db
    .updateTable('staff')
    .set({ totp_last_step: step })
    .where('id', '=', row.id)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

async function useRecoveryCode(db: Db, staffId: number, code: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('staff_recovery_codes')
    .set({ used_at: now.toISOString() })
    .where('staff_id', '=', staffId)
    .where('code_hash', '=', recoveryCodeHash(code))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Step 1: the password, counted on the member's lock. A right one answers a 5-minute ticket for step 2. */
export async function staffPasswordStep(c: StaffLoginContext, input: { name: string; pwd: string }) {
  const now = c.now ?? new Date();
  const row = await c.db.selectFrom('staff').selectAll().where('name', '=', input.name).executeTakeFirst();
  if (!row) {
    // An unknown name costs the same time and answers as a wrong password.
    await verifyPassword(input.pwd, DUMMY_HASH);
    throw StaffGuardErrors.wrong(4);
  }
  await countedStaffCheck(c.db, { staffId: row.id, name: row.name, address: c.address }, () => verifyPassword(input.pwd, row.password_hash), now);
  if (row.disabled === 1) throw CoreErrors.accountBlocked();
  const { token } = await issueStaffToken(c.db, row.id, 'ticket', c.address, now);
  return { ticket: token, next: row.totp_secret === null ? ('enrol' as const) : ('code' as const) };
}

/** Opens the member's session after step 2 and records the login, with the ticket spent, in one transaction. */
async function openSession(c: StaffLoginContext, row: StaffRow, ticketId: number, action: string, now: Date, extra?: (trx: Db) => Promise<void>) {
  return c.db.transaction().execute(async (trx) => {
    await spendTicket(trx, ticketId, now);
    await extra?.(trx);
    const { token, expiresAt } = await issueStaffToken(trx, row.id, 'session', c.address, now);
    const after = await trx.updateTable('staff').set({ last_login_at: now.toISOString() }).where('id', '=', row.id).returningAll().executeTakeFirstOrThrow();
    await writeAudit(trx, { staffId: row.id, name: row.name, address: c.address }, { action, subjectType: 'staff', subjectId: row.id, before: null, after: { expiresAt } }, now);
    return { token, expiresAt, idleMinutes: STAFF_SESSION_LIMITS.idleMinutes, staff: memberView(after) };
  });
}

/** Step 2: an authenticator code (each accepted once) or an unused recovery code; wrong ones count on the lock. */
export async function staffCodeStep(c: StaffLoginContext, input: { ticket: string; code?: string | undefined; recoveryCode?: string | undefined }) {
  const now = c.now ?? new Date();
  const row = await ticketStaff(c.db, input.ticket, now);
  if (row.totp_secret === null) throw StaffErrors.enrolState();
  const sealed = row.totp_secret;
  const { code, recoveryCode: recovery } = input;
  if (code === undefined && recovery === undefined) throw CoreErrors.badRequest({ issues: [{ in: 'body', path: 'code', message: 'a code or a recovery code' }] });
  await countedStaffCheck(c.db, { staffId: row.id, name: row.name, address: c.address }, () => (code !== undefined ? acceptCode(c.db, row, unseal(c.key, sealed), code, now) : useRecoveryCode(c.db, row.id, recovery ?? '', now)), now);
  return openSession(c, row, row.ticketId, code !== undefined ? 'staff.login' : 'staff.loginRecovery', now);
}

/** First login: a new secret, kept sealed until a code of it confirms it. */
export async function staffEnrolStart(c: StaffLoginContext, input: { ticket: string }) {
  const now = c.now ?? new Date();
  const row = await ticketStaff(c.db, input.ticket, now);
  if (row.totp_secret !== null) throw StaffErrors.enrolState();
  const secret = newTotpSecret();
  await c.db.transaction().execute(async (trx) => {
    await trx.updateTable('staff').set({ totp_pending: seal(c.key, secret) }).where('id', '=', row.id).execute();
    await writeAudit(trx, { staffId: row.id, name: row.name, address: c.address }, { action: 'staff.enrolStart', subjectType: 'staff', subjectId: row.id }, now);
  });
  return { secret, uri: totpOf(row.name, c.issuer, secret).toString() };
}

/** First login: a code of the new secret makes it the member's, with ten new recovery codes (answered this once) and the session. */
export async function staffEnrolConfirm(c: StaffLoginContext, input: { ticket: string; code: string }) {
  const now = c.now ?? new Date();
  const row = await ticketStaff(c.db, input.ticket, now);
  if (row.totp_secret !== null || row.totp_pending === null) throw StaffErrors.enrolState();
  const pending = row.totp_pending;
  await countedStaffCheck(c.db, { staffId: row.id, name: row.name, address: c.address }, () => acceptCode(c.db, row, unseal(c.key, pending), input.code, now), now);
  const codes = newRecoveryCodes();
  const session = await openSession(c, row, row.ticketId, 'staff.enrol', now, async (trx) => {
    await trx.updateTable('staff').set({ totp_secret: pending, totp_pending: null }).where('id', '=', row.id).execute();
    await trx.deleteFrom('staff_recovery_codes').where('staff_id', '=', row.id).execute();
    await trx
      .insertInto('staff_recovery_codes')
      .values(codes.map((code) => ({ staff_id: row.id, code_hash: recoveryCodeHash(code), used_at: null })))
      .execute();
  });
  return { ...session, recoveryCodes: codes };
}
