import type { AdvertInput, BrandId, Page, StaffAdvert } from '@site/contract';
import type { Kysely, Selectable } from 'kysely';
import type { AdvertsTable, Database } from '../../db/schema';
import type { ApiLanguage } from '../../domain/language';
import { publicContentChanged } from '../public-changes';
import { inTransaction, writeAudit } from '../staff/audit';
import { pictureById, picturesByIds, pictureSources, type PictureRow } from './pictures';
import { contentNotFound, countOf, scheduleState, storedWindow, type Actor } from './schedule';

type Db = Kysely<Database>;
type Row = Selectable<AdvertsTable>;

function view(r: Row, picture: PictureRow | undefined, now: string): StaffAdvert {
  const sources = picture ? pictureSources(picture) : { image: r.image, srcset: '' };
  return {
    id: r.id, brand: r.brand as StaffAdvert['brand'], language: r.language as ApiLanguage, title: r.title, link: r.link, sort: r.sort, enabled: r.enabled === 1,
    pictureId: r.picture_id, ...sources, startTime: r.start_time, endTime: r.end_time, state: scheduleState(r.enabled === 1, r.start_time, r.end_time, now),
  };
}

/** The adverts (every brand's, or one brand's and those for every brand), in their order. */
export async function listAdverts(db: Db, q: { brand?: string | undefined; language?: string | undefined; page: number; size: number }, now = new Date().toISOString()): Promise<Page<StaffAdvert>> {
  let base = db.selectFrom('adverts');
  if (q.brand !== undefined) base = base.where('brand', '=', q.brand);
  if (q.language !== undefined) base = base.where('language', '=', q.language);
  const total = countOf(await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst());
  const rows = await base.selectAll().orderBy('sort').orderBy('id').limit(q.size).offset((q.page - 1) * q.size).execute();
  const pictures = await picturesByIds(db, rows.map((r) => r.picture_id));
  return { total, records: rows.map((r) => view(r, r.picture_id ? pictures.get(r.picture_id) : undefined, now)) };
}

async function columns(db: Db, input: AdvertInput) {
  const { start, end } = storedWindow(input.startTime, input.endTime);
  const picture = input.pictureId === null ? undefined : await pictureById(db, input.pictureId);
  return {
    picture,
    values: {
      brand: input.brand, language: input.language, title: input.title, link: input.link, sort: input.sort, enabled: input.enabled ? 1 : 0,
      start_time: start, end_time: end, picture_id: input.pictureId, ...(picture ? { image: pictureSources(picture).image } : {}),
    },
  };
}

/** Adds an advert (audited in its transaction); the site's kept pages and answers are dropped once it is committed. */
export async function createAdvert(db: Db, actor: Actor, input: AdvertInput, now = new Date()): Promise<StaffAdvert> {
  const { picture, values } = await columns(db, input);
  const row = await inTransaction(db, async (trx) => {
    // The slug only keeps (slug, language) unique; the back office names adverts by id.
    const slug = `ad-${now.getTime().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
    const inserted = await trx.insertInto('adverts').values({ slug, image: '', ...values }).returningAll().executeTakeFirstOrThrow();
    await writeAudit(trx, actor, { action: 'content.advertCreate', subjectType: 'advert', subjectId: inserted.id, after: values }, now);
    return inserted;
  });
  publicContentChanged();
  return view(row, picture, now.toISOString());
}

/** Changes an advert (audited with before and after); 081080 when there is none. */
export async function updateAdvert(db: Db, actor: Actor, id: number, input: AdvertInput, now = new Date()): Promise<StaffAdvert> {
  const { picture, values } = await columns(db, input);
  const row = await inTransaction(db, async (trx) => {
    const before = await trx.selectFrom('adverts').selectAll().where('id', '=', id).executeTakeFirst();
    if (!before) throw contentNotFound();
    const after = await trx.updateTable('adverts').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    await writeAudit(trx, actor, { action: 'content.advertUpdate', subjectType: 'advert', subjectId: id, before, after: values }, now);
    return after;
  });
  publicContentChanged();
  return view(row, picture, now.toISOString());
}

/**
 * The home carousel (GET /v2/message/advert/list): the language's enabled adverts for the brand (its own and
 * those for every brand) whose schedule holds `now`, in their order; an uploaded picture with its widths.
 */
export async function siteAdverts(db: Db, lang: ApiLanguage, brand: BrandId | undefined, now = new Date().toISOString()) {
  let q = db
    .selectFrom('adverts')
    .selectAll()
    .where('language', '=', lang)
    .where('enabled', '=', 1)
    .where((eb) => eb.or([eb('start_time', 'is', null), eb('start_time', '<=', now)]))
    .where((eb) => eb.or([eb('end_time', 'is', null), eb('end_time', '>', now)]));
  if (brand !== undefined) q = q.where('brand', 'in', ['', brand]);
  const rows = await q.orderBy('sort').orderBy('id').execute();
  const pictures = await picturesByIds(db, rows.map((r) => r.picture_id));
  return rows.map((r) => {
    const picture = r.picture_id ? pictures.get(r.picture_id) : undefined;
    const sources = picture ? pictureSources(picture) : undefined;
    return { id: r.id, title: r.title, image: sources?.image ?? r.image, link: r.link, sort: r.sort, ...(sources ? { srcset: sources.srcset } : {}) };
  });
}
