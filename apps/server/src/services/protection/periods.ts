import type { LimitPeriod } from '@site/contract';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Asia/Taipei is UTC+8 all year (no daylight saving since 1979), so a fixed offset is exact. */
const TAIPEI_OFFSET_MS = 8 * HOUR_MS;

/**
 * The Asia/Taipei calendar period holding `now` (docs/decisions.md, issue 20): the day from
 * 00:00, the ISO week from Monday 00:00, the month from the 1st 00:00; `end` is the next start.
 */
export function periodBounds(period: LimitPeriod, now: Date): { start: Date; end: Date } {
  const local = new Date(now.getTime() + TAIPEI_OFFSET_MS);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const dayStart = Date.UTC(y, m, local.getUTCDate()) - TAIPEI_OFFSET_MS;
  if (period === 'day') return { start: new Date(dayStart), end: new Date(dayStart + DAY_MS) };
  if (period === 'week') {
    const sinceMonday = (local.getUTCDay() + 6) % 7;
    const start = dayStart - sinceMonday * DAY_MS;
    return { start: new Date(start), end: new Date(start + 7 * DAY_MS) };
  }
  return { start: new Date(Date.UTC(y, m, 1) - TAIPEI_OFFSET_MS), end: new Date(Date.UTC(y, m + 1, 1) - TAIPEI_OFFSET_MS) };
}
