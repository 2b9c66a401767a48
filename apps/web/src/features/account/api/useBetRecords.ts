import { gameOrderList, gameOrderSummary } from '@site/contract/api/game';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { sessionKeys } from '../../../shared/session/keys';
import { useSessionStore } from '../../../shared/stores/session';
import { rangeQuery, type DayRange } from '../betRecord/range';

export const BET_PAGE_SIZE = 20;

export interface BetFilters {
  range: DayRange;
  gameType: number | null;
}

const betKeys = {
  list: (filters: BetFilters, page: number) => [...sessionKeys.all, 'bets', 'list', filters, page] as const,
  summary: (filters: BetFilters) => [...sessionKeys.all, 'bets', 'summary', filters] as const,
};

function query(filters: BetFilters) {
  return { ...rangeQuery(filters.range), ...(filters.gameType ? { gameType: filters.gameType } : {}) };
}

/** One page of bet records and the totals of the whole range (logged in only). */
export function useBetRecords(filters: BetFilters, page: number) {
  const loggedIn = useSessionStore((s) => s.token !== null);
  const list = useQuery({
    queryKey: betKeys.list(filters, page),
    queryFn: ({ signal }) => call(gameOrderList, { query: { ...query(filters), page, size: BET_PAGE_SIZE }, signal }),
    enabled: loggedIn,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
  const summary = useQuery({
    queryKey: betKeys.summary(filters),
    queryFn: ({ signal }) => call(gameOrderSummary, { query: query(filters), signal }),
    enabled: loggedIn,
    staleTime: 15_000,
  });
  return { list, summary };
}
