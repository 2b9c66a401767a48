import type { DialogInput, Page, SponsorInput, StaffDialog, StaffSponsor } from '@site/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { DialogItemsTable } from '../../db/schema-content';
import { DEFAULT_LANGUAGE } from '../../domain/language';
import { dialogImage } from '../home-content';
import { publicContentChanged } from '../public-changes';
import { inTransaction, writeAudit } from '../staff/audit';
import { sponsorImageUrl } from './sponsors';
import { pictureById, picturesByIds, pictureSources, type PictureRow } from './pictures';
import { contentNotFound, countOf, scheduleState, storedWindow, type Actor } from './schedule';

type Db = Kysely<Database>;
type Row = Selectable<DialogItemsTable>;

function view(r: Row, picture: PictureRow | undefined, now: string): StaffDialog {
  const titles = JSON.parse(r.titles) as Partial<StaffDialog['titles']>;
  return {
    id: r.id, brand: r.brand as StaffDialog['brand'], content: r.content, titles: { TW: titles.TW ?? '', EN: titles.EN ?? '', TH: titles.TH ?? '' }, link: r.link,
    frontendType: r.frontend_type, sort: r.sort, enabled: r.enabled === 1, pictureId: r.picture_id,
    image: picture ? pictureSources(picture).image : dialogImage(r.brand, r.slug, DEFAULT_LANGUAGE),
    startTime: r.start_time, endTime: r.end_time, state: scheduleState(r.enabled === 1, r.start_time, r.end_time, now),
  };
}

/** The login advert's items (a brand's, or all), in their order. */
export async function listDialogs(db: Db, q: { brand?: string | undefined; page: number; size: number }, now = new Date().toISOString()): Promise<Page<StaffDialog>> {
  let base = db.selectFrom('dialog_items');
  if (q.brand !== undefined) base = base.where('brand', '=', q.brand);
  const total = countOf(await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst());
  const rows = await base.selectAll().orderBy('brand').orderBy('sort').orderBy('id').limit(q.size).offset((q.page - 1) * q.size).execute();
  const pictures = await picturesByIds(db, rows.map((r) => r.picture_id));
  return { total, records: rows.map((r) => view(r, r.picture_id ? pictures.get(r.picture_id) : undefined, now)) };
}

async function columns(db: Db, input: DialogInput) {
  const { start, end } = storedWindow(input.startTime, input.endTime);
  const picture = input.pictureId === null ? undefined : await pictureById(db, input.pictureId);
  const values = {
    brand: input.brand, content: input.content, titles: JSON.stringify(input.titles), link: input.link, frontend_type: input.frontendType, sort: input.sort,
    enabled: input.enabled ? 1 : 0, start_time: start, end_time: end, picture_id: input.pictureId,
  };
  return { picture, values };
}

/** Adds an item to the login advert (audited). */
export async function createDialog(db: Db, actor: Actor, input: DialogInput, now = new Date()): Promise<StaffDialog> {
  const { picture, values } = await columns(db, input);
  const row = await inTransaction(db, async (trx) => {
    const slug = `dlg-${now.getTime().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
    const inserted = await trx.insertInto('dialog_items').values({ slug, ...values }).returningAll().executeTakeFirstOrThrow();
    await writeAudit(trx, actor, { action: 'content.dialogCreate', subjectType: 'dialog', subjectId: inserted.id, after: values }, now);
    return inserted;
  });
  publicContentChanged();
  return view(row, picture, now.toISOString());
}

/** Changes an item of the login advert (audited with before and after); 081080 when there is none. */
export async function updateDialog(db: Db, actor: Actor, id: number, input: DialogInput, now = new Date()): Promise<StaffDialog> {
  const { picture, values } = await columns(db, input);
  const row = await inTransaction(db, async (trx) => {
    const before = await trx.selectFrom('dialog_items').selectAll().where('id', '=', id).executeTakeFirst();
    if (!before) throw contentNotFound();
    const after = await trx.updateTable('dialog_items').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    await writeAudit(trx, actor, { action: 'content.dialogUpdate', subjectType: 'dialog', subjectId: id, before, after: values }, now);
    return after;
  });
  publicContentChanged();
  return view(row, picture, now.toISOString());
}

/** The sponsors in a language (or every language), in their order. */
export async function listSponsorsAdmin(db: Db, q: { language?: string | undefined; page: number; size: number }): Promise<Page<StaffSponsor>> {
  let base = db.selectFrom('sponsors');
  if (q.language !== undefined) base = base.where('language', '=', q.language);
  const total = countOf(await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst());
  const rows = await base.selectAll().orderBy('sort').orderBy('id').orderBy('language').limit(q.size).offset((q.page - 1) * q.size).execute();
  return {
    total,
    records: rows.map((r) => {
      const detail: unknown = JSON.parse(r.detail);
      return {
        id: r.id, language: r.language as StaffSponsor['language'], kind: r.kind, title: r.title, subtitle: r.subtitle, partnerSubtitle: r.partner_subtitle, sort: r.sort,
        image: sponsorImageUrl(r.image_name), detail: Array.isArray(detail) ? detail.filter((p): p is string => typeof p === 'string') : [],
      };
    }),
  };
}

/** Changes a sponsor's texts and order in one language (audited with before and after); 081080 when there is none. */
export async function updateSponsor(db: Db, actor: Actor, id: number, language: string, input: SponsorInput, now = new Date()): Promise<StaffSponsor> {
  const values = { title: input.title, subtitle: input.subtitle, partner_subtitle: input.partnerSubtitle, sort: input.sort, detail: JSON.stringify(input.detail) };
  const row = await inTransaction(db, async (trx) => {
    const before = await trx.selectFrom('sponsors').selectAll().where('id', '=', id).where('language', '=', language).executeTakeFirst();
    if (!before) throw contentNotFound();
    const after = await trx.updateTable('sponsors').set(values).where('id', '=', id).where('language', '=', language).returningAll().executeTakeFirstOrThrow();
    await writeAudit(trx, actor, { action: 'content.sponsorUpdate', subjectType: 'sponsor', subjectId: `${id}:${language}`, before, after: values }, now);
    return after;
  });
  publicContentChanged();
  return {
    id: row.id, language: row.language as StaffSponsor['language'], kind: row.kind, title: row.title, subtitle: row.subtitle, partnerSubtitle: row.partner_subtitle, sort: row.sort,
    image: sponsorImageUrl(row.image_name), detail: input.detail,
  };
}
