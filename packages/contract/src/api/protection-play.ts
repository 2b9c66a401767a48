import * as z from 'zod/mini';
import { endpoint } from '../endpoint';
import { amountString, positiveAmountInput } from './common';
import { limitPeriod } from './protection';

/**
 * Issue 20, player protection during play (UKGC RTS 12 limits, RTS 13 reality checks): loss limits
 * per Asia/Taipei day, week and month, a session time limit, and the reality check's interval and
 * session summary. The same cooling rule as the deposit limits (LIMIT_COOLING_DAYS): a new limit or
 * a decrease applies at once, an increase or a removal after the cooling period, cancellable.
 *
 * A play session (docs/decisions.md, "Issue 20: loss limits, session time limits and reality
 * checks") starts with a game launch or a bet after PLAY_SESSION_IDLE_MINUTES without either, and
 * lasts while the player keeps launching or betting; logging in again does not start a new one.
 */

/** A play session ends after this many minutes without a game launch or a bet. */
export const PLAY_SESSION_IDLE_MINUTES = 30;
/** The smallest and largest loss limit taken, in NTD. */
export const LOSS_LIMIT_MIN = 100;
export const LOSS_LIMIT_MAX = 100_000_000;
/** The shortest and longest session time limit taken, in minutes. */
export const SESSION_LIMIT_MIN_MINUTES = 10;
export const SESSION_LIMIT_MAX_MINUTES = 1440;
/** The reality check's intervals in minutes; 0 = off. */
export const REALITY_INTERVALS = [0, 15, 30, 60] as const;
export type RealityInterval = (typeof REALITY_INTERVALS)[number];

const pending = <T extends z.ZodMiniType>(value: T) => z.nullable(z.object({ value: z.nullable(value), effectiveAt: z.string() }));

export const lossLimitView = z.object({
  period: limitPeriod,
  /** The limit in force; null = none. */
  amount: z.nullable(amountString),
  /** An increase (value) or a removal (value null) waiting out the cooling period. */
  pending: pending(amountString),
  /** Net loss of the period: stakes minus payouts of settled bets (never below 0). */
  lost: amountString,
  /** What the limit still allows to be lost this period (never below 0); null without a limit. */
  remaining: z.nullable(amountString),
  periodStart: z.string(),
  /** When the period (and so `lost`) starts again. */
  periodEnd: z.string(),
});
export type LossLimitView = z.infer<typeof lossLimitView>;

export const playLimits = z.object({
  currency: z.literal('NTD'),
  coolingDays: z.number(),
  idleMinutes: z.number(),
  loss: z.object({ minAmount: amountString, maxAmount: amountString, limits: z.array(lossLimitView) }),
  session: z.object({
    minMinutes: z.number(),
    maxMinutes: z.number(),
    /** The session time limit in force, minutes; null = none. */
    minutes: z.nullable(z.number()),
    pending: pending(z.number()),
    /** The current play session's start, or null when none is running. */
    startedAt: z.nullable(z.string()),
    /** Whole minutes played in the current session. */
    playedMinutes: z.number(),
  }),
});
export type PlayLimits = z.infer<typeof playLimits>;

export const protectionPlayLimits = endpoint({
  id: 'protection.playLimits',
  onBreak: 'read',
  method: 'GET',
  path: '/v1/protection/play-limits',
  extension: true,
  auth: true,
  response: playLimits,
  summary: 'The player’s loss limits (day, week, month: in force, pending, lost and left) and session time limit',
});

export const protectionSetLossLimit = endpoint({
  id: 'protection.setLossLimit',
  onBreak: 'allowed',
  method: 'PUT',
  path: '/v1/protection/loss-limits',
  extension: true,
  auth: true,
  /** amount null removes the limit (after the cooling period). */
  body: z.object({ period: limitPeriod, amount: z.nullable(positiveAmountInput) }),
  response: playLimits,
  summary: 'Sets, lowers (at once), raises or removes (after 7 days) a loss limit (012094, 012096-012097)',
});

export const protectionCancelLossLimit = endpoint({
  id: 'protection.cancelLossLimit',
  onBreak: 'allowed',
  method: 'POST',
  path: '/v1/protection/loss-limits/cancel',
  extension: true,
  auth: true,
  body: z.object({ period: limitPeriod }),
  response: playLimits,
  summary: 'Cancels a pending increase or removal of a loss limit (012098 when none is pending)',
});

export const protectionSetSessionLimit = endpoint({
  id: 'protection.setSessionLimit',
  onBreak: 'allowed',
  method: 'PUT',
  path: '/v1/protection/session-limit',
  extension: true,
  auth: true,
  /** minutes null removes the limit (after the cooling period). */
  body: z.object({ minutes: z.nullable(z.number().check(z.int())) }),
  response: playLimits,
  summary: 'Sets, shortens (at once), lengthens or removes (after 7 days) the session time limit (012095-012097)',
});

export const protectionCancelSessionLimit = endpoint({
  id: 'protection.cancelSessionLimit',
  onBreak: 'allowed',
  method: 'POST',
  path: '/v1/protection/session-limit/cancel',
  extension: true,
  auth: true,
  response: playLimits,
  summary: 'Cancels a pending lengthening or removal of the session time limit (012098 when none is pending)',
});

export const realityCheck = z.object({
  intervalMinutes: z.number(),
  /** The server's time of this answer: the client measures the due time from it, not from its own clock. */
  now: z.string(),
  /** The current play session, or null when none is running. */
  session: z.nullable(
    z.object({
      startedAt: z.string(),
      /** Seconds played in the session at `now`. */
      elapsedSeconds: z.number(),
      /** Payouts minus stakes of the session's settled bets (negative = lost). */
      net: amountString,
      /** The last time the player answered a reality check of this session. */
      acknowledgedAt: z.nullable(z.string()),
      /** When the next check is due (interval after the later of start and acknowledgement); null when off. */
      dueAt: z.nullable(z.string()),
    }),
  ),
});
export type RealityCheck = z.infer<typeof realityCheck>;

export const protectionRealityCheck = endpoint({
  id: 'protection.realityCheck',
  onBreak: 'read',
  method: 'GET',
  path: '/v1/protection/reality-check',
  extension: true,
  auth: true,
  response: realityCheck,
  summary: 'The reality-check interval and the current play session: start, time played, net result, next due time',
});

export const protectionSetRealityCheck = endpoint({
  id: 'protection.setRealityCheck',
  onBreak: 'allowed',
  method: 'PUT',
  path: '/v1/protection/reality-check',
  extension: true,
  auth: true,
  body: z.object({ intervalMinutes: z.union([z.literal(0), z.literal(15), z.literal(30), z.literal(60)]) }),
  response: realityCheck,
  summary: 'Sets the reality-check interval: off, 15, 30 or 60 minutes',
});

export const protectionAckRealityCheck = endpoint({
  id: 'protection.ackRealityCheck',
  onBreak: 'allowed',
  method: 'POST',
  path: '/v1/protection/reality-check/ack',
  extension: true,
  auth: true,
  response: realityCheck,
  summary: 'The player answered the reality check (continue or stop): the next one is due an interval from now',
});

/** The game window's copies (header game-session, unsigned, as the other /v1/play calls). */
export const playRealityCheck = endpoint({
  id: 'play.realityCheck',
  onBreak: 'read',
  method: 'GET',
  path: '/v1/play/reality-check',
  extension: true,
  response: realityCheck,
  summary: 'The reality check of the game session’s player (header game-session); 020007 when the session ended',
});

export const playAckRealityCheck = endpoint({
  id: 'play.ackRealityCheck',
  onBreak: 'allowed',
  method: 'POST',
  path: '/v1/play/reality-check/ack',
  extension: true,
  response: realityCheck,
  summary: 'The game window’s player answered the reality check (header game-session)',
});

export const protectionPlayApi = {
  limits: protectionPlayLimits,
  setLossLimit: protectionSetLossLimit,
  cancelLossLimit: protectionCancelLossLimit,
  setSessionLimit: protectionSetSessionLimit,
  cancelSessionLimit: protectionCancelSessionLimit,
  realityCheck: protectionRealityCheck,
  setRealityCheck: protectionSetRealityCheck,
  ackRealityCheck: protectionAckRealityCheck,
  playRealityCheck,
  playAckRealityCheck,
} as const;

/**
 * The BroadcastChannel the site's tabs and the game windows share for the reality check (one
 * origin): a tab whose check falls due claims it, the highest claim shows the dialog, an answer
 * tells the others to ask the server again, and "stop" closes the game windows. The game window's
 * script (apps/server/src/game-window/static/dice.js) names it too.
 */
export const REALITY_CHANNEL = 'site-reality-check';
/** How long a claim waits for the other tabs' claims before the highest shows the dialog. */
export const REALITY_CLAIM_MS = 300;
/** Claim ranks: a game window first (the player is playing there), then a visible tab, then a hidden one. */
export const REALITY_RANK = { hiddenTab: 0, visibleTab: 1, gameWindow: 2 } as const;

export type RealityMessage =
  | { type: 'claim'; dueAt: string; id: string; rank: number }
  | { type: 'shown'; dueAt: string }
  | { type: 'answered' }
  | { type: 'stop' };

/** Of the claims for one due time, the one to show the dialog: highest rank, then the smallest id. */
export function realityWinner(claims: ReadonlyArray<{ id: string; rank: number }>): string | null {
  let best: { id: string; rank: number } | null = null;
  for (const c of claims) if (!best || c.rank > best.rank || (c.rank === best.rank && c.id < best.id)) best = c;
  return best?.id ?? null;
}
