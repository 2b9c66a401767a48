import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { PlaySessionsTable } from '../../db/schema-games';
import type { ApiLanguage } from '../../domain/language';
import { isoIn, randomToken, sha256Hex } from '../accounts/secrets';
import { GameErrors } from '../games/errors';
import { assertOpen } from '../games/launch';
import { label } from '../labels';
import { DomainError } from '../../domain/errors';
import { idempotent } from '../wallet/idempotency';
import { balanceOf, lockWallets, move, walletAccountId } from '../wallet/ledger';
import { formatMinor, mainPerUnit, ratioOf, toMinor } from '../wallet/money';
import { orderNo } from '../wallet/transfers';
import type { DiceContent } from './content';
import { diceWins, drawDice, PAYOUT_PER_100, payoutOf, type DiceChoice } from './dice';
import { WALLET_ERROR_CODES } from '@site/contract';
import { LIMIT_CURRENCY } from '../protection/limits';
import { guardPlay } from '../protection/play-limits';

type Db = Kysely<Database>;
type SessionRow = Selectable<PlaySessionsTable>;

/** A game session lives 2 hours. */
export const PLAY_SESSION_TTL_MS = 2 * 3600_000;
/** Table limit of one round, in game units (minor). */
export const MAX_STAKE = 100_000_00;

async function gameOf(db: Db, gameId: number) {
  const game = await db.selectFrom('games').selectAll().where('id', '=', gameId).executeTakeFirst();
  if (!game || game.status === 0) throw GameErrors.notFound();
  return game;
}

/** POST /api/v1/play/session: a launch token (single use, unexpired) becomes a 2-hour game session. */
export async function startSession(db: Db, launch: string, lang: ApiLanguage, now = new Date()) {
  const hash = sha256Hex(launch);
  const at = now.toISOString();
  const used = await db
    .updateTable('launch_tokens')
    .set({ used_at: at })
    .where('token_hash', '=', hash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) throw GameErrors.launchInvalid();
  const token = await db.selectFrom('launch_tokens').selectAll().where('token_hash', '=', hash).executeTakeFirstOrThrow();
  if (token.session_id !== null && !(await loginSessionLive(db, token.session_id, now))) throw GameErrors.launchInvalid();
  const game = await gameOf(db, token.game_id);
  const session = randomToken(32);
  const expiresAt = isoIn(PLAY_SESSION_TTL_MS, now);
  await db
    .insertInto('play_sessions')
    .values({
      token_hash: sha256Hex(session),
      account_id: token.account_id,
      game_id: game.id,
      sub_game_code: token.sub_game_code,
      currency: token.currency,
      seed: randomBytes(32).toString('hex'),
      rounds: 0,
      created_at: at,
      expires_at: expiresAt,
      session_id: token.session_id,
    })
    .execute();
  return {
    session,
    gameCode: game.game_code,
    gameName: label(game.names, lang),
    channelCode: game.channel_code,
    subGameCode: token.sub_game_code,
    currency: token.currency,
    ratio: ratioOf(game.channel_code),
    balance: formatMinor(await balanceOf(db, token.account_id, token.currency, game.channel_code)),
    expiresAt,
  };
}

/** Whether the login session behind a game window still stands (not logged out, not ended by a password change, not expired). */
async function loginSessionLive(db: Db, sessionId: number, now: Date): Promise<boolean> {
  const login = await db.selectFrom('sessions').select(['revoked_at', 'expires_at']).where('id', '=', sessionId).executeTakeFirst();
  return !!login && login.revoked_at === null && login.expires_at > now.toISOString();
}

/** The session of a `game-session` header, or 020007; it ends with the login session that launched it. */
export async function playSessionOf(db: Db, header: string | string[] | undefined, now = new Date()): Promise<SessionRow> {
  const token = Array.isArray(header) ? header[0] : header;
  if (!token || token.length > 128) throw GameErrors.sessionEnded();
  const row = await db.selectFrom('play_sessions').selectAll().where('token_hash', '=', sha256Hex(token)).executeTakeFirst();
  if (!row || row.expires_at <= now.toISOString()) throw GameErrors.sessionEnded();
  if (row.session_id !== null && !(await loginSessionLive(db, row.session_id, now))) throw GameErrors.sessionEnded();
  return row;
}

interface RoundRow {
  order_no: string;
  round: number | null;
  content: string;
  total_bet: number;
  profit: number;
  result: string | null;
  bet_time: string;
}

function toRound(r: RoundRow) {
  const c = JSON.parse(r.content) as DiceContent;
  const stake = Number(r.total_bet);
  return {
    orderNo: r.order_no,
    round: r.round ?? 0,
    choice: c.choice,
    dice: c.dice,
    stake: formatMinor(stake),
    payout: formatMinor(stake + Number(r.profit)),
    result: r.result === 'win' ? ('win' as const) : ('lose' as const),
    betTime: r.bet_time,
  };
}

/** GET /api/v1/play/state: the game wallet and this player's last 10 rounds of the game. */
export async function playState(db: Db, session: SessionRow, lang: ApiLanguage) {
  const game = await gameOf(db, session.game_id);
  const rounds = await db
    .selectFrom('bet_records')
    .select(['order_no', 'round', 'content', 'total_bet', 'profit', 'result', 'bet_time'])
    .where('account_id', '=', session.account_id)
    .where('game_id', '=', game.id)
    .orderBy('id', 'desc')
    .limit(10)
    .execute();
  return {
    gameCode: game.game_code,
    gameName: label(game.names, lang),
    currency: session.currency,
    ratio: ratioOf(game.channel_code),
    balance: formatMinor(await balanceOf(db, session.account_id, session.currency, game.channel_code)),
    rounds: rounds.map(toRound),
  };
}

/**
 * POST /api/v1/play/bet: one round in one transaction: the round counter
 * moves on, the dice are drawn from the session seed, the stake is debited
 * from the channel's game wallet, a win is credited, and the settled bet
 * record is written. Idempotent per Idempotency-Key.
 */
export async function placeBet(db: Db, session: SessionRow, input: { stake: string; choice: DiceChoice }, key: string) {
  const stake = toMinor(input.stake);
  if (stake > MAX_STAKE) throw GameErrors.betFailed('stakeLimit', { max: formatMinor(MAX_STAKE) });
  const game = await gameOf(db, session.game_id);
  try {
    assertOpen(game, Date.now());
  } catch {
    throw GameErrors.betFailed('maintenance');
  }
  const request = { session: session.id, stake, choice: input.choice };
  return idempotent(db, { accountId: session.account_id, key, scope: 'play.bet', request }, async (trx) => {
    const counted = await trx
      .updateTable('play_sessions')
      .set((eb) => ({ rounds: eb('rounds', '+', 1) }))
      .where('id', '=', session.id)
      .returning('rounds')
      .executeTakeFirstOrThrow();
    const round = counted.rounds;
    const dice = drawDice(session.seed, round);
    const win = diceWins(input.choice, dice);
    const payout = win ? payoutOf(stake) : 0;
    const now = new Date();
    // Issue 20: inside this transaction, under the player's lock, so concurrent bets cannot together pass a loss limit.
    if (session.currency === LIMIT_CURRENCY) await guardPlay(trx, session.account_id, now, stake * mainPerUnit(game.channel_code));
    else await guardPlay(trx, session.account_id, now, 0);
    const at = now.toISOString();
    const no = orderNo('BT', now);
    const walletId = await walletAccountId(trx, session.account_id, session.currency, game.channel_code, at);
    await lockWallets(trx, [walletId]);
    try {
      await move(trx, { walletId, amount: -stake, kind: 'bet', reference: no, idempotencyKey: key, label: game.channel_code }, at);
    } catch (error) {
      if (error instanceof DomainError && error.code === WALLET_ERROR_CODES.insufficient) throw GameErrors.betFailed('insufficientFunds', error.data as Record<string, unknown>);
      throw error;
    }
    const balance = payout > 0 ? await move(trx, { walletId, amount: payout, kind: 'payout', reference: no, idempotencyKey: key, label: game.channel_code }, at) : null;
    const content: DiceContent = { game: 'dice', choice: input.choice, dice };
    await trx
      .insertInto('bet_records')
      .values({
        order_no: no,
        account_id: session.account_id,
        game_id: game.id,
        game_code: game.game_code,
        game_type: game.game_type,
        channel_code: game.channel_code,
        sub_game_code: session.sub_game_code,
        currency: session.currency,
        main_per_unit: mainPerUnit(game.channel_code),
        content: JSON.stringify(content),
        play_session_id: session.id,
        round,
        bet_time: at,
        payout_time: at,
        total_bet: stake,
        valid_bet: stake,
        profit: payout - stake,
        refund: 0,
        expected_profit: payoutOf(stake) - stake,
        expected_return: payoutOf(stake),
        // A win pays 2.35 x stake: decimal odds 2.35, above the qualifying 1.5 (issue 17).
        odds: PAYOUT_PER_100 / 100,
        settle_status: 'settled',
        result: win ? 'win' : 'lose',
      })
      .execute();
    const after = balance ?? (await balanceOf(trx, session.account_id, session.currency, game.channel_code));
    const row = { order_no: no, round, content: JSON.stringify(content), total_bet: stake, profit: payout - stake, result: win ? 'win' : 'lose', bet_time: at };
    return { round: toRound(row), balance: formatMinor(after) };
  });
}
