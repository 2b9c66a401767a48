import { LOGIN_HISTORY_DAYS, LOGIN_HISTORY_MAX, type LoginHistory, type LoginMethod, type OpenSessionList } from '@site/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { rowIdOf } from '../../db/row-id';
import { writeNotice, type NoticeTexts } from '../fund/notices';
import { AccountErrors } from './account-errors';
import { agentOf, deviceFacts, networkOf } from './device-facts';
import { isKnownDevice } from './sms-verify';
import type { LoginClient } from './login-history';
import { nowIso } from './secrets';
import { revokeAccountSessions, revokeSession, type Session } from './sessions';

type Db = Kysely<Database>;

/**
 * Devices and sessions (issue 39): the player's open sessions, ending them, the login history and the
 * new-device notice. A session ended here answers 001004 (您已登出，請重新登入, SPEC 8's session words) on its
 * next call, and its live stream says logout at once (revokeSession's poke).
 */

/** Why a session was ended from the sessions page (sessions.revoke_reason; answers 001004). */
export const ENDED_BY_PLAYER = 'ended-by-player';

/**
 * Whether a login from `deviceId` is from a new device: the account has logged in before (a known device) but
 * never from this one. Asked before the device is remembered. An account's first device is not "new".
 */
export async function isNewDevice(db: Db, accountId: number, deviceId: string): Promise<boolean> {
  if (!deviceId || (await isKnownDevice(db, accountId, deviceId))) return false;
  const any = await db.selectFrom('known_devices').select('account_id').where('account_id', '=', accountId).executeTakeFirst();
  return any !== undefined;
}

const TAIPEI = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Taipei', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false });

/** The inbox notice of a login from a new device, in every language; the live stream pokes 'unread' (writeNotice). */
export async function noticeNewDevice(db: Db, accountId: number, client: LoginClient, now = new Date()): Promise<void> {
  const agent = agentOf(client.userAgent);
  const { network, localNetwork } = networkOf(client.address);
  const when = TAIPEI.format(now).replace(',', '');
  const what = [agent.browser, agent.os].filter(Boolean).join(' / ');
  const texts: NoticeTexts = {
    TW: {
      title: '新裝置登入通知',
      body: `您的帳號於 ${when}（台北時間）從新的裝置登入：${what || '未知瀏覽器'}，網路 ${localNetwork ? '區域網路' : (network ?? '未知')}。若不是您本人，請立即修改登入密碼，並在「我的帳號 > 登入裝置」登出其他裝置。`,
    },
    EN: {
      title: 'New device sign-in',
      body: `Your account signed in from a new device at ${when} (Taipei time): ${what || 'unknown browser'}, network ${localNetwork ? 'local network' : (network ?? 'unknown')}. If this was not you, change your login password now and log out the other devices under My account > Devices and sessions.`,
    },
    TH: {
      title: 'แจ้งเตือนการเข้าสู่ระบบจากอุปกรณ์ใหม่',
      body: `บัญชีของคุณเข้าสู่ระบบจากอุปกรณ์ใหม่เมื่อ ${when} (เวลาไทเป): ${what || 'เบราว์เซอร์ที่ไม่รู้จัก'} เครือข่าย ${localNetwork ? 'เครือข่ายภายใน' : (network ?? 'ไม่ทราบ')} หากไม่ใช่คุณ กรุณาเปลี่ยนรหัสผ่านทันทีและออกจากระบบอุปกรณ์อื่นที่ บัญชีของฉัน > อุปกรณ์และเซสชัน`,
    },
  };
  await writeNotice(db, accountId, 'system', texts, now);
}

/** The player's open sessions (not ended, not expired): the caller's first, then the most recently seen. */
export async function openSessions(db: Db, session: Session, caller: string): Promise<OpenSessionList> {
  const rows = await db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'last_seen_at', 'user_agent', 'address'])
    .where('account_id', '=', session.accountId)
    .where('kind', '=', 'player')
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', nowIso())
    .orderBy('last_seen_at', 'desc')
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
  const records = rows.map((r) => ({ id: r.id, current: r.id === session.sessionId, createdAt: r.created_at, lastSeenAt: r.last_seen_at, ...deviceFacts(r.user_agent, r.address, caller) }));
  return { records: [...records.filter((r) => r.current), ...records.filter((r) => !r.current)] };
}

/** Ends one of the player's open sessions (its own too); another player's, an agent's or an ended one is 013012. */
export async function endSession(db: Db, session: Session, idText: string): Promise<null> {
  const id = rowIdOf(idText);
  const row = await db
    .selectFrom('sessions')
    .select('id')
    .where('id', '=', id)
    .where('account_id', '=', session.accountId)
    .where('kind', '=', 'player')
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', nowIso())
    .executeTakeFirst();
  if (!row) throw AccountErrors.sessionNotFound();
  await revokeSession(db, row.id, ENDED_BY_PLAYER);
  return null;
}

/** Ends every other open session of the player; the caller's stays. */
export async function endOtherSessions(db: Db, session: Session): Promise<{ ended: number }> {
  const open = await db
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('account_id', '=', session.accountId)
    .where('kind', '=', 'player')
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', nowIso())
    .where('id', '!=', session.sessionId)
    .executeTakeFirstOrThrow();
  await revokeAccountSessions(db, session.accountId, ENDED_BY_PLAYER, session.sessionId);
  return { ended: Number(open.n) };
}

/** The logins of the last 90 days, newest first. */
export async function loginHistory(db: Db, session: Session, caller: string, now = Date.now()): Promise<LoginHistory> {
  const since = new Date(now - LOGIN_HISTORY_DAYS * 24 * 3600_000).toISOString();
  const rows = await db
    .selectFrom('login_history')
    .select(['id', 'at', 'method', 'error_code', 'address', 'user_agent'])
    .where('account_id', '=', session.accountId)
    .where('at', '>=', since)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(LOGIN_HISTORY_MAX)
    .execute();
  return {
    days: LOGIN_HISTORY_DAYS,
    records: rows.map((r) => ({ id: r.id, at: r.at, method: r.method as LoginMethod, errorCode: r.error_code, ...deviceFacts(r.user_agent, r.address, caller) })),
  };
}
