import { describe, expect, it } from 'vitest';
import { amountString, isoDateTimeInput, pageFields, pageQuery, positiveAmountInput, queryBool, queryInt, recordRangeProblem, rowIdInput } from './common';
import { allEndpoints } from './registry';
import * as z from 'zod/mini';

describe('query helpers', () => {
  it('queryInt takes digits or numbers within range', () => {
    const q = queryInt(1, 7);
    expect(q.parse('3')).toBe(3);
    expect(q.parse(7)).toBe(7);
    for (const bad of ['0', '8', '-1', '1.5', 'x', '', 2.5]) expect(q.safeParse(bad).success, String(bad)).toBe(false);
  });

  it('rowIdInput takes whole ids that fit a 4-byte integer column, and nothing wider', () => {
    expect(rowIdInput.parse(1)).toBe(1);
    expect(rowIdInput.parse(2_147_483_647)).toBe(2_147_483_647);
    for (const bad of [0, -1, 1.5, 2_147_483_648, 926_576_149_860, '7']) expect(rowIdInput.safeParse(bad).success, String(bad)).toBe(false);
  });

  it('queryBool', () => {
    expect(queryBool.parse('true')).toBe(true);
    expect(queryBool.parse('0')).toBe(false);
    expect(queryBool.parse(false)).toBe(false);
    expect(queryBool.safeParse('yes').success).toBe(false);
  });

  it('page and size default and are bounded', () => {
    const q = z.object(pageFields(20, 100));
    expect(q.parse({})).toEqual({ page: 1, size: 20 });
    expect(q.parse({ page: '2', size: '100' })).toEqual({ page: 2, size: 100 });
    expect(q.safeParse({ size: '101' }).success).toBe(false);
    expect(q.safeParse({ page: '0' }).success).toBe(false);
    expect(pageQuery(20, 100).parse({ page: '2' })).toEqual(q.parse({ page: '2' }));
  });

  it('every list endpoint answers one page shape: records and a whole, non-negative total (issue 35)', () => {
    const lists = allEndpoints.filter((e) => {
      const shape = (e.response as { _zod: { def: { shape?: Record<string, unknown> } } })._zod.def.shape;
      return shape !== undefined && 'records' in shape && 'total' in shape;
    });
    expect(lists.length).toBeGreaterThanOrEqual(12);
    for (const e of lists) {
      const page = z.pick(e.response as z.ZodMiniObject, { records: true, total: true });
      expect(page.safeParse({ records: [], total: 3 }).success, e.id).toBe(true);
      expect(page.safeParse({ records: [], total: -1 }).success, e.id).toBe(false);
      expect(page.safeParse({ records: [], total: 1.5 }).success, e.id).toBe(false);
    }
  });
});

describe('amounts and dates', () => {
  it('amount strings have two places', () => {
    for (const ok of ['0.00', '1234.50', '-20.00']) expect(amountString.safeParse(ok).success, ok).toBe(true);
    for (const bad of ['1', '1.5', '1.234', '1e3', '', ' 1.00']) expect(amountString.safeParse(bad).success, bad).toBe(false);
  });

  it('positive inputs: up to 2 decimals, above zero', () => {
    for (const ok of ['500', '500.5', '0.01', '999999999999.99']) expect(positiveAmountInput.safeParse(ok).success, ok).toBe(true);
    for (const bad of ['0', '0.00', '-1', '1.001', '1,000', 'abc', '1e2', '']) expect(positiveAmountInput.safeParse(bad).success, bad).toBe(false);
  });

  it('date inputs need a time and an offset', () => {
    expect(isoDateTimeInput.safeParse('2025-01-31T00:00:00+08:00').success).toBe(true);
    expect(isoDateTimeInput.safeParse('2025-01-31T00:00:00.000Z').success).toBe(true);
    expect(isoDateTimeInput.safeParse('2025-01-31').success).toBe(false);
    expect(isoDateTimeInput.safeParse('2025-13-31T00:00:00Z').success).toBe(false);
  });

  it('record ranges: 90 days back from the start of the server day', () => {
    const now = Date.parse('2025-06-30T12:00:00+08:00');
    expect(recordRangeProblem('2025-04-01T00:00:00+08:00', '2025-06-30T23:59:59+08:00', now)).toBeNull();
    expect(recordRangeProblem('2025-03-31T23:59:59+08:00', '2025-06-30T23:59:59+08:00', now)).toBe('tooOld');
    expect(recordRangeProblem('2025-06-30T00:00:00+08:00', '2025-06-29T00:00:00+08:00', now)).toBe('order');
    expect(recordRangeProblem('2025-07-05T00:00:00+08:00', '2025-07-06T00:00:00+08:00', now)).toBe('future');
  });
});
