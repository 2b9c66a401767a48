import type { AnnouncementInput, Page, StaffAnnouncement } from '@site/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { AnnouncementsTable } from '../../db/schema-messages';
import { sanitizeOperatorHtml } from '../html/sanitize';
import { publicContentChanged } from '../public-changes';
import { inTransaction, writeAudit } from '../staff/audit';
import { contentNotFound, countOf, scheduleState, storedWindow, type Actor } from './schedule';

type Db = Kysely<Database>;
type Row = Selectable<AnnouncementsTable>;
type Texts = StaffAnnouncement['texts'];

const EMPTY = { title: '', body: '' };

function view(r: Row, now: string): StaffAnnouncement {
  const texts = JSON.parse(r.texts) as Partial<Texts>;
  return {
    id: r.id, brand: r.brand as StaffAnnouncement['brand'], texts: { TW: texts.TW ?? EMPTY, EN: texts.EN ?? EMPTY, TH: texts.TH ?? EMPTY }, enabled: r.enabled === 1,
    startTime: r.published_at, endTime: r.end_time, state: scheduleState(r.enabled === 1, r.published_at, r.end_time, now),
  };
}

/** The announcements (of a brand and those for every brand, or all), newest start first. */
export async function listAnnouncements(db: Db, q: { brand?: string | undefined; page: number; size: number }, now = new Date().toISOString()): Promise<Page<StaffAnnouncement>> {
  let base = db.selectFrom('announcements');
  if (q.brand !== undefined) base = base.where('brand', '=', q.brand);
  const total = countOf(await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst());
  const rows = await base.selectAll().orderBy('published_at', 'desc').orderBy('id', 'desc').limit(q.size).offset((q.page - 1) * q.size).execute();
  return { total, records: rows.map((r) => view(r, now)) };
}

function values(input: AnnouncementInput) {
  const { start, end } = storedWindow(input.startTime, input.endTime);
  // Sanitised when written (and again when read: services/messages/announcements.ts).
  const clean = (t: { title: string; body: string }) => ({ title: t.title, body: sanitizeOperatorHtml(t.body) });
  const texts = { TW: clean(input.texts.TW), EN: clean(input.texts.EN), TH: clean(input.texts.TH) };
  return { brand: input.brand, texts: JSON.stringify(texts), enabled: input.enabled ? 1 : 0, published_at: start ?? new Date().toISOString(), end_time: end };
}

/** Adds an announcement (audited): players' inboxes show it from its start until its end. */
export async function createAnnouncement(db: Db, actor: Actor, input: AnnouncementInput, now = new Date()): Promise<StaffAnnouncement> {
  const set = values(input);
  const row = await inTransaction(db, async (trx) => {
    const slug = `staff-${now.getTime().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
    const inserted = await trx.insertInto('announcements').values({ slug, ...set }).returningAll().executeTakeFirstOrThrow();
    await writeAudit(trx, actor, { action: 'content.announcementCreate', subjectType: 'announcement', subjectId: inserted.id, after: set }, now);
    return inserted;
  });
  publicContentChanged();
  return view(row, now.toISOString());
}

/** Changes an announcement (audited with before and after); 081080 when there is none. */
export async function updateAnnouncement(db: Db, actor: Actor, id: number, input: AnnouncementInput, now = new Date()): Promise<StaffAnnouncement> {
  const set = values(input);
  const row = await inTransaction(db, async (trx) => {
    const before = await trx.selectFrom('announcements').selectAll().where('id', '=', id).executeTakeFirst();
    if (!before) throw contentNotFound();
    const after = await trx.updateTable('announcements').set(set).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    await writeAudit(trx, actor, { action: 'content.announcementUpdate', subjectType: 'announcement', subjectId: id, before, after: set }, now);
    return after;
  });
  publicContentChanged();
  return view(row, now.toISOString());
}
