import { STAFF_SESSION_LIMITS, type StaffRole } from '@site/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { CoreErrors } from '../../domain/errors';
import { randomToken, sha256Hex } from '../accounts/secrets';
import { rolesOf, StaffErrors } from './members';

type Db = Kysely<Database>;

/**
 * A staff session's own kind (issue 37): it ends after 15 minutes without a call and at most 8 hours after the
 * login, however busy; the ticket between the password and the code lives 5 minutes and opens no call.
 */
export const STAFF_SESSION = { idleMs: STAFF_SESSION_LIMITS.idleMinutes * 60_000, maxMs: STAFF_SESSION_LIMITS.maxHours * 3600_000, ticketMs: 5 * 60_000 } as const;

/** What an `auth: 'staff'` request knows about its caller. */
export interface StaffSession {
  sessionId: number;
  staffId: number;
  name: string;
  roles: StaffRole[];
  expiresAt: string;
}

/** A token of `stage` for the member: 32 random bytes to the client, only its sha256 kept. */
export async function issueStaffToken(db: Db, staffId: number, stage: 'ticket' | 'session', address: string, now = new Date()): Promise<{ token: string; expiresAt: string }> {
  const token = randomToken(32);
  const expiresAt = new Date(now.getTime() + (stage === 'ticket' ? STAFF_SESSION.ticketMs : STAFF_SESSION.maxMs)).toISOString();
  const at = now.toISOString();
  await db
    .insertInto('staff_sessions')
    .values({ staff_id: staffId, token_hash: sha256Hex(token), stage, address: address.slice(0, 64), created_at: at, last_seen_at: at, expires_at: expiresAt, revoked_at: null, revoke_reason: null })
    .execute();
  return { token, expiresAt };
}

/**
 * The staff session of a `token` header, as the players' (services/accounts/sessions.ts): 001001 without one,
 * 001002 unknown (a player's, an agent's or a login ticket), 001003 past its 8 hours or idle 15 minutes,
 * 001004 logged out or ended, 403 001002 for a disabled member; then the contract's `roles`: a member with
 * none of them gets 403 081001. A good call is seen now (the idle clock starts again).
 */
export async function authenticateStaff(db: Db, header: string | string[] | undefined, roles: readonly StaffRole[] | undefined, now = new Date()): Promise<StaffSession> {
  const token = Array.isArray(header) ? header[0] : header;
  if (!token) throw CoreErrors.tokenMissing();
  if (token.length > 128) throw CoreErrors.tokenInvalid();
  const row = await db
    .selectFrom('staff_sessions')
    .innerJoin('staff', 'staff.id', 'staff_sessions.staff_id')
    .select(['staff_sessions.id as sessionId', 'staff.id as staffId', 'staff.name', 'staff.roles', 'staff.disabled', 'staff_sessions.expires_at', 'staff_sessions.last_seen_at', 'staff_sessions.revoked_at'])
    .where('staff_sessions.token_hash', '=', sha256Hex(token))
    .where('staff_sessions.stage', '=', 'session')
    .executeTakeFirst();
  if (!row) throw CoreErrors.tokenInvalid();
  if (row.revoked_at) throw CoreErrors.tokenRevoked();
  const at = now.toISOString();
  const idleSince = new Date(now.getTime() - STAFF_SESSION.idleMs).toISOString();
  if (row.expires_at <= at || row.last_seen_at <= idleSince) throw CoreErrors.tokenExpired();
  if (row.disabled === 1) throw CoreErrors.accountBlocked();
  const own = rolesOf(row);
  if (roles && !roles.some((r) => own.includes(r))) throw StaffErrors.roleRefused(roles);
  await db.updateTable('staff_sessions').set({ last_seen_at: at }).where('id', '=', row.sessionId).execute();
  return { sessionId: row.sessionId, staffId: row.staffId, name: row.name, roles: own, expiresAt: row.expires_at };
}

/** The member of a live login ticket (stage 'ticket', unused, under 5 minutes old), else 081004. */
export async function ticketStaff(db: Db, ticket: string, now = new Date()) {
  const row = await db
    .selectFrom('staff_sessions')
    .innerJoin('staff', 'staff.id', 'staff_sessions.staff_id')
    .selectAll('staff')
    .select(['staff_sessions.id as ticketId', 'staff_sessions.expires_at as ticketExpiresAt', 'staff_sessions.revoked_at as ticketUsedAt'])
    .where('staff_sessions.token_hash', '=', sha256Hex(ticket))
    .where('staff_sessions.stage', '=', 'ticket')
    .executeTakeFirst();
  if (!row || row.ticketUsedAt || row.ticketExpiresAt <= now.toISOString()) throw StaffErrors.ticketInvalid();
  if (row.disabled === 1) throw CoreErrors.accountBlocked();
  return row;
}

/** Spends a ticket once (two step-2 calls with one ticket open one session). */
export async function spendTicket(db: Db, ticketId: number, now = new Date()): Promise<void> {
  const result = await db.updateTable('staff_sessions').set({ revoked_at: now.toISOString(), revoke_reason: 'used' }).where('id', '=', ticketId).where('revoked_at', 'is', null).executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw StaffErrors.ticketInvalid();
}

export async function endStaffSession(db: Db, sessionId: number, reason: string, now = new Date()): Promise<void> {
  await db.updateTable('staff_sessions').set({ revoked_at: now.toISOString(), revoke_reason: reason }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}
