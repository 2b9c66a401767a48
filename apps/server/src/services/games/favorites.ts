import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { takeThrottle, throttleWait } from '../throttle';
import { GameErrors } from './errors';
import { visibleGames, visibleSubGames, type ViewContext } from './rows';
import { rowIdOf } from '../../db/row-id';

type Db = Kysely<Database>;

/** Favourite toggles of games and sub-games share one 5 s throttle per player (SPEC 4, 9). */
export const FAVORITE_ACTION = 'favorite';

async function throttled(db: Db, accountId: number): Promise<void> {
  if (!(await takeThrottle(db, accountId, FAVORITE_ACTION))) throw GameErrors.throttled(await throttleWait(db, accountId, FAVORITE_ACTION));
}

/** POST/DELETE /v1/game/{id}/favorite. The game must be visible to the caller; a toggle to the state it already has still counts. */
export async function setGameFavorite(db: Db, ctx: ViewContext, accountId: number, idText: string | undefined, on: boolean) {
  const id = rowIdOf(idText);
  const game = await visibleGames(db, ctx).where('games.id', '=', id).executeTakeFirst();
  if (!game) throw GameErrors.notFound();
  await throttled(db, accountId);
  if (on) {
    await db
      .insertInto('game_favorites')
      .values({ account_id: accountId, game_id: id, created_at: new Date(ctx.now).toISOString() })
      .onConflict((oc) => oc.columns(['account_id', 'game_id']).doNothing())
      .execute();
  } else {
    await db.deleteFrom('game_favorites').where('account_id', '=', accountId).where('game_id', '=', id).execute();
  }
  return { isFavorite: on };
}

/** POST/DELETE /v1/game/subgames/{id}/favorite. */
export async function setSubGameFavorite(db: Db, ctx: ViewContext, accountId: number, idText: string | undefined, on: boolean) {
  const id = rowIdOf(idText);
  const sub = await visibleSubGames(db, ctx).where('sub_games.id', '=', id).executeTakeFirst();
  if (!sub) throw GameErrors.subGameNotFound();
  await throttled(db, accountId);
  if (on) {
    await db
      .insertInto('sub_game_favorites')
      .values({ account_id: accountId, sub_game_id: id, created_at: new Date(ctx.now).toISOString() })
      .onConflict((oc) => oc.columns(['account_id', 'sub_game_id']).doNothing())
      .execute();
  } else {
    await db.deleteFrom('sub_game_favorites').where('account_id', '=', accountId).where('sub_game_id', '=', id).execute();
  }
  return { isFavorite: on };
}

/** A launch makes the game one of the player's usual games (most recent first). */
export async function recordUsual(db: Db, accountId: number, gameId: number, now = new Date().toISOString()): Promise<void> {
  await db
    .insertInto('usual_games')
    .values({ account_id: accountId, game_id: gameId, plays: 1, last_played_at: now })
    .onConflict((oc) => oc.columns(['account_id', 'game_id']).doUpdateSet((eb) => ({ plays: eb('usual_games.plays', '+', 1), last_played_at: now })))
    .execute();
}
