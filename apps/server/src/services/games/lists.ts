import type { GameItem, SubGameItem } from '@site/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { label } from '../labels';
import {
  catalogueGames,
  effectiveStatus,
  favoriteGameIds,
  favoriteSubGameIds,
  gameSorter,
  toGameItem,
  toSubGameItem,
  visibleGames,
  visibleSubGames,
  type SubGameRow,
  type ViewContext,
} from './rows';

type Db = Kysely<Database>;

export interface Page {
  page: number;
  size: number;
}

/** GET /v1/game/list: visible games in catalogue order, optionally of a type, a channel, or only hot ones. */
export async function listGames(db: Db, ctx: ViewContext, filter: { gameType?: number; channelCode?: string; isHot?: boolean }): Promise<GameItem[]> {
  const [rows, favorites] = await Promise.all([catalogueGames(db, ctx), favoriteGameIds(db, ctx.accountId)]);
  const hot = filter.isHot === undefined ? undefined : filter.isHot ? 1 : 0;
  return rows
    .filter(
      (r) =>
        (filter.gameType === undefined || r.game_type === filter.gameType) &&
        (!filter.channelCode || r.channel_code === filter.channelCode) &&
        (hot === undefined || r.is_hot === hot),
    )
    .map((r) => toGameItem(r, ctx, favorites));
}

/** GET /v1/game/usual: the player's launched games, most recent first. */
export async function usualGames(db: Db, ctx: ViewContext, accountId: number, size: number): Promise<GameItem[]> {
  const rows = await visibleGames(db, ctx)
    .innerJoin('usual_games', 'usual_games.game_id', 'games.id')
    .where('usual_games.account_id', '=', accountId)
    .orderBy('usual_games.last_played_at', 'desc')
    .orderBy('games.id', 'desc')
    .limit(size)
    .execute();
  const favorites = await favoriteGameIds(db, accountId);
  return rows.map((r) => toGameItem(r, ctx, favorites));
}

function favoriteGameRows(db: Db, ctx: ViewContext, accountId: number, gameType?: number) {
  let q = visibleGames(db, ctx)
    .innerJoin('game_favorites', 'game_favorites.game_id', 'games.id')
    .select('game_favorites.created_at as favorited_at')
    .where('game_favorites.account_id', '=', accountId);
  if (gameType !== undefined) q = q.where('games.game_type', '=', gameType);
  return q.orderBy('game_favorites.created_at', 'desc').orderBy('games.id', 'desc').execute();
}

/** GET /v1/game/favorites: favourite games, newest first. */
export async function favoriteGames(db: Db, ctx: ViewContext, accountId: number, gameType?: number): Promise<GameItem[]> {
  const rows = await favoriteGameRows(db, ctx, accountId, gameType);
  const all = new Set(rows.map((r) => r.id));
  return rows.map((r) => toGameItem(r, ctx, all));
}

function favoriteSubGamesQuery(db: Db, ctx: ViewContext, accountId: number, gameType?: number) {
  let q = visibleSubGames(db, ctx)
    .innerJoin('sub_game_favorites', 'sub_game_favorites.sub_game_id', 'sub_games.id')
    .where('sub_game_favorites.account_id', '=', accountId);
  if (gameType !== undefined) q = q.where('games.game_type', '=', gameType);
  return q;
}

/** GET /v1/game/subgames/favorites: favourite sub-games, newest first, paged. */
export async function favoriteSubGames(db: Db, ctx: ViewContext, accountId: number, gameType: number | undefined, page: Page) {
  const base = favoriteSubGamesQuery(db, ctx, accountId, gameType);
  const [rows, count] = await Promise.all([
    base
      .select('sub_game_favorites.created_at as favorited_at')
      .orderBy('sub_game_favorites.created_at', 'desc')
      .orderBy('sub_games.id', 'desc')
      .limit(page.size)
      .offset((page.page - 1) * page.size)
      .execute(),
    base.clearSelect().select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const favorites = new Set(rows.map((r) => r.id));
  return { records: rows.map((r) => toSubGameItem(r, ctx, favorites)), total: Number(count.n) };
}

/** GET /v1/game/home/favorites: favourite games and sub-games together, newest first, at most `size`. */
export async function homeFavorites(db: Db, ctx: ViewContext, accountId: number, size: number) {
  const [games, subs, favoriteIds] = await Promise.all([
    favoriteGameRows(db, ctx, accountId),
    favoriteSubGamesQuery(db, ctx, accountId)
      .select('sub_game_favorites.created_at as favorited_at')
      .orderBy('sub_game_favorites.created_at', 'desc')
      .orderBy('sub_games.id', 'desc')
      .limit(size)
      .execute(),
    favoriteGameIds(db, accountId),
  ]);
  const parents = new Map(
    (
      await visibleGames(db, ctx)
        .where('games.game_code', 'in', ['', ...subs.map((s) => s.game_code)])
        .execute()
    ).map((g) => [g.game_code, g]),
  );
  const subFavorites = new Set(subs.map((s) => s.id));
  const entries = [
    ...games.map((g) => ({ kind: 'game' as const, favoritedAt: g.favorited_at, game: toGameItem(g, ctx, favoriteIds), subGame: null })),
    ...subs.flatMap((s) => {
      const parent = parents.get(s.game_code);
      if (!parent) return [];
      return [{ kind: 'subGame' as const, favoritedAt: s.favorited_at, game: toGameItem(parent, ctx, favoriteIds), subGame: toSubGameItem(s, ctx, subFavorites) }];
    }),
  ];
  return entries.sort((a, b) => (a.favoritedAt < b.favoritedAt ? 1 : a.favoritedAt > b.favoritedAt ? -1 : 0)).slice(0, size);
}

/** GET /v1/game/recommend-list: open hot games by hot level, then the rest by catalogue order. */
export async function recommendGames(db: Db, ctx: ViewContext, gameType: number | undefined, size: number): Promise<GameItem[]> {
  const list = (await listGames(db, ctx, gameType === undefined ? {} : { gameType })).filter((g) => g.gameStatus === 1);
  const level = (g: GameItem) => (g.isHot ? (g.hotLevel ?? 999) : 10_000);
  return list
    .map((g, i) => ({ g, i }))
    .sort((a, b) => level(a.g) - level(b.g) || a.i - b.i)
    .slice(0, size)
    .map(({ g }) => g);
}

async function subGameItems(db: Db, ctx: ViewContext, rows: SubGameRow[]): Promise<SubGameItem[]> {
  const favorites = await favoriteSubGameIds(
    db,
    ctx.accountId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toSubGameItem(r, ctx, favorites));
}

/** GET /v1/game/subgames/recommend-list: sub-games with the 'hot' property first. */
export async function recommendSubGames(db: Db, ctx: ViewContext, filter: { gameType?: number; channelCode?: string }, size: number) {
  let q = visibleSubGames(db, ctx).where(effectiveStatus, '=', 1);
  if (filter.gameType !== undefined) q = q.where('games.game_type', '=', filter.gameType);
  if (filter.channelCode) q = q.where('games.channel_code', '=', filter.channelCode);
  const rows = await q
    .orderBy(sql`case when sub_games.properties like '%,hot,%' then 0 else 1 end`)
    .orderBy('sub_games.sort')
    .orderBy('sub_games.id')
    .limit(size)
    .execute();
  return subGameItems(db, ctx, rows);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** GET /v1/game/search: names in any language or codes containing the keyword (case-insensitive), 50 of each at most. */
export async function searchGames(db: Db, ctx: ViewContext, keyword: string) {
  const pattern = `%${escapeLike(keyword.trim().toLowerCase())}%`;
  const [games, subs, sorter, favorites] = await Promise.all([
    visibleGames(db, ctx)
      .where(sql<boolean>`games.search_text like ${pattern} escape '\\'`)
      .execute(),
    visibleSubGames(db, ctx)
      .where(sql<boolean>`sub_games.search_text like ${pattern} escape '\\'`)
      .orderBy('sub_games.game_id')
      .orderBy('sub_games.sort')
      .limit(50)
      .execute(),
    gameSorter(db),
    favoriteGameIds(db, ctx.accountId),
  ]);
  return {
    gameList: games
      .sort(sorter)
      .slice(0, 50)
      .map((g) => toGameItem(g, ctx, favorites)),
    subGameList: await subGameItems(db, ctx, subs),
  };
}

/** GET /v1/game/selectList: every visible game as a select option. */
export async function selectList(db: Db, ctx: ViewContext, gameType?: number) {
  let q = visibleGames(db, ctx);
  if (gameType !== undefined) q = q.where('games.game_type', '=', gameType);
  const [rows, sorter] = await Promise.all([q.execute(), gameSorter(db)]);
  return rows.sort(sorter).map((g) => ({ gameCode: g.game_code, gameName: label(g.names, ctx.lang), gameType: g.game_type, channelCode: g.channel_code }));
}

export interface SubGameFilter {
  gameType: number;
  channelCode?: string | undefined;
  gameCode?: string | undefined;
  property?: string | undefined;
  subType?: string | undefined;
}

/** GET /v1/game/subgames: paged sub-games of a type with optional filters. */
export async function listSubGames(db: Db, ctx: ViewContext, filter: SubGameFilter, page: Page) {
  let q = visibleSubGames(db, ctx).where('games.game_type', '=', filter.gameType);
  if (filter.channelCode) q = q.where('games.channel_code', '=', filter.channelCode);
  if (filter.gameCode) q = q.where('games.game_code', '=', filter.gameCode);
  if (filter.subType) q = q.where('sub_games.sub_type', '=', filter.subType);
  if (filter.property) q = q.where(sql<boolean>`sub_games.properties like ${`%,${escapeLike(filter.property)},%`} escape '\\'`);
  const [rows, count] = await Promise.all([
    q
      .orderBy('games.channel_code')
      .orderBy('sub_games.sort')
      .orderBy('sub_games.id')
      .limit(page.size)
      .offset((page.page - 1) * page.size)
      .execute(),
    q.clearSelect().select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { records: await subGameItems(db, ctx, rows), total: Number(count.n) };
}
