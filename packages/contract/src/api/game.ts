import * as z from 'zod/mini';
import { endpoint } from '../endpoint';
import { lazySchema } from '../lazy';
import { apiLanguageField, isoDateTimeInput, pageFields, paged, queryBool, queryGameType, queryInt } from './common';
import {
  betRecord,
  gameItem,
  gameSelectItem,
  gameTypeItem,
  homeFavoriteItem,
  launchUrl,
  orderSummary,
  searchResult,
  SETTLE_STATUSES,
  subGameCategoryDetail,
  subGameItem,
} from './game-schemas';

export * from './game-schemas';

/**
 * Games calls of SPEC 7. Lists answer for visitors too (isFavorite false);
 * with a token they carry the player's favourites. isTesting games are listed
 * and launched only when the server is reached at a testing host (its Host in
 * TESTING_HOSTS, never through the public nginx); origin_url and isTestingDomain
 * (accepted, as SPEC 7 sends it) decide nothing (issue 33).
 */

const language = z.optional(apiLanguageField);
const code = z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[\w-]+$/));
// Fields of several queries, built with each query (on its first use).
const listQuery = () => ({
  language,
  currency: z.optional(z.string().check(z.maxLength(8))),
  isTestingDomain: z.optional(queryBool),
});
const favoriteToggle = lazySchema(() => z.object({ isFavorite: z.boolean() }));
const recordQuery = () => ({
  startTime: isoDateTimeInput,
  endTime: isoDateTimeInput,
  gameType: z.optional(queryGameType),
  gameCode: z.optional(code),
  currency: z.optional(z.string().check(z.maxLength(8))),
});

export const gameType = endpoint({
    id: 'game.type',
    onBreak: 'read',
    method: 'GET',
    path: '/v1/game/type',
    query: lazySchema(() => z.object({ language: z.optional(z.enum(['TW', 'EN', 'TH'])) })),
    response: z.array(gameTypeItem),
    summary: 'Game types present, sorted',
  });

export const gameList = endpoint({
    id: 'game.list',
    onBreak: 'read',
    method: 'GET',
    path: '/v1/game/list',
    query: lazySchema(() => z.object({ ...listQuery(), isHot: z.optional(queryBool), gameType: z.optional(queryGameType), channelCode: z.optional(code) })),
    response: z.array(gameItem),
    summary: 'Listed games (status 1 and 2) by type, channel and sort; isHot=true only hot ones (the client caps 5 per type by hotLevel)',
  });

export const gameUsual = endpoint({
    id: 'game.usual',
    onBreak: 'read',
    method: 'GET',
    path: '/v1/game/usual',
    auth: true,
    query: lazySchema(() => z.object({ ...listQuery(), size: z._default(queryInt(1, 50), 6) })),
    response: z.array(gameItem),
    summary: 'Frequently played games (recorded on launch), most recent first; size 6 by default',
  });

export const gameHomeFavorites = endpoint({
    id: 'game.homeFavorites',
    onBreak: 'read',
    method: 'GET',
    path: '/v1/game/home/favorites',
    auth: true,
    query: lazySchema(() => z.object({ ...listQuery(), size: z._default(queryInt(1, 50), 9) })),
    response: z.array(homeFavoriteItem),
    summary: 'Favourite games and sub-games for the home page, newest first; size 9 by default',
  });

export const gameRedirect = endpoint({
    id: 'game.redirect',
    onBreak: { refused: 'gameLaunch' },
    method: 'GET',
    path: '/v1/game/redirect/{gameCode}/url',
    auth: true,
    query: lazySchema(() => z.object({ language, backUrl: z.optional(z.string().check(z.maxLength(512))), subGameCode: z.optional(code) })),
    response: launchUrl,
    summary:
      "Launch URL (one-time launch token, 60 s). With auto transfer on, the whole main balance moves into the game's wallet first. '' when the game has open sub-games and no subGameCode. 020001 unknown, 020002 maintenance",
  });

export const gameRedirectOnly = endpoint({
    id: 'game.redirectOnly',
    onBreak: { refused: 'gameLaunch' },
    method: 'GET',
    path: '/v1/game/redirect/{gameCode}/url/only',
    auth: true,
    query: lazySchema(() => z.object({ language, backUrl: z.optional(z.string().check(z.maxLength(512))), subGameCode: z.optional(code) })),
    response: launchUrl,
    summary: 'Launch URL only: never moves money (used after the transfer-to-game popup)',
  });

export const gameSubgameCategories = endpoint({
    id: 'game.subgameCategories',
    onBreak: 'read',
    method: 'GET',
    path: '/v1/game/subgames/categories',
    query: lazySchema(() => z.object({ language, gameType: queryGameType, channelCode: z.optional(code) })),
    response: subGameCategoryDetail,
    summary: "Properties, channels with sub-games and sub-game types of a game type (the client adds 'All' in front)",
  });

export const gameSubgames = endpoint({
    id: 'game.subgames',
    onBreak: 'read',
    method: 'GET',
    path: '/v1/game/subgames',
    query: lazySchema(() => z.object({
      language,
      isTestingDomain: z.optional(queryBool),
      gameType: queryGameType,
      channelCode: z.optional(code),
      gameCode: z.optional(code),
      property: z.optional(code),
      subType: z.optional(code),
      ...pageFields(30),
    })),
    response: lazySchema(() => paged(subGameItem)),
    summary: 'Sub-games of a type (optionally a channel, game, property, sub-type), paged',
  });

export const gameFavorites = endpoint({
    id: 'game.favorites',
    onBreak: 'read',
    method: 'GET',
    path: '/v1/game/favorites',
    auth: true,
    query: lazySchema(() => z.object({ ...listQuery(), gameType: z.optional(queryGameType) })),
    response: z.array(gameItem),
    summary: 'Favourite games, newest first',
  });

export const gameSubgameFavorites = endpoint({
    id: 'game.subgameFavorites',
    onBreak: 'read',
    method: 'GET',
    path: '/v1/game/subgames/favorites',
    auth: true,
    query: lazySchema(() => z.object({ ...listQuery(), gameType: z.optional(queryGameType), ...pageFields(30) })),
    response: lazySchema(() => paged(subGameItem)),
    summary: 'Favourite sub-games, newest first, paged',
  });

export const gameFavoriteAdd = endpoint({
    id: 'game.favoriteAdd',
    onBreak: 'allowed',
    method: 'POST',
    path: '/v1/game/{id}/favorite',
    auth: true,
    response: favoriteToggle,
    summary: 'Adds a game to the favourites; one favourite toggle per 5 s per player (429 020003)',
  });

export const gameFavoriteRemove = endpoint({
    id: 'game.favoriteRemove',
    onBreak: 'allowed',
    method: 'DELETE',
    path: '/v1/game/{id}/favorite',
    auth: true,
    response: favoriteToggle,
    summary: 'Removes a game from the favourites; one favourite toggle per 5 s per player (429 020003)',
  });

export const gameSubgameFavoriteAdd = endpoint({
    id: 'game.subgameFavoriteAdd',
    onBreak: 'allowed',
    method: 'POST',
    path: '/v1/game/subgames/{id}/favorite',
    auth: true,
    response: favoriteToggle,
    summary: 'Adds a sub-game to the favourites (same 5 s throttle as games)',
  });

export const gameSubgameFavoriteRemove = endpoint({
    id: 'game.subgameFavoriteRemove',
    onBreak: 'allowed',
    method: 'DELETE',
    path: '/v1/game/subgames/{id}/favorite',
    auth: true,
    response: favoriteToggle,
    summary: 'Removes a sub-game from the favourites (same 5 s throttle as games)',
  });

export const gameRecommendList = endpoint({
    id: 'game.recommendList',
    onBreak: 'read',
    method: 'GET',
    path: '/v1/game/recommend-list',
    query: lazySchema(() => z.object({ ...listQuery(), gameType: z.optional(queryGameType), size: z._default(queryInt(1, 50), 10) })),
    response: z.array(gameItem),
    summary: 'Recommended games (hottest open games), optionally of one type',
  });

export const gameSubgameRecommendList = endpoint({
    id: 'game.subgameRecommendList',
    onBreak: 'read',
    method: 'GET',
    path: '/v1/game/subgames/recommend-list',
    query: lazySchema(() => z.object({ ...listQuery(), gameType: z.optional(queryGameType), channelCode: z.optional(code), size: z._default(queryInt(1, 50), 12) })),
    response: z.array(subGameItem),
    summary: "Recommended sub-games ('hot' property first)",
  });

export const gameSearch = endpoint({
    id: 'game.search',
    onBreak: 'read',
    method: 'GET',
    path: '/v1/game/search',
    query: lazySchema(() => z.object({ ...listQuery(), keyword: z.string().check(z.minLength(1), z.maxLength(30)) })),
    response: searchResult,
    summary: 'Games and sub-games whose name (any language) or code contains the keyword; at most 50 of each',
  });

export const gameSelectList = endpoint({
    id: 'game.selectList',
    onBreak: 'read',
    method: 'GET',
    path: '/v1/game/selectList',
    query: lazySchema(() => z.object({ language, gameType: z.optional(queryGameType) })),
    response: z.array(gameSelectItem),
    summary: 'Every listed game as a select option (bet-record filter)',
  });

export const gameOrderSummary = endpoint({
    id: 'game.orderSummary',
    onBreak: 'read',
    method: 'GET',
    path: '/v1/game/order/summary',
    auth: true,
    query: lazySchema(() => z.object(recordQuery())),
    response: orderSummary,
    summary: 'Bet totals of a range (at most 90 days back, 020004), in the main currency',
  });

export const gameOrderList = endpoint({
    id: 'game.orderList',
    onBreak: 'read',
    method: 'GET',
    path: '/v1/game/order/list',
    extension: true,
    auth: true,
    query: lazySchema(() => z.object({ ...recordQuery(), settleStatus: z.optional(z.enum(SETTLE_STATUSES)), ...pageFields(20) })),
    response: lazySchema(() => paged(betRecord)),
    summary: 'Bet records of a range (at most 90 days back, 020004), newest first, paged',
  });

export const gameExcludeGameCode = endpoint({
    id: 'config.excludeGameCode',
    onBreak: 'read',
    method: 'GET',
    path: '/v1/config/excludeGameCode',
    extension: true,
    response: z.array(z.string()),
    summary: 'Game codes the client hides (the excludeGameCode setting)',
  });


/** Every games call; apps import the single endpoints so unused ones are tree-shaken. */
export const gameApi = {
  type: gameType,
  list: gameList,
  usual: gameUsual,
  homeFavorites: gameHomeFavorites,
  redirect: gameRedirect,
  redirectOnly: gameRedirectOnly,
  subgameCategories: gameSubgameCategories,
  subgames: gameSubgames,
  favorites: gameFavorites,
  subgameFavorites: gameSubgameFavorites,
  favoriteAdd: gameFavoriteAdd,
  favoriteRemove: gameFavoriteRemove,
  subgameFavoriteAdd: gameSubgameFavoriteAdd,
  subgameFavoriteRemove: gameSubgameFavoriteRemove,
  recommendList: gameRecommendList,
  subgameRecommendList: gameSubgameRecommendList,
  search: gameSearch,
  selectList: gameSelectList,
  orderSummary: gameOrderSummary,
  orderList: gameOrderList,
  excludeGameCode: gameExcludeGameCode,
} as const;
