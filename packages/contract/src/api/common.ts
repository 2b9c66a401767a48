import * as z from 'zod/mini';
import { RECORD_DAYS, SERVER_UTC_OFFSET_MINUTES } from '../constants';

/** Small schemas shared by the game and wallet areas: query numbers, booleans, paging, amounts, dates. */

export const apiLanguageField = z.enum(['TW', 'EN', 'TH']);

/**
 * A whole number in a query string ('12') or a number (12), checked against
 * [min, max]; the server sees a number. Query strings carry text, so both are taken.
 */
export function queryInt(min: number, max: number) {
  return z.pipe(
    z.union([z.string().check(z.regex(/^\d{1,9}$/)), z.number().check(z.int())]),
    z.pipe(
      z.transform((v: string | number) => Number(v)),
      z.number().check(z.gte(min), z.lte(max)),
    ),
  );
}

/** A row id a client sends in a body: whole, from 1, within a 4-byte integer column (PostgreSQL refuses more). */
export const rowIdInput = z.number().check(z.int(), z.gte(1), z.lte(2_147_483_647));

/** 'true' / 'false' in a query string, or a boolean; the server sees a boolean. */
export const queryBool = z.pipe(
  z.union([z.enum(['true', 'false', '1', '0']), z.boolean()]),
  z.transform((v: boolean | 'true' | 'false' | '1' | '0') => v === true || v === 'true' || v === '1'),
);

/** Game type 1-7 in a query string. */
export const queryGameType = queryInt(1, 7);

/** page (from 1, default 1) and size (1-100, default `size`) of a paged list (DESIGN 3). */
export function pageFields(size = 20, maxSize = 100) {
  return {
    page: z._default(queryInt(1, 100_000), 1),
    size: z._default(queryInt(1, maxSize), size),
  };
}

/** The query of a list that takes nothing but its page: `z.object(pageFields(size, maxSize))`. */
export function pageQuery(size = 20, maxSize = 100) {
  return z.object(pageFields(size, maxSize));
}

/**
 * A paged list: `{records, total}` (SPEC 3, DESIGN 3), the one page shape of every list endpoint (issue 35);
 * a list that says more beside its page extends it (`z.extend(paged(member), { month })`).
 */
export function paged<T extends z.ZodMiniType>(record: T) {
  return z.object({ records: z.array(record), total: z.number().check(z.int(), z.gte(0)) });
}

/** A page of records as the server builds it (the type of `paged(record)`'s output). */
export interface Page<T> {
  records: T[];
  total: number;
}

/**
 * An amount on the wire: a decimal string with exactly 2 places, e.g. "1234.50"
 * or "-20.00" (DESIGN 3; stored as integer minor units).
 */
export const amountString = z.string().check(z.regex(/^-?\d{1,15}\.\d{2}$/));

/** A positive amount sent by a client: up to 12 whole digits and 2 decimals ("500", "500.5", "500.50"). */
export const positiveAmountInput = z.string().check(
  z.regex(/^\d{1,12}(\.\d{1,2})?$/),
  z.refine((v) => /[1-9]/.test(v), 'amount must be above zero'),
);

/** Currency code such as NTD or USDT. */
export const currencyCode = z.string().check(z.regex(/^[A-Z]{2,8}$/));

/** An instant sent by a client: ISO-8601 with a time and an offset or Z (SPEC 9 sends +08:00). */
export const isoDateTimeInput = z.string().check(
  z.maxLength(40),
  z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})$/),
  z.refine((v) => Number.isFinite(Date.parse(v)), 'not a date'),
);

const DAY_MS = 86_400_000;
const SERVER_OFFSET_MS = SERVER_UTC_OFFSET_MINUTES * 60_000;

/** The first server day (+08:00) whose records can still be viewed (SPEC 9: 90 days), as YYYY-MM-DD. */
export function recordEarliestDay(now: number = Date.now()): string {
  return new Date(now + SERVER_OFFSET_MS - RECORD_DAYS * DAY_MS).toISOString().slice(0, 10);
}

export type RecordRangeProblem = 'order' | 'tooOld' | 'future';

/**
 * Bet and fund records can be viewed for 90 days (SPEC 9): the start may lie
 * at most 90 days before `now` counted from the start of that server day
 * (+08:00), the end may not be before the start nor more than a day ahead.
 * A span is therefore at most about 91 days. Returns null when the range is fine.
 */
export function recordRangeProblem(startTime: string, endTime: string, now: number = Date.now()): RecordRangeProblem | null {
  const start = Date.parse(startTime);
  const end = Date.parse(endTime);
  if (!Number.isFinite(start) || !Number.isFinite(end) || end < start) return 'order';
  const earliest = Date.parse(`${recordEarliestDay(now)}T00:00:00.000Z`) - SERVER_OFFSET_MS;
  if (start < earliest) return 'tooOld';
  if (start > now + DAY_MS) return 'future';
  return null;
}
