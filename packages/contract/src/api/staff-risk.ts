import * as z from 'zod/mini';
import { endpoint } from '../endpoint';
import type { StaffRole } from '../staff-roles';
import { amountString, pageFields, paged, positiveAmountInput } from './common';
import { LIMIT_PERIODS } from './protection';
import { TIMEOUT_PERIODS } from './protection-exclusion';

/**
 * Risk and safer gambling in the back office (issue 38, part 2). Safer gambling: the players showing markers of
 * harm, each with why (thresholds in the server's services/staff/harm-markers.ts, docs/decisions.md "Issue 38"),
 * and the operator's interactions with them (a call note, a letter, a deposit limit or a time-out the operator
 * imposes: never looser than what the player set), each in the player's notes and the audit log. Risk: linked
 * accounts and what links them, and the bonuses withheld for a link, released (credited through the ledger, its
 * wagering opened) or confirmed, with a reason. Only risk and admin members.
 */
export const RISK_ROLES = ['risk', 'admin'] as const satisfies readonly StaffRole[];

/**
 * The markers of harm, each defined in services/staff/harm-markers.ts:
 * - selfAssessment: the latest self-assessment (PGSI) scored in the high band;
 * - risingDeposits: deposits rose week on week for several weeks running;
 * - limitRaises: repeated requests to raise or remove a deposit or play limit;
 * - cancelledWithdrawals: withdrawals the player cancelled (to keep playing);
 * - longSessions: play sessions lasting hours;
 * - lateNight: play late at night (Asia/Taipei) on several nights;
 * - refusedDeposits: deposits refused.
 */
export const HARM_MARKERS = ['selfAssessment', 'risingDeposits', 'limitRaises', 'cancelledWithdrawals', 'longSessions', 'lateNight', 'refusedDeposits'] as const;
export const harmMarker = z.enum(HARM_MARKERS);
export type HarmMarker = z.infer<typeof harmMarker>;

export const harmFinding = z.object({
  marker: harmMarker,
  /** What was measured, for the reader: a score, the weekly deposits in NTD ('1000.00 → 1500.00 → 2500.00'), a count, hours. */
  figure: z.string(),
  /** The threshold it met (its named constant's value, as text). */
  threshold: z.string(),
});
export type HarmFinding = z.infer<typeof harmFinding>;

export const harmPlayer = z.object({
  playerId: z.number(),
  account: z.string(),
  /** Every marker the player shows, in HARM_MARKERS order. */
  markers: z.array(harmFinding),
  /** The latest safer-gambling interaction recorded, or null. */
  lastInteractionAt: z.nullable(z.string()),
});
export type HarmPlayer = z.infer<typeof harmPlayer>;

const playerPath = '/v1/staff/risk/players/{id}';
const reason = z.string().check(z.minLength(2), z.maxLength(500));

export const staffRiskHarm = endpoint({
  id: 'staffRisk.harm', onBreak: 'read', method: 'GET', path: '/v1/staff/risk/harm', auth: 'staff', roles: RISK_ROLES, extension: true,
  query: z.object({ marker: z.optional(harmMarker), ...pageFields(20, 100) }),
  response: paged(harmPlayer),
  summary: 'Risk: players showing markers of harm (self-assessment, rising deposits, limit raises, cancelled withdrawals, long or late-night sessions, refused deposits), each with why; most markers first',
});

export const INTERACTION_KINDS = ['call', 'letter', 'depositLimit', 'timeout'] as const;

export const harmInteractionInput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('call'), note: z.string().check(z.minLength(2), z.maxLength(2000)) }),
  z.object({ kind: z.literal('letter'), title: z.string().check(z.minLength(1), z.maxLength(200)), html: z.string().check(z.minLength(1), z.maxLength(20_000)), note: z.optional(z.string().check(z.maxLength(2000))) }),
  /** A deposit limit the operator imposes: set at once, only below the limit in force (081063 otherwise). */
  z.object({ kind: z.literal('depositLimit'), period: z.enum(LIMIT_PERIODS), amount: positiveAmountInput, note: reason }),
  /** A time-out the operator imposes: only when it ends after any running break (081063 otherwise). */
  z.object({ kind: z.literal('timeout'), period: z.enum(TIMEOUT_PERIODS), note: reason }),
]);
export type HarmInteractionInput = z.infer<typeof harmInteractionInput>;

export const harmInteraction = z.object({
  id: z.number(),
  at: z.string(),
  staff: z.string(),
  kind: z.enum(INTERACTION_KINDS),
  /** What was done, for the file: the note, the letter's title, the limit or the time-out's end. */
  summary: z.string(),
});
export type HarmInteraction = z.infer<typeof harmInteraction>;

export const staffRiskInteract = endpoint({
  id: 'staffRisk.interact', onBreak: 'allowed', method: 'POST', path: `${playerPath}/interactions`, auth: 'staff', roles: RISK_ROLES, extension: true,
  body: harmInteractionInput,
  response: harmInteraction,
  summary: "Risk: records a safer-gambling interaction (a call note, a letter, a stricter deposit limit, a time-out) in the player's notes and the audit log. 081063 not stricter",
});

export const staffRiskInteractions = endpoint({
  id: 'staffRisk.interactions', onBreak: 'read', method: 'GET', path: `${playerPath}/interactions`, auth: 'staff', roles: RISK_ROLES, extension: true,
  query: z.object({ ...pageFields(20, 100) }),
  response: paged(harmInteraction),
  summary: "Risk: the player's safer-gambling interactions, newest first",
});

export const LINK_VIA = ['device', 'address', 'phone', 'card', 'wallet', 'invite'] as const;
export const linkVia = z.object({
  /** device, address, phone; card and wallet (payment destinations); invite (one invited the other). */
  kind: z.enum(LINK_VIA),
  /** The shared value, masked as the player's file masks it (card, wallet, phone); for invite, the inviter's account. */
  value: z.string(),
});

export const staffRiskLinked = endpoint({
  id: 'staffRisk.linked', onBreak: 'read', method: 'GET', path: `${playerPath}/linked`, auth: 'staff', roles: RISK_ROLES, extension: true,
  response: z.object({
    playerId: z.number(),
    account: z.string(),
    links: z.array(z.object({ playerId: z.number(), account: z.string(), via: z.array(linkVia) })),
  }),
  summary: 'Risk: the accounts linked to a player and what links each (device, address, phone, payment destination, invite). 081050 no such player',
});

export const WITHHELD_STATUSES = ['withheld', 'released', 'confirmed'] as const;

export const withheldBonus = z.object({
  id: z.number(),
  playerId: z.number(),
  account: z.string(),
  /** firstRecharge, invite or activityReward. */
  kind: z.string(),
  reference: z.string(),
  linkedPlayerId: z.number(),
  linkedAccount: z.string(),
  /** What linked them, e.g. ['device', 'address']. */
  links: z.array(z.string()),
  at: z.string(),
  /** What a release would credit (NTD), or null when the refusal held no money (a refused join or claim). */
  amount: z.nullable(amountString),
  status: z.enum(WITHHELD_STATUSES),
  decidedBy: z.nullable(z.string()),
  decidedAt: z.nullable(z.string()),
  reason: z.nullable(z.string()),
});
export type WithheldBonus = z.infer<typeof withheldBonus>;

export const staffRiskWithheld = endpoint({
  id: 'staffRisk.withheld', onBreak: 'read', method: 'GET', path: '/v1/staff/risk/withheld', auth: 'staff', roles: RISK_ROLES, extension: true,
  query: z.object({ status: z.optional(z.enum(WITHHELD_STATUSES)), ...pageFields(20, 100) }),
  response: paged(withheldBonus),
  summary: 'Risk: bonuses and rewards withheld for a link, newest first, by status',
});

export const staffRiskDecideWithheld = endpoint({
  id: 'staffRisk.decideWithheld', onBreak: 'allowed', method: 'POST', path: '/v1/staff/risk/withheld/{id}/decide', auth: 'staff', roles: RISK_ROLES, extension: true,
  body: z.object({ release: z.boolean(), reason }),
  response: withheldBonus,
  summary: 'Risk: releases a withheld bonus (credited to the main wallet through the ledger in one transaction, its wagering opened; once) or confirms it. 081060 unknown, 081061 decided, 081062 nothing to release',
});

/**
 * Patterns a fraud team watches for, each defined in the server's services/staff/risk-patterns.ts by named
 * thresholds (docs/decisions.md "Issue 38"): many accounts seen on one device or one address; bonus then withdraw
 * (a withdrawal applied for soon after each of several bonus credits); deposit and withdrawal velocity (many
 * orders within a short window).
 */
export const RISK_PATTERNS = ['sharedDevice', 'sharedAddress', 'bonusThenWithdraw', 'depositVelocity', 'withdrawVelocity'] as const;
export const riskPattern = z.enum(RISK_PATTERNS);
export type RiskPattern = z.infer<typeof riskPattern>;

export const riskPatternFinding = z.object({
  pattern: riskPattern,
  /** The accounts it concerns: all those sharing the device or address, or the one player. */
  players: z.array(z.object({ playerId: z.number(), account: z.string() })),
  /** The shared device id or address (for the look-up); null for a player's own pattern. */
  value: z.nullable(z.string()),
  /** What was measured: a count of accounts, of bonus-then-withdrawals, of orders in the window. */
  figure: z.string(),
  threshold: z.string(),
  /** When it was last seen (the latest sighting, withdrawal or order it counts). */
  lastAt: z.string(),
});
export type RiskPatternFinding = z.infer<typeof riskPatternFinding>;

export const staffRiskPatterns = endpoint({
  id: 'staffRisk.patterns', onBreak: 'read', method: 'GET', path: '/v1/staff/risk/patterns', auth: 'staff', roles: RISK_ROLES, extension: true,
  query: z.object({ pattern: z.optional(riskPattern), ...pageFields(20, 100) }),
  response: paged(riskPatternFinding),
  summary: 'Risk: many accounts per device or address, bonus-then-withdraw, deposit and withdrawal velocity; each with what was measured, latest first',
});

export const LOOKUP_KINDS = ['device', 'address'] as const;
export const staffRiskLookup = endpoint({
  id: 'staffRisk.lookup', onBreak: 'read', method: 'GET', path: '/v1/staff/risk/lookup', auth: 'staff', roles: RISK_ROLES, extension: true,
  query: z.object({ kind: z.enum(LOOKUP_KINDS), value: z.string().check(z.trim(), z.minLength(1), z.maxLength(128)), ...pageFields(20, 100) }),
  response: paged(
    z.object({
      playerId: z.number(),
      account: z.string(),
      /** register or login: where the account was first seen with the value. */
      source: z.string(),
      firstSeen: z.string(),
      lastSeen: z.string(),
    }),
  ),
  summary: 'Risk: every account seen with a device id or a client address (at registration or login), latest first',
});

export const staffRiskApi = {
  harm: staffRiskHarm,
  interact: staffRiskInteract,
  interactions: staffRiskInteractions,
  linked: staffRiskLinked,
  withheld: staffRiskWithheld,
  decideWithheld: staffRiskDecideWithheld,
  patterns: staffRiskPatterns,
  lookup: staffRiskLookup,
} as const;
