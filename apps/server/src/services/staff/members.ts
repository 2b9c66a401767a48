import { isStaffRole, STAFF_ERRORS, type Page, type StaffListMember, type StaffMember, type StaffRole } from '@site/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { StaffTable } from '../../db/schema-staff';
import { domainError } from '../../domain/errors';
import { hashPassword, randomToken } from '../accounts/secrets';
import { inTransaction, writeAudit, type AuditActor } from './audit';

type Db = Kysely<Database>;
export type StaffRow = Selectable<StaffTable>;

export const StaffErrors = {
  roleRefused: (roles: readonly StaffRole[]) => domainError(STAFF_ERRORS.roleRefused, { roles }),
  ticketInvalid: () => domainError(STAFF_ERRORS.ticketInvalid),
  enrolState: () => domainError(STAFF_ERRORS.enrolState),
  addressRefused: () => domainError(STAFF_ERRORS.addressRefused),
  staffNotFound: () => domainError(STAFF_ERRORS.staffNotFound),
  nameTaken: () => domainError(STAFF_ERRORS.nameTaken),
  selfDisable: () => domainError(STAFF_ERRORS.selfDisable),
};

export function rolesOf(row: Pick<StaffRow, 'roles'>): StaffRole[] {
  return row.roles.split(',').filter(isStaffRole);
}

export function memberView(row: StaffRow): StaffMember {
  return {
    id: row.id,
    name: row.name,
    roles: rolesOf(row),
    disabled: row.disabled === 1,
    enrolled: row.totp_secret !== null,
    createdAt: row.created_at,
    lastLoginAt: row.last_login_at,
  };
}

/** A one-time password to hand over: 16 characters of base64url (96 bits). */
export function oneTimePassword(): string {
  return randomToken(12);
}

/**
 * A new staff member (the first admin by `npm run ops -- staff create`, the others by an admin), recorded in the
 * audit log in the same transaction. The password is hashed as players' are; the caller shows it once.
 */
export async function createStaff(db: Db, actor: AuditActor, input: { name: string; roles: readonly StaffRole[]; password: string }, now = new Date()): Promise<StaffMember> {
  const roles = [...new Set(input.roles)].sort();
  const passwordHash = await hashPassword(input.password);
  return inTransaction(db, async (trx) => {
    const taken = await trx.selectFrom('staff').select('id').where('name', '=', input.name).executeTakeFirst();
    if (taken) throw StaffErrors.nameTaken();
    const row = await trx
      .insertInto('staff')
      .values({
        name: input.name,
        password_hash: passwordHash,
        roles: roles.join(','),
        disabled: 0,
        totp_secret: null,
        totp_pending: null,
        totp_last_step: null,
        created_at: now.toISOString(),
        created_by: 'staffId' in actor ? `staff:${actor.staffId}` : 'ops',
        last_login_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const member = memberView(row);
    await writeAudit(trx, actor, { action: 'staff.create', subjectType: 'staff', subjectId: row.id, before: null, after: member }, now);
    return member;
  });
}

/** Disables a member and ends every session and ticket of theirs, with its audit row, in one transaction. */
export async function disableStaff(db: Db, actor: AuditActor, staffId: number, now = new Date()): Promise<StaffMember> {
  if ('staffId' in actor && actor.staffId === staffId) throw StaffErrors.selfDisable();
  return inTransaction(db, async (trx) => {
    const before = await trx.selectFrom('staff').selectAll().where('id', '=', staffId).executeTakeFirst();
    if (!before) throw StaffErrors.staffNotFound();
    const after = await trx.updateTable('staff').set({ disabled: 1 }).where('id', '=', staffId).returningAll().executeTakeFirstOrThrow();
    await trx.updateTable('staff_sessions').set({ revoked_at: now.toISOString(), revoke_reason: 'disabled' }).where('staff_id', '=', staffId).where('revoked_at', 'is', null).execute();
    await writeAudit(trx, actor, { action: 'staff.disable', subjectType: 'staff', subjectId: staffId, before: memberView(before), after: memberView(after) }, now);
    return memberView(after);
  });
}

/** A member with the end of their running login lock (staff_guards), or null. */
async function listed(db: Db, row: StaffRow, now: Date): Promise<StaffListMember> {
  const guard = await db.selectFrom('staff_guards').select('locked_until').where('staff_id', '=', row.id).executeTakeFirst();
  return { ...memberView(row), lockedUntil: guard?.locked_until && guard.locked_until > now.toISOString() ? guard.locked_until : null };
}

/** Enables a disabled member again, with its audit row; their password, two-factor and recovery codes are as they were. */
export async function enableStaff(db: Db, actor: AuditActor, staffId: number, now = new Date()): Promise<StaffListMember> {
  return inTransaction(db, async (trx) => {
    const before = await trx.selectFrom('staff').selectAll().where('id', '=', staffId).executeTakeFirst();
    if (!before) throw StaffErrors.staffNotFound();
    const after = await trx.updateTable('staff').set({ disabled: 0 }).where('id', '=', staffId).returningAll().executeTakeFirstOrThrow();
    await writeAudit(trx, actor, { action: 'staff.enable', subjectType: 'staff', subjectId: staffId, before: memberView(before), after: memberView(after) }, now);
    return listed(trx, after, now);
  });
}

/**
 * Ends a member's login lock and clears their wrong attempts, with its audit row (the lock before, none after). The
 * lock ladder (15 minutes, 1 hour, 24 hours) keeps its step: a member locked again soon after is locked longer.
 */
export async function unlockStaff(db: Db, actor: AuditActor, staffId: number, now = new Date()): Promise<StaffListMember> {
  return inTransaction(db, async (trx) => {
    const row = await trx.selectFrom('staff').selectAll().where('id', '=', staffId).executeTakeFirst();
    if (!row) throw StaffErrors.staffNotFound();
    const guard = await trx.selectFrom('staff_guards').select(['failures', 'locked_until']).where('staff_id', '=', staffId).executeTakeFirst();
    await trx.updateTable('staff_guards').set({ failures: 0, locked_until: null }).where('staff_id', '=', staffId).execute();
    const before = { lockedUntil: guard?.locked_until ?? null, failures: Number(guard?.failures ?? 0) };
    await writeAudit(trx, actor, { action: 'staff.unlock', subjectType: 'staff', subjectId: staffId, before, after: { lockedUntil: null, failures: 0 } }, now);
    return listed(trx, row, now);
  });
}

/** The admin's list, by name, each member with the end of a running login lock. */
export async function listStaff(db: Db, page: number, size: number, now = new Date()): Promise<Page<StaffListMember>> {
  const total = await db.selectFrom('staff').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('staff')
    .leftJoin('staff_guards', 'staff_guards.staff_id', 'staff.id')
    .selectAll('staff')
    .select('staff_guards.locked_until')
    .orderBy('staff.name')
    .limit(size)
    .offset((page - 1) * size)
    .execute();
  const at = now.toISOString();
  return {
    total: Number(total.n),
    records: rows.map(({ locked_until, ...row }) => ({ ...memberView(row), lockedUntil: locked_until && locked_until > at ? locked_until : null })),
  };
}
