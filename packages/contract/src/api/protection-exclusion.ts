import * as z from 'zod/mini';
import { endpoint } from '../endpoint';
import { amountString } from './common';
import { limitPeriod } from './protection';

/**
 * Issue 20, player protection: time-outs, self-exclusion, the limits offered after registration and
 * the player's account history (extension paths, DESIGN 3). Times are ISO-8601 UTC.
 *
 * A time-out (24 hours, 7 days, 30 days) ends by itself; a self-exclusion (7 days, SPEC's terms figure,
 * 6 months, 1 year, 5 years) ends only by an operator command once its date has passed. While either
 * runs the server refuses what the break policy (../break-policy.ts) says: game launch, bets, deposits,
 * promotion joins and reward claims, VIP exchanges, transfers into a game wallet; it shows no login
 * advert; withdrawal, transfers back to the main wallet and the account screens still work. Neither
 * can be shortened or lifted by the player: a new one must end later than the running one, and
 * replaces it.
 */

export const BREAK_KINDS = ['timeout', 'exclusion'] as const;
export type BreakKind = (typeof BREAK_KINDS)[number];
export const TIMEOUT_PERIODS = ['24h', '7d', '30d'] as const;
export const EXCLUSION_PERIODS = ['7d', '6m', '1y', '5y'] as const;
export type BreakPeriod = (typeof TIMEOUT_PERIODS)[number] | (typeof EXCLUSION_PERIODS)[number];

/** Whether `period` is one the kind offers. */
export const isBreakPeriodOf = (kind: BreakKind, period: string): period is BreakPeriod =>
  (kind === 'timeout' ? (TIMEOUT_PERIODS as readonly string[]) : (EXCLUSION_PERIODS as readonly string[])).includes(period);

/** The end of a break of `period` starting at `from` (calendar months and years in UTC). */
export function breakEnd(period: BreakPeriod, from: Date): Date {
  const hours = { '24h': 24, '7d': 7 * 24, '30d': 30 * 24 } as Record<string, number>;
  const h = hours[period];
  if (h !== undefined) return new Date(from.getTime() + h * 3_600_000);
  const months = period === '6m' ? 6 : period === '1y' ? 12 : 60;
  const end = new Date(from.getTime());
  end.setUTCMonth(end.getUTCMonth() + months);
  return end;
}

const breakPeriod = z.enum(['24h', '7d', '30d', '6m', '1y', '5y']);

export const activeBreak = z.object({
  kind: z.enum(BREAK_KINDS),
  period: breakPeriod,
  startedAt: z.string(),
  until: z.string(),
  /** A self-exclusion past its date that still waits for the operator's end. */
  awaitingEnd: z.boolean(),
});
export type ActiveBreak = z.infer<typeof activeBreak>;

export const protectionStatus = z.object({
  /** The time-out or self-exclusion running now; null = none. */
  break: z.nullable(activeBreak),
  /** Whether the deposit-limit offer is still to be shown (never answered, and no deposit credited yet). */
  limitsOfferDue: z.boolean(),
  /** Registered within OFFER_AFTER_REGISTRATION_MINUTES: the offer shows on any page; otherwise on the deposit page only. */
  justRegistered: z.boolean(),
});
export type ProtectionStatus = z.infer<typeof protectionStatus>;

/** How long after registering the deposit-limit offer shows wherever the player lands. */
export const OFFER_AFTER_REGISTRATION_MINUTES = 30;

export const protectionStatusGet = endpoint({
  id: 'protection.status',
  onBreak: 'read',
  method: 'GET',
  path: '/v1/protection/status',
  extension: true,
  auth: true,
  response: protectionStatus,
  summary: 'The player’s running time-out or self-exclusion (with its end) and whether the deposit-limit offer is due',
});

export const protectionTakeBreak = endpoint({
  id: 'protection.takeBreak',
  // Only a longer break replaces the running one (012101, 012102).
  onBreak: 'allowed',
  method: 'POST',
  path: '/v1/protection/break',
  extension: true,
  auth: true,
  /** The period must be one of the kind's (TIMEOUT_PERIODS or EXCLUSION_PERIODS); another is refused as a bad request. */
  body: z.object({ kind: z.enum(BREAK_KINDS), period: breakPeriod, password: z.string().check(z.minLength(1), z.maxLength(64)) }),
  response: protectionStatus,
  summary: 'Takes a time-out or a self-exclusion, confirmed with the login password (012100-012102); only a longer one replaces a running one',
});

export const protectionLimitsOffer = endpoint({
  id: 'protection.limitsOffer',
  onBreak: 'allowed',
  method: 'POST',
  path: '/v1/protection/limits-offer',
  extension: true,
  auth: true,
  body: z.object({ answer: z.enum(['skipped', 'set']) }),
  response: protectionStatus,
  summary: 'Records that the deposit-limit offer was shown and answered (once per account; a second answer keeps the first)',
});

export const historyEntry = z.union([
  z.object({
    type: z.literal('limit'),
    at: z.string(),
    period: limitPeriod,
    /** set | decrease | increaseRequested | removeRequested | increased | removed | cancelled */
    action: z.string(),
    oldAmount: z.nullable(amountString),
    newAmount: z.nullable(amountString),
    effectiveAt: z.string(),
  }),
  z.object({
    type: z.literal('break'),
    at: z.string(),
    kind: z.enum(BREAK_KINDS),
    period: breakPeriod,
    until: z.string(),
    /** When it ended before its date (replaced by a longer one) or by the operator; null while running or ended by its date. */
    endedAt: z.nullable(z.string()),
    endedBy: z.nullable(z.enum(['replaced', 'operator'])),
  }),
  z.object({
    type: z.literal('session'),
    at: z.string(),
    endedAt: z.string(),
    /** Minutes from the first bet to the last (at least 1). */
    minutes: z.number(),
    bets: z.number(),
    staked: amountString,
    /** The player's net result (wins minus stakes), in the main currency. */
    net: amountString,
  }),
]);
export type HistoryEntry = z.infer<typeof historyEntry>;

/** Bets less than this apart belong to one play session (docs/decisions.md, issue 20). */
export const SESSION_GAP_MINUTES = 30;
export const HISTORY_MAX_ENTRIES = 200;

export const protectionHistory = endpoint({
  id: 'protection.history',
  onBreak: 'read',
  method: 'GET',
  path: '/v1/protection/history',
  extension: true,
  auth: true,
  response: z.object({ entries: z.array(historyEntry) }),
  summary: 'The player’s account history, newest first: limit changes, time-outs and exclusions, and play sessions with time played and net result',
});

export const protectionExclusionApi = {
  status: protectionStatusGet,
  takeBreak: protectionTakeBreak,
  limitsOffer: protectionLimitsOffer,
  history: protectionHistory,
} as const;
