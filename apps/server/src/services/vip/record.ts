import { nextVipLevel, parseVipLevel, VIP_MAX_NORMAL_LEVEL, VIP_RETENTION_RULE, VIP_SPECIAL_LEVEL, type VipRecord } from '@site/contract';
import { accountById } from '../accounts/accounts';
import { formatMinor } from '../wallet/money';
import { levelOf, TOTALS_CURRENCY, vipLevels, type Db, type VipLevel } from './config';
import { availablePoints, expireCoupons } from './coupons';
import { addDays, dayStart, serverDayOf } from './days';
import { activityByAccount, totalsOf, type Totals } from './totals';

/** SPEC 3 numbering of the record's vipId: VIP0 is 1 (level + 1); the special level stays 999. */
export const vipIdOf = (level: number) => (level === VIP_SPECIAL_LEVEL ? VIP_SPECIAL_LEVEL : level + 1);

/** The highest normal level above `current` (never above 11, never 999) whose recharge and bet totals are met; null when none. */
export function upgradeTarget(levels: readonly VipLevel[], current: number, totals: Totals): VipLevel | null {
  if (current === VIP_SPECIAL_LEVEL) return null;
  let best: VipLevel | null = null;
  for (const l of levels) {
    if (l.id <= current || l.id > VIP_MAX_NORMAL_LEVEL) continue;
    if (totals.recharge >= l.rechargeTotal && totals.bet >= l.betTotal && (!best || l.id > best.id)) best = l;
  }
  return best;
}

/** The day the current level began, for the retention: vip_since, else the registration day. */
export const levelSinceOf = (a: { vip_since: string | null; register_date: string }) => a.vip_since ?? serverDayOf(new Date(a.register_date));

/** The last day a level is kept without a check (the check runs the day after); null for levels without retention. */
export function keepUntilOf(since: string, retentionDays: number): string | null {
  return retentionDays > 0 ? addDays(since, retentionDays - 1) : null;
}

/**
 * GET /v1/user/vip. A pending upgrade (the totals meet a higher level) takes
 * effect on the day after the requirement was met (SPEC 4): today when it was
 * met before today and today's job has not run yet, else tomorrow.
 */
export async function vipRecord(db: Db, accountId: number, now = new Date()): Promise<VipRecord> {
  const account = await accountById(db, accountId);
  const level = parseVipLevel(account.vip_name);
  const today = serverDayOf(now);
  const [levels, totals, beforeToday, ran, activity] = await Promise.all([
    vipLevels(db),
    totalsOf(db, accountId, now),
    totalsOf(db, accountId, dayStart(today)),
    db.selectFrom('vip_job_runs').select('done').where('day', '=', today).executeTakeFirst(),
    activityByAccount(db, new Date(now.getTime() - VIP_RETENTION_RULE.periodDays * 86_400_000), now, accountId),
  ]);
  await expireCoupons(db, now, accountId);
  const points = await availablePoints(db, accountId, now);
  const next = nextVipLevel({ vipLevels: levels }, level, { rechargeTotal: totals.recharge, betTotal: totals.bet });
  let upgradeOn: string | null = null;
  if (upgradeTarget(levels, level, totals)) {
    upgradeOn = upgradeTarget(levels, level, beforeToday) && ran?.done !== 1 ? today : addDays(today, 1);
  }
  const own = levels.find((l) => l.id === level) ?? levelOf(levels, level);
  const retentionDays = level === 0 || level === VIP_SPECIAL_LEVEL ? 0 : own.retentionDays;
  const since = account.vip_since ?? (level === 0 ? null : levelSinceOf(account));
  const window = activity.get(accountId) ?? { turnover: 0, deposits: 0 };
  return {
    vipId: vipIdOf(level),
    vipName: account.vip_name,
    rechargeTotal: formatMinor(totals.recharge),
    betTotal: formatMinor(totals.bet),
    limitRechargeTotal: formatMinor(next?.rechargeTotal ?? 0),
    limitBetTotal: formatMinor(next?.betTotal ?? 0),
    level,
    nextLevelId: next?.id ?? null,
    upgradeOn,
    retentionDays,
    keepUntil: since ? keepUntilOf(since, retentionDays) : null,
    levelSince: since,
    monthTurnover: formatMinor(window.turnover),
    monthDeposits: window.deposits,
    points: String(points),
    totalsCurrency: TOTALS_CURRENCY,
  };
}
