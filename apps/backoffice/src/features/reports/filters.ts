import type { ReportGrain } from '@site/contract/api/staff-reports';
import type { BrandId } from '@site/contract/brands';
import { SERVER_UTC_OFFSET_MINUTES } from '@site/contract/constants';
import { formatAmount } from '@site/contract/rules/format';

/** A report's filters as the form holds them and the query sends them. */
export interface ReportFilterValues {
  brand: BrandId;
  from: string;
  to: string;
  by: ReportGrain;
  currency: string;
}

/** Today's Asia/Taipei date ('YYYY-MM-DD') at `now`. */
export function taipeiToday(now: number): string {
  return new Date(now + SERVER_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** The first filters: this Taipei month up to today, day by day, NTD. */
export function defaultFilters(brand: BrandId, now: number): ReportFilterValues {
  const today = taipeiToday(now);
  return { brand, from: `${today.slice(0, 8)}01`, to: today, by: 'day', currency: 'NTD' };
}

/** Money for a table cell or a tooltip: the site's format (truncated, 2 decimals, comma thousands). */
export const amount = (value: string | number) => formatAmount(value);

/** Minor units of a wire amount, so a chart adds and scales integers. */
export const major = (text: string) => Math.round(Number(text) * 100) / 100;

/** An axis value, short: 1.2K, 3.4M (the table beside holds the exact figures). */
export function compact(language: string): (value: number) => string {
  const format = new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 });
  return (value) => format.format(value);
}
