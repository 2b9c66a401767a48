import { validateBirthday } from '@site/contract';
import type { Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import type { AccountsTable } from '../../db/schema-accounts';
import { CoreErrors } from '../../domain/errors';
import type { ApiLanguage } from '../../domain/language';
import { accountById, userDetailOf } from './accounts';
import { UserErrors } from './errors';
import { nowIso } from './secrets';
import type { Session } from './sessions';
import { inboxUnread } from '../messages/inbox';

type Db = Kysely<Database>;

export interface DetailChange {
  nickname?: string | undefined;
  avatar?: string | undefined;
  gender?: 1 | 2 | undefined;
  birthday?: string | undefined;
}

/** PUT /v1/user/detail: nickname once and different, avatar from the list, birthday once (SPEC 4, 5). */
export async function updateDetail(db: Db, session: Session, change: DetailChange, now = new Date()) {
  const row = await accountById(db, session.accountId);
  const set: Updateable<AccountsTable> = {};
  if (change.nickname !== undefined) {
    const nickname = change.nickname.trim();
    if (nickname !== row.nickname) {
      if (row.nickname_changed === 1) throw UserErrors.nicknameOnce();
      Object.assign(set, { nickname, nickname_changed: 1 });
    } else throw UserErrors.sameNickname();
  }
  if (change.avatar !== undefined && change.avatar !== row.avatar) {
    const known = await db.selectFrom('avatars').select('id').where('url', '=', change.avatar).executeTakeFirst();
    if (!known) throw UserErrors.avatarInvalid();
    set.avatar = change.avatar;
  }
  if (change.gender !== undefined) set.gender = change.gender;
  if (change.birthday !== undefined && change.birthday !== row.birthday) {
    if (row.birthday) throw UserErrors.birthdayFixed();
    const bad = validateBirthday(change.birthday, now);
    if (bad) throw CoreErrors.badRequest({ issues: [{ in: 'body', path: 'birthday', message: bad }] });
    set.birthday = change.birthday;
  }
  if (Object.keys(set).length > 0) {
    await db.updateTable('accounts').set({ ...set, updated_at: nowIso() }).where('id', '=', row.id).execute();
  }
  return userDetailOf(db, await accountById(db, row.id));
}

export async function setLanguage(db: Db, session: Session, language: ApiLanguage): Promise<null> {
  await db.updateTable('accounts').set({ language, updated_at: nowIso() }).where('id', '=', session.accountId).execute();
  return null;
}

export async function isAutoGameTransfer(db: Db, session: Session): Promise<boolean> {
  return (await accountById(db, session.accountId)).auto_transfer === 1;
}

export const MESSAGE_KINDS = ['sysNotice', 'transNotice', 'letter', 'opNotice'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/**
 * Unread messages of the user per kind (the header badge caps the total at 99): notices from the
 * messages table, letters and announcements from the inbox's own tables (services/messages/inbox.ts).
 */
export function unreadCounts(db: Db, session: Session) {
  return inboxUnread(db, session.accountId);
}
