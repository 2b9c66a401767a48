import type { AnnouncementRecord } from '@site/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ApiLanguage } from '../../domain/language';
import { sanitizeOperatorHtml } from '../html/sanitize';
import { MessageErrors } from './errors';
import { rowIdOf } from '../../db/row-id';

type Db = Kysely<Database>;
export type AnnouncementTexts = Record<ApiLanguage, { title: string; body: string }>;

/**
 * The enabled announcements whose schedule holds now (issue 38: from published_at until end_time); with a
 * brand, its own and those for every brand ('').
 */
function visible(db: Db, brand?: string) {
  const now = new Date().toISOString();
  const q = db
    .selectFrom('announcements')
    .where('enabled', '=', 1)
    .where('announcements.published_at', '<=', now)
    .where((eb) => eb.or([eb('announcements.end_time', 'is', null), eb('announcements.end_time', '>', now)]));
  return brand === undefined ? q : q.where('announcements.brand', 'in', ['', brand]);
}

interface Row {
  id: number;
  texts: string;
  published_at: string;
  read_at: string | null;
}

function toRecord(r: Row, lang: ApiLanguage): AnnouncementRecord {
  const texts = JSON.parse(r.texts) as Partial<AnnouncementTexts>;
  const t = texts[lang] ?? texts.TW ?? { title: '', body: '' };
  // Sanitised when written and again here: a row put in by hand is still cleaned.
  return { id: r.id, kind: 'announcement', title: t.title, content: sanitizeOperatorHtml(t.body), isRead: r.read_at !== null, createdAt: r.published_at };
}

function withRead(db: Db, accountId: number, brand?: string) {
  return visible(db, brand).leftJoin('announcement_reads as r', (join) =>
    join.onRef('r.announcement_id', '=', 'announcements.id').on('r.account_id', '=', accountId),
  );
}

/** The announcements, newest first, with the player's read flags. */
export async function announcementList(db: Db, accountId: number, lang: ApiLanguage, page: { page: number; size: number }, brand?: string) {
  const [rows, count] = await Promise.all([
    withRead(db, accountId, brand)
      .select(['announcements.id', 'announcements.texts', 'announcements.published_at', 'r.read_at'])
      .orderBy('announcements.published_at', 'desc')
      .orderBy('announcements.id', 'desc')
      .limit(page.size)
      .offset((page.page - 1) * page.size)
      .execute(),
    visible(db, brand).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { records: rows.map((r) => toRecord(r, lang)), total: Number(count.n) };
}

/** One announcement, marked read for the player (once; reading it again changes nothing). */
export async function readAnnouncement(db: Db, accountId: number, idText: string, lang: ApiLanguage, now = new Date()) {
  const id = rowIdOf(idText);
  const row = await withRead(db, accountId)
    .select(['announcements.id', 'announcements.texts', 'announcements.published_at', 'r.read_at'])
    .where('announcements.id', '=', id)
    .executeTakeFirst();
  if (!row) throw MessageErrors.announcementNotFound();
  if (row.read_at === null) {
    await db
      .insertInto('announcement_reads')
      .values({ account_id: accountId, announcement_id: row.id, read_at: now.toISOString() })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  return toRecord({ ...row, read_at: row.read_at ?? now.toISOString() }, lang);
}

/** Marks every unread announcement read for the player; returns how many. */
export async function readAllAnnouncements(db: Db, accountId: number, now = new Date()): Promise<number> {
  const unread = await withRead(db, accountId).select('announcements.id').where('r.read_at', 'is', null).execute();
  if (unread.length === 0) return 0;
  await db
    .insertInto('announcement_reads')
    .values(unread.map((u) => ({ account_id: accountId, announcement_id: u.id, read_at: now.toISOString() })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  return unread.length;
}

export async function unreadAnnouncements(db: Db, accountId: number): Promise<number> {
  const row = await withRead(db, accountId)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('r.read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The operator publishes an announcement (bodies sanitised before they are stored). */
export async function publishAnnouncement(db: Db, input: { slug: string; texts: AnnouncementTexts }, now = new Date()) {
  const texts = Object.fromEntries(
    Object.entries(input.texts).map(([lang, t]) => [lang, { title: t.title, body: sanitizeOperatorHtml(t.body) }]),
  );
  const row = await db
    .insertInto('announcements')
    .values({ slug: input.slug, texts: JSON.stringify(texts), published_at: now.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
