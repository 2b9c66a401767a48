import type { LoginResult } from '@site/contract';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { addressKey } from '../risk/address-key';
import { accountById } from './accounts';
import { UserErrors } from './errors';
import { countAccountAttempt, uncountAccountAttempt } from './login-ceiling';
import { recordLogin, refusalCode } from './login-history';
import { LOCKOUT, admit, countAttempt } from './login';
import { challengeOf, spendChallenge } from './passkey-challenges';
import { PasskeyErrors } from './passkey-errors';
import { userHandleOf, verifyAssertion } from './passkeys';

type Db = Kysely<Database>;

/**
 * Signs in with a passkey (issue 39): the same answer and session as the password login (login.ts admit: a blocked
 * account is refused, a new device noticed, the login in the history as 'passkey').
 *
 * The attempt's challenge is spent first, so an assertion sent again finds none (013032). The passkey names the
 * account; from there the attempt is counted as a password is, BEFORE it is checked: on the account's per-address
 * count (5 in 15 minutes, then 012002 locked, which also refuses a right passkey while it lasts) and on its 24-hour
 * ceiling. A passkey that fails (another origin, a wrong signature, a counter gone back) is 013033 and stays counted;
 * one that passes clears the per-address count as the right password does. Past the ceiling a password login also
 * needs a captcha and the phone's code; a verified passkey is already a second thing the player has, so it is not asked.
 */
export async function loginWithPasskey(
  db: Db,
  input: { attempt: string; credential: AuthenticationResponseJSON },
  client: { deviceId: string; address: string; userAgent?: string | undefined },
): Promise<LoginResult> {
  const challenge = challengeOf(input.credential.response.clientDataJSON);
  const rp = await spendChallenge(db, challenge, 'login', { attempt: input.attempt });
  const row = await db.selectFrom('player_passkeys').selectAll().where('credential_id', '=', input.credential.id).executeTakeFirst();
  if (!row) throw PasskeyErrors.notRecognised();
  const handle = input.credential.response.userHandle;
  if (handle !== undefined && handle !== userHandleOf(row.account_id)) throw PasskeyErrors.notRecognised();
  const account = await accountById(db, row.account_id);
  const history = { address: client.address, userAgent: client.userAgent };
  let userVerified = false;
  try {
    const where = addressKey(client.address);
    const attempt = await countAttempt(db, account.username_key, where, Date.now());
    if (attempt.failures > LOCKOUT.failures) throw UserErrors.lockedOut(attempt.lockedForS);
    const { stepped } = await countAccountAttempt(db, account.username_key);
    const verified = await verifyAssertion(db, row, input.credential, challenge, rp);
    if (!verified) {
      if (attempt.failures >= LOCKOUT.failures) throw UserErrors.lockedOut(attempt.lockedForS);
      throw PasskeyErrors.verificationFailed();
    }
    await db.deleteFrom('login_guards').where('username_key', '=', account.username_key).where('address', '=', where).execute();
    if (!stepped) await uncountAccountAttempt(db, account.username_key);
    userVerified = verified.userVerified;
  } catch (error) {
    const code = refusalCode(error);
    if (code) await recordLogin(db, account.id, { method: 'passkey', client: history, errorCode: code }).catch(() => undefined);
    throw error;
  }
  // A passkey the authenticator unlocked with the player's fingerprint, face or PIN is two factors in one (something
  // held, something the player is or knows): two-factor's code is not asked again. Without that, it is (013040).
  return admit(db, account, client.deviceId, { address: client.address, userAgent: client.userAgent, method: 'passkey', secondFactor: userVerified });
}
