import { STAFF_CONTENT_ERRORS, WAGERING_MULTIPLES, type BrandId, type Page, type PromotionEligibility, type PromotionInput, type PromotionReward, type PromotionUsage, type StaffPromotion } from '@site/contract';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { ActivitiesTable } from '../../db/schema-activity';
import { domainError } from '../../domain/errors';
import { scheduleState, storedWindow, countOf, type Actor } from '../content/schedule';
import { publicContentChanged } from '../public-changes';
import { inTransaction, writeAudit } from '../staff/audit';
import { formatMinor, toMinor } from '../wallet/money';

type Db = Kysely<Database>;
type Row = Selectable<ActivitiesTable>;
type Texts = StaffPromotion['titles'];

export const PromotionErrors = {
  notFound: () => domainError(STAFF_CONTENT_ERRORS.promotionNotFound),
  codeTaken: () => domainError(STAFF_CONTENT_ERRORS.promotionCodeTaken),
  ended: () => domainError(STAFF_CONTENT_ERRORS.promotionEnded),
  capBelowUsed: (used: string) => domainError(STAFF_CONTENT_ERRORS.capBelowUsed, { used }),
} as const;

const NO_ELIGIBILITY: PromotionEligibility = { currencies: [], minVipLevel: 0, registeredWithinDays: null, frontendType: null };

function texts(json: string): Texts {
  const t = JSON.parse(json) as Partial<Texts>;
  return { TW: t.TW ?? '', EN: t.EN ?? '', TH: t.TH ?? '' };
}

/** The eligibility stored (a promotion made before issue 38: its currencies and frontend type, nothing else). */
export function eligibilityOf(r: Row): PromotionEligibility {
  const stored = JSON.parse(r.eligibility) as Partial<PromotionEligibility>;
  return {
    ...NO_ELIGIBILITY,
    currencies: r.currencies === '' ? [] : r.currencies.split(','),
    frontendType: r.frontend_type === 1 || r.frontend_type === 2 ? r.frontend_type : null,
    minVipLevel: stored.minVipLevel ?? 0,
    registeredWithinDays: stored.registeredWithinDays ?? null,
  };
}

/** The reward stored, its amounts as decimal strings; a promotion made before issue 38 grants what the operator says (fixed, shown as 0). */
export function rewardOf(r: Row): PromotionReward {
  const stored = JSON.parse(r.reward) as { type?: string; amount?: number; percent?: number; max?: number };
  if (stored.type === 'percent' && stored.percent && stored.max) return { type: 'percent', percent: stored.percent, max: formatMinor(stored.max) };
  return { type: 'fixed', amount: formatMinor(stored.amount ?? 0) };
}

const storedReward = (reward: PromotionReward) =>
  JSON.stringify(reward.type === 'fixed' ? { type: 'fixed', amount: toMinor(reward.amount) } : { type: 'percent', percent: reward.percent, max: toMinor(reward.max) });

/** Its state: ended once marketing ended it or its end passed; else off, scheduled or live. */
export function promotionState(r: Row, now: string) {
  if (r.ended_at !== null) return 'ended' as const;
  return scheduleState(r.enabled === 1, r.display_start_time, r.display_end_time, now);
}

/** Who joined (earned a reward), claimed, what was granted (against the cap) and what it cost (the ledger's bonus entries). */
export async function usageOf(db: Db, code: string): Promise<PromotionUsage & { usedMinor: number }> {
  const rewards = await db
    .selectFrom('activity_rewards')
    .where('activity_code', '=', code)
    .select((eb) => [
      eb.fn.countAll<number | string>().as('n'),
      eb.fn.count<number | string>('account_id').distinct().as('joined'),
      eb.fn.coalesce(eb.fn.sum<number | string>('amount'), sql<number>`0`).as('granted'),
    ])
    .executeTakeFirstOrThrow();
  const claimed = await db
    .selectFrom('activity_rewards')
    .where('activity_code', '=', code)
    .where('state', '=', 'claimed')
    .select((eb) => eb.fn.count<number | string>('account_id').distinct().as('n'))
    .executeTakeFirstOrThrow();
  const cost = await db
    .selectFrom('ledger_entries as l')
    .innerJoin('activity_rewards as r', (join) => join.on(sql`l.reference`, '=', sql`'activityReward:' || CAST(r.id AS VARCHAR(12))`))
    .where('r.activity_code', '=', code)
    .where('l.kind', '=', 'bonus')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('l.amount'), sql<number>`0`).as('total'))
    .executeTakeFirstOrThrow();
  const usedMinor = Number(rewards.granted);
  return { joined: Number(rewards.joined), claimed: countOf(claimed), rewards: countOf(rewards), budgetUsed: formatMinor(usedMinor), cost: formatMinor(Number(cost.total)), usedMinor };
}

export async function promotionView(db: Db, r: Row, now: string): Promise<StaffPromotion> {
  const { usedMinor: _used, ...usage } = await usageOf(db, r.code);
  return {
    id: r.id, brand: r.brand as BrandId, code: r.code, categoryId: r.category_id, kind: r.kind as StaffPromotion['kind'],
    titles: texts(r.titles), summaries: texts(r.summaries), bodies: texts(r.bodies), eligibility: eligibilityOf(r), reward: rewardOf(r),
    wageringMultiple: r.wagering_multiple ?? WAGERING_MULTIPLES.activityReward, budgetCap: r.budget_cap === null ? null : formatMinor(Number(r.budget_cap)), perPlayerLimit: r.per_player_limit,
    recommend: r.recommend === 1, enabled: r.enabled === 1, sort: r.sort, startTime: r.display_start_time, endTime: r.display_end_time, endedAt: r.ended_at,
    state: promotionState(r, now), usage,
  };
}

/** Promotions by brand and state, newest start first. */
export async function listPromotions(db: Db, q: { brand?: string | undefined; state?: string | undefined; page: number; size: number }, now = new Date().toISOString()): Promise<Page<StaffPromotion>> {
  let base = db.selectFrom('activities');
  if (q.brand !== undefined) base = base.where('brand', '=', q.brand);
  if (q.state === 'off') base = base.where('enabled', '=', 0).where('ended_at', 'is', null);
  else if (q.state === 'ended') base = base.where((eb) => eb.or([eb('ended_at', 'is not', null), eb.and([eb('enabled', '=', 1), eb('display_end_time', '<=', now)])]));
  else if (q.state === 'scheduled') base = base.where('enabled', '=', 1).where('ended_at', 'is', null).where('display_start_time', '>', now);
  else if (q.state === 'live') base = base.where('enabled', '=', 1).where('ended_at', 'is', null).where('display_start_time', '<=', now).where('display_end_time', '>', now);
  const total = countOf(await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst());
  const rows = await base.selectAll().orderBy('display_start_time', 'desc').orderBy('id', 'desc').limit(q.size).offset((q.page - 1) * q.size).execute();
  const records: StaffPromotion[] = [];
  for (const r of rows) records.push(await promotionView(db, r, now));
  return { total, records };
}

export async function promotionCategories(db: Db, brand: BrandId) {
  const rows = await db.selectFrom('activity_categories').selectAll().where('brand', '=', brand).where('enabled', '=', 1).orderBy('sort').orderBy('id').execute();
  return rows.map((c) => ({ id: c.id, names: texts(c.names), isRechargeAndWithdraw: c.recharge_withdraw === 1 }));
}

async function columns(db: Db, input: PromotionInput) {
  const { start, end } = storedWindow(input.startTime, input.endTime);
  const category = await db.selectFrom('activity_categories').select('id').where('brand', '=', input.brand).where('id', '=', input.categoryId).executeTakeFirst();
  if (!category) throw domainError(STAFF_CONTENT_ERRORS.contentNotFound, { categoryId: input.categoryId });
  const e = input.eligibility;
  return {
    brand: input.brand, code: input.code, category_id: input.categoryId, kind: input.kind,
    titles: JSON.stringify(input.titles), summaries: JSON.stringify(input.summaries), bodies: JSON.stringify(input.bodies),
    eligibility: JSON.stringify({ minVipLevel: e.minVipLevel, registeredWithinDays: e.registeredWithinDays }),
    currencies: e.currencies.join(','), frontend_type: e.frontendType, reward: storedReward(input.reward), wagering_multiple: input.wageringMultiple,
    budget_cap: input.budgetCap === null ? null : toMinor(input.budgetCap), per_player_limit: input.perPlayerLimit,
    recommend: input.recommend ? 1 : 0, enabled: input.enabled ? 1 : 0, sort: input.sort,
    start_time: start as string, end_time: end, display_start_time: start as string, display_end_time: end as string,
    // Its page on the player site (/activity-pages/<code>, framed by the site's entry screen).
    ai_link: `detail/${input.code}`, pc_link: '', action_link: '', h5_link: '', need_login: 0,
  };
}

async function codeTaken(db: Db, brand: string, code: string, except?: number): Promise<boolean> {
  let q = db.selectFrom('activities').select('id').where('brand', '=', brand).where('code', '=', code);
  if (except !== undefined) q = q.where('id', '!=', except);
  return (await q.executeTakeFirst()) !== undefined;
}

/** Creates a promotion (audited): the player site lists it inside its window at once. */
export async function createPromotion(db: Db, actor: Actor, input: PromotionInput, now = new Date()): Promise<StaffPromotion> {
  const values = await columns(db, input);
  const row = await inTransaction(db, async (trx) => {
    if (await codeTaken(trx, input.brand, input.code)) throw PromotionErrors.codeTaken();
    const inserted = await trx.insertInto('activities').values(values).returningAll().executeTakeFirstOrThrow();
    await writeAudit(trx, actor, { action: 'promotion.create', subjectType: 'promotion', subjectId: inserted.id, after: values }, now);
    return inserted;
  });
  publicContentChanged();
  return promotionView(db, row, now.toISOString());
}

/** Changes a promotion (audited with before and after); an ended one is refused, and so is a cap below what was granted. */
export async function updatePromotion(db: Db, actor: Actor, id: number, input: PromotionInput, now = new Date()): Promise<StaffPromotion> {
  const values = await columns(db, input);
  const row = await inTransaction(db, async (trx) => {
    const before = await trx.selectFrom('activities').selectAll().where('id', '=', id).executeTakeFirst();
    if (!before) throw PromotionErrors.notFound();
    if (before.ended_at !== null) throw PromotionErrors.ended();
    if (await codeTaken(trx, input.brand, input.code, id)) throw PromotionErrors.codeTaken();
    // Its rewards are found by code: a promotion that has granted any keeps its code.
    const usage = await usageOf(trx, before.code);
    if (usage.rewards > 0 && input.code !== before.code) throw PromotionErrors.codeTaken();
    if (values.budget_cap !== null && values.budget_cap < usage.usedMinor) throw PromotionErrors.capBelowUsed(usage.budgetUsed);
    const after = await trx.updateTable('activities').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    await writeAudit(trx, actor, { action: 'promotion.update', subjectType: 'promotion', subjectId: id, before, after: values }, now);
    return after;
  });
  publicContentChanged();
  return promotionView(db, row, now.toISOString());
}

/** Ends a promotion now (its window closes at once; audited with the reason). */
export async function endPromotion(db: Db, actor: Actor, id: number, reason: string, now = new Date()): Promise<StaffPromotion> {
  const at = now.toISOString();
  const row = await inTransaction(db, async (trx) => {
    const before = await trx.selectFrom('activities').selectAll().where('id', '=', id).executeTakeFirst();
    if (!before) throw PromotionErrors.notFound();
    if (before.ended_at !== null) throw PromotionErrors.ended();
    const set = { ended_at: at, display_end_time: before.display_end_time < at ? before.display_end_time : at, end_time: before.end_time !== null && before.end_time < at ? before.end_time : at };
    const after = await trx.updateTable('activities').set(set).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    await writeAudit(trx, actor, { action: 'promotion.end', subjectType: 'promotion', subjectId: id, before: { display_end_time: before.display_end_time, end_time: before.end_time }, after: { ...set, reason } }, now);
    return after;
  });
  publicContentChanged();
  return promotionView(db, row, at);
}
