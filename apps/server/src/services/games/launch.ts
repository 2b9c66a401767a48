import { isMaintaining } from '@site/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { accountById } from '../accounts/accounts';
import { isoIn, randomToken, sha256Hex } from '../accounts/secrets';
import { balanceOf, lockWallets, MAIN, walletAccountId } from '../wallet/ledger';
import { intoGame, moveBetween } from '../wallet/transfers';
import { guardPlay } from '../protection/play-limits';
import { GameErrors } from './errors';
import { recordUsual } from './favorites';
import { maintenanceWindow, visibleGames, visibleSubGames, type GameRow, type ViewContext } from './rows';

type Db = Kysely<Database>;

/** A launch token lives 60 s and is good for one game session. */
export const LAUNCH_TTL_MS = 60_000;

/** 020002 when the game is under maintenance now (status 2, or inside its window). */
export function assertOpen(row: GameRow, now: number): void {
  const { start, end } = maintenanceWindow(row, now);
  const startTime = start === null ? null : new Date(start).toISOString();
  const endTime = end === null ? null : new Date(end).toISOString();
  if (isMaintaining({ gameStatus: row.status, maintainStartTime: startTime, maintainEndTime: endTime }, now)) {
    throw GameErrors.maintenance({ gameCode: row.game_code, startTime, endTime });
  }
}

export async function launchableGame(db: Db, ctx: ViewContext, gameCode: string): Promise<GameRow> {
  const row = await visibleGames(db, ctx).where('games.game_code', '=', gameCode).executeTakeFirst();
  if (!row) throw GameErrors.notFound();
  assertOpen(row, ctx.now);
  return row;
}

/** With auto transfer on, the whole main balance (what converts exactly, for DB) moves into the game's wallet, atomically. */
async function autoTransfer(db: Db, accountId: number, currency: string, channel: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const mainId = await walletAccountId(trx, accountId, currency, MAIN);
    const gameId = await walletAccountId(trx, accountId, currency, channel);
    await lockWallets(trx, [mainId, gameId]);
    const legs = intoGame(channel, await balanceOf(trx, accountId, currency, MAIN));
    if (legs.credited > 0) await moveBetween(trx, { accountId, currency, from: MAIN, to: channel, ...legs, reason: 'autoTransfer' });
  });
}

export interface LaunchOptions {
  subGameCode?: string | undefined;
  /** false for /url/only: never moves money. */
  allowAutoTransfer: boolean;
}

/**
 * GET /v1/game/redirect/{gameCode}/url(/only): '' for a lobby without a
 * sub-game (the client goes to the Lobby); otherwise auto transfer when on
 * (not for /only), the game becomes a usual game, and a one-time launch token
 * (stored hashed, 60 s) goes into /play/<gameCode>?launch=...&lang=...
 */
export async function launchUrl(
  db: Db,
  ctx: ViewContext,
  player: { accountId: number; sessionId: number },
  gameCode: string,
  options: LaunchOptions,
): Promise<{ url: string }> {
  const { accountId } = player;
  const game = await launchableGame(db, ctx, gameCode);
  if (game.is_sub_game_open === 1 && !options.subGameCode) return { url: '' };
  if (options.subGameCode) {
    const sub = await visibleSubGames(db, ctx)
      .where('sub_games.sub_game_code', '=', options.subGameCode)
      .where('sub_games.game_id', '=', game.id)
      .executeTakeFirst();
    if (!sub) throw GameErrors.subGameNotFound();
  }
  // Issue 20: refused once a loss or session time limit is reached (031050-031053); else the play session goes on.
  await db.transaction().execute((trx) => guardPlay(trx, accountId, new Date(ctx.now), 0));
  const account = await accountById(db, accountId);
  if (options.allowAutoTransfer && account.auto_transfer === 1) await autoTransfer(db, accountId, account.currency, game.channel_code);
  await recordUsual(db, accountId, game.id, new Date(ctx.now).toISOString());
  const token = randomToken(32);
  await db
    .insertInto('launch_tokens')
    .values({
      token_hash: sha256Hex(token),
      account_id: accountId,
      game_id: game.id,
      sub_game_code: options.subGameCode ?? null,
      currency: account.currency,
      created_at: new Date(ctx.now).toISOString(),
      expires_at: isoIn(LAUNCH_TTL_MS),
      used_at: null,
      session_id: player.sessionId,
    })
    .execute();
  const query = new URLSearchParams({ launch: token, lang: ctx.lang });
  return { url: `/play/${encodeURIComponent(game.game_code)}?${query.toString()}` };
}
