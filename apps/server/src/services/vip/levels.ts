import { parseVipLevel, VIP_MAX_NORMAL_LEVEL, VIP_RETENTION_RULE, VIP_SPECIAL_LEVEL } from '@site/contract';
import { MINOR_PER_MAJOR } from '../wallet/money';
import { levelOf, type Db, type VipLevel } from './config';
import { grantCouponIn } from './coupons';
import { addDays, dayStart, daysBetween } from './days';
import { levelSinceOf, upgradeTarget } from './record';
import { levelUpTexts } from './texts';
import { activityByAccount, totalsByAccount } from './totals';

/**
 * Upgrades and retention for server day `day` (SPEC 4, 9):
 * - upgrade: totals met by the end of the day before (counted up to 00:00 of
 *   `day`) lift the player to the highest level met (at most 11; 999 is never
 *   touched), with a level-up coupon for each level reached for the first time;
 * - retention: a level 1..11 whose retentionDays have run out is kept for a new
 *   period when the last VIP_RETENTION_RULE.periodDays days show the turnover
 *   and the deposits of the rule, else it drops one level and the totals count
 *   again from `day` (so the old totals do not lift it straight back).
 * Each change is guarded by the name it read, so a second run finds nothing to do.
 */

export interface VipAccount {
  id: number;
  vip_name: string;
  vip_since: string | null;
  register_date: string;
  birthday: string | null;
}

export interface LevelReport {
  upgraded: number;
  kept: number;
  dropped: number;
  levelUpCoupons: number;
}

const DAY_MS = 86_400_000;

async function upgrade(db: Db, a: VipAccount, from: number, target: VipLevel, levels: readonly VipLevel[], day: string, now: Date): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('accounts')
      .set({ vip_name: target.name, vip_since: day, updated_at: now.toISOString() })
      .where('id', '=', a.id)
      .where('vip_name', '=', a.vip_name)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) return null;
    let coupons = 0;
    for (const l of levels) {
      if (l.id <= from || l.id > target.id || l.levelGift <= 0) continue;
      if (await grantCouponIn(trx, { accountId: a.id, type: 'levelUp', grantKey: `levelUp:${l.id}`, texts: levelUpTexts(l.name), points: l.levelGift }, now)) coupons++;
    }
    return coupons;
  });
}

export async function applyLevels(db: Db, day: string, accounts: VipAccount[], levels: readonly VipLevel[], now: Date): Promise<LevelReport> {
  const start = dayStart(day);
  const [totals, activity] = await Promise.all([totalsByAccount(db, start), activityByAccount(db, new Date(start.getTime() - VIP_RETENTION_RULE.periodDays * DAY_MS), start)]);
  const report: LevelReport = { upgraded: 0, kept: 0, dropped: 0, levelUpCoupons: 0 };
  for (const a of accounts) {
    const level = parseVipLevel(a.vip_name);
    if (level === VIP_SPECIAL_LEVEL) continue;
    const target = upgradeTarget(levels, level, totals.get(a.id) ?? { recharge: 0, bet: 0 });
    if (target) {
      const coupons = await upgrade(db, a, level, target, levels, day, now);
      if (coupons !== null) {
        report.upgraded++;
        report.levelUpCoupons += coupons;
        a.vip_name = target.name;
        a.vip_since = day;
      }
      continue;
    }
    if (level < 1 || level > VIP_MAX_NORMAL_LEVEL) continue;
    const retention = levelOf(levels, level).retentionDays;
    if (retention <= 0 || daysBetween(levelSinceOf(a), day) < retention) continue;
    const seen = activity.get(a.id) ?? { turnover: 0, deposits: 0 };
    const keep = seen.turnover >= VIP_RETENTION_RULE.turnover * MINOR_PER_MAJOR && seen.deposits >= VIP_RETENTION_RULE.minDeposits;
    const lower = levels.filter((l) => l.id < level).at(-VIP_RETENTION_RULE.dropLevels) ?? levels[0];
    const next = keep ? { vip_since: day } : { vip_name: lower?.name ?? a.vip_name, vip_since: day, vip_count_from: start.toISOString() };
    const done = await db
      .updateTable('accounts')
      .set({ ...next, updated_at: now.toISOString() })
      .where('id', '=', a.id)
      .where('vip_name', '=', a.vip_name)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) continue;
    if (keep) report.kept++;
    else report.dropped++;
    Object.assign(a, next);
  }
  return report;
}

/** The day before `day`: the betting day a run rebates. */
export const betDayOf = (day: string) => addDays(day, -1);
