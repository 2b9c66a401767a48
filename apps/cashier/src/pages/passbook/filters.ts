import { recordEarliestDay } from '@site/contract/api/common';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES, type TransactionStatus, type TransactionType } from '@site/contract/api/fund';
import { SERVER_UTC_OFFSET_MINUTES } from '@site/contract/constants';
import { toServerDayEnd, toServerDayStart } from '@site/contract/rules/format';
import type { CashierPageQuery } from '@site/contract/frame';
import type { PassbookQuery } from '../../api/usePassbook';

export const PASSBOOK_PAGE_SIZE = 20;

export interface PassbookFilters {
  tab: 'fund' | 'transaction';
  type: TransactionType | '';
  status: TransactionStatus | '';
  /** Server days, YYYY-MM-DD, within the last 90 days (SPEC 9). */
  from: string;
  to: string;
}

/** Today as a server day (+08:00, SPEC 9), YYYY-MM-DD. */
export function serverToday(now: number): string {
  return new Date(now + SERVER_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

const isOne = <T extends string>(list: readonly T[], value: string | undefined): value is T => value !== undefined && (list as readonly string[]).includes(value);

/**
 * The first filters: what the host passed in the page query (e.g. the
 * deposit page's `passbook` message: tab=transaction, type=deposit), each
 * kept only when it is one of the contract's values and the days lie in the
 * viewable 90 days; the rest defaults to the whole viewable range.
 */
export function initialFilters(query: CashierPageQuery<'passbook'>, now: number): PassbookFilters {
  const earliest = recordEarliestDay(now);
  const today = serverToday(now);
  const inRange = (day: string | undefined) => (day && day >= earliest && day <= today ? day : undefined);
  let from = inRange(query.from) ?? earliest;
  let to = inRange(query.to) ?? today;
  if (from > to) [from, to] = [to, from];
  return {
    tab: query.tab ?? 'fund',
    type: isOne(TRANSACTION_TYPES, query.type) ? query.type : '',
    status: isOne(TRANSACTION_STATUSES, query.status) ? query.status : '',
    from,
    to,
  };
}

/** The passbook call's query for a page of these filters: days as +08:00 instants, empty filters left out. */
export function passbookQuery(filters: PassbookFilters, page: number): PassbookQuery {
  return {
    tab: filters.tab,
    type: filters.type || undefined,
    status: filters.status || undefined,
    startTime: toServerDayStart(filters.from),
    endTime: toServerDayEnd(filters.to),
    page,
    size: PASSBOOK_PAGE_SIZE,
  };
}

/** Why a picked range cannot be asked for, or null. */
export function rangeProblem(filters: PassbookFilters, now: number): 'order' | 'tooOld' | null {
  if (!filters.from || !filters.to || filters.from > filters.to) return 'order';
  return filters.from < recordEarliestDay(now) ? 'tooOld' : null;
}
