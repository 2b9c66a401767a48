import { SMS_REQUEST_TYPES, type CaptchaValidation } from '@site/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { requireCaptcha } from '../captcha';
import { refuseAgent } from '../fund/gates';
import { accountById, accountByUsername, type AccountRow } from './accounts';
import { AccountErrors } from './account-errors';
import { assertNotWithdrawProtected, phoneChangeTicket } from './account-security';
import { checkCode, spendCodes, useCode } from './codes';
import { checkSecurityCode, twoFactorOn, useSecurityCode } from './two-factor-guard';
import { UserErrors } from './errors';
import { accountByPhone, resolvePhone, samePhone, type Phone } from './phone';
import { hashPassword, nowIso, verifyPassword } from './secrets';
import { checkSessionPassword } from './login-ceiling';
import { PASSWORD_REVOKE_REASONS, revokeAccountSessions, type Session } from './sessions';
import { createTicket, findTicket, useTicket } from './tickets';

type Db = Kysely<Database>;

function boundPhone(row: AccountRow): Phone {
  if (!row.country_code || !row.telephone) throw UserErrors.phoneRequired();
  return { countryCode: row.country_code, telephone: row.telephone };
}

async function setPassword(db: Db, accountId: number, password: string): Promise<void> {
  await db.updateTable('accounts').set({ password_hash: await hashPassword(password), updated_at: nowIso() }).where('id', '=', accountId).execute();
}

/**
 * Forgot password step 1: the account and its bound phone must match (the
 * same 012020 for an unknown account, so names cannot be probed); captcha
 * when process-data asks one for codes. Returns the uuid of step 2.
 */
export async function forgotVerify(
  db: Db,
  input: { username: string; countryCode: string; telephone: string; captchaValidation?: CaptchaValidation | undefined; captchaUuid?: string | undefined },
): Promise<{ uuid: string }> {
  await requireCaptcha(db, 'smsCaptcha', input.captchaValidation, input.captchaUuid);
  const phone = await resolvePhone(db, input.countryCode, input.telephone);
  const row = await accountByUsername(db, input.username);
  if (!row || !samePhone(phone, row.country_code, row.telephone)) throw UserErrors.accountPhoneMismatch();
  return { uuid: await createTicket(db, 'forgot', phone, row.id) };
}

/** The live forgot-password ticket for a number (the code send of type 3 needs one), else 012021. */
export async function forgotTicket(db: Db, uuid: string | undefined, phone: Phone) {
  const ticket = await findTicket(db, uuid, ['forgot']);
  if (!ticket || !samePhone(phone, ticket.phone.countryCode, ticket.phone.telephone)) throw UserErrors.resetExpired();
  return ticket;
}

/** Forgot password step 2: new password, every session ends (密碼修改成功，請重新登入). */
export async function resetPassword(
  db: Db,
  input: { username: string; countryCode: string; telephone: string; code: string; newPwd: string; uuid: string },
): Promise<null> {
  const phone = await resolvePhone(db, input.countryCode, input.telephone);
  const ticket = await forgotTicket(db, input.uuid, phone);
  const row = await accountByUsername(db, input.username);
  if (!row || row.id !== ticket.accountId || !samePhone(phone, row.country_code, row.telephone)) throw UserErrors.resetExpired();
  await useCode(db, phone, [SMS_REQUEST_TYPES.forgotPassword], input.code);
  await useTicket(db, ticket);
  await setPassword(db, row.id, input.newPwd);
  await revokeAccountSessions(db, row.id, PASSWORD_REVOKE_REASONS.reset);
  await db.deleteFrom('login_guards').where('username_key', '=', row.username_key).execute();
  return null;
}

/** PUT /v1/user/security/pwd: old password checked; every other session ends. */
export async function changePassword(db: Db, session: Session, input: { oldPwd: string; newPwd: string }): Promise<null> {
  const row = await accountById(db, session.accountId);
  await checkSessionPassword(db, session, input.oldPwd, row.password_hash, UserErrors.oldPasswordWrong);
  if (input.oldPwd === input.newPwd) throw UserErrors.samePassword();
  await setPassword(db, row.id, input.newPwd);
  await revokeAccountSessions(db, row.id, PASSWORD_REVOKE_REASONS.change, session.sessionId);
  return null;
}

/** PUT /v1/user/security/sms/pwd: a type-6 code from the bound phone instead of the old password. */
export async function changePasswordBySms(db: Db, session: Session, input: { code: string; newPwd: string }): Promise<null> {
  const row = await accountById(db, session.accountId);
  // Issue 39: the authenticator code in the SMS code's place while two-factor is on (two-factor-guard.ts).
  if (!(await twoFactorOn(db, row.id))) boundPhone(row);
  // The code first: "same as the current password" answered before it was an oracle for the password (issue 17).
  const spend = await checkSecurityCode(db, row, [SMS_REQUEST_TYPES.smsPassword], input.code);
  if (await verifyPassword(input.newPwd, row.password_hash)) throw UserErrors.samePassword();
  await spend();
  await setPassword(db, row.id, input.newPwd);
  await revokeAccountSessions(db, row.id, PASSWORD_REVOKE_REASONS.change, session.sessionId);
  return null;
}

async function freeNumber(db: Db, countryCode: string, mobile: string, accountId: number): Promise<Phone> {
  const phone = await resolvePhone(db, countryCode, mobile);
  const owner = await accountByPhone(db, phone);
  if (owner && owner.id !== accountId) throw UserErrors.phoneTaken();
  return phone;
}

async function setPhone(db: Db, accountId: number, phone: Phone): Promise<void> {
  await db
    .updateTable('accounts')
    // A new number also ends a two-step change under way (phoneChangePending).
    .set({ country_code: phone.countryCode, telephone: phone.telephone, must_verify_phone: 0, phone_change_started_at: null, updated_at: nowIso() })
    .where('id', '=', accountId)
    .execute();
}

/** First phone of an account, proved by a type-2 code sent to it. */
export async function bindMobile(db: Db, session: Session, input: { countryCode: string; mobile: string; code: string }): Promise<null> {
  const row = await accountById(db, session.accountId);
  if (row.telephone) throw UserErrors.phoneAlreadyBound();
  const phone = await freeNumber(db, input.countryCode, input.mobile, row.id);
  await useCode(db, phone, [SMS_REQUEST_TYPES.bindMobile], input.code);
  await setPhone(db, row.id, phone);
  return null;
}

/**
 * Phone change: the old number proves itself, then the new one (type 2). The
 * old number's proof is either the uuid of step 1 (mobile/verify-old, 30
 * minutes, 013010 when gone) or its code (type 5) in this same call; 013011
 * with neither. The proofs are spent together once every check passed.
 */
export async function changeMobile(
  db: Db,
  session: Session,
  input: { oldCode?: string | undefined; uuid?: string | undefined; countryCode: string; mobile: string; code: string },
): Promise<null> {
  const row = await accountById(db, session.accountId);
  const old = boundPhone(row);
  if (!input.uuid && !input.oldCode) throw AccountErrors.phoneChangeStepMissing();
  const spendTicket = input.uuid ? await phoneChangeTicket(db, row, input.uuid) : undefined;
  const phone = await freeNumber(db, input.countryCode, input.mobile, row.id);
  if (samePhone(phone, old.countryCode, old.telephone)) throw UserErrors.phoneAlreadyBound();
  if (spendTicket) {
    const newCodeId = await checkCode(db, phone, [SMS_REQUEST_TYPES.bindMobile], input.code);
    await spendCodes(db, [newCodeId]);
    await spendTicket();
    await setPhone(db, row.id, phone);
    return null;
  }
  // The old number's proof, or the authenticator code while two-factor is on (issue 39); the new number's code always.
  const spendOld = await checkSecurityCode(db, { id: row.id, country_code: old.countryCode, telephone: old.telephone }, [SMS_REQUEST_TYPES.changeMobileOld], input.oldCode);
  const newId = await checkCode(db, phone, [SMS_REQUEST_TYPES.bindMobile], input.code);
  await spendOld();
  await spendCodes(db, [newId]);
  await setPhone(db, row.id, phone);
  return null;
}

async function storeWithdrawPassword(db: Db, accountId: number, password: string): Promise<null> {
  await db.updateTable('accounts').set({ withdraw_password_hash: await hashPassword(password), updated_at: nowIso() }).where('id', '=', accountId).execute();
  return null;
}

/** Set once (SPEC 4: the confirmation cannot be changed after being set); changed only through the resets. */
export async function setWithdrawPassword(db: Db, session: Session, password: string): Promise<null> {
  const row = await accountById(db, session.accountId);
  // Issue 17: an agent account (frontend type 2) has no withdrawals to protect (031032).
  refuseAgent(row);
  if (row.withdraw_password_hash) throw UserErrors.withdrawPasswordSet();
  return storeWithdrawPassword(db, row.id, password);
}

export async function resetWithdrawPasswordByPassword(db: Db, session: Session, input: { pwd: string; withdrawPassword: string }): Promise<null> {
  const row = await accountById(db, session.accountId);
  if (!row.withdraw_password_hash) throw UserErrors.withdrawPasswordMissing();
  // Withdrawal protection (issue 10): only the phone reset while it is on.
  assertNotWithdrawProtected(row);
  await checkSessionPassword(db, session, input.pwd, row.password_hash, UserErrors.oldPasswordWrong);
  return storeWithdrawPassword(db, row.id, input.withdrawPassword);
}

export async function resetWithdrawPasswordByPhone(db: Db, session: Session, input: { code: string; withdrawPassword: string }): Promise<null> {
  const row = await accountById(db, session.accountId);
  if (!row.withdraw_password_hash) throw UserErrors.withdrawPasswordMissing();
  if (!(await twoFactorOn(db, row.id))) boundPhone(row);
  // Issue 39: the authenticator code in the SMS code's place while two-factor is on.
  await useSecurityCode(db, row, [SMS_REQUEST_TYPES.withdrawPasswordReset], input.code);
  return storeWithdrawPassword(db, row.id, input.withdrawPassword);
}

export { boundPhone };
