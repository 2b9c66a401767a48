import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { supportUntilOf } from './agents';
import { wholeMonthsLeft } from './months';

/** An instant given in server time (+08:00). */
const at = (text: string) => new Date(`${text}+08:00`);

describe('whole months left of a window (issue 34)', () => {
  it.each([
    // The report: on 2026/11/28 a window to 2027/02/28 has 3 months left, at any hour of either day.
    ['2026-11-28T13:39:00', '2027-02-28T13:39:00', 3],
    ['2026-11-28T23:59:59', '2027-02-28T00:00:00', 3],
    ['2026-11-28T00:00:00', '2027-02-27T23:59:59', 2],
    ['2026-12-01T00:00:00', '2027-02-28T13:39:00', 2],
    // Month ends: a day the end's month lacks counts as its last day.
    ['2026-11-30T10:00:00', '2027-02-28T10:00:00', 3],
    ['2027-01-31T10:00:00', '2027-02-28T09:00:00', 1],
    ['2027-01-31T10:00:00', '2027-02-27T23:59:59', 0],
    ['2027-12-31T10:00:00', '2028-02-29T10:00:00', 2],
    ['2027-12-31T10:00:00', '2028-02-28T10:00:00', 1],
    ['2026-10-31T10:00:00', '2026-11-30T10:00:00', 1],
    // The server's date, not UTC's: 2026-11-30 20:00 UTC is already 2026-12-01 in Taipei.
    ['2026-12-01T04:00:00', '2027-03-01T00:00:00', 3],
    // Across a year; the last month; the end passed.
    ['2026-11-15T08:00:00', '2027-11-15T08:00:00', 12],
    ['2027-02-01T00:00:00', '2027-02-28T13:39:00', 0],
    ['2027-03-01T00:00:00', '2027-02-28T13:39:00', 0],
  ])('from %s to %s: %i', (now, until, months) => {
    expect(wholeMonthsLeft(at(now), at(until))).toBe(months);
  });

  it('a new agent has exactly the 3 months of its support window all its first day, and fewer a month and a day on', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2040-01-01T00:00:00Z'), noInvalidDate: true }), (created) => {
        const until = new Date(supportUntilOf(created));
        expect(wholeMonthsLeft(created, until)).toBe(3);
        // A month and a day on, whatever the day of the month: fewer than 3.
        const later = new Date(created.getTime() + 32 * 86_400_000);
        expect(wholeMonthsLeft(later, until)).toBeLessThanOrEqual(2);
      }),
    );
  });

  it('never grows as the days pass', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2040-01-01T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 400 }),
        (now, ahead, step) => {
          const until = new Date(now.getTime() + ahead * 86_400_000);
          const later = new Date(now.getTime() + step * 86_400_000);
          expect(wholeMonthsLeft(later, until)).toBeLessThanOrEqual(wholeMonthsLeft(now, until));
        },
      ),
    );
  });
});
