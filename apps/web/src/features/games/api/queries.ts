import {
  gameExcludeGameCode,
  gameFavorites,
  gameHomeFavorites,
  gameList,
  gameRecommendList,
  gameSearch,
  gameSubgameCategories,
  gameSubgameRecommendList,
  type GameItem,
} from '@site/contract/api/game';
import { HOME_FAVORITES_SIZE } from '@site/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { call } from '../../../shared/api/call';
import { useIsLoggedIn } from '../../../shared/stores/session';
import { testingQuery, visibleGames } from '../listing';
import { gameKeys } from './keys';
import { useGameScope } from './scope';

const MINUTE = 60_000;
const NO_CODES: ReadonlySet<string> = new Set();
const toSet = (codes: string[]): ReadonlySet<string> => new Set(codes);
export { useUsualGames } from './usual';

/** The excludeGameCode setting (client-kept, SPEC 3): these codes never show. */
export function useExcludedCodes(): { codes: ReadonlySet<string>; ready: boolean } {
  const query = useQuery({ queryKey: gameKeys.excluded(), queryFn: () => call(gameExcludeGameCode), staleTime: 30 * MINUTE, select: toSet });
  return { codes: query.data ?? NO_CODES, ready: !query.isPending };
}

/** GET /v1/game/list: every listed game, then filtered by status, testing host and excluded codes. */
export function useVisibleGames() {
  const scope = useGameScope();
  const excluded = useExcludedCodes();
  const query = useQuery({
    queryKey: gameKeys.list(scope),
    queryFn: ({ signal }) => call(gameList, { query: { language: scope[0], ...testingQuery() }, signal }),
    staleTime: MINUTE,
  });
  const games = useMemo(() => (query.data && excluded.ready ? visibleGames(query.data, excluded.codes) : undefined), [query.data, excluded.ready, excluded.codes]);
  return { games, isPending: games === undefined && !query.isError, isError: query.isError, excluded: excluded.codes };
}

/** Games by code, to find the game that launches a sub-game. */
export function useGameIndex(): ReadonlyMap<string, GameItem> | undefined {
  const { games } = useVisibleGames();
  return useMemo(() => (games ? new Map(games.map((g) => [g.gameCode, g])) : undefined), [games]);
}

/** GET /v1/game/home/favorites (size 9, isTestingDomain): logged in only. */
export function useHomeFavorites() {
  const scope = useGameScope();
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: gameKeys.homeFavorites(scope),
    queryFn: ({ signal }) =>
      call(gameHomeFavorites, { query: { language: scope[0], size: HOME_FAVORITES_SIZE, isTestingDomain: testingQuery().isTestingDomain ?? false }, signal }),
    enabled: loggedIn,
    staleTime: MINUTE,
  });
}

export function useFavoriteGames() {
  const scope = useGameScope();
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: gameKeys.favoriteGames(scope),
    queryFn: ({ signal }) => call(gameFavorites, { query: { language: scope[0], ...testingQuery() }, signal }),
    enabled: loggedIn,
  });
}

/** Properties, channels and sub-game types of a game type (the client puts 'All' in front). */
export function useSubGameCategories(gameType: number | undefined, channelCode?: string) {
  const [language] = useGameScope();
  return useQuery({
    queryKey: gameKeys.categories(language, gameType ?? 0, channelCode),
    queryFn: ({ signal }) => call(gameSubgameCategories, { query: { language, gameType: gameType ?? 1, channelCode }, signal }),
    enabled: gameType !== undefined,
    staleTime: 10 * MINUTE,
  });
}

export function useRecommendGames(gameType?: number) {
  const scope = useGameScope();
  return useQuery({
    queryKey: gameKeys.recommend(scope, gameType),
    queryFn: ({ signal }) => call(gameRecommendList, { query: { language: scope[0], gameType, size: 10, ...testingQuery() }, signal }),
    staleTime: MINUTE,
  });
}

export function useRecommendSubGames(gameType?: number, channelCode?: string) {
  const scope = useGameScope();
  return useQuery({
    queryKey: gameKeys.recommendSubGames(scope, gameType, channelCode),
    queryFn: ({ signal }) => call(gameSubgameRecommendList, { query: { language: scope[0], gameType, channelCode, size: 12, ...testingQuery() }, signal }),
    staleTime: MINUTE,
  });
}

/** GET /v1/game/search: games and sub-games whose name or code contains the keyword. */
export function useGameSearch(keyword: string) {
  const scope = useGameScope();
  return useQuery({
    queryKey: gameKeys.search(scope, keyword),
    queryFn: ({ signal }) => call(gameSearch, { query: { language: scope[0], keyword, ...testingQuery() }, signal }),
    enabled: keyword.length > 0,
    staleTime: MINUTE,
  });
}
