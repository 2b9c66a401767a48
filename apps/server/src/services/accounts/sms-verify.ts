import { SMS_REQUEST_TYPES } from '@site/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { DomainError } from '../../domain/errors';
import { accountById, languageOfAccount, type AccountRow } from './accounts';
import { useCode } from './codes';
import { UserErrors } from './errors';
import { maskedPhone, type Phone } from './phone';
import { sha256Hex } from './secrets';
import type { Session } from './sessions';
import { createTicket } from './tickets';

type Db = Kysely<Database>;

/**
 * SMS login verification (SPEC 2 "SMS verification" in my account). While the
 * switch is on, an account-and-password login from a device the account has
 * never logged in from answers 012011, the phone-verification popup of SPEC 8:
 * the player proves the bound phone (code type 4, then loginByMobile), and
 * that device is remembered. Devices are kept as sha-256 of the device-id
 * header, never the id itself.
 */

function deviceHash(deviceId: string): string {
  return sha256Hex(`device:${deviceId}`);
}

/** Records a device the account logged in from (or switched the check on from). */
export async function rememberDevice(db: Db, accountId: number, deviceId: string, now = new Date()): Promise<void> {
  if (!deviceId) return;
  const at = now.toISOString();
  await db
    .insertInto('known_devices')
    .values({ account_id: accountId, device_hash: deviceHash(deviceId), first_seen_at: at, last_seen_at: at })
    .onConflict((oc) => oc.columns(['account_id', 'device_hash']).doUpdateSet({ last_seen_at: at }))
    .execute();
}

export async function isKnownDevice(db: Db, accountId: number, deviceId: string): Promise<boolean> {
  if (!deviceId) return false;
  const row = await db.selectFrom('known_devices').select('account_id').where('account_id', '=', accountId).where('device_hash', '=', deviceHash(deviceId)).executeTakeFirst();
  return row !== undefined;
}

/**
 * Refuses an account-and-password login from an unseen device while the
 * switch is on (012011 with the popup's data, like a must-verify account).
 * Without a bound phone there is nothing to verify with: the switch cannot be
 * on then (turning it on needs the phone), so such a row passes.
 */
export async function requireKnownDevice(db: Db, row: AccountRow, deviceId: string): Promise<void> {
  if (row.sms_verify !== 1 || !row.country_code || !row.telephone) return;
  if (await isKnownDevice(db, row.id, deviceId)) return;
  throw await phoneVerificationNeeded(db, row, { countryCode: row.country_code, telephone: row.telephone });
}

/**
 * 012011, the phone-verification popup of SPEC 8, for whoever knew the account's password: the bound number
 * masked as SPEC shows numbers (0911***333), never whole (issue 33, finding 7), and the uuid that names it.
 * The popup's code (POST /v1/validation/sms, request type 4) and its login (loginByMobile) send the uuid
 * instead of the number; the uuid lives 10 minutes and is spent by the login.
 */
export async function phoneVerificationNeeded(db: Db, row: AccountRow, phone: Phone): Promise<DomainError> {
  return UserErrors.mustVerifyPhone({
    countryCode: phone.countryCode,
    telephone: await maskedPhone(db, phone.countryCode, phone.telephone),
    uuid: await createTicket(db, 'verifyPhone', phone, row.id),
    language: languageOfAccount(row),
    currency: row.currency,
  });
}

/**
 * PUT /v1/user/security/smsVerify: either way a code (type 8) sent to the
 * bound phone (012026 without one). Switching on remembers this device, so
 * the player is not asked again here.
 */
export async function setSmsVerify(db: Db, session: Session, input: { enabled: boolean; code: string }, deviceId: string, now = new Date()): Promise<null> {
  const row = await accountById(db, session.accountId);
  if (!row.country_code || !row.telephone) throw UserErrors.phoneRequired();
  await useCode(db, { countryCode: row.country_code, telephone: row.telephone }, [SMS_REQUEST_TYPES.smsVerify], input.code);
  await db.updateTable('accounts').set({ sms_verify: input.enabled ? 1 : 0, updated_at: now.toISOString() }).where('id', '=', row.id).execute();
  if (input.enabled) await rememberDevice(db, row.id, deviceId, now);
  return null;
}
