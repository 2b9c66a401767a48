import { DEFAULT_CURRENCY, PHONE_CHANGE_WINDOW_MS, type LoginMethod, type LoginResult, type UserInfo } from '@site/contract';
import type { Kysely, Selectable } from 'kysely';
import { prepared } from '../../db/prepared';
import type { Database } from '../../db/schema';
import type { AccountsTable } from '../../db/schema-accounts';
import { notePoke } from '../events/poke';
import { toApiLanguage, type ApiLanguage } from '../../domain/language';
import { UserErrors } from './errors';
import { maskedPhone, type Phone } from './phone';
import { hashPassword, nowIso } from './secrets';
import { recordLogin, type LoginClient } from './login-history';
import { issueToken } from './sessions';

type Db = Kysely<Database>;
export type AccountRow = Selectable<AccountsTable>;

/** userType 2 is the agent-side player shown frontend type 2; every other type is 1 (SPEC 3, 6). */
export function frontendTypeOf(userType: number): 1 | 2 {
  return userType === 2 ? 2 : 1;
}

export function usernameKey(username: string): string {
  return username.trim().toLowerCase();
}

export async function accountByUsername(db: Db, username: string): Promise<AccountRow | undefined> {
  return db.selectFrom('accounts').selectAll().where('username_key', '=', usernameKey(username)).executeTakeFirst();
}

/** Most signed-in calls read the player's row (db/prepared.ts). */
const accountRow = prepared((db: Db, a: { id: number }) => db.selectFrom('accounts').selectAll().where('id', '=', a.id));

export async function accountById(db: Db, id: number): Promise<AccountRow> {
  const row = await accountRow.first(db, { id });
  // A session's or a caller's account id always names a row: a missing one is a bug (500).
  if (!row) throw new Error(`account ${id} not found`);
  return row;
}

export async function isUsernameTaken(db: Db, username: string): Promise<boolean> {
  return (await accountByUsername(db, username)) !== undefined;
}

export interface NewAccount {
  username: string;
  password: string;
  phone: Phone | null;
  language?: ApiLanguage | undefined;
  proxyCode?: string | null;
  inviterCode?: string | null;
  lineId?: string | null;
  nickname?: string;
}

async function firstAvatar(db: Db): Promise<string> {
  const row = await db.selectFrom('avatars').select('url').orderBy('sort').executeTakeFirst();
  return row?.url ?? '';
}

/** Creates a player (unique name and phone checked by the caller and by the constraints) with a welcome notice. */
export async function createAccount(db: Db, input: NewAccount): Promise<AccountRow> {
  const now = nowIso();
  const inserted = await db
    .insertInto('accounts')
    .values({
      username: input.username,
      username_key: usernameKey(input.username),
      password_hash: await hashPassword(input.password),
      nickname: input.nickname ?? input.username,
      avatar: await firstAvatar(db),
      birthday: null,
      real_name: null,
      language: input.language ?? 'TW',
      currency: DEFAULT_CURRENCY,
      country_code: input.phone?.countryCode ?? null,
      telephone: input.phone?.telephone ?? null,
      withdraw_password_hash: null,
      proxy_code: input.proxyCode ?? null,
      inviter_code: input.inviterCode ?? null,
      line_id: input.lineId ?? null,
      register_date: now,
      last_login_at: null,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
    .catch((error: unknown) => {
      // Lost a race with another registration of the same name or number.
      const text = String(error);
      if (!/unique|duplicate/i.test(text)) throw error;
      if (/telephone|accounts_phone/i.test(text)) throw UserErrors.phoneTaken();
      if (/line_id/i.test(text)) throw UserErrors.lineTaken();
      throw UserErrors.usernameTaken();
    });
  await db
    .insertInto('messages')
    .values({ account_id: inserted.id, kind: 'sysNotice', slug: 'welcome', title: '歡迎加入', body: '感謝您註冊成為會員，祝您遊戲愉快！', created_at: now })
    .execute();
  notePoke(db, inserted.id, 'unread');
  return accountById(db, inserted.id);
}

export function languageOfAccount(row: AccountRow): ApiLanguage {
  return toApiLanguage(row.language) ?? 'TW';
}

/**
 * Logs an account in: a new token, plus what SPEC 3's login response carries. With `login` (how, and the
 * request's address and User-Agent), the session keeps them and the login history records it (issue 39).
 */
export async function loginResult(db: Db, row: AccountRow, deviceId: string, login?: { method: LoginMethod; client: LoginClient }): Promise<LoginResult> {
  const token = await issueToken(db, row.id, deviceId, 'player', login?.client);
  if (login) await recordLogin(db, row.id, login);
  return {
    token,
    currency: row.currency,
    language: languageOfAccount(row),
    userType: row.user_type,
    frontendType: frontendTypeOf(row.user_type),
  };
}

export async function userInfoOf(db: Db, row: AccountRow): Promise<UserInfo> {
  return {
    userId: row.id,
    nickname: row.nickname,
    username: row.username,
    avatar: row.avatar,
    telephone: await maskedPhone(db, row.country_code, row.telephone),
    hasTelephone: row.telephone !== null,
    countryCode: row.country_code ?? '',
    language: languageOfAccount(row),
    currency: row.currency,
    verifyIdCardStatus: row.verify_id_card_status,
    userType: row.user_type,
    frontendType: frontendTypeOf(row.user_type),
    registerDate: row.register_date,
    vipName: row.vip_name,
  };
}

export async function userDetailOf(db: Db, row: AccountRow) {
  const info = await userInfoOf(db, row);
  const twoFactor = await db.selectFrom('player_two_factor').select('account_id').where('account_id', '=', row.id).where('pending', '=', 0).executeTakeFirst();
  return {
    userId: info.userId,
    username: info.username,
    nickname: info.nickname,
    nicknameChangeable: row.nickname_changed === 0,
    avatar: info.avatar,
    gender: row.gender,
    birthday: row.birthday,
    realName: row.real_name,
    verifyIdCardStatus: info.verifyIdCardStatus,
    telephone: info.telephone,
    hasTelephone: info.hasTelephone,
    countryCode: info.countryCode,
    hasWithdrawPassword: row.withdraw_password_hash !== null,
    lineBound: row.line_id !== null,
    language: info.language,
    currency: info.currency,
    registerDate: info.registerDate,
    vipName: info.vipName,
    withdrawProtect: row.withdraw_protect === 1,
    smsVerify: row.sms_verify === 1,
    // Step 1 of a phone change done and still within its 30 minutes (services/accounts/account-security.ts).
    phoneChangePending: row.phone_change_started_at !== null && Date.parse(row.phone_change_started_at) + PHONE_CHANGE_WINDOW_MS > Date.now(),
    // Issue 39: two-factor on (services/accounts/two-factor.ts).
    twoFactor: twoFactor !== undefined,
  };
}
