import type { CaptchaValidation, LoginResult } from '@site/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ApiLanguage } from '../../domain/language';
import { requireCaptcha } from '../captcha';
import { accountByUsername, createAccount, isUsernameTaken, loginResult, type AccountRow } from './accounts';
import { UserErrors } from './errors';
import { accountByPhone, resolvePhone, samePhone, type Phone } from './phone';
import { randomDigits, randomToken } from './secrets';
import { findTicket, findTicketByHash, useTicket, type Ticket } from './tickets';
import { phoneValue, recordSightings, type ClientSeen } from '../risk/links';
import { reserveRegistration, type RegistrationCaps } from '../risk/registration-caps';

type Db = Kysely<Database>;

/** The proxy (agent) a new player joins: the code given, else the account given, else the default (admin). */
export async function resolveProxy(db: Db, proxyCode?: string, proxyAccount?: string): Promise<string | null> {
  const code = proxyCode?.trim();
  const account = proxyAccount?.trim();
  if (code) {
    const row = await db.selectFrom('proxies').selectAll().where('proxy_code', '=', code).executeTakeFirst();
    if (!row || (account && account.toLowerCase() !== row.proxy_account.toLowerCase())) throw UserErrors.proxyInvalid();
    return row.proxy_code;
  }
  if (account) {
    const row = await db.selectFrom('proxies').selectAll().where('proxy_account', '=', account).executeTakeFirst();
    if (!row) throw UserErrors.proxyInvalid();
    return row.proxy_code;
  }
  const fallback = await db.selectFrom('proxies').select('proxy_code').where('is_default', '=', 1).executeTakeFirst();
  return fallback?.proxy_code ?? null;
}

/** A verified-phone ticket (sms/state telephoneState or a 012007 draft) for exactly this phone, else 012015. */
export async function phoneTicket(db: Db, phone: Phone | undefined, tokens: Array<string | undefined>, hashes: Array<string | null> = []): Promise<Ticket> {
  for (const token of tokens) {
    const ticket = await findTicket(db, token, ['telephoneState', 'phoneDraft']);
    if (ticket && (!phone || samePhone(phone, ticket.phone.countryCode, ticket.phone.telephone))) return ticket;
  }
  for (const hash of hashes) {
    const ticket = hash ? await findTicketByHash(db, hash, ['telephoneState', 'phoneDraft']) : undefined;
    if (ticket && (!phone || samePhone(phone, ticket.phone.countryCode, ticket.phone.telephone))) return ticket;
  }
  throw UserErrors.telephoneStateInvalid();
}

/** Who is registering: the device id and address (counted against the caps, remembered as links). */
export type RegistrationClient = ClientSeen & { caps: RegistrationCaps };

export interface Registration {
  client: RegistrationClient;
  username: string;
  password: string;
  phone: Phone;
  ticket: Ticket;
  language?: ApiLanguage | undefined;
  proxyCode?: string | undefined;
  proxyAccount?: string | undefined;
  inviterCode?: string | undefined;
  lineId?: string | null;
  nickname?: string;
}

/**
 * Shared end of both registrations: free name and number, proxy, a place under the device and
 * address caps (012070/012071; given back when the account is not made), account, ticket spent,
 * and the device, address and phone remembered as the account's links.
 */
export async function register(db: Db, input: Registration): Promise<AccountRow> {
  if (await isUsernameTaken(db, input.username)) throw UserErrors.usernameTaken();
  if (await accountByPhone(db, input.phone)) throw UserErrors.phoneTaken();
  const proxyCode = await resolveProxy(db, input.proxyCode, input.proxyAccount);
  const place = await reserveRegistration(db, input.client, input.client.caps);
  const row = await createAccount(db, {
    username: input.username,
    password: input.password,
    phone: input.phone,
    language: input.language,
    proxyCode,
    inviterCode: input.inviterCode?.trim() || null,
    lineId: input.lineId ?? null,
    ...(input.nickname ? { nickname: input.nickname } : {}),
  }).catch(async (error: unknown) => {
    await place.release();
    throw error;
  });
  await useTicket(db, input.ticket);
  await recordSightings(db, row.id, { ...input.client, phone: phoneValue(row.country_code, row.telephone) }, 'register');
  return row;
}

export interface PhoneRegistration {
  username: string;
  password: string;
  countryCode: string;
  telephone: string;
  telephoneState?: string | undefined;
  uuid?: string | undefined;
  captchaValidation?: CaptchaValidation | undefined;
  captchaUuid?: string | undefined;
  language?: ApiLanguage | undefined;
  proxyCode?: string | undefined;
  proxyAccount?: string | undefined;
  inviterCode?: string | undefined;
}

/** POST /v1/user/register/phone: registers and logs in. */
export async function registerByPhone(db: Db, input: PhoneRegistration, client: RegistrationClient): Promise<LoginResult> {
  await requireCaptcha(db, 'registerCaptcha', input.captchaValidation, input.captchaUuid);
  const phone = await resolvePhone(db, input.countryCode, input.telephone);
  const ticket = await phoneTicket(db, phone, [input.telephoneState, input.uuid]);
  const row = await register(db, { ...input, phone, ticket, client });
  return loginResult(db, row, client.deviceId, { method: 'register', client });
}

/** A free generated account name for a LINE registration without one: 'line' + 8 letters/digits (with a digit). */
export async function generatedUsername(db: Db): Promise<string> {
  for (;;) {
    const tail = randomToken(12).replace(/[^A-Za-z0-9]/g, '').slice(0, 7).toLowerCase();
    const name = `line${tail}${randomDigits(1)}`;
    if (tail.length === 7 && !(await accountByUsername(db, name))) return name;
  }
}
