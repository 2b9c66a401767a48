import * as z from 'zod/mini';
import { endpoint } from '../endpoint';
import { amountString, positiveAmountInput } from './common';
import { TERMS } from '../rules/terms';

/**
 * Issue 20, player protection: the player's own deposit limits (extension paths, DESIGN 3).
 * Amounts are decimal strings in NTD; times ISO-8601 UTC. Periods are Asia/Taipei calendar
 * periods: the day from 00:00, the ISO week from Monday 00:00, the month from the 1st 00:00.
 */

export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** SPEC's terms figure: an increase or a removal waits this long; a decrease or a new limit applies at once. */
export const LIMIT_COOLING_DAYS = TERMS.limitCoolingDays;
/** The smallest and largest deposit limit taken, in NTD (the smallest deposit channel takes 100). */
export const DEPOSIT_LIMIT_MIN = 100;
export const DEPOSIT_LIMIT_MAX = 100_000_000;

export const limitPeriod = z.enum(LIMIT_PERIODS);

export const depositLimitView = z.object({
  period: limitPeriod,
  /** The limit in force; null = none. */
  amount: z.nullable(amountString),
  /** An increase (amount) or a removal (amount null) waiting out the cooling period. */
  pending: z.nullable(z.object({ amount: z.nullable(amountString), effectiveAt: z.string() })),
  /** Deposit orders of this period that count (processing or credited, not cancelled, rejected or expired). */
  deposited: amountString,
  /** What the limit still allows this period (never below 0); null without a limit. */
  remaining: z.nullable(amountString),
  periodStart: z.string(),
  /** When the period (and so `deposited`) starts again. */
  periodEnd: z.string(),
});
export type DepositLimitView = z.infer<typeof depositLimitView>;

export const depositLimits = z.object({
  currency: z.literal('NTD'),
  coolingDays: z.number(),
  minAmount: amountString,
  maxAmount: amountString,
  limits: z.array(depositLimitView),
});
export type DepositLimits = z.infer<typeof depositLimits>;

export const protectionDepositLimits = endpoint({
  id: 'protection.depositLimits',
  onBreak: 'read',
  method: 'GET',
  path: '/v1/protection/deposit-limits',
  extension: true,
  auth: true,
  response: depositLimits,
  summary: 'The player’s deposit limits per day, week and month: in force, pending with its date, deposited this period and left',
});

export const protectionSetDepositLimit = endpoint({
  id: 'protection.setDepositLimit',
  onBreak: 'allowed',
  method: 'PUT',
  path: '/v1/protection/deposit-limits',
  extension: true,
  auth: true,
  /** amount null removes the limit (after the cooling period). */
  body: z.object({ period: limitPeriod, amount: z.nullable(positiveAmountInput) }),
  response: depositLimits,
  summary: 'Sets, lowers (at once), raises or removes (after 7 days) a deposit limit (012090-012092)',
});

export const protectionCancelDepositLimit = endpoint({
  id: 'protection.cancelDepositLimit',
  onBreak: 'allowed',
  method: 'POST',
  path: '/v1/protection/deposit-limits/cancel',
  extension: true,
  auth: true,
  body: z.object({ period: limitPeriod }),
  response: depositLimits,
  summary: 'Cancels a pending increase or removal of a deposit limit (012093 when none is pending)',
});

/** The Problem Gambling Severity Index: nine questions, each answered 0 (never) to 3 (almost always). */
export const PGSI_QUESTIONS = 9;
export const PGSI_BANDS = ['none', 'low', 'moderate', 'high'] as const;
export type PgsiBand = (typeof PGSI_BANDS)[number];

const assessment = z.object({ score: z.number(), band: z.enum(PGSI_BANDS), takenAt: z.string() });
export type SelfAssessment = z.infer<typeof assessment>;

export const protectionSelfAssessment = endpoint({
  id: 'protection.selfAssessment',
  onBreak: 'allowed',
  method: 'POST',
  path: '/v1/protection/self-assessment',
  extension: true,
  auth: true,
  body: z.object({ answers: z.array(z.number().check(z.int(), z.gte(0), z.lte(3))).check(z.length(PGSI_QUESTIONS)) }),
  response: z.object({ ...assessment.shape, previous: z.nullable(assessment) }),
  summary: 'Scores a PGSI self-assessment (nine answers 0-3), keeps it, and returns it with the previous one',
});

export const protectionApi = {
  depositLimits: protectionDepositLimits,
  setDepositLimit: protectionSetDepositLimit,
  cancelDepositLimit: protectionCancelDepositLimit,
  selfAssessment: protectionSelfAssessment,
} as const;
