import {
  DEFAULT_CURRENCY,
  MONTHLY_UPGRADE,
  REBATE_MAX_PERCENT,
  VIP_COUPON_VALID_DAYS,
  VIP_RETENTION_RULE,
  VIP_UPGRADE_DELAY_DAYS,
  type VipConfig,
} from '@site/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { prepared } from '../../db/prepared';
import { formatMinor, MINOR_PER_MAJOR } from '../wallet/money';

export type Db = Kysely<Database>;

/**
 * The one VIP config (tables vip_levels, vip_game_rebates, vip_point_ratios;
 * seeded by bootstrap/seed/vip.ts, editable by an operator). Every brand reads the
 * same levels; a brand only lists fewer of them (SPEC 6). The cashier's VIP
 * gates (daily withdrawals, deposit channels) read it too.
 */

/** The currency VIP totals and requirements are counted in. */
export const TOTALS_CURRENCY = DEFAULT_CURRENCY;

export interface VipLevel {
  id: number;
  name: string;
  /** Requirements, NTD minor units. */
  rechargeTotal: number;
  betTotal: number;
  retentionDays: number;
  birthdayGift: number;
  festivalGift: number;
  levelGift: number;
  redEnvelop: number;
  withdrawCount: number;
  /** Minor units of the wallet currency. */
  withdrawAmount: number;
  depositChannels: string[];
}

function channelsOf(json: string): string[] {
  try {
    const list = JSON.parse(json) as unknown;
    return Array.isArray(list) ? list.filter((c): c is string => typeof c === 'string') : [];
  } catch {
    return [];
  }
}

/** Every level, ascending (0..11, then 999). */
export async function vipLevels(db: Db): Promise<VipLevel[]> {
  const rows = await db.selectFrom('vip_levels').selectAll().orderBy('id').execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    rechargeTotal: Number(r.recharge_total),
    betTotal: Number(r.bet_total),
    retentionDays: r.retention_days,
    birthdayGift: r.birthday_gift,
    festivalGift: r.festival_gift,
    levelGift: r.level_gift,
    redEnvelop: r.red_envelop,
    withdrawCount: r.withdraw_count,
    withdrawAmount: Number(r.withdraw_amount),
    depositChannels: channelsOf(r.deposit_channels),
  }));
}

/** The config of a level; a level missing from the config takes the highest one below it (else the lowest). */
export function levelOf<L extends { id: number }>(levels: readonly L[], level: number): L {
  let found: L | undefined;
  for (const l of levels) if (l.id <= level && (!found || l.id > found.id)) found = l;
  const first = found ?? levels[0];
  if (!first) throw new Error('the VIP config has no levels');
  return first;
}

export type RebateRates = Array<{ level: number; gameType: number; rateBp: number }>;

export async function rebateRates(db: Db): Promise<RebateRates> {
  const rows = await db.selectFrom('vip_game_rebates').selectAll().orderBy('level').orderBy('game_type').execute();
  return rows.map((r) => ({ level: r.level, gameType: r.game_type, rateBp: r.rate_bp }));
}

/** Hundredths of a percent a level gets on a game type: the level's own rate, else the highest listed level below it; none is 0. */
export function rateOf(rates: RebateRates, level: number, gameType: number): number {
  let best: { level: number; rateBp: number } | undefined;
  for (const r of rates) if (r.gameType === gameType && r.level <= level && (!best || r.level > best.level)) best = r;
  return best?.rateBp ?? 0;
}

/** 80 -> "0.80" (percent). */
export const percentText = (bp: number) => `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;

export async function pointRatio(db: Db, currency: string): Promise<{ points: number; amount: number } | undefined> {
  const row = await db.selectFrom('vip_point_ratios').select(['points', 'amount']).where('currency', '=', currency).executeTakeFirst();
  return row && row.points > 0 ? { points: row.points, amount: Number(row.amount) } : undefined;
}

/** GET /v1/user/vip/config: every level (0..11 and 999); clients list them per brand with filterVisibleVipLevels. */
export async function vipConfigView(db: Db): Promise<VipConfig> {
  const [levels, rates, ratios] = await Promise.all([vipLevels(db), rebateRates(db), db.selectFrom('vip_point_ratios').selectAll().orderBy('currency').execute()]);
  const bestRate = (level: number) => Math.max(0, ...rates.filter((r) => r.level === level).map((r) => r.rateBp));
  return {
    vipLevels: levels.map((l) => ({
      id: l.id,
      name: l.name,
      rechargeTotal: formatMinor(l.rechargeTotal),
      betTotal: formatMinor(l.betTotal),
      retentionDays: l.retentionDays,
      benefits: {
        birthdayGift: String(l.birthdayGift),
        festivalGift: String(l.festivalGift),
        levelGift: String(l.levelGift),
        redEnvelop: String(l.redEnvelop),
        gameRebate: percentText(bestRate(l.id)),
        withdrawLimit: { count: l.withdrawCount, amount: formatMinor(l.withdrawAmount) },
      },
    })),
    vipPointRatios: ratios.map((r) => ({ currency: r.currency, points: r.points, amount: formatMinor(Number(r.amount)) })),
    vipLimits: levels.map((l) => ({ id: l.id, dailyWithdrawCount: l.withdrawCount, dailyWithdrawAmount: formatMinor(l.withdrawAmount), depositChannels: l.depositChannels })),
    gameRebates: rates.map((r) => ({ vipId: r.level, gameType: r.gameType, rate: percentText(r.rateBp) })),
    rules: {
      upgradeDelayDays: VIP_UPGRADE_DELAY_DAYS,
      keepPeriodDays: VIP_RETENTION_RULE.periodDays,
      keepTurnover: formatMinor(MONTHLY_UPGRADE.turnover * MINOR_PER_MAJOR),
      keepMinDeposits: VIP_RETENTION_RULE.minDeposits,
      dropLevels: VIP_RETENTION_RULE.dropLevels,
      totalsRestartOnDrop: true,
      rebateMaxPercent: REBATE_MAX_PERCENT.toFixed(2),
      rebateCapped: false,
      couponValidDays: VIP_COUPON_VALID_DAYS,
      totalsCurrency: TOTALS_CURRENCY,
    },
  };
}

// ---- The cashier's VIP gates (SPEC 6) -----------------------------------------------

/** Daily withdrawals of a level: count and amount in major units of the wallet currency. */
export async function dailyWithdrawLimitOf(db: Db, level: number): Promise<{ count: number; amount: number }> {
  const l = levelOf(await vipLevels(db), level);
  return { count: l.withdrawCount, amount: Math.floor(l.withdrawAmount / MINOR_PER_MAJOR) };
}

/**
 * Deposit channels by level: a channel is open to a player whose level's
 * config lists it; its minimum level is the lowest level listing it (999 when
 * only the special level, or no level, lists it).
 */
export async function depositChannelGate(db: Db, level: number) {
  const rows = await db.selectFrom('vip_levels').select(['id', 'deposit_channels']).orderBy('id').execute();
  const levels = rows.map((r) => ({ id: r.id, depositChannels: channelsOf(r.deposit_channels) }));
  const own = new Set(levelOf(levels, level).depositChannels);
  return {
    open: (code: string) => own.has(code),
    minLevel: (code: string) => levels.find((l) => l.depositChannels.includes(code))?.id ?? 999,
  };
}

// The level's own row, as levelOf picks it: the highest at or below the level, else the lowest (db/prepared.ts).
const levelAtOrBelow = prepared((db: Db, a: { level: number }) =>
  db.selectFrom('vip_levels').select('deposit_channels').where('id', '<=', a.level).orderBy('id', 'desc').limit(1),
);
const lowestLevel = prepared((db: Db) => db.selectFrom('vip_levels').select('deposit_channels').orderBy('id').limit(1));

/**
 * One deposit order's channel against the player's level: one row read (issue 22, every deposit order
 * asks); the lowest level listing the channel only when it is refused (031014).
 */
export async function depositChannelCheck(db: Db, level: number, code: string): Promise<{ open: true } | { open: false; minLevel: number }> {
  const own = (await levelAtOrBelow.first(db, { level })) ?? (await lowestLevel.first(db, {}));
  if (!own) throw new Error('the VIP config has no levels');
  if (channelsOf(own.deposit_channels).includes(code)) return { open: true };
  return { open: false, minLevel: (await depositChannelGate(db, level)).minLevel(code) };
}
