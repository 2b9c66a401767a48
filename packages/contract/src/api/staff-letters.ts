import * as z from 'zod/mini';
import { endpoint } from '../endpoint';
import type { StaffRole } from '../staff-roles';
import { isoDateTimeInput, paged, pageFields } from './common';

/**
 * Letters to many players in the back office (issue 38, part 2). A segment picks the players (brand, VIP levels,
 * registration and last-login dates, number of approved deposits, agent); its count is previewed before sending;
 * the letter is sent now or at a time. The server sends it in batches (services/staff/letter-campaigns.ts): each
 * batch of players gets an ordinary received, unread letter in its inbox (the one-player letter's service) and
 * the live stream tells their open pages. The segment's players are fixed when sending starts; a restart resumes
 * where it stopped. Creating and cancelling are audited. Support, marketing and admin members.
 */
export const LETTER_ROLES = ['support', 'marketing', 'admin'] as const satisfies readonly StaffRole[];

const level = z.number().check(z.int(), z.gte(0), z.lte(999));
const count = z.number().check(z.int(), z.gte(0), z.lte(1_000_000));

/** Every field narrows; none at all is every active player. Ranges are inclusive of `from`, exclusive of `to`. */
export const letterSegment = z.object({
  /** The brand (a server serves one: another brand reaches no one). */
  brand: z.optional(z.string().check(z.minLength(1), z.maxLength(32))),
  vipMin: z.optional(level),
  vipMax: z.optional(level),
  registeredFrom: z.optional(isoDateTimeInput),
  registeredTo: z.optional(isoDateTimeInput),
  lastLoginFrom: z.optional(isoDateTimeInput),
  lastLoginTo: z.optional(isoDateTimeInput),
  /** Approved deposits, ever. */
  depositsMin: z.optional(count),
  depositsMax: z.optional(count),
  /** The agent's id: the players who registered with its proxy code. */
  agentId: z.optional(z.number().check(z.int(), z.gte(1))),
});
export type LetterSegment = z.infer<typeof letterSegment>;

export const CAMPAIGN_STATUSES = ['scheduled', 'sending', 'sent', 'cancelled'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const letterCampaign = z.object({
  id: z.number(),
  title: z.string(),
  html: z.string(),
  segment: letterSegment,
  status: z.enum(CAMPAIGN_STATUSES),
  /** When sending starts (now: the creation time). */
  sendAt: z.string(),
  /** The players it reaches: the preview's count until sending starts, then the fixed recipients. */
  total: z.number(),
  /** Letters delivered so far. */
  sent: z.number(),
  createdBy: z.string(),
  createdAt: z.string(),
  finishedAt: z.nullable(z.string()),
});
export type LetterCampaign = z.infer<typeof letterCampaign>;

const path = '/v1/staff/letters';

export const staffLettersReach = endpoint({
  id: 'staffLetters.reach', onBreak: 'read', method: 'POST', path: `${path}/reach`, auth: 'staff', roles: LETTER_ROLES, extension: true,
  body: z.object({ segment: letterSegment }),
  response: z.object({ players: z.number() }),
  summary: 'Letters: how many active players a segment reaches now. 081134 a range ends before it starts',
});

export const staffLettersCreate = endpoint({
  id: 'staffLetters.create', onBreak: 'allowed', method: 'POST', path, auth: 'staff', roles: LETTER_ROLES, extension: true,
  body: z.object({
    title: z.string().check(z.minLength(1), z.maxLength(200)),
    html: z.string().check(z.minLength(1), z.maxLength(20_000)),
    segment: letterSegment,
    /** null: now. */
    sendAt: z.nullable(isoDateTimeInput),
  }),
  response: letterCampaign,
  summary: 'Letters: a letter to a segment of players, sent now or at a time, in batches (audited). 081132 time past, 081133 nobody matches, 081134 range',
});

export const staffLettersList = endpoint({
  id: 'staffLetters.list', onBreak: 'read', method: 'GET', path, auth: 'staff', roles: LETTER_ROLES, extension: true,
  query: z.object({ ...pageFields(20, 100) }),
  response: paged(letterCampaign),
  summary: 'Letters: the letters to many players, newest first, with their status (scheduled, sending n of N, sent, cancelled)',
});

export const staffLettersCancel = endpoint({
  id: 'staffLetters.cancel', onBreak: 'allowed', method: 'POST', path: `${path}/{id}/cancel`, auth: 'staff', roles: LETTER_ROLES, extension: true,
  response: letterCampaign,
  summary: 'Letters: cancels a scheduled letter before it starts (audited). 081130 unknown, 081131 started or finished',
});

export const staffLettersApi = {
  reach: staffLettersReach,
  create: staffLettersCreate,
  list: staffLettersList,
  cancel: staffLettersCancel,
} as const;
