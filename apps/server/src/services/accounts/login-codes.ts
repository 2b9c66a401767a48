import type { LoginResult } from '@site/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { accountById } from './accounts';
import { UserErrors } from './errors';
import { admit } from './login';
import { isoIn, nowIso, randomToken, sha256Hex } from './secrets';
import type { Session } from './sessions';

type Db = Kysely<Database>;

/**
 * One-time login codes (issue 17, DESIGN 9): a login link carries one instead of the player's
 * long-lived token. 32 random bytes, only their sha-256 stored; 60 seconds; spent by one
 * conditional update, so two tabs racing with one link get one session between them; bound to
 * the account and the session that minted it (a code outlives neither a logout nor a password change).
 */
export const LOGIN_CODE_TTL_MS = 60_000;

export type LoginCodePurpose = 'login';

export async function mintLoginCode(db: Db, session: Session, purpose: LoginCodePurpose, now = new Date()): Promise<{ code: string; expiresAt: string }> {
  const code = randomToken(32);
  const expiresAt = isoIn(LOGIN_CODE_TTL_MS, now);
  await db
    .insertInto('login_codes')
    .values({
      code_hash: sha256Hex(code),
      account_id: session.accountId,
      session_id: session.sessionId,
      purpose,
      created_at: now.toISOString(),
      expires_at: expiresAt,
      used_at: null,
    })
    .execute();
  return { code, expiresAt };
}

/** The code for a NEW session of its account (012082 when wrong, expired, used, or its session ended). */
export async function exchangeLoginCode(
  db: Db,
  code: string,
  deviceId: string,
  address: string,
  purpose: LoginCodePurpose = 'login',
  userAgent?: string,
): Promise<LoginResult> {
  const now = nowIso();
  const spent = await db
    .updateTable('login_codes')
    .set({ used_at: now })
    .where('code_hash', '=', sha256Hex(code))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['account_id', 'session_id'])
    .executeTakeFirst();
  if (!spent) throw UserErrors.loginCodeInvalid();
  const minter = await db.selectFrom('sessions').select(['account_id', 'revoked_at', 'expires_at']).where('id', '=', spent.session_id).executeTakeFirst();
  if (!minter || minter.account_id !== spent.account_id || minter.revoked_at || minter.expires_at <= now) throw UserErrors.loginCodeInvalid();
  // A link's session inherits its minter's wrong current passwords (login.ts admit, issue 33).
  return admit(db, await accountById(db, spent.account_id), deviceId, { address, userAgent, fromSession: true, method: 'link' });
}
