import { formatAmount, formatDateTime } from '@site/contract/rules/format';

/**
 * How the back office's players pages write money and time, in one place: the site's own formatters
 * (SPEC 5: truncated, never rounded, 2 decimals, comma thousands; SPEC 9: local time).
 */
export function money(amount: string | number | null | undefined, currency?: string | null): string {
  if (amount === null || amount === undefined) return '';
  const text = formatAmount(amount);
  return currency ? `${text} ${currency}` : text;
}

export function when(at: string | null | undefined): string {
  return at ? formatDateTime(at) : '';
}

/** A day picked in a date field (YYYY-MM-DD) as the start of that day, or of the next one (an exclusive end), in server time (+08:00). */
export function dayBound(day: string, next = false): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + (next ? 1 : 0)));
  if (Number.isNaN(date.getTime())) return undefined;
  return `${date.toISOString().slice(0, 10)}T00:00:00+08:00`;
}
