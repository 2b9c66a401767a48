import { PASSKEY_LIMITS, type PasskeyCreationOptions, type PasskeyList, type PasskeyRecord, type PasskeyRequestOptions } from '@site/contract';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { PlayerPasskeysTable } from '../../db/schema-passkeys';
import { accountById } from './accounts';
import { AccountErrors } from './account-errors';
import { checkSessionPassword } from './login-ceiling';
import { challengeOf, keepChallenge, spendChallenge } from './passkey-challenges';
import { PasskeyErrors } from './passkey-errors';
import type { RelyingParty } from './passkey-rp';
import { nowIso, randomToken } from './secrets';
import type { Session } from './sessions';
import { rowIdOf } from '../../db/row-id';

type Db = Kysely<Database>;
type PasskeyRow = Selectable<PlayerPasskeysTable>;

/**
 * Players' passkeys (issue 39) through @simplewebauthn/server: adding one from My account, listing, renaming and
 * removing them (confirmed with the login password or another passkey); the login is passkey-login.ts. Every
 * challenge is single use (passkey-challenges.ts) and checked against the relying party it was issued for.
 */

/** The user handle given to authenticators: the account's id, nothing else of the player. */
export function userHandleOf(accountId: number): string {
  return Buffer.from(`p${accountId}`, 'utf8').toString('base64url');
}

function recordOf(row: PasskeyRow): PasskeyRecord {
  return { id: row.id, name: row.name, createdAt: row.created_at, lastUsedAt: row.last_used_at };
}

function transportsOf(row: PasskeyRow): string[] {
  const parsed = JSON.parse(row.transports) as unknown;
  return Array.isArray(parsed) ? parsed.filter((t): t is string => typeof t === 'string') : [];
}

async function passkeysOf(db: Db, accountId: number): Promise<PasskeyRow[]> {
  return db.selectFrom('player_passkeys').selectAll().where('account_id', '=', accountId).orderBy('id').execute();
}

/** One of the player's passkeys by its id (404 013034 when another's, removed or not a number). */
async function ownPasskey(db: Db, accountId: number, id: string): Promise<PasskeyRow> {
  // A path's id as every route reads one (nine digits at most: a longer one would overflow PostgreSQL's integer).
  const n = rowIdOf(id);
  const row = n > 0 ? await db.selectFrom('player_passkeys').selectAll().where('id', '=', n).where('account_id', '=', accountId).executeTakeFirst() : undefined;
  if (!row) throw PasskeyErrors.notFound();
  return row;
}

export async function listPasskeys(db: Db, accountId: number): Promise<PasskeyList> {
  return { records: (await passkeysOf(db, accountId)).map(recordOf) };
}

/** Options for navigator.credentials.create: a discoverable credential (so the login needs no name), this player's excluded. */
export async function registrationOptions(db: Db, accountId: number, rp: RelyingParty, rpName: string): Promise<{ options: PasskeyCreationOptions }> {
  const existing = await passkeysOf(db, accountId);
  if (existing.length >= PASSKEY_LIMITS.perAccount) throw PasskeyErrors.limitReached(PASSKEY_LIMITS.perAccount);
  const account = await accountById(db, accountId);
  const options = await generateRegistrationOptions({
    rpName,
    rpID: rp.rpId,
    userName: account.username,
    userDisplayName: account.nickname || account.username,
    userID: Buffer.from(userHandleOf(accountId), 'base64url'),
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.credential_id, transports: transportsOf(row) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  await keepChallenge(db, options.challenge, 'register', rp, { accountId });
  return { options: options as PasskeyCreationOptions };
}

/** Adds the credential made over this player's registration challenge (spent here: 013032 a second time). */
export async function registerPasskey(db: Db, accountId: number, input: { name: string; credential: RegistrationResponseJSON }): Promise<PasskeyRecord> {
  const challenge = challengeOf(input.credential.response.clientDataJSON);
  const rp = await spendChallenge(db, challenge, 'register', { accountId });
  const verified = await verifyRegistrationResponse({
    response: input.credential,
    expectedChallenge: challenge,
    expectedOrigin: rp.origins,
    expectedRPID: rp.rpId,
    requireUserVerification: false,
  }).catch(() => undefined);
  if (!verified?.verified) throw PasskeyErrors.verificationFailed();
  const { credential } = verified.registrationInfo;
  const taken = await db.selectFrom('player_passkeys').select('id').where('credential_id', '=', credential.id).executeTakeFirst();
  if (taken) throw PasskeyErrors.alreadyRegistered();
  if ((await passkeysOf(db, accountId)).length >= PASSKEY_LIMITS.perAccount) throw PasskeyErrors.limitReached(PASSKEY_LIMITS.perAccount);
  const row = await db
    .insertInto('player_passkeys')
    .values({
      account_id: accountId,
      credential_id: credential.id,
      public_key: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: JSON.stringify(credential.transports ?? input.credential.response.transports ?? []),
      name: input.name,
      created_at: nowIso(),
      last_used_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return recordOf(row);
}

export async function renamePasskey(db: Db, accountId: number, id: string, name: string): Promise<PasskeyRecord> {
  const row = await ownPasskey(db, accountId, id);
  await db.updateTable('player_passkeys').set({ name }).where('id', '=', row.id).execute();
  return recordOf({ ...row, name });
}

/**
 * Checks an assertion by the passkey `row` over the challenge it carries (already spent by the caller) for `rp`:
 * origin, RP id, signature and counter. The passkey's counter and last use are kept. Undefined when it fails, else
 * whether the authenticator verified the user (fingerprint, face, PIN) besides their presence.
 */
export async function verifyAssertion(db: Db, row: PasskeyRow, credential: AuthenticationResponseJSON, challenge: string, rp: RelyingParty): Promise<{ userVerified: boolean } | undefined> {
  const result = await verifyAuthenticationResponse({
    response: credential,
    expectedChallenge: challenge,
    expectedOrigin: rp.origins,
    expectedRPID: rp.rpId,
    credential: { id: row.credential_id, publicKey: Buffer.from(row.public_key, 'base64url'), counter: Number(row.counter), transports: transportsOf(row) as never },
    requireUserVerification: false,
  }).catch(() => undefined);
  if (!result?.verified) return undefined;
  await db.updateTable('player_passkeys').set({ counter: result.authenticationInfo.newCounter, last_used_at: nowIso() }).where('id', '=', row.id).execute();
  return { userVerified: result.authenticationInfo.userVerified };
}

/** Options to confirm removing passkey `id` with another of the player's passkeys (only those are allowed). */
export async function confirmOptions(db: Db, accountId: number, id: string, rp: RelyingParty): Promise<{ options: PasskeyRequestOptions }> {
  const target = await ownPasskey(db, accountId, id);
  const others = (await passkeysOf(db, accountId)).filter((row) => row.id !== target.id);
  if (others.length === 0) throw PasskeyErrors.confirmationNeeded();
  const options = await generateAuthenticationOptions({
    rpID: rp.rpId,
    allowCredentials: others.map((row) => ({ id: row.credential_id, transports: transportsOf(row) })),
    userVerification: 'preferred',
  });
  await keepChallenge(db, options.challenge, 'confirm', rp, { accountId });
  return { options: options as PasskeyRequestOptions };
}

/**
 * Removes one of the player's passkeys, confirmed with the login password (on the session-password count, as a
 * password change: 5 wrong in 15 minutes end every session) or with an assertion of another of the player's passkeys
 * over a confirmation challenge. Neither: 013037.
 */
export async function removePasskey(db: Db, session: Session, id: string, input: { pwd?: string | undefined; credential?: AuthenticationResponseJSON | undefined }): Promise<null> {
  const target = await ownPasskey(db, session.accountId, id);
  if (input.pwd !== undefined) {
    const account = await accountById(db, session.accountId);
    await checkSessionPassword(db, session, input.pwd, account.password_hash, AccountErrors.loginPasswordWrong);
  } else if (input.credential) {
    const challenge = challengeOf(input.credential.response.clientDataJSON);
    const rp = await spendChallenge(db, challenge, 'confirm', { accountId: session.accountId });
    const other = await db.selectFrom('player_passkeys').selectAll().where('credential_id', '=', input.credential.id).where('account_id', '=', session.accountId).executeTakeFirst();
    if (!other || other.id === target.id) throw PasskeyErrors.confirmationNeeded();
    if (!(await verifyAssertion(db, other, input.credential, challenge, rp))) throw PasskeyErrors.verificationFailed();
  } else {
    throw PasskeyErrors.confirmationNeeded();
  }
  await db.deleteFrom('player_passkeys').where('id', '=', target.id).execute();
  return null;
}

/** Options for a passkey login: discoverable credentials (no name asked), a challenge bound to a fresh attempt id. */
export async function loginOptions(db: Db, rp: RelyingParty): Promise<{ attempt: string; options: PasskeyRequestOptions }> {
  const options = await generateAuthenticationOptions({ rpID: rp.rpId, userVerification: 'preferred' });
  const attempt = randomToken(24);
  await keepChallenge(db, options.challenge, 'login', rp, { attempt });
  return { attempt, options: options as PasskeyRequestOptions };
}

