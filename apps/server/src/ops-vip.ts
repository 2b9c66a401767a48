import { randomUUID } from 'node:crypto';
import { parseVipLevel, VIP_COUPON_TYPES, type VipCouponType } from '@site/contract';
import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import { accountById } from './services/accounts/accounts';
import { accountIdByName, OpsInputError } from './services/fund/operator';
import { levelOf, vipLevels } from './services/vip/config';
import { grantCoupon } from './services/vip/coupons';
import { runVipDaily, type VipDailyReport } from './services/vip/daily';
import { isServerDay, serverDayOf } from './services/vip/days';
import { birthdayTexts, levelUpTexts, newYearTexts, rewardTexts, type CouponTexts } from './services/vip/texts';
import { formatMinor } from './services/wallet/money';

/** `npm run ops -- vip ...`: the VIP job by hand and operator coupons (usage in ops-commands.ts OPS_USAGE). */

export const VIP_USAGE = `  vip daily [--date YYYY-MM-DD]                          run the VIP daily job for a server day (default today, +08:00): rebate of the day
                                                         before, upgrades, retention, benefit coupons, coupon expiry; a day done is skipped
                                                         (the server runs it itself at 00:05)
  vip coupon <account> levelUp|birthday|newYear|reward <points>
                                                         give a player a points coupon (valid 30 days)`;

type Opt = (name: string) => string | undefined;

export function describeDaily(r: VipDailyReport): string {
  if (r.skipped) return `vip daily ${r.day}: already done, nothing ran`;
  const rebates = Object.entries(r.rebates.total).map(([currency, minor]) => `${currency} ${formatMinor(minor)}`).join(', ') || '0';
  return [
    `vip daily ${r.day}: done`,
    `  rebates paid=${r.rebates.paid} total=${rebates}`,
    `  levels upgraded=${r.levels.upgraded} kept=${r.levels.kept} dropped=${r.levels.dropped} levelUpCoupons=${r.levels.levelUpCoupons}`,
    `  coupons birthday=${r.gifts.birthday} newYear=${r.gifts.newYear} redEnvelop=${r.gifts.redEnvelop} expired=${r.expiredCoupons}`,
  ].join('\n');
}

async function textsFor(db: Kysely<Database>, accountId: number, type: VipCouponType, now: Date): Promise<CouponTexts> {
  const year = serverDayOf(now).slice(0, 4);
  if (type === 'birthday') return birthdayTexts(year);
  if (type === 'newYear') return newYearTexts(year);
  if (type === 'reward') return rewardTexts();
  const account = await accountById(db, accountId);
  return levelUpTexts(levelOf(await vipLevels(db), parseVipLevel(account.vip_name)).name);
}

export async function runVipOps(db: Kysely<Database>, args: string[], option: Opt, now = new Date()): Promise<string> {
  const [action, name, type, pointsText] = args;
  if (action === 'daily') {
    const day = option('--date') ?? serverDayOf(now);
    if (!isServerDay(day)) throw new OpsInputError(`--date must be a day such as 2026-03-01, not ${day}`);
    return describeDaily(await runVipDaily(db, day));
  }
  if (action === 'coupon') {
    if (!name || !type || !pointsText) throw new OpsInputError('vip coupon <account> levelUp|birthday|newYear|reward <points>');
    if (!(VIP_COUPON_TYPES as readonly string[]).includes(type)) throw new OpsInputError(`type is one of ${VIP_COUPON_TYPES.join(', ')}`);
    const points = Number(pointsText);
    if (!/^\d{1,9}$/.test(pointsText) || points < 1) throw new OpsInputError('points must be a positive whole number');
    const accountId = await accountIdByName(db, name);
    const couponType = type as VipCouponType;
    // An operator's coupon is a grant of its own each time (a random key), never one of the job's.
    const grantKey = `ops:${couponType}:${randomUUID()}`;
    const id = await grantCoupon(db, { accountId, type: couponType, grantKey, texts: await textsFor(db, accountId, couponType, now), points }, now);
    const row = await db.selectFrom('vip_coupons').select(['id', 'expires_at']).where('id', '=', id ?? 0).executeTakeFirstOrThrow();
    return `coupon ${row.id} account=${name} type=${couponType} points=${points} expires=${row.expires_at}`;
  }
  throw new OpsInputError(`unknown vip command: ${action ?? ''}\n${VIP_USAGE}`);
}
