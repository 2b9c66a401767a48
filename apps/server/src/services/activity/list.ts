import { ACTIVITY_CATEGORY_ALL, type ActivityCategory, type ActivityItem, type BrandId, type Page } from '@site/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { ActivitiesTable } from '../../db/schema-activity';
import type { ApiLanguage } from '../../domain/language';
import { frontendTypeOf } from '../accounts/accounts';
import type { Session } from '../accounts/sessions';
import { label } from '../labels';
import { ActivityErrors } from './errors';

type Db = Kysely<Database>;
type Row = Selectable<ActivitiesTable>;

export const activityImage = (brand: string, code: string, lang: ApiLanguage) => `/assets/activities/${brand}/${code}-${lang.toLowerCase()}.svg`;

export interface Audience {
  brand: BrandId;
  lang: ApiLanguage;
  /** Only activities offered in this currency (plus those for every currency); undefined: no filter. */
  currency?: string;
  frontendType: 1 | 2;
  now?: string;
}

/** SPEC 6: the asked frontend type wins, else the player's own, else 1. */
export async function audienceType(db: Db, asked: 1 | 2 | undefined, session: Session | undefined): Promise<1 | 2> {
  if (asked) return asked;
  if (!session) return 1;
  const row = await db.selectFrom('accounts').select('user_type').where('id', '=', session.accountId).executeTakeFirst();
  return row ? frontendTypeOf(row.user_type) : 1;
}

/** Recharge and withdrawal categories (hidden for frontend type 2, which has no recharge or withdrawal: SPEC 6). */
async function rechargeCategoryIds(db: Db, brand: BrandId): Promise<number[]> {
  const rows = await db.selectFrom('activity_categories').select('id').where('brand', '=', brand).where('recharge_withdraw', '=', 1).execute();
  return rows.map((r) => r.id);
}

/** The activities listed now for the audience: enabled, display window holding now, currency, frontend type. */
async function shown(db: Db, a: Audience, extra: { categoryId?: number; recommend?: boolean } = {}): Promise<Row[]> {
  const now = a.now ?? new Date().toISOString();
  let q = db
    .selectFrom('activities')
    .selectAll()
    .where('brand', '=', a.brand)
    .where('enabled', '=', 1)
    .where('display_start_time', '<=', now)
    .where('display_end_time', '>', now)
    .where((eb) => eb.or([eb('frontend_type', 'is', null), eb('frontend_type', '=', a.frontendType)]));
  if (extra.categoryId !== undefined && extra.categoryId !== ACTIVITY_CATEGORY_ALL) q = q.where('category_id', '=', extra.categoryId);
  if (extra.recommend) q = q.where('recommend', '=', 1);
  if (a.frontendType === 2) {
    const hidden = await rechargeCategoryIds(db, a.brand);
    if (hidden.length > 0) q = q.where('category_id', 'not in', hidden);
  }
  const rows = await q.orderBy('sort').orderBy('id').execute();
  const currency = a.currency;
  return currency ? rows.filter((r) => r.currencies === '' || r.currencies.split(',').includes(currency)) : rows;
}

export function toItem(r: Row, lang: ApiLanguage): ActivityItem {
  return {
    id: r.id,
    code: r.code,
    categoryId: r.category_id,
    title: label(r.titles, lang),
    summary: label(r.summaries, lang),
    image: activityImage(r.brand, r.code, lang),
    pcLink: r.pc_link,
    aiLink: r.ai_link,
    actionLink: r.action_link,
    h5Link: r.h5_link,
    isNeedLogin: r.need_login === 1,
    isRecommend: r.recommend === 1,
    startTime: r.start_time,
    endTime: r.end_time,
    displayStartTime: r.display_start_time,
    displayEndTime: r.display_end_time,
  };
}

/**
 * GET /v1/activity/category: category 1 (all) first, then the categories
 * with at least one activity shown to the audience; the recharge and
 * withdrawal ones only when isShowRechargeAndWithdraw is true.
 */
export async function listCategories(db: Db, a: Audience, showRechargeAndWithdraw: boolean): Promise<ActivityCategory[]> {
  const rows = await db.selectFrom('activity_categories').selectAll().where('brand', '=', a.brand).where('enabled', '=', 1).orderBy('sort').orderBy('id').execute();
  const used = new Set((await shown(db, a)).map((r) => r.category_id));
  return rows
    .filter((c) => c.id === ACTIVITY_CATEGORY_ALL || used.has(c.id))
    .filter((c) => showRechargeAndWithdraw || c.recharge_withdraw !== 1)
    .map((c) => ({ id: c.id, name: label(c.names, a.lang), sort: c.sort, isRechargeAndWithdraw: c.recharge_withdraw === 1 }));
}

/** POST /v2/activity/list: one page of a category's activities (1 = all); an unknown category is 404 061002. */
export async function listActivities(db: Db, a: Audience, input: { categoryId: number; page: number; size: number }): Promise<Page<ActivityItem>> {
  if (input.categoryId !== ACTIVITY_CATEGORY_ALL) {
    const category = await db.selectFrom('activity_categories').select('id').where('brand', '=', a.brand).where('id', '=', input.categoryId).where('enabled', '=', 1).executeTakeFirst();
    if (!category) throw ActivityErrors.categoryNotFound(input.categoryId);
  }
  const rows = await shown(db, a, { categoryId: input.categoryId });
  const from = (input.page - 1) * input.size;
  return { records: rows.slice(from, from + input.size).map((r) => toItem(r, a.lang)), total: rows.length };
}

/** GET /v1/activity/recommend/list: the recommended activities shown now. */
export async function recommendedActivities(db: Db, a: Audience): Promise<ActivityItem[]> {
  return (await shown(db, a, { recommend: true })).map((r) => toItem(r, a.lang));
}

/** An enabled activity by code, for its page and picture (an ended one still has a page to say what it was). */
export async function activityByCode(db: Db, brand: BrandId, code: string): Promise<Row | undefined> {
  return db.selectFrom('activities').selectAll().where('brand', '=', brand).where('code', '=', code).where('enabled', '=', 1).executeTakeFirst();
}
