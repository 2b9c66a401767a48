import type { Kysely } from 'kysely';
import { prepared } from '../../db/prepared';
import type { Database } from '../../db/schema';
import { CoreErrors } from '../../domain/errors';
import { notePoke } from '../events/poke';
import { SESSION_ERROR_CODES } from '@site/contract';
import { isoIn, nowIso, randomToken, sha256Hex } from './secrets';

/** Why the sessions of an account were revoked by a password change (on another device) or a reset. */
export const PASSWORD_REVOKE_REASONS = { change: 'password-change', reset: 'password-reset' } as const;

/**
 * The session code a revoked session answers with: 001006 when a password change or reset ended it,
 * so the other device says why (issue 19), else 001004.
 */
export function revokedCode(reason: string | null): string {
  const byPassword = (Object.values(PASSWORD_REVOKE_REASONS) as string[]).includes(reason ?? '');
  return byPassword ? SESSION_ERROR_CODES.passwordChanged : SESSION_ERROR_CODES.tokenRevoked;
}

type Db = Kysely<Database>;

/** A token lives 7 days; each heartbeat slides it. */
export const SESSION_TTL_MS = 7 * 24 * 3600_000;

/** What an authenticated request knows about its caller. */
export interface Session {
  sessionId: number;
  accountId: number;
  username: string;
  expiresAt: string;
}

/** Who a session belongs to (migration 029): a player's session opens `auth: true` calls, an agent's `auth: 'agent'` ones. */
export type SessionKind = 'player' | 'agent';

/**
 * Issues a token: 32 random bytes to the client, only its sha256 in the database. `client`: what the login's
 * request said (its address and User-Agent), for the player's sessions page (issue 39).
 */
export async function issueToken(
  db: Db,
  accountId: number,
  deviceId: string | undefined,
  kind: SessionKind = 'player',
  client?: { address: string; userAgent?: string | undefined },
): Promise<string> {
  const token = randomToken(32);
  const now = nowIso();
  await db
    .insertInto('sessions')
    .values({
      account_id: accountId,
      token_hash: sha256Hex(token),
      device_id: deviceId?.slice(0, 64) ?? null,
      created_at: now,
      last_seen_at: now,
      expires_at: isoIn(SESSION_TTL_MS),
      revoked_at: null,
      revoke_reason: null,
      kind,
      user_agent: client?.userAgent?.slice(0, 255) ?? null,
      address: client?.address.slice(0, 64) ?? null,
    })
    .execute();
  await db.updateTable('accounts').set({ last_login_at: now }).where('id', '=', accountId).execute();
  return token;
}

/** Every signed-in call's first statement (db/prepared.ts). */
const sessionByToken = prepared((db: Db, a: { tokenHash: string; kind: SessionKind }) =>
  db
    .selectFrom('sessions')
    .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
    .select(['sessions.id as sessionId', 'sessions.account_id as accountId', 'sessions.expires_at', 'sessions.revoked_at', 'sessions.revoke_reason', 'accounts.username', 'accounts.status'])
    .where('sessions.token_hash', '=', a.tokenHash)
    .where('sessions.kind', '=', a.kind),
);

/**
 * The session of a `token` header: 001001 without one, 001002 unknown,
 * 001003 expired, 001004 revoked (logout), 001006 revoked by a password change, 403 001002 for a
 * blocked account (first: its sessions were ended by the block). A token of the other kind (an agent's on a player call, a player's on an agent call) is
 * unknown there: 001002.
 */
export async function authenticate(db: Db, header: string | string[] | undefined, kind: SessionKind = 'player'): Promise<Session> {
  const token = Array.isArray(header) ? header[0] : header;
  if (!token) throw CoreErrors.tokenMissing();
  if (token.length > 128) throw CoreErrors.tokenInvalid();
  const row = await sessionByToken.first(db, { tokenHash: sha256Hex(token), kind });
  if (!row) throw CoreErrors.tokenInvalid();
  // Before the revocation: blocking an account also ends its sessions (issue 37), and the player is told why.
  if (row.status !== 'active') throw CoreErrors.accountBlocked();
  if (row.revoked_at) throw revokedCode(row.revoke_reason) === SESSION_ERROR_CODES.passwordChanged ? CoreErrors.passwordChanged() : CoreErrors.tokenRevoked();
  if (row.expires_at <= nowIso()) throw CoreErrors.tokenExpired();
  return { sessionId: row.sessionId, accountId: row.accountId, username: row.username, expiresAt: row.expires_at };
}

/** Heartbeat: the session is still good, so it is seen now and lives another 7 days. */
export async function touch(db: Db, session: Session): Promise<string> {
  const expiresAt = isoIn(SESSION_TTL_MS);
  await db.updateTable('sessions').set({ last_seen_at: nowIso(), expires_at: expiresAt }).where('id', '=', session.sessionId).execute();
  return expiresAt;
}

export async function revokeSession(db: Db, sessionId: number, reason: string): Promise<void> {
  const row = await db
    .updateTable('sessions')
    .set({ revoked_at: nowIso(), revoke_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .returning('account_id')
    .executeTakeFirst();
  // That tab's live stream says logout and closes.
  if (row) notePoke(db, row.account_id, 'session');
}

/** Ends every live session of an account, except `keep` when given. */
export async function revokeAccountSessions(db: Db, accountId: number, reason: string, keep?: number): Promise<void> {
  let q = db.updateTable('sessions').set({ revoked_at: nowIso(), revoke_reason: reason }).where('account_id', '=', accountId).where('revoked_at', 'is', null);
  if (keep !== undefined) q = q.where('id', '!=', keep);
  const result = await q.executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) notePoke(db, accountId, 'session');
}
