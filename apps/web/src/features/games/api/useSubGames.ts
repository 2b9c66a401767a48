import { gameSubgameFavorites, gameSubgames } from '@site/contract/api/game';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { useIsLoggedIn } from '../../../shared/stores/session';
import { testingQuery } from '../listing';
import { gameKeys, type SubGameFilter } from './keys';
import { useGameScope } from './scope';

// The paged sub-game lists, in a file of their own: only lazy pages (the lobby's sub-games, the favourites page)
// use them, and with queries.ts, which the first screen imports, they pulled TanStack's infinite-query observer
// into the JS that renders / (issue 36: about 0.6 KB gzip of the 130 KB budget).

export const SUB_GAME_PAGE_SIZE = 30;
const MINUTE = 60_000;

function nextPage(last: { total: number }, pages: { records: unknown[] }[]): number | undefined {
  const loaded = pages.reduce((n, p) => n + p.records.length, 0);
  return loaded < last.total && (pages.at(-1)?.records.length ?? 0) > 0 ? pages.length + 1 : undefined;
}

export function useFavoriteSubGames() {
  const scope = useGameScope();
  const loggedIn = useIsLoggedIn();
  return useInfiniteQuery({
    queryKey: gameKeys.favoriteSubGames(scope),
    queryFn: ({ pageParam, signal }) =>
      call(gameSubgameFavorites, { query: { language: scope[0], page: pageParam, size: SUB_GAME_PAGE_SIZE, ...testingQuery() }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => nextPage(last, pages),
    enabled: loggedIn,
  });
}

/** GET /v1/game/subgames, paged as records plus total. */
export function useSubGames(filter: SubGameFilter | null) {
  const scope = useGameScope();
  const key = filter ?? { gameType: 0 };
  return useInfiniteQuery({
    queryKey: gameKeys.subGames(scope, key),
    queryFn: ({ pageParam, signal }) =>
      call(gameSubgames, { query: { language: scope[0], ...key, page: pageParam, size: SUB_GAME_PAGE_SIZE, ...testingQuery() }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => nextPage(last, pages),
    enabled: filter !== null,
    staleTime: MINUTE,
  });
}
