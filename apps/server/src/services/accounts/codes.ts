import { CODE_COUNTDOWN_S, SMS_CODE_LENGTH } from '@site/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { addressKey } from '../risk/address-key';
import { UserErrors } from './errors';
import type { Phone } from './phone';
import { isoIn, nowIso, randomDigits, randomId } from './secrets';

type Db = Kysely<Database>;

/** SMS and voice codes go to the sms_outbox table; /dev/outbox and `npm run ops -- outbox` show them. */
export const CODE_TTL_MS = 5 * 60_000;
export const CODE_LIMITS = {
  /** Seconds between two sends to one number (the client's countdown). */
  resendSeconds: CODE_COUNTDOWN_S,
  perNumberPerHour: 10,
  perDevicePerHour: 20,
  /** Wrong guesses before a code is dead. */
  attempts: 5,
} as const;

export type CodeChannel = 'sms' | 'voice';

/** Who asks for a code: the signed device-id header and the client address (which a client cannot mint at will). */
export interface CodeClient {
  deviceId: string;
  address: string;
  /** Sends per address per hour (site.addressLimits; several players may share one network). */
  addressPerHour: number;
}

async function count(db: Db, column: 'device_id' | 'address' | 'number', phone: Phone, client: CodeClient, since: string): Promise<number> {
  let q = db.selectFrom('sms_outbox').select((eb) => eb.fn.countAll<string | number>().as('n')).where('created_at', '>', since);
  if (column === 'device_id') q = q.where('device_id', '=', client.deviceId);
  else if (column === 'address') q = q.where('address', '=', addressKey(client.address));
  else q = q.where('country_code', '=', phone.countryCode).where('telephone', '=', phone.telephone);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

/**
 * Refuses a send that breaks a limit: 012012 (with the seconds left) within
 * 60 s of the last code to the number, 012013 past 10 an hour per number,
 * 012014 past 20 an hour per device, 012037 past the client address's hourly allowance.
 */
export async function checkSendLimits(db: Db, phone: Phone, client: CodeClient, now = Date.now()): Promise<void> {
  const last = await db
    .selectFrom('sms_outbox')
    .select('created_at')
    .where('country_code', '=', phone.countryCode)
    .where('telephone', '=', phone.telephone)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (last) {
    const left = Math.ceil((Date.parse(last.created_at) + CODE_LIMITS.resendSeconds * 1000 - now) / 1000);
    if (left > 0) throw UserErrors.sendTooSoon(left);
  }
  const hourAgo = new Date(now - 3600_000).toISOString();
  if ((await count(db, 'number', phone, client, hourAgo)) >= CODE_LIMITS.perNumberPerHour) throw UserErrors.numberHourlyLimit();
  if ((await count(db, 'device_id', phone, client, hourAgo)) >= CODE_LIMITS.perDevicePerHour) throw UserErrors.deviceHourlyLimit();
  if ((await count(db, 'address', phone, client, hourAgo)) >= client.addressPerHour) throw UserErrors.addressLimit();
}

/** Writes a fresh 6-digit code for a number and request type; returns its uuid. */
export async function sendCode(db: Db, channel: CodeChannel, phone: Phone, requestType: number, client: CodeClient): Promise<{ uuid: string; countdown: number }> {
  const uuid = randomId(16);
  // One clock reading: the code lives exactly CODE_TTL_MS from when it was written.
  const now = new Date();
  await db
    .insertInto('sms_outbox')
    .values({
      uuid,
      channel,
      country_code: phone.countryCode,
      telephone: phone.telephone,
      code: randomDigits(SMS_CODE_LENGTH),
      request_type: requestType,
      device_id: client.deviceId,
      // The key the per-address allowance counts (an IPv6 client by its /64), not the whole address.
      address: addressKey(client.address),
      created_at: now.toISOString(),
      expires_at: isoIn(CODE_TTL_MS, now),
      used_at: null,
    })
    .execute();
  return { uuid, countdown: CODE_LIMITS.resendSeconds };
}

/**
 * Checks a code against the newest code sent to the number for one of
 * `requestTypes` (a newer send replaces an older code). Wrong, expired or used
 * -> 012006; five tries kill the code (012036), each try taken atomically before comparing. Returns the row id:
 * pass it to spendCodes once every other check of the call has passed.
 */
export async function checkCode(db: Db, phone: Phone, requestTypes: number[], code: string): Promise<number> {
  const row = await db
    .selectFrom('sms_outbox')
    .select(['id', 'code', 'expires_at', 'used_at', 'attempts'])
    .where('country_code', '=', phone.countryCode)
    .where('telephone', '=', phone.telephone)
    .where('request_type', 'in', requestTypes)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row || row.used_at || row.expires_at <= nowIso()) throw UserErrors.codeInvalid();
  // Every comparison first takes one of the code's tries in one conditional update (issue 17): read
  // then write let 20 concurrent wrong guesses all see 0 tries used and all be compared.
  const claimed = await db
    .updateTable('sms_outbox')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', row.id)
    .where('attempts', '<', CODE_LIMITS.attempts)
    .returning('attempts')
    .executeTakeFirst();
  if (!claimed) throw UserErrors.codeAttemptsExceeded();
  if (row.code !== code.trim()) {
    if (Number(claimed.attempts) >= CODE_LIMITS.attempts) throw UserErrors.codeAttemptsExceeded();
    throw UserErrors.codeInvalid();
  }
  return row.id;
}

/** Marks codes used; a code already spent meanwhile (a race) fails the call. */
export async function spendCodes(db: Db, ids: number[]): Promise<void> {
  for (const id of ids) {
    const result = await db.updateTable('sms_outbox').set({ used_at: nowIso() }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw UserErrors.codeInvalid();
  }
}

/** check + spend in one go. */
export async function useCode(db: Db, phone: Phone, requestTypes: number[], code: string): Promise<void> {
  await spendCodes(db, [await checkCode(db, phone, requestTypes, code)]);
}

export interface OutboxEntry {
  id: number;
  channel: string;
  countryCode: string;
  telephone: string;
  code: string;
  requestType: number;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

/** The newest codes, optionally of one number (national or local form). */
export async function latestCodes(db: Db, options: { telephone?: string; limit?: number } = {}): Promise<OutboxEntry[]> {
  let q = db.selectFrom('sms_outbox').selectAll().orderBy('id', 'desc').limit(Math.min(Math.max(options.limit ?? 50, 1), 500));
  const tel = options.telephone?.replace(/\D/g, '');
  if (tel) q = q.where('telephone', 'in', [tel, tel.replace(/^0+/, '')]);
  const rows = await q.execute();
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel,
    countryCode: r.country_code,
    telephone: r.telephone,
    code: r.code,
    requestType: r.request_type,
    createdAt: r.created_at,
    expiresAt: r.expires_at,
    usedAt: r.used_at,
  }));
}
