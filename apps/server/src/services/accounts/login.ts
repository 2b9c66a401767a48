import { SMS_REQUEST_TYPES, TWO_FACTOR_ERROR_CODES, type CaptchaValidation, type LoginMethod, type LoginResult } from '@site/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { CoreErrors } from '../../domain/errors';
import { verifyCaptcha } from '../captcha';
import { processData } from '../config';
import { accountByUsername, loginResult, usernameKey, type AccountRow } from './accounts';
import { checkCode, spendCodes } from './codes';
import { UserErrors } from './errors';
import { clearSessionPasswordGuard, countAccountAttempt, isStepped, uncountAccountAttempt } from './login-ceiling';
import { accountByPhone, resolvePhone } from './phone';
import { isNewDevice, noticeNewDevice } from './devices';
import { recordLogin, refusalCode } from './login-history';
import { DUMMY_HASH, nowIso, verifyPassword } from './secrets';
import { phoneVerificationNeeded, rememberDevice, requireKnownDevice } from './sms-verify';
import { createTicket, findTicket, useTicket } from './tickets';
import { requireSecondFactor } from './two-factor';
import { twoFactorOn } from './two-factor-guard';
import { addressKey } from '../risk/address-key';
import { phoneValue, recordSightings } from '../risk/links';

type Db = Kysely<Database>;

/**
 * 5 wrong passwords within 15 minutes lock an account name for the rest of the window (DESIGN 9),
 * counted per client address: a stranger guessing from elsewhere cannot lock the player out, and
 * the per-address request limit (routes/user.ts) bounds how fast any one address guesses.
 */
export const LOCKOUT = { failures: 5, windowMs: 15 * 60_000 } as const;

/**
 * Counts this attempt BEFORE the password is checked, in one atomic upsert (SQLite and PostgreSQL
 * both lock the row for `on conflict do update`), so 55 concurrent guesses cannot all be checked:
 * only the first five numbers are. A window older than 15 minutes starts again at 1.
 */
export async function countAttempt(db: Db, key: string, address: string, now: number): Promise<{ failures: number; lockedForS: number }> {
  const at = new Date(now).toISOString();
  const since = new Date(now - LOCKOUT.windowMs).toISOString();
  const row = await db
    .insertInto('login_guards')
    .values({ username_key: key, address, failures: 1, window_start: at })
    .onConflict((oc) =>
      oc.columns(['username_key', 'address']).doUpdateSet({
        failures: sql<number>`case when login_guards.window_start <= ${since} then 1 else login_guards.failures + 1 end`,
        window_start: sql<string>`case when login_guards.window_start <= ${since} then ${at} else login_guards.window_start end`,
      }),
    )
    .returning(['failures', 'window_start'])
    .executeTakeFirstOrThrow();
  const lockedForS = Math.max(1, Math.ceil((Date.parse(row.window_start) + LOCKOUT.windowMs - now) / 1000));
  return { failures: Number(row.failures), lockedForS };
}

/**
 * Refuses a blocked account (403 001002) and one that must verify its phone
 * first (012011); with `passwordLogin`, also an unseen device while SMS login
 * verification is on (012011, sms-verify.ts). An admitted device is remembered, and with the
 * client address and phone kept as the account's links (services/risk/links.ts).
 *
 * A login that proved something (the password, the phone's code, LINE) starts the session-password count
 * again (login-ceiling.ts); `fromSession` (a login link, minted by a session) proved nothing a stolen token
 * does not have, so the count stays: a token's holder minting links between guesses had 6 and more of them
 * checked instead of 5 (issue 33, finding 14).
 *
 * Issue 39: the session keeps the request's address and User-Agent, the login history records the login (`method`),
 * and a login from a device the account never used (it has used others) leaves a notice in the inbox (the live
 * stream pokes 'unread').
 */
export async function admit(
  db: Db,
  row: AccountRow,
  deviceId: string,
  options: { passwordLogin?: boolean; fromSession?: boolean; secondFactor?: boolean; address: string; userAgent?: string | undefined; method: LoginMethod },
): Promise<LoginResult> {
  if (row.status !== 'active') throw CoreErrors.accountBlocked();
  if (row.must_verify_phone === 1 && row.country_code && row.telephone) {
    throw await phoneVerificationNeeded(db, row, { countryCode: row.country_code, telephone: row.telephone });
  }
  // Issue 39: two-factor on, a device never used: its code (two-factor.ts) in place of the SMS login check.
  const twoFactor = !options.fromSession && (await twoFactorOn(db, row.id)) !== undefined;
  if (twoFactor && !options.secondFactor) await requireSecondFactor(db, row, deviceId, options.method);
  if (options.passwordLogin && !twoFactor) await requireKnownDevice(db, row, deviceId);
  const client = { address: options.address, userAgent: options.userAgent };
  const newDevice = await isNewDevice(db, row.id, deviceId);
  const result = await loginResult(db, row, deviceId, { method: options.method, client });
  await rememberDevice(db, row.id, deviceId);
  if (newDevice) await noticeNewDevice(db, row.id, client);
  await recordSightings(db, row.id, { deviceId, address: options.address, phone: phoneValue(row.country_code, row.telephone) }, 'login');
  if (!options.fromSession) await clearSessionPasswordGuard(db, row.id);
  return result;
}

export interface AccountLogin {
  username: string;
  pwd: string;
  captchaValidation?: CaptchaValidation | undefined;
  captchaUuid?: string | undefined;
}

/**
 * A captcha for this login: required when process-data asks for one (012005 without), and checked
 * whenever one is sent (the per-account ceiling asks for one with 012080). True when one was solved.
 */
async function loginCaptcha(db: Db, input: AccountLogin): Promise<boolean> {
  const asked = (await processData(db)).loginCaptcha;
  if (!input.captchaValidation) {
    if (asked) throw UserErrors.captchaRequired();
    return false;
  }
  await verifyCaptcha(db, input.captchaValidation, input.captchaUuid);
  return true;
}

/**
 * Login by account (SPEC 7): captcha when process-data asks for one, the per-address lockout, the
 * per-account ceiling (login-ceiling.ts: past it, a captcha and the bound phone's code), then the
 * password check (unknown names cost the same time and count the same).
 */
export async function loginByAccount(db: Db, input: AccountLogin, deviceId: string, address: string, userAgent?: string): Promise<LoginResult> {
  try {
    const row = await checkAccountPassword(db, input, address, 'player');
    return await admit(db, row, deviceId, { passwordLogin: true, address, userAgent, method: 'password' });
  } catch (error) {
    await recordRefusal(db, input.username, error, { address, userAgent });
    throw error;
  }
}

/**
 * A refused password login in the history of the account it named (issue 39): wrong password, locked, captcha
 * asked, phone verification needed. A name no player account has records nothing; a failure to record it
 * never hides the refusal itself.
 */
async function recordRefusal(db: Db, username: string, error: unknown, client: { address: string; userAgent?: string | undefined }): Promise<void> {
  const code = refusalCode(error);
  // 013040 is not a refusal: the login waits for its code step (two-factor.ts), which records the outcome.
  if (!code || code === TWO_FACTOR_ERROR_CODES.codeRequired) return;
  try {
    const row = await accountByUsername(db, username);
    if (row && !(await isAgentAccount(db, row.id))) await recordLogin(db, row.id, { method: 'password', client, errorCode: code });
  } catch {
    // The refusal is the answer; the history row is best effort.
  }
}

/** Whether the account is an agent's (issue 21: an agent logs in only at the agent login, a player only at the player's). */
async function isAgentAccount(db: Db, accountId: number): Promise<boolean> {
  return (await db.selectFrom('agents').select('id').where('account_id', '=', accountId).executeTakeFirst()) !== undefined;
}

/**
 * The account of a right password, after the captcha, lockout and ceiling of `loginByAccount`; an account of
 * the other kind (an agent at the player login, a player at the agent login) is refused as a wrong password.
 */
export async function checkAccountPassword(db: Db, input: AccountLogin, address: string, kind: 'player' | 'agent'): Promise<AccountRow> {
  const captchaSolved = await loginCaptcha(db, input);
  const key = usernameKey(input.username);
  // A stepped-up account without a captcha is answered before anything is counted: the player's own tries stay.
  if (!captchaSolved && (await isStepped(db, key))) throw UserErrors.accountCaptchaRequired();
  // Per address key (an IPv6 client by its /64: risk/address-key.ts), not per whole address.
  const where = addressKey(address);
  const attempt = await countAttempt(db, key, where, Date.now());
  if (attempt.failures > LOCKOUT.failures) throw UserErrors.lockedOut(attempt.lockedForS);
  const { stepped } = await countAccountAttempt(db, key);
  if (stepped && !captchaSolved) throw UserErrors.accountCaptchaRequired();

  const found = await accountByUsername(db, input.username);
  const row = found && (await isAgentAccount(db, found.id)) === (kind === 'agent') ? found : undefined;
  const ok = await verifyPassword(input.pwd, row?.password_hash ?? DUMMY_HASH);
  if (!row || !ok) {
    if (attempt.failures >= LOCKOUT.failures) throw UserErrors.lockedOut(attempt.lockedForS);
    throw UserErrors.wrongPassword({ remainingAttempts: LOCKOUT.failures - attempt.failures });
  }
  await db.deleteFrom('login_guards').where('username_key', '=', key).where('address', '=', where).execute();
  if (!stepped) {
    await uncountAccountAttempt(db, key);
  } else if (row.status === 'active' && row.country_code && row.telephone) {
    // Stepped up: the right password (from any device, the usual one too) also needs the bound phone's code.
    throw await phoneVerificationNeeded(db, row, { countryCode: row.country_code, telephone: row.telephone });
  }
  return row;
}

/**
 * Login by phone with a login code (type 1) or the 012011 popup's code (type 4).
 * An unknown number -> 012007 with a phone draft uuid the register form passes
 * back; a successful phone login also clears a pending phone verification.
 * Without a telephone, the uuid of a 012011 answer names the number (that answer shows it only masked):
 * its code must be of type 4, the number still the account's, and the uuid is spent (012015 otherwise).
 */
export async function loginByMobile(
  db: Db,
  input: { countryCode: string; telephone?: string | undefined; code: string; uuid?: string | undefined },
  deviceId: string,
  address: string,
  userAgent?: string,
): Promise<LoginResult> {
  const verification = input.telephone === undefined ? await findTicket(db, input.uuid, ['verifyPhone']) : undefined;
  if (input.telephone === undefined && !verification) throw UserErrors.telephoneStateInvalid();
  const phone = verification?.phone ?? (await resolvePhone(db, input.countryCode, input.telephone ?? ''));
  const codeId = await checkCode(db, phone, verification ? [SMS_REQUEST_TYPES.verifyPhone] : [SMS_REQUEST_TYPES.login, SMS_REQUEST_TYPES.verifyPhone], input.code);
  await spendCodes(db, [codeId]);
  const row = await accountByPhone(db, phone);
  if (verification) {
    if (!row || row.id !== verification.accountId) throw UserErrors.telephoneStateInvalid();
    await useTicket(db, verification);
  }
  if (!row) {
    throw UserErrors.phoneNotRegistered({ ...phone, uuid: await createTicket(db, 'phoneDraft', phone) });
  }
  if (row.must_verify_phone === 1) {
    await db.updateTable('accounts').set({ must_verify_phone: 0, updated_at: nowIso() }).where('id', '=', row.id).execute();
    row.must_verify_phone = 0;
  }
  return admit(db, row, deviceId, { address, userAgent, method: 'phone' });
}
