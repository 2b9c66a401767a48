import { PHONE_CHANGE_WINDOW_MS, SMS_REQUEST_TYPES } from '@site/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { accountById, type AccountRow } from './accounts';
import { AccountErrors } from './account-errors';
import { useSecurityCode } from './two-factor-guard';
import { checkSessionPassword } from './login-ceiling';
import { UserErrors } from './errors';
import type { Phone } from './phone';
import { randomToken, sha256Hex } from './secrets';
import type { Session } from './sessions';

type Db = Kysely<Database>;

/** Withdrawal protection and step 1 of the two-step phone change (issue 10). */

function phoneOf(row: AccountRow): Phone {
  if (!row.country_code || !row.telephone) throw UserErrors.phoneRequired();
  return { countryCode: row.country_code, telephone: row.telephone };
}

/**
 * PUT /v1/user/security/withdrawProtect. While on, the withdrawal password can
 * be reset only with a code sent to the bound phone (resetByPassword answers
 * 013008): a stolen login password alone can no longer redirect a payout.
 * Switching on needs a bound phone, so that reset stays possible (012026);
 * switching off needs the login password (013009 when missing or wrong).
 * Asking for the state the account is already in changes nothing.
 */
export async function setWithdrawProtect(db: Db, session: Session, input: { enabled: boolean; pwd?: string | undefined }, now = new Date()): Promise<null> {
  const row = await accountById(db, session.accountId);
  if (input.enabled) {
    phoneOf(row);
  } else {
    if (row.withdraw_protect !== 1) return null;
    if (!input.pwd) throw AccountErrors.loginPasswordWrong();
    await checkSessionPassword(db, session, input.pwd, row.password_hash, AccountErrors.loginPasswordWrong);
  }
  await db.updateTable('accounts').set({ withdraw_protect: input.enabled ? 1 : 0, updated_at: now.toISOString() }).where('id', '=', row.id).execute();
  return null;
}

/** resetByPassword is refused while protection is on (called by security.ts). */
export function assertNotWithdrawProtected(row: AccountRow): void {
  if (row.withdraw_protect === 1) throw AccountErrors.withdrawProtected();
}

const TICKET_KIND = 'changeMobile';

/**
 * Phone change step 1: a code (type 5) from the bound number. Returns the
 * uuid step 2 passes back within 30 minutes and marks the change as under way
 * (userDetail.phoneChangePending). A new step 1 replaces an earlier one.
 */
export async function verifyOldPhone(db: Db, session: Session, code: string, now = new Date()): Promise<{ uuid: string; expiresAt: string }> {
  const row = await accountById(db, session.accountId);
  const phone = phoneOf(row);
  // Issue 39: the authenticator code in the old number's SMS code's place while two-factor is on (two-factor-guard.ts).
  await useSecurityCode(db, row, [SMS_REQUEST_TYPES.changeMobileOld], code);
  const at = now.toISOString();
  const expiresAt = new Date(now.getTime() + PHONE_CHANGE_WINDOW_MS).toISOString();
  const uuid = randomToken(24);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('verification_tickets').set({ used_at: at }).where('kind', '=', TICKET_KIND).where('account_id', '=', row.id).where('used_at', 'is', null).execute();
    await trx
      .insertInto('verification_tickets')
      .values({ token_hash: sha256Hex(uuid), kind: TICKET_KIND, account_id: row.id, country_code: phone.countryCode, telephone: phone.telephone, created_at: at, expires_at: expiresAt, used_at: null })
      .execute();
    await trx.updateTable('accounts').set({ phone_change_started_at: at, updated_at: at }).where('id', '=', row.id).execute();
  });
  return { uuid, expiresAt };
}

/**
 * Step 2's proof: a live step-1 uuid of this account, made for the number
 * still bound (013010 otherwise). Returns a function that spends it, called
 * once the new number's code has been checked.
 */
export async function phoneChangeTicket(db: Db, row: AccountRow, uuid: string, now = new Date()): Promise<() => Promise<void>> {
  const phone = phoneOf(row);
  const hash = sha256Hex(uuid);
  const ticket = await db
    .selectFrom('verification_tickets')
    .select(['token_hash', 'country_code', 'telephone'])
    .where('token_hash', '=', hash)
    .where('kind', '=', TICKET_KIND)
    .where('account_id', '=', row.id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  if (!ticket || ticket.country_code !== phone.countryCode || ticket.telephone !== phone.telephone) throw AccountErrors.phoneChangeExpired();
  return async () => {
    const spent = await db.updateTable('verification_tickets').set({ used_at: new Date().toISOString() }).where('token_hash', '=', hash).where('used_at', 'is', null).executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) throw AccountErrors.phoneChangeExpired();
  };
}
