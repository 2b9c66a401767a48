import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { DATE_FORMAT, DATETIME_FORMAT, DECIMALS, SERVER_UTC_OFFSET, SERVER_UTC_OFFSET_MINUTES } from '../constants';

dayjs.extend(utc);
dayjs.extend(timezone);

// ---- Amounts (SPEC 5 Amounts) -------------------------------------------------

const DECIMAL_PATTERN = /^([+-])?(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;
const MAX_EXPONENT = 400;
const MAX_DECIMALS = 20;

/**
 * Truncates (never rounds) a number or decimal string to `decimals` places
 * with string arithmetic, so 1.005 -> '1.00' and 0.29 -> '0.29'. A number is
 * read through its shortest round-trip form (String(n)). Accepts an optional
 * sign, digits, a dot and an exponent; no thousands separators. Returns ''
 * for NaN, Infinity, null, undefined, an empty or unparseable string.
 * A result that truncates to zero carries no minus sign.
 */
export function truncateDecimal(value: number | string | null | undefined, decimals: number = DECIMALS): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' && !Number.isFinite(value)) return '';
  const places = Number.isFinite(decimals) ? Math.min(MAX_DECIMALS, Math.max(0, Math.trunc(decimals))) : DECIMALS;
  const match = DECIMAL_PATTERN.exec(String(value).trim());
  if (!match) return '';
  const [, sign, intDigits = '', fracDigits = '', exponentText] = match;
  if (intDigits === '' && fracDigits === '') return '';
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  if (Math.abs(exponent) > MAX_EXPONENT) return '';

  const digits = intDigits + fracDigits;
  const point = intDigits.length + exponent;
  let whole: string;
  let fraction: string;
  if (point <= 0) {
    whole = '0';
    fraction = '0'.repeat(-point) + digits;
  } else if (point >= digits.length) {
    whole = digits + '0'.repeat(point - digits.length);
    fraction = '';
  } else {
    whole = digits.slice(0, point);
    fraction = digits.slice(point);
  }
  whole = whole.replace(/^0+(?=\d)/, '');
  fraction = fraction.padEnd(places, '0').slice(0, places);
  const negative = sign === '-' && /[1-9]/.test(whole + fraction);
  return `${negative ? '-' : ''}${whole}${places > 0 ? `.${fraction}` : ''}`;
}

/** Inserts a comma every three digits of the integer part of a plain decimal string. */
export function groupThousands(plain: string): string {
  const [whole = '', fraction] = plain.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/**
 * Amount for display: truncated to `decimals` (default 2), comma thousands
 * separator; '' for a non-finite or unparseable value.
 * formatAmount(1234567.899) -> '1,234,567.89'; formatAmount('-1.239') -> '-1.23'.
 */
export function formatAmount(value: number | string | null | undefined, decimals: number = DECIMALS): string {
  return groupThousands(truncateDecimal(value, decimals));
}

// ---- Dates (SPEC 9: UTC shown local, sent with +08:00) -------------------------

export type DateInput = string | number | Date;

/** Reads an instant: an ISO string (a string without offset is taken as UTC), epoch ms or a Date. */
function instant(input: DateInput | null | undefined): dayjs.Dayjs | null {
  if (input === null || input === undefined || input === '') return null;
  const parsed = dayjs.utc(input);
  return parsed.isValid() ? parsed : null;
}

function show(input: DateInput | null | undefined, format: string, tz?: string): string {
  const at = instant(input);
  if (!at) return '';
  try {
    return (tz ? at.tz(tz) : at.local()).format(format);
  } catch {
    return ''; // unknown time-zone name
  }
}

/** YYYY/MM/DD of an instant in the given IANA zone, or the local zone; '' when invalid. */
export function formatDate(input: DateInput | null | undefined, tz?: string): string {
  return show(input, DATE_FORMAT, tz);
}

/** YYYY/MM/DD HH:mm:ss of an instant in the given IANA zone, or the local zone; '' when invalid. */
export function formatDateTime(input: DateInput | null | undefined, tz?: string): string {
  return show(input, DATETIME_FORMAT, tz);
}

/** An instant as the server expects it: ISO-8601 with the +08:00 offset, second precision; '' when invalid. */
export function toServerDate(input: DateInput): string {
  const at = instant(input);
  return at ? at.utcOffset(SERVER_UTC_OFFSET_MINUTES).format('YYYY-MM-DDTHH:mm:ssZ') : '';
}

/**
 * Start or end of a calendar day picked in a filter (YYYY-MM-DD or
 * YYYY/MM/DD), in server time: '2025-01-31' -> '2025-01-31T00:00:00+08:00' /
 * '2025-01-31T23:59:59+08:00'; '' when not a date.
 */
export function toServerDayStart(day: string): string {
  return serverDay(day, '00:00:00');
}

export function toServerDayEnd(day: string): string {
  return serverDay(day, '23:59:59');
}

function serverDay(day: string, time: string): string {
  const match = /^(\d{4})[-/](\d{2})[-/](\d{2})$/.exec(day.trim());
  if (!match) return '';
  const text = `${match[1]}-${match[2]}-${match[3]}`;
  return dayjs(text).format('YYYY-MM-DD') === text ? `${text}T${time}${SERVER_UTC_OFFSET}` : '';
}
