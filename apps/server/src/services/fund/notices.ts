import type { NoticeKind, NoticeRecord } from '@site/contract';
import type { ApiLanguage } from '../../domain/language';
import { CoreErrors } from '../../domain/errors';
import { notePoke } from '../events/poke';
import type { Db } from './common';
import { rowIdOf } from '../../db/row-id';

/** Inbox notices (SPEC 7) live in the messages table: system notices are kind sysNotice, transaction notices transNotice. */
const STORED_KIND: Record<NoticeKind, string> = { system: 'sysNotice', trade: 'transNotice' };

export type NoticeTexts = Record<ApiLanguage, { title: string; body: string }>;

/** Writes a notice in every language (title/body keep the zh-TW text for readers that know one language only). */
export async function writeNotice(db: Db, accountId: number, kind: NoticeKind, texts: NoticeTexts, now: Date): Promise<void> {
  await db
    .insertInto('messages')
    .values({ account_id: accountId, kind: STORED_KIND[kind], slug: null, title: texts.TW.title, body: texts.TW.body, texts: JSON.stringify(texts), created_at: now.toISOString() })
    .execute();
  notePoke(db, accountId, 'unread');
}

interface Row {
  id: number;
  kind: string;
  title: string;
  body: string;
  texts: string | null;
  is_read: number;
  created_at: string;
}

function toRecord(r: Row, kind: NoticeKind, lang: ApiLanguage): NoticeRecord {
  let title = r.title;
  let content = r.body;
  if (r.texts) {
    const texts = JSON.parse(r.texts) as Partial<NoticeTexts>;
    const t = texts[lang] ?? texts.TW;
    if (t) ({ title, body: content } = t);
  }
  return { id: r.id, kind, title, content, isRead: r.is_read === 1, createdAt: r.created_at };
}

/** One kind of the player's notices, newest first, paged. */
export async function noticeList(db: Db, accountId: number, kind: NoticeKind, lang: ApiLanguage, page: { page: number; size: number }) {
  const q = db.selectFrom('messages').where('account_id', '=', accountId).where('kind', '=', STORED_KIND[kind]);
  const [rows, count] = await Promise.all([
    q
      .select(['id', 'kind', 'title', 'body', 'texts', 'is_read', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.size)
      .offset((page.page - 1) * page.size)
      .execute(),
    q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { records: rows.map((r) => toRecord(r, kind, lang)), total: Number(count.n) };
}

/** Reads one of the player's notices of a kind and marks it read; another player's (or another kind's) is 404. */
export async function readNotice(db: Db, accountId: number, kind: NoticeKind, idText: string, lang: ApiLanguage): Promise<NoticeRecord> {
  const id = rowIdOf(idText);
  const row = await db
    .selectFrom('messages')
    .select(['id', 'kind', 'title', 'body', 'texts', 'is_read', 'created_at'])
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .where('kind', '=', STORED_KIND[kind])
    .executeTakeFirst();
  if (!row) throw CoreErrors.notFound();
  if (row.is_read !== 1) {
    await db.updateTable('messages').set({ is_read: 1 }).where('id', '=', row.id).execute();
    notePoke(db, accountId, 'unread');
  }
  return toRecord({ ...row, is_read: 1 }, kind, lang);
}

/** Marks the player's notices read: every kind of message, or only system or trade notices. */
export async function readAllNotices(db: Db, accountId: number, kind: NoticeKind | undefined): Promise<{ updated: number }> {
  let q = db.updateTable('messages').set({ is_read: 1 }).where('account_id', '=', accountId).where('is_read', '=', 0);
  if (kind) q = q.where('kind', '=', STORED_KIND[kind]);
  const result = await q.executeTakeFirst();
  const updated = Number(result.numUpdatedRows);
  if (updated > 0) notePoke(db, accountId, 'unread');
  return { updated };
}
