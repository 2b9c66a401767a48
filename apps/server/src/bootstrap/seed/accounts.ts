import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { usernameKey } from '../../services/accounts/accounts';
import { hashPassword } from '../../services/accounts/secrets';

/**
 * Demo players (README): all with password demo1234.
 * - demo01: plain player, no phone;
 * - phone01: phone 886 0912345678 bound (log in by phone);
 * - agent01: user type 2, i.e. frontend type 2;
 * - vip999: VIP name 特邀VIP (level 999);
 * - verify01: must verify its phone (886 0911222333): login answers 012011.
 * demo01's ID is verified (seedVerifiedIds): SPEC 5 lets only such a player
 * bind a bank card, which the cashier journey does with demo01.
 */
export const DEMO_PASSWORD = 'demo1234';

interface DemoPlayer {
  username: string;
  nickname: string;
  phone?: { countryCode: string; telephone: string };
  userType?: number;
  vipName?: string;
  mustVerifyPhone?: boolean;
  /** An ID verification approved without photos (demo data). */
  idVerified?: { realName: string; idNumber: string };
}

export const DEMO_PLAYERS: DemoPlayer[] = [
  { username: 'demo01', nickname: '試玩玩家', idVerified: { realName: '林試玩', idNumber: 'A123456789' } },
  { username: 'phone01', nickname: '手機玩家', phone: { countryCode: '886', telephone: '912345678' } },
  { username: 'agent01', nickname: '代理玩家', userType: 2, phone: { countryCode: '886', telephone: '933444555' } },
  { username: 'vip999', nickname: '特邀貴賓', vipName: '特邀VIP', phone: { countryCode: '886', telephone: '955666777' } },
  { username: 'verify01', nickname: '待驗證玩家', mustVerifyPhone: true, phone: { countryCode: '886', telephone: '911222333' } },
];

const DEMO_MESSAGES = [
  { kind: 'sysNotice', slug: 'demo-welcome', title: '歡迎加入', body: '感謝您註冊成為會員，祝您遊戲愉快！' },
];

/** Inserts the demo players that are missing (hashing only those) and their unread messages. */
export async function seedAccounts(db: Kysely<Database>, now = new Date().toISOString()): Promise<void> {
  const avatar = (await db.selectFrom('avatars').select('url').orderBy('sort').executeTakeFirst())?.url ?? '';
  for (const p of DEMO_PLAYERS) {
    let row = await db.selectFrom('accounts').select('id').where('username_key', '=', usernameKey(p.username)).executeTakeFirst();
    if (!row) {
      const values: Insertable<Database['accounts']> = {
        username: p.username,
        username_key: usernameKey(p.username),
        password_hash: await hashPassword(DEMO_PASSWORD),
        nickname: p.nickname,
        avatar,
        birthday: null,
        real_name: null,
        language: 'TW',
        currency: 'NTD',
        user_type: p.userType ?? 1,
        must_verify_phone: p.mustVerifyPhone ? 1 : 0,
        country_code: p.phone?.countryCode ?? null,
        telephone: p.phone?.telephone ?? null,
        withdraw_password_hash: null,
        vip_name: p.vipName ?? 'VIP1',
        proxy_code: 'A0000',
        inviter_code: null,
        line_id: null,
        register_date: now,
        last_login_at: null,
        updated_at: now,
      };
      row = await db
        .insertInto('accounts')
        .values(values)
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!row) continue;
    }
    const messages = DEMO_MESSAGES.map((m) => ({ account_id: row.id, ...m, created_at: now }));
    await db
      .insertInto('messages')
      .values(messages)
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

/** Records the demo players' approved ID verifications where an account has none yet (idempotent). */
export async function seedVerifiedIds(db: Kysely<Database>, now = new Date().toISOString()): Promise<void> {
  for (const p of DEMO_PLAYERS) {
    if (!p.idVerified) continue;
    const row = await db.selectFrom('accounts').select(['id', 'verify_id_card_status']).where('username_key', '=', usernameKey(p.username)).executeTakeFirst();
    if (!row || row.verify_id_card_status !== 0) continue;
    const any = await db.selectFrom('id_verifications').select('id').where('account_id', '=', row.id).executeTakeFirst();
    if (any) continue;
    const { realName, idNumber } = p.idVerified;
    await db
      .insertInto('id_verifications')
      .values({ account_id: row.id, real_name: realName, id_number: idNumber, front_file: null, back_file: null, status: 2, reason: null, submitted_at: now, reviewed_at: now })
      .execute();
    await db.updateTable('accounts').set({ verify_id_card_status: 2, real_name: realName }).where('id', '=', row.id).execute();
  }
}
