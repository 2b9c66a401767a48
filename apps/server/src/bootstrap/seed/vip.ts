import { VIP_SPECIAL_LEVEL } from '@site/contract';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { usernameKey } from '../../services/accounts/accounts';
import { grantCouponIn } from '../../services/vip/coupons';
import { levelUpTexts, rewardTexts } from '../../services/vip/texts';

/**
 * The one VIP config (DESIGN 4: 12 levels plus 999) and the demo players'
 * coupons. Requirements are NTD; retention 60 days up to VIP5 and 90 above
 * (VIP_RETENTION_RULE); daily withdrawals as the cashier had them; the VIP
 * bank channel from VIP3; rebates from 0.30 % (VIP0) to 1.50 % (VIP11, 999),
 * half on lottery. Points: 1 point = 1.00 NTD; 100 points = 3.00 USDT.
 */

const M = 100; // minor units per major unit
const BASIC_CHANNELS = ['BANK', 'USDT_TRC20', 'STORE', 'USDT_WALLET'];
const VIP_CHANNELS = [...BASIC_CHANNELS, 'BANK_VIP'];

type Level = [id: number, name: string, recharge: number, bet: number, birthday: number, festival: number, levelGift: number, redEnvelop: number, count: number, amount: number, rateBp: number];

/** id, name, recharge total, bet total, birthday / new-year / level-up / monthly red-envelope points, daily withdrawals (count, amount), rebate (hundredths of a percent). */
const LEVELS: Level[] = [
  [0, 'VIP0', 0, 0, 0, 0, 0, 0, 3, 50_000, 30],
  [1, 'VIP1', 1_000, 5_000, 0, 0, 18, 0, 3, 100_000, 40],
  [2, 'VIP2', 5_000, 25_000, 88, 88, 58, 0, 4, 150_000, 50],
  [3, 'VIP3', 20_000, 100_000, 188, 188, 128, 0, 5, 200_000, 60],
  [4, 'VIP4', 50_000, 250_000, 288, 288, 288, 88, 5, 300_000, 70],
  [5, 'VIP5', 100_000, 500_000, 588, 588, 588, 188, 6, 500_000, 80],
  [6, 'VIP6', 200_000, 1_000_000, 888, 888, 888, 288, 8, 800_000, 90],
  [7, 'VIP7', 500_000, 2_500_000, 1_288, 1_288, 1_888, 588, 10, 1_000_000, 100],
  [8, 'VIP8', 1_000_000, 5_000_000, 1_888, 1_888, 3_888, 888, 10, 1_500_000, 110],
  [9, 'VIP9', 2_000_000, 10_000_000, 2_888, 2_888, 5_888, 1_288, 15, 2_000_000, 120],
  [10, 'VIP10', 5_000_000, 25_000_000, 3_888, 3_888, 8_888, 1_888, 20, 3_000_000, 130],
  [11, '至尊VIP11', 10_000_000, 50_000_000, 5_888, 5_888, 18_888, 2_888, 20, 5_000_000, 150],
  [VIP_SPECIAL_LEVEL, '特邀VIP', 0, 0, 8_888, 8_888, 0, 3_888, 999, 100_000_000, 150],
];

const retentionOf = (id: number) => (id === 0 || id === VIP_SPECIAL_LEVEL ? 0 : id <= 5 ? 60 : 90);
const LOTTERY = 4;

export const vipLevelRows: Insertable<Database['vip_levels']>[] = LEVELS.map(([id, name, recharge, bet, birthday, festival, levelGift, redEnvelop, count, amount]) => ({
  id,
  name,
  recharge_total: recharge * M,
  bet_total: bet * M,
  retention_days: retentionOf(id),
  birthday_gift: birthday,
  festival_gift: festival,
  level_gift: levelGift,
  red_envelop: redEnvelop,
  withdraw_count: count,
  withdraw_amount: amount * M,
  deposit_channels: JSON.stringify(id >= 3 ? VIP_CHANNELS : BASIC_CHANNELS),
}));

export const vipRebateRows: Insertable<Database['vip_game_rebates']>[] = LEVELS.flatMap(([id, , , , , , , , , , rateBp]) =>
  [1, 2, 3, 4, 5, 6, 7].map((gameType) => ({ level: id, game_type: gameType, rate_bp: gameType === LOTTERY ? rateBp / 2 : rateBp })),
);

export const vipRatioRows: Insertable<Database['vip_point_ratios']>[] = [
  { currency: 'NTD', points: 1, amount: 1 * M },
  { currency: 'USDT', points: 100, amount: 3 * M },
];

/** Inserts the config rows that are missing (an operator's edits stay) and the demo coupons (once: grant keys). */
export async function seedVip(db: Kysely<Database>): Promise<void> {
  await db.insertInto('vip_levels').values(vipLevelRows).onConflict((oc) => oc.doNothing()).execute();
  await db.insertInto('vip_game_rebates').values(vipRebateRows).onConflict((oc) => oc.doNothing()).execute();
  await db.insertInto('vip_point_ratios').values(vipRatioRows).onConflict((oc) => oc.doNothing()).execute();
}

/** The demo players' coupons (demo data only). */
export async function seedVipDemo(db: Kysely<Database>, now = new Date()): Promise<void> {
  // phone01 (VIP1): its VIP1 level-up coupon and an operator reward, so the VIP page has coupons to show and exchange.
  const phone01 = await db.selectFrom('accounts').select('id').where('username_key', '=', usernameKey('phone01')).executeTakeFirst();
  if (phone01) {
    await grantCouponIn(db, { accountId: phone01.id, type: 'levelUp', grantKey: 'levelUp:1', texts: levelUpTexts('VIP1'), points: 18 }, now);
    await grantCouponIn(db, { accountId: phone01.id, type: 'reward', grantKey: 'seed:reward', texts: rewardTexts(), points: 500 }, now);
  }
  // vip999 (特邀VIP, level 999 by its name): a reward coupon too.
  const vip999 = await db.selectFrom('accounts').select('id').where('username_key', '=', usernameKey('vip999')).executeTakeFirst();
  if (vip999) await grantCouponIn(db, { accountId: vip999.id, type: 'reward', grantKey: 'seed:reward', texts: rewardTexts(), points: 8_888 }, now);
}
