import type { VipBenefits, VipLevelConfig } from '@site/contract/api/vip';
import type { VipBenefit } from './BenefitIcons';

/** Whether a level has a benefit: the contract writes '0' (or a zero count) for one it does not have. */
export function hasBenefit(benefits: VipBenefits | undefined, benefit: VipBenefit): boolean {
  if (!benefits) return false;
  if (benefit === 'withdrawLimit') return benefits.withdrawLimit.count > 0 && Number(benefits.withdrawLimit.amount) > 0;
  return Number(benefits[benefit]) > 0;
}

export interface RetentionGroup {
  days: number;
  /** First and last level name of a run of levels with the same retention. */
  from: string;
  to: string;
}

/**
 * Retention as the rules state it, from the config: runs of consecutive
 * levels with the same number of days ('VIP1-VIP5: 60 days'); levels that
 * keep nothing (0 days: VIP0, 999) are left out.
 */
export function retentionGroups(levels: readonly VipLevelConfig[]): RetentionGroup[] {
  const groups: RetentionGroup[] = [];
  let previousDays = -1;
  for (const level of [...levels].sort((a, b) => a.id - b.id)) {
    const last = groups[groups.length - 1];
    if (level.retentionDays <= 0) {
      previousDays = -1;
      continue;
    }
    if (last && previousDays === level.retentionDays) last.to = level.name;
    else groups.push({ days: level.retentionDays, from: level.name, to: level.name });
    previousDays = level.retentionDays;
  }
  return groups;
}

/** A server day (YYYY-MM-DD) as the site writes dates (YYYY/MM/DD); not shifted by the time zone. */
export function showDay(day: string | null | undefined): string {
  return day ? day.replace(/-/g, '/') : '';
}
