import { SMS_REQUEST_TYPES, sendsToBoundPhone, type CaptchaValidation } from '@site/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { CoreErrors } from '../../domain/errors';
import { requireCaptcha } from '../captcha';
import { accountById } from './accounts';
import { checkSendLimits, sendCode, useCode, type CodeChannel, type CodeClient } from './codes';
import { UserErrors } from './errors';
import { accountByPhone, resolvePhone, samePhone, type Phone } from './phone';
import { boundPhone, forgotTicket } from './security';
import type { Session } from './sessions';
import { createTicket, findTicket } from './tickets';

type Db = Kysely<Database>;

/** Countries offered voice codes: settings key voiceCountries (JSON array), 886 by default. */
export async function voiceCountries(db: Db): Promise<string[]> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', 'voiceCountries').executeTakeFirst();
  try {
    const list: unknown = JSON.parse(row?.value ?? '["886"]');
    return Array.isArray(list) ? list.map(String) : [];
  } catch {
    return [];
  }
}

export interface SendRequest {
  requestType: number;
  countryCode: string;
  /** Left out only for the bound types (5-11): the code goes to the session's bound number. */
  mobile?: string | undefined;
  captchaValidation?: CaptchaValidation | undefined;
  uuid?: string | undefined;
  captchaUuid?: string | undefined;
}

/** Who may get a code of each type (a code to the bound number needs that user's session). */
async function checkPurpose(db: Db, phone: Phone, input: SendRequest, session: Session | undefined): Promise<void> {
  const T = SMS_REQUEST_TYPES;
  switch (input.requestType) {
    case T.register:
      if (await accountByPhone(db, phone)) throw UserErrors.phoneTaken();
      return;
    case T.bindMobile: {
      const owner = await accountByPhone(db, phone);
      if (owner && owner.id !== session?.accountId) throw UserErrors.phoneTaken();
      return;
    }
    case T.forgotPassword:
      await forgotTicket(db, input.uuid, phone);
      return;
    case T.changeMobileOld:
    case T.smsPassword:
    case T.withdrawPasswordReset:
    case T.smsVerify:
    case T.bindDestination:
    case T.withdrawConfirm:
    case T.reactivate: {
      if (!session) throw CoreErrors.tokenMissing();
      const bound = boundPhone(await accountById(db, session.accountId));
      if (!samePhone(phone, bound.countryCode, bound.telephone)) throw UserErrors.accountPhoneMismatch();
      return;
    }
    default:
      return;
  }
}

/**
 * The number a code goes to: the one given (checked against the country
 * list), for the 012011 popup (type 4) without one, the number its uuid names,
 * or for the bound types (5-11) without one, the bound number of the
 * session (001001 without a session, 012026 without a bound phone).
 */
async function targetPhone(db: Db, input: SendRequest, session: Session | undefined): Promise<Phone> {
  if (input.mobile !== undefined) return resolvePhone(db, input.countryCode, input.mobile);
  if (input.requestType === SMS_REQUEST_TYPES.verifyPhone) {
    // The 012011 popup knows the number only masked (issue 33): its uuid names it (012015 once it is gone).
    const ticket = await findTicket(db, input.uuid, ['verifyPhone']);
    if (!ticket) throw UserErrors.telephoneStateInvalid();
    return ticket.phone;
  }
  // The contract refuses this already; kept for callers that skip it.
  if (!sendsToBoundPhone(input.requestType)) throw CoreErrors.badRequest();
  if (!session) throw CoreErrors.tokenMissing();
  // The bound number wins over the countryCode of the body.
  return boundPhone(await accountById(db, session.accountId));
}

/** POST /v1/validation/sms and /voice: number rules, purpose, limits, captcha, then the outbox. */
export async function requestCode(db: Db, channel: CodeChannel, input: SendRequest, client: CodeClient, session: Session | undefined) {
  const phone = await targetPhone(db, input, session);
  if (channel === 'voice' && !(await voiceCountries(db)).includes(phone.countryCode)) throw UserErrors.voiceUnsupported();
  await checkPurpose(db, phone, input, session);
  await checkSendLimits(db, phone, client);
  await requireCaptcha(db, 'smsCaptcha', input.captchaValidation, input.captchaUuid);
  return sendCode(db, channel, phone, input.requestType, client);
}

/** POST /v1/validation/sms/state: a register code (type 25) becomes a telephone-state token. */
export async function telephoneState(db: Db, input: { countryCode: string; telephone: string; code: string }) {
  const phone = await resolvePhone(db, input.countryCode, input.telephone);
  if (await accountByPhone(db, phone)) throw UserErrors.phoneTaken();
  await useCode(db, phone, [SMS_REQUEST_TYPES.register], input.code);
  return { telephoneState: await createTicket(db, 'telephoneState', phone) };
}
