import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { PasskeyChallengesTable } from '../../db/schema-passkeys';
import type { RelyingParty } from './passkey-rp';
import { PasskeyErrors } from './passkey-errors';
import { isoIn, nowIso } from './secrets';

type Db = Kysely<Database>;

/** How long a challenge lives (issue 39): five minutes. */
export const PASSKEY_CHALLENGE_MS = 5 * 60_000;

type Purpose = PasskeyChallengesTable['purpose'];

/** Keeps a challenge issued for this relying party, bound to the account or to a login attempt; expired ones go. */
export async function keepChallenge(db: Db, challenge: string, purpose: Purpose, rp: RelyingParty, bound: { accountId?: number; attempt?: string }): Promise<void> {
  await db.deleteFrom('passkey_challenges').where('expires_at', '<=', nowIso()).execute();
  await db
    .insertInto('passkey_challenges')
    .values({
      purpose,
      challenge,
      account_id: bound.accountId ?? null,
      attempt: bound.attempt ?? null,
      rp_id: rp.rpId,
      origins: JSON.stringify(rp.origins),
      expires_at: isoIn(PASSKEY_CHALLENGE_MS),
    })
    .execute();
}

/** The challenge inside the client's data (base64url JSON), or '' when it is not readable. */
export function challengeOf(clientDataJSON: string): string {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof data.challenge === 'string' ? data.challenge : '';
  } catch {
    return '';
  }
}

/**
 * Spends the challenge the authenticator signed: deleted in one statement, so of two answers carrying it (a replay,
 * a double submit) only one finds it. Unknown, expired, of another purpose, player or attempt: 013032.
 * Answers the relying party it was issued for: the answer is checked against that one.
 */
export async function spendChallenge(db: Db, challenge: string, purpose: Purpose, bound: { accountId?: number; attempt?: string }): Promise<RelyingParty> {
  if (!challenge) throw PasskeyErrors.challengeExpired();
  let query = db.deleteFrom('passkey_challenges').where('challenge', '=', challenge).where('purpose', '=', purpose).where('expires_at', '>', nowIso());
  query = bound.accountId === undefined ? query.where('account_id', 'is', null) : query.where('account_id', '=', bound.accountId);
  query = bound.attempt === undefined ? query.where('attempt', 'is', null) : query.where('attempt', '=', bound.attempt);
  const row = await query.returning(['rp_id', 'origins']).executeTakeFirst();
  if (!row) throw PasskeyErrors.challengeExpired();
  return { rpId: row.rp_id, origins: JSON.parse(row.origins) as string[] };
}
