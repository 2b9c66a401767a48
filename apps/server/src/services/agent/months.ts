import { SERVER_UTC_OFFSET_MINUTES } from '@site/contract';

/**
 * Server months (+08:00, SPEC 9) as 'YYYY-MM' and quarters as 'YYYY-Qn', for the agent figures, the
 * month-end statements and the quarterly tier review (issue 21).
 */
const OFFSET_MS = SERVER_UTC_OFFSET_MINUTES * 60_000;
const MONTH = /^(\d{4})-(\d{2})$/;
const QUARTER = /^(\d{4})-Q([1-4])$/;

function parts(month: string): [number, number] {
  const m = MONTH.exec(month);
  if (!m) throw new Error(`not a month: ${month} (use YYYY-MM)`);
  const mm = Number(m[2]);
  if (mm < 1 || mm > 12) throw new Error(`not a month: ${month} (use YYYY-MM)`);
  return [Number(m[1]), mm];
}

export function isMonth(text: string): boolean {
  try {
    parts(text);
    return true;
  } catch {
    return false;
  }
}

/** The server month holding an instant. */
export function monthOf(instant: Date): string {
  return new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 7);
}

export function addMonths(month: string, n: number): string {
  const [y, m] = parts(month);
  return new Date(Date.UTC(y, m - 1 + n, 1)).toISOString().slice(0, 7);
}

/** The instant a month begins (the 1st, 00:00 +08:00). */
export function monthStart(month: string): Date {
  const [y, m] = parts(month);
  return new Date(Date.UTC(y, m - 1, 1) - OFFSET_MS);
}

/** [from, to) of a month as ISO UTC text, to compare with the stored times. */
export function monthRange(month: string): { from: string; to: string } {
  return { from: monthStart(month).toISOString(), to: monthStart(addMonths(month, 1)).toISOString() };
}

/** The quarter of a month: '2026-11' -> '2026-Q4'. */
export function quarterOf(month: string): string {
  const [y, m] = parts(month);
  return `${y}-Q${Math.ceil(m / 3)}`;
}

/** The three months of a quarter, in order. */
export function quarterMonths(quarter: string): string[] {
  const q = QUARTER.exec(quarter);
  if (!q) throw new Error(`not a quarter: ${quarter} (use YYYY-Qn)`);
  const first = `${q[1]}-${String((Number(q[2]) - 1) * 3 + 1).padStart(2, '0')}`;
  return [first, addMonths(first, 1), addMonths(first, 2)];
}

export function isQuarter(text: string): boolean {
  return QUARTER.test(text);
}

/** An instant's server date (+08:00) as [year, month 1-12, day]. */
function dateOf(instant: Date): [number, number, number] {
  const text = new Date(instant.getTime() + OFFSET_MS).toISOString();
  return [Number(text.slice(0, 4)), Number(text.slice(5, 7)), Number(text.slice(8, 10))];
}

/**
 * Whole calendar months from `now` to `until`, by their server dates (+08:00; the time of day is ignored): the
 * most n for which the date n months after today, a day the month lacks becoming its last (Jan 31 -> Feb 28), is
 * not after the end's date; 0 when less than a month is left or the end has passed (issue 34). Today 2026/11/28
 * and an end on 2027/02/28 give 3 (not the 4 calendar months November-February it touches); 2026/12/01, 2.
 */
export function wholeMonthsLeft(now: Date, until: Date): number {
  const [y, m, d] = dateOf(now);
  const [ey, em, ed] = dateOf(until);
  const months = (ey - y) * 12 + (em - m);
  const lastDay = new Date(Date.UTC(ey, em, 0)).getUTCDate();
  // Today's date `months` months on falls in the end's month; past the end's day, one month fewer is whole.
  return Math.max(0, Math.min(d, lastDay) > ed ? months - 1 : months);
}

/** Months from `from` to `to`, both included (empty when `from` is later). */
export function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let m = from; m <= to; m = addMonths(m, 1)) out.push(m);
  return out;
}
