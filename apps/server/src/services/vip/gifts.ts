import { parseVipLevel } from '@site/contract';
import { levelOf, type Db, type VipLevel } from './config';
import { grantCoupon, type Grant } from './coupons';
import type { VipAccount } from './levels';
import { birthdayTexts, newYearTexts, redEnvelopTexts } from './texts';

/**
 * The coupons of a level's benefits, by the level held after the day's
 * changes (SPEC 3 benefits): birthday (in the birthday month, once a year),
 * new year (in January, once a year) and the monthly red envelope (type
 * reward). Each grant key (birthday:2026, newYear:2026, redEnvelop:2026-03)
 * issues at most once per player, so the job can run any number of times and
 * a missed day is made up by the next run in the same month.
 */

export interface GiftReport {
  birthday: number;
  newYear: number;
  redEnvelop: number;
}

export function giftsFor(a: VipAccount, day: string, levels: readonly VipLevel[]): Grant[] {
  const l = levelOf(levels, parseVipLevel(a.vip_name));
  const year = day.slice(0, 4);
  const month = day.slice(0, 7);
  const grants: Grant[] = [];
  if (a.birthday && a.birthday.slice(5, 7) === day.slice(5, 7) && l.birthdayGift > 0) {
    grants.push({ accountId: a.id, type: 'birthday', grantKey: `birthday:${year}`, texts: birthdayTexts(year), points: l.birthdayGift });
  }
  if (day.slice(5, 7) === '01' && l.festivalGift > 0) {
    grants.push({ accountId: a.id, type: 'newYear', grantKey: `newYear:${year}`, texts: newYearTexts(year), points: l.festivalGift });
  }
  if (l.redEnvelop > 0) {
    grants.push({ accountId: a.id, type: 'reward', grantKey: `redEnvelop:${month}`, texts: redEnvelopTexts(month, l.name), points: l.redEnvelop });
  }
  return grants;
}

export async function grantGifts(db: Db, day: string, accounts: readonly VipAccount[], levels: readonly VipLevel[], now: Date): Promise<GiftReport> {
  const report: GiftReport = { birthday: 0, newYear: 0, redEnvelop: 0 };
  for (const a of accounts) {
    for (const g of giftsFor(a, day, levels)) {
      if (!(await grantCoupon(db, g, now))) continue;
      if (g.type === 'birthday') report.birthday++;
      else if (g.type === 'newYear') report.newYear++;
      else report.redEnvelop++;
    }
  }
  return report;
}
