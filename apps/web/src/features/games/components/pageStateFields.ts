import type { GameItem } from '@site/contract/api/game-schemas';
import { GAME_STATUS } from '@site/contract/constants';
import type { QueryKey } from '@tanstack/react-query';

/**
 * The fields of GET /v1/game/list that any server-rendered markup reads (issue 36: the list was half the page's
 * HTML): GameCard (name, icon, logoGrayscale, isFavorite, maintenance via isMaintaining), HomeSections and the
 * game menu (gameType, channelCode, isHot, hotLevel, isNew: the card's badge), the lobby (isSubGameOpen), listing.ts (gameStatus,
 * isTesting) and the opener (id, gameCode). Left out: pcHoverImg (drawn only once hovered), ratio and the
 * maintenance buffer window (read by no page). The client fetches the full list right after hydrating.
 */
export const PAGE_STATE_GAME_FIELDS = [
  'id',
  'gameCode',
  'gameType',
  'channelCode',
  'name',
  'icon',
  'gameStatus',
  'isTesting',
  'isHot',
  'hotLevel',
  'isNew',
  'isFavorite',
  'isSubGameOpen',
  'maintainStartTime',
  'maintainEndTime',
] as const satisfies ReadonlyArray<keyof GameItem>;

/** The grey picture is drawn only for a game that is or may be in maintenance (isMaintaining needs both ends). */
function mayMaintain(game: GameItem): boolean {
  return game.gameStatus === GAME_STATUS.maintenance || (game.maintainStartTime !== null && game.maintainEndTime !== null);
}

function trimGame(game: GameItem): Partial<GameItem> {
  const kept: Partial<Record<keyof GameItem, unknown>> = {};
  for (const field of PAGE_STATE_GAME_FIELDS) kept[field] = game[field];
  if (mayMaintain(game)) kept.logoGrayscale = game.logoGrayscale;
  return kept as Partial<GameItem>;
}

/** Whether a query of the page state is the game list (gameKeys.list). */
export function isGameListKey(key: QueryKey): boolean {
  return key[0] === 'games' && key[1] === 'list';
}

/** The game list as the page's markup reads it: the same rows, only the fields above. */
export function trimGameList(games: unknown): unknown {
  return Array.isArray(games) ? (games as GameItem[]).map(trimGame) : games;
}
