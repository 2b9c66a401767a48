import { recordEarliestDay, recordRangeProblem } from '@site/contract/api/common';
import { toServerDayEnd, toServerDayStart } from '@site/contract/rules/format';
import dayjs from 'dayjs';

/** Date filters of the bet records (SPEC 9: records are viewable for 90 days). */
export const PRESETS = ['today', 'days7', 'days30', 'custom'] as const;
export type Preset = (typeof PRESETS)[number];

/** Local calendar days, YYYY-MM-DD, both ends included. */
export interface DayRange {
  start: string;
  end: string;
}

export type RangeProblem = 'invalid' | 'order' | 'tooOld' | 'future';

const DAY = 'YYYY-MM-DD';

export function today(now: Date = new Date()): string {
  return dayjs(now).format(DAY);
}

/** Today; the last 7 days and the last 30 days, today included. Custom starts as the last 7 days. */
export function presetRange(preset: Preset, now: Date = new Date()): DayRange {
  const end = today(now);
  const back = preset === 'today' ? 0 : preset === 'days30' ? 29 : 6;
  return { start: dayjs(now).subtract(back, 'day').format(DAY), end };
}

/**
 * The earliest day a custom range may start on, as the server counts days
 * (+08:00), so a day the picker offers is never refused by the server when
 * the player's own calendar is a day behind.
 */
export function earliestDay(now: Date = new Date()): string {
  return recordEarliestDay(now.getTime());
}

/** The range as the server takes it: start of the first day to the end of the last, in +08:00 (SPEC 9). */
export function rangeQuery(range: DayRange): { startTime: string; endTime: string } {
  return { startTime: toServerDayStart(range.start), endTime: toServerDayEnd(range.end) };
}

/** Null when the range can be asked for; else why not (beyond 90 days, reversed, in the future, not dates). */
export function rangeProblem(range: DayRange, now: Date = new Date()): RangeProblem | null {
  const { startTime, endTime } = rangeQuery(range);
  if (!startTime || !endTime) return 'invalid';
  if (range.end > today(now)) return 'future';
  return recordRangeProblem(startTime, endTime, now.getTime());
}
