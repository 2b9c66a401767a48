import { SMS_REQUEST_TYPES, type CaptchaValidation, type LoginResult } from '@site/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { CoreErrors } from '../../http/api-error';
import { requireCaptcha } from '../captcha';
import { accountByUsername, languageOfAccount, loginResult, usernameKey, type AccountRow } from './accounts';
import { checkCode, spendCodes } from './codes';
import { UserErrors } from './errors';
import { accountByPhone, resolvePhone } from './phone';
import { DUMMY_HASH, nowIso, verifyPassword } from './secrets';
import { rememberDevice, requireKnownDevice } from './sms-verify';
import { createTicket } from './tickets';

type Db = Kysely<Database>;

/** 5 wrong passwords within 15 minutes lock an account name for the rest of the window (DESIGN 9). */
export const LOCKOUT = { failures: 5, windowMs: 15 * 60_000 } as const;

async function recentFailures(db: Db, key: string, now: number): Promise<string[]> {
  const since = new Date(now - LOCKOUT.windowMs).toISOString();
  const rows = await db.selectFrom('login_failures').select('at').where('username_key', '=', key).where('at', '>', since).orderBy('at').execute();
  return rows.map((r) => r.at);
}

function lockedFor(failures: string[], now: number): number {
  const oldest = failures[failures.length - LOCKOUT.failures];
  return oldest ? Math.max(1, Math.ceil((Date.parse(oldest) + LOCKOUT.windowMs - now) / 1000)) : 0;
}

/**
 * Refuses a blocked account (403 001002) and one that must verify its phone
 * first (012011); with `passwordLogin`, also an unseen device while SMS login
 * verification is on (012011, sms-verify.ts). An admitted device is remembered.
 */
export async function admit(db: Db, row: AccountRow, deviceId: string, options: { passwordLogin?: boolean } = {}): Promise<LoginResult> {
  if (row.status !== 'active') throw CoreErrors.accountBlocked();
  if (row.must_verify_phone === 1 && row.country_code && row.telephone) {
    const phone = { countryCode: row.country_code, telephone: row.telephone };
    throw UserErrors.mustVerifyPhone({
      ...phone,
      uuid: await createTicket(db, 'verifyPhone', phone, row.id),
      language: languageOfAccount(row),
      currency: row.currency,
    });
  }
  if (options.passwordLogin) await requireKnownDevice(db, row, deviceId);
  const result = await loginResult(db, row, deviceId);
  await rememberDevice(db, row.id, deviceId);
  return result;
}

export interface AccountLogin {
  username: string;
  pwd: string;
  captchaValidation?: CaptchaValidation | undefined;
  captchaUuid?: string | undefined;
}

/**
 * Login by account (SPEC 7): captcha when process-data asks for one, lockout,
 * password check (unknown names cost the same time and count the same).
 */
export async function loginByAccount(db: Db, input: AccountLogin, deviceId: string): Promise<LoginResult> {
  await requireCaptcha(db, 'loginCaptcha', input.captchaValidation, input.captchaUuid);
  const key = usernameKey(input.username);
  const now = Date.now();
  const before = await recentFailures(db, key, now);
  if (before.length >= LOCKOUT.failures) throw UserErrors.lockedOut(lockedFor(before, now));

  const row = await accountByUsername(db, input.username);
  const ok = await verifyPassword(input.pwd, row?.password_hash ?? DUMMY_HASH);
  if (!row || !ok) {
    await db.deleteFrom('login_failures').where('username_key', '=', key).where('at', '<=', new Date(now - LOCKOUT.windowMs).toISOString()).execute();
    await db.insertInto('login_failures').values({ username_key: key, at: nowIso() }).execute();
    const failures = await recentFailures(db, key, Date.now());
    if (failures.length >= LOCKOUT.failures) throw UserErrors.lockedOut(lockedFor(failures, Date.now()));
    throw UserErrors.wrongPassword({ remainingAttempts: LOCKOUT.failures - failures.length });
  }
  await db.deleteFrom('login_failures').where('username_key', '=', key).execute();
  return admit(db, row, deviceId, { passwordLogin: true });
}

/**
 * Login by phone with a login code (type 1) or the 012011 popup's code (type 4).
 * An unknown number -> 012007 with a phone draft uuid the register form passes
 * back; a successful phone login also clears a pending phone verification.
 */
export async function loginByMobile(
  db: Db,
  input: { countryCode: string; telephone: string; code: string },
  deviceId: string,
): Promise<LoginResult> {
  const phone = await resolvePhone(db, input.countryCode, input.telephone);
  const codeId = await checkCode(db, phone, [SMS_REQUEST_TYPES.login, SMS_REQUEST_TYPES.verifyPhone], input.code);
  await spendCodes(db, [codeId]);
  const row = await accountByPhone(db, phone);
  if (!row) {
    throw UserErrors.phoneNotRegistered({ ...phone, uuid: await createTicket(db, 'phoneDraft', phone) });
  }
  if (row.must_verify_phone === 1) {
    await db.updateTable('accounts').set({ must_verify_phone: 0, updated_at: nowIso() }).where('id', '=', row.id).execute();
    row.must_verify_phone = 0;
  }
  return admit(db, row, deviceId);
}
