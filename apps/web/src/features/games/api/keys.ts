import type { ApiLanguage } from '../../../shared/i18n';

/**
 * Who is looking, in which language: lists carry the player's favourites, so
 * their keys change with the session (a short token prefix; 'guest' for visitors).
 */
export type GameScope = readonly [language: ApiLanguage, viewer: string];

export interface SubGameFilter {
  gameType: number;
  channelCode?: string;
  gameCode?: string;
  property?: string;
  subType?: string;
}

/**
 * Query keys of the games feature. Every list of games or sub-games sits
 * under ['games'], so a favourite toggle can patch each cached copy of an item
 * in one pass; the favourite lists sit under ['games', 'favorites'].
 */
export const gameKeys = {
  all: ['games'] as const,
  types: (language: ApiLanguage) => ['games', 'types', language] as const,
  /** Every listed game (one call; types, channels and hot games are derived from it). */
  list: (scope: GameScope) => ['games', 'list', ...scope] as const,
  /** Logout invalidates ['games', 'usual'] (shared/session/logout.ts). */
  usual: (scope: GameScope) => ['games', 'usual', ...scope] as const,
  excluded: () => ['games', 'excluded'] as const,
  favoriteLists: () => ['games', 'favorites'] as const,
  homeFavorites: (scope: GameScope) => ['games', 'favorites', 'home', ...scope] as const,
  favoriteGames: (scope: GameScope) => ['games', 'favorites', 'games', ...scope] as const,
  favoriteSubGames: (scope: GameScope) => ['games', 'favorites', 'subGames', ...scope] as const,
  categories: (language: ApiLanguage, gameType: number, channelCode?: string) => ['games', 'categories', language, gameType, channelCode ?? ''] as const,
  subGames: (scope: GameScope, filter: SubGameFilter) => ['games', 'subGames', ...scope, filter] as const,
  recommend: (scope: GameScope, gameType?: number) => ['games', 'recommend', ...scope, gameType ?? 0] as const,
  recommendSubGames: (scope: GameScope, gameType?: number, channelCode?: string) =>
    ['games', 'recommendSubGames', ...scope, gameType ?? 0, channelCode ?? ''] as const,
  search: (scope: GameScope, keyword: string) => ['games', 'search', ...scope, keyword] as const,
};
