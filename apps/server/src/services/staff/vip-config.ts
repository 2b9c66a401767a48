import { STAFF_CATALOGUE_ERRORS, type VipLevelChange, type VipLevelFigures, type VipLevelFiguresInput } from '@site/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { VipLevelChangesTable } from '../../db/schema-catalogue-admin';
import { domainError } from '../../domain/errors';
import type { ApiLanguage } from '../../domain/language';
import { label } from '../labels';
import { publicContentChanged } from '../public-changes';
import { percentText, rebateRates, vipLevels, type RebateRates, type VipLevel } from '../vip/config';
import { serverDayOf } from '../vip/days';
import { formatMinor, toMinor } from '../wallet/money';
import { inTransaction, writeAudit, type AuditActor } from './audit';

type Db = Kysely<Database>;
type ChangeRow = Selectable<VipLevelChangesTable>;

/**
 * The VIP configuration in the back office (issue 38): a level's figures (thresholds, benefits, rebate rates by
 * game type) set from a server day (+08:00) on. A change for today is applied at once; one for a later day is
 * kept pending (vip_level_changes) and `applyDueVipChanges` applies it on its day, called by the daily VIP job
 * after it paid the rebate of the day before (at that day's rates), before upgrades and gifts. So a change
 * scheduled for later never alters today's figures, and a day's rebate always uses the rates of that day.
 * Deposit channels and names stay as they are (not figures). Each change and cancellation is audited.
 */

export const VipConfigErrors = {
  levelNotFound: () => domainError(STAFF_CATALOGUE_ERRORS.vipLevelNotFound),
  dayPast: (today: string) => domainError(STAFF_CATALOGUE_ERRORS.effectiveDayPast, { today }),
  changeNotFound: () => domainError(STAFF_CATALOGUE_ERRORS.vipChangeNotFound),
  thresholdsOrder: (level: number) => domainError(STAFF_CATALOGUE_ERRORS.thresholdsOrder, { level }),
} as const;

/** The stored figures: minor units and hundredths of a percent. */
interface StoredFigures {
  rechargeTotal: number;
  betTotal: number;
  retentionDays: number;
  birthdayGift: number;
  festivalGift: number;
  levelGift: number;
  redEnvelop: number;
  withdrawCount: number;
  withdrawAmount: number;
  rebates: Array<{ gameType: number; rateBp: number }>;
}

const bpOf = (percent: string) => Math.round(Number(percent) * 100);

function stored(input: VipLevelFiguresInput): StoredFigures {
  return {
    rechargeTotal: toMinor(input.rechargeTotal),
    betTotal: toMinor(input.betTotal),
    retentionDays: input.retentionDays,
    birthdayGift: input.birthdayGift,
    festivalGift: input.festivalGift,
    levelGift: input.levelGift,
    redEnvelop: input.redEnvelop,
    withdrawCount: input.withdrawCount,
    withdrawAmount: toMinor(input.withdrawAmount),
    rebates: input.rebates.map((r) => ({ gameType: r.gameType, rateBp: bpOf(r.rate) })),
  };
}

function wire(f: StoredFigures): VipLevelFigures {
  return {
    rechargeTotal: formatMinor(f.rechargeTotal),
    betTotal: formatMinor(f.betTotal),
    retentionDays: f.retentionDays,
    birthdayGift: f.birthdayGift,
    festivalGift: f.festivalGift,
    levelGift: f.levelGift,
    redEnvelop: f.redEnvelop,
    withdrawCount: f.withdrawCount,
    withdrawAmount: formatMinor(f.withdrawAmount),
    rebates: f.rebates.map((r) => ({ gameType: r.gameType, rate: percentText(r.rateBp) })),
  };
}

function figuresOf(level: VipLevel, rates: RebateRates): StoredFigures {
  return {
    rechargeTotal: level.rechargeTotal,
    betTotal: level.betTotal,
    retentionDays: level.retentionDays,
    birthdayGift: level.birthdayGift,
    festivalGift: level.festivalGift,
    levelGift: level.levelGift,
    redEnvelop: level.redEnvelop,
    withdrawCount: level.withdrawCount,
    withdrawAmount: level.withdrawAmount,
    rebates: rates.filter((r) => r.level === level.id).map((r) => ({ gameType: r.gameType, rateBp: r.rateBp })),
  };
}

function toChange(row: ChangeRow, levels: readonly VipLevel[], staff: ReadonlyMap<number, string>): VipLevelChange {
  return {
    id: row.id,
    level: row.level,
    levelName: levels.find((l) => l.id === row.level)?.name ?? String(row.level),
    effectiveDay: row.effective_day,
    figures: wire(JSON.parse(row.figures) as StoredFigures),
    status: row.status as VipLevelChange['status'],
    staff: row.staff_id === null ? null : (staff.get(row.staff_id) ?? null),
    createdAt: row.created_at,
    decidedAt: row.decided_at,
  };
}

async function staffNames(db: Db, rows: readonly ChangeRow[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.map((r) => r.staff_id).filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map();
  const found = await db.selectFrom('staff').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(found.map((s) => [s.id, s.name]));
}

/** Writes a level's figures into the live config (vip_levels, vip_game_rebates); the caller's transaction. */
async function applyFigures(trx: Db, level: number, f: StoredFigures): Promise<void> {
  await trx
    .updateTable('vip_levels')
    .set({
      recharge_total: f.rechargeTotal,
      bet_total: f.betTotal,
      retention_days: f.retentionDays,
      birthday_gift: f.birthdayGift,
      festival_gift: f.festivalGift,
      level_gift: f.levelGift,
      red_envelop: f.redEnvelop,
      withdraw_count: f.withdrawCount,
      withdraw_amount: f.withdrawAmount,
    })
    .where('id', '=', level)
    .execute();
  for (const r of f.rebates) {
    await trx
      .insertInto('vip_game_rebates')
      .values({ level, game_type: r.gameType, rate_bp: r.rateBp })
      .onConflict((oc) => oc.columns(['level', 'game_type']).doUpdateSet({ rate_bp: r.rateBp }))
      .execute();
  }
}

/** GET /v1/staff/vip/config: today's figures by level, the game types, and the changes (pending soonest first, then the last 20 decided). */
export async function vipConfigForStaff(db: Db, lang: ApiLanguage, now = new Date()) {
  const [levels, rates, types, pending, decided] = await Promise.all([
    vipLevels(db),
    rebateRates(db),
    db.selectFrom('game_types').select(['type', 'names']).orderBy('sort').orderBy('type').execute(),
    db.selectFrom('vip_level_changes').selectAll().where('status', '=', 'pending').orderBy('effective_day').orderBy('id').execute(),
    db.selectFrom('vip_level_changes').selectAll().where('status', '!=', 'pending').orderBy('id', 'desc').limit(20).execute(),
  ]);
  const staff = await staffNames(db, [...pending, ...decided]);
  return {
    today: serverDayOf(now),
    gameTypes: types.map((t) => ({ gameType: t.type, name: label(t.names, lang) })),
    levels: levels.map((l) => ({ level: l.id, name: l.name, ...wire(figuresOf(l, rates)) })),
    changes: [...pending, ...decided].map((r) => toChange(r, levels, staff)),
  };
}

/** A level may not ask less to reach than the level under it, nor more than the level over it (999 stands apart). */
function checkOrder(levels: readonly VipLevel[], level: number, f: StoredFigures): void {
  if (level === 999) return;
  const ranked = levels.filter((l) => l.id !== 999);
  const below = ranked.filter((l) => l.id < level).at(-1);
  const above = ranked.find((l) => l.id > level);
  const lower = (a: { rechargeTotal: number; betTotal: number }, b: { rechargeTotal: number; betTotal: number }) => a.rechargeTotal < b.rechargeTotal || a.betTotal < b.betTotal;
  if ((below && lower(f, below)) || (above && lower(above, f))) throw VipConfigErrors.thresholdsOrder(level);
}

/** POST /v1/staff/vip/levels/{level}: a level's figures from a day on: applied now for today, else pending; audited. */
export async function changeVipLevel(db: Db, actor: AuditActor, level: number, input: { effectiveDay: string; figures: VipLevelFiguresInput }, now = new Date()): Promise<VipLevelChange> {
  const today = serverDayOf(now);
  if (input.effectiveDay < today) throw VipConfigErrors.dayPast(today);
  const figures = stored(input.figures);
  const result = await inTransaction(db, async (trx) => {
    const levels = await vipLevels(trx);
    const current = levels.find((l) => l.id === level);
    if (!current) throw VipConfigErrors.levelNotFound();
    const rates = await rebateRates(trx);
    // Each game type the change leaves out keeps its rate (the stored change lists every rate the level will have).
    const kept = figuresOf(current, rates).rebates.filter((r) => !figures.rebates.some((n) => n.gameType === r.gameType));
    const full: StoredFigures = { ...figures, rebates: [...figures.rebates, ...kept].sort((a, b) => a.gameType - b.gameType) };
    const atOnce = input.effectiveDay === today;
    if (atOnce) checkOrder(levels, level, full);
    const row = await trx
      .insertInto('vip_level_changes')
      .values({
        level,
        effective_day: input.effectiveDay,
        figures: JSON.stringify(full),
        status: atOnce ? 'applied' : 'pending',
        staff_id: 'staffId' in actor ? actor.staffId : null,
        created_at: now.toISOString(),
        decided_at: atOnce ? now.toISOString() : null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (atOnce) await applyFigures(trx, level, full);
    await writeAudit(trx, actor, {
      action: atOnce ? 'vip.levelChanged' : 'vip.levelScheduled',
      subjectType: 'vipLevel',
      subjectId: level,
      before: wire(figuresOf(current, rates)),
      after: { effectiveDay: input.effectiveDay, ...wire(full) },
    });
    return { row, levels, applied: atOnce };
  });
  if (result.applied) publicContentChanged();
  return toChange(result.row, result.levels, await staffNames(db, [result.row]));
}

/** POST /v1/staff/vip/changes/{id}/cancel: a pending change is dropped (the gate: UPDATE ... WHERE status = 'pending'); audited. */
export async function cancelVipChange(db: Db, actor: AuditActor, id: number, now = new Date()): Promise<VipLevelChange> {
  const row = await inTransaction(db, async (trx) => {
    const done = await trx.updateTable('vip_level_changes').set({ status: 'cancelled', decided_at: now.toISOString() }).where('id', '=', id).where('status', '=', 'pending').executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) throw VipConfigErrors.changeNotFound();
    const after = await trx.selectFrom('vip_level_changes').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    await writeAudit(trx, actor, { action: 'vip.changeCancelled', subjectType: 'vipLevel', subjectId: after.level, before: { changeId: id, effectiveDay: after.effective_day, status: 'pending' }, after: { status: 'cancelled' } });
    return after;
  });
  return toChange(row, await vipLevels(db), await staffNames(db, [row]));
}

/**
 * Applies the pending changes due on `day` or before, oldest day first (for one level, the later change wins),
 * each in its own transaction and audited as the job's; answers how many applied. Thresholds are not checked
 * here: they were set on purpose for that day, and a change due with another may only make sense together.
 */
export async function applyDueVipChanges(db: Db, day: string, now = new Date()): Promise<number> {
  const due = await db.selectFrom('vip_level_changes').selectAll().where('status', '=', 'pending').where('effective_day', '<=', day).orderBy('effective_day').orderBy('id').execute();
  let applied = 0;
  for (const change of due) {
    const done = await db.transaction().execute(async (trx) => {
      const claimed = await trx.updateTable('vip_level_changes').set({ status: 'applied', decided_at: now.toISOString() }).where('id', '=', change.id).where('status', '=', 'pending').executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return false;
      await applyFigures(trx, change.level, JSON.parse(change.figures) as StoredFigures);
      await writeAudit(trx, { ops: true }, { action: 'vip.levelChanged', subjectType: 'vipLevel', subjectId: change.level, after: { changeId: change.id, effectiveDay: change.effective_day } }, now);
      return true;
    });
    if (done) applied += 1;
  }
  if (applied > 0) publicContentChanged();
  return applied;
}
