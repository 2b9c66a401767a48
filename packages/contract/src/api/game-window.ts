import * as z from 'zod/mini';
import { endpoint } from '../endpoint';
import { positiveAmountInput } from './common';
import { DICE_CHOICES, playBetResult, playSession, playState } from './game-schemas';

/**
 * The demo game window's own calls (extension, unsigned: the page is plain
 * JS served by the server). The session comes from a one-time launch token;
 * the other calls carry it in the `game-session` header.
 */
export const playSessionCall = endpoint({
    id: 'play.session',
    // A launch token (60 s) is minted only outside a break (game.redirect*); the window it opens can only bet, and play.bet is refused.
    onBreak: 'allowed',
    method: 'POST',
    path: '/v1/play/session',
    extension: true,
    body: z.object({ launch: z.string().check(z.minLength(16), z.maxLength(128)) }),
    response: playSession,
    summary: 'Trades a launch token (single use, 60 s) for a game session (2 h); 020006 when the token is unknown, used or expired',
  });

export const playStateCall = endpoint({
    id: 'play.state',
    onBreak: 'read',
    method: 'GET',
    path: '/v1/play/state',
    extension: true,
    response: playState,
    summary: 'Game wallet balance and the last 10 rounds of this game (header game-session); 020007 when the session ended',
  });

export const playBet = endpoint({
    id: 'play.bet',
    onBreak: { refused: 'bet' },
    method: 'POST',
    path: '/v1/play/bet',
    extension: true,
    idempotent: true,
    body: z.object({ stake: positiveAmountInput, choice: z.enum(DICE_CHOICES) }),
    response: playBetResult,
    summary:
      'One dice round: two dice, high 8-12 or low 2-6 (7 loses), a win pays 2.35x. Debits the stake, settles and writes the bet record in one transaction; 020005 bet failed',
  });

/** The demo game window calls (used by the server-served /play page). */
export const playApi = {
  session: playSessionCall,
  state: playStateCall,
  bet: playBet,
} as const;
