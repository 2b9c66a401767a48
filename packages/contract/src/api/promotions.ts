import * as z from 'zod/mini';
import { FIRST_DEPOSIT_BONUS_MAX, NEW_MEMBER_BONUS_MAX, NOVICE_DAYS } from '../constants';
import { endpoint } from '../endpoint';
import { amountString, paged, pageQuery } from './common';

/**
 * The two promotions that move money (SPEC 7, 9; docs/decisions.md "Promotions"):
 *
 * First recharge: a player joins once, before any successful deposit and
 * before any bet (a player with a bet is refused: 您已投注，不符合條件). At the
 * approval of the player's first successful deposit, if it is in NTD, a bonus
 * of a percentage of it is credited (ledger kind bonus): new members (joined
 * within NOVICE_DAYS of registering) 100 % up to 888, others 20 % up to 1,000.
 * A first deposit in another currency ends the promotion without a bonus.
 *
 * Invite friends: every player has a stable invite code; a friend who
 * registers with it and then has a successful NTD deposit of at least 1,000
 * qualifies, and the inviter is credited 100 (bonus) once per friend.
 *
 * Error codes 0610xx (PROMOTION_ERROR_CODES); amounts are decimal strings, times ISO-8601 UTC.
 */

export const FIRST_RECHARGE_RULE = {
  currency: 'NTD',
  standard: { percent: 20, max: FIRST_DEPOSIT_BONUS_MAX },
  newMember: { percent: 100, max: NEW_MEMBER_BONUS_MAX },
  /** A player who joins within this many days of registering is a new member (SPEC 3 isNovice). */
  newMemberDays: NOVICE_DAYS,
} as const;

export const INVITE_RULE = {
  currency: 'NTD',
  /** A friend qualifies with a successful deposit of at least this much (major units). */
  minDeposit: 1000,
  /** What the inviter receives per qualifying friend (major units), once. */
  reward: 100,
} as const;

export { PROMOTION_ERROR_CODES } from '../codes/promotions';

export const FIRST_RECHARGE_STATUSES = ['notJoined', 'joined', 'credited', 'ended'] as const;
export type FirstRechargeStatus = (typeof FIRST_RECHARGE_STATUSES)[number];
export const FIRST_RECHARGE_TIERS = ['standard', 'newMember'] as const;
export type FirstRechargeTier = (typeof FIRST_RECHARGE_TIERS)[number];

/**
 * Why a join would be refused now (issue 19): the same rule the join endpoint applies, so the card
 * says why instead of offering 立即參與 that fails after the click. alreadyJoined 061052, hasBet 061051
 * (您已投注，不符合條件), hasDeposit 061053, linked 061070 (an account linked to one that had the bonus).
 */
export const FIRST_RECHARGE_REFUSALS = ['alreadyJoined', 'hasBet', 'hasDeposit', 'linked'] as const;
export type FirstRechargeRefusal = (typeof FIRST_RECHARGE_REFUSALS)[number];

const ruleTier = z.object({ percent: z.number(), max: amountString });

/** The rules with the numbers the server applies, for the card's text. */
export const firstRechargeRules = z.object({
  currency: z.string(),
  standard: ruleTier,
  newMember: ruleTier,
  newMemberDays: z.number(),
  /** The bonus must be wagered this many times before a withdrawal (issue 17). */
  wageringMultiple: z.number(),
});

export const firstRechargeState = z.object({
  /** notJoined; joined (waiting for the first deposit); credited (bonus paid); ended (first deposit not in NTD: no bonus). */
  status: z.enum(FIRST_RECHARGE_STATUSES),
  tier: z.nullable(z.enum(FIRST_RECHARGE_TIERS)),
  joinedAt: z.nullable(z.string()),
  /** The first successful deposit and the bonus it gave (credited only). */
  depositAmount: z.nullable(amountString),
  bonus: z.nullable(amountString),
  creditedAt: z.nullable(z.string()),
  /** Whether a join now would be accepted, and if not, why (the join endpoint's own rule). */
  eligible: z.boolean(),
  ineligibleReason: z.nullable(z.enum(FIRST_RECHARGE_REFUSALS)),
  rules: firstRechargeRules,
});
export type FirstRechargeState = z.infer<typeof firstRechargeState>;

export const firstRechargeStateCall = endpoint({
  id: 'promotions.firstRechargeState',
  onBreak: 'read',
  method: 'GET',
  path: '/v1/activity/first-recharge/state',
  auth: true,
  response: firstRechargeState,
  summary: "The player's first-recharge promotion: not joined, joined, credited with the bonus, or ended; and its rules",
});

export const firstRechargeJoin = endpoint({
  id: 'promotions.firstRechargeJoin',
  onBreak: { refused: 'promotionJoin' },
  method: 'POST',
  path: '/v1/activity/first-recharge/join',
  auth: true,
  body: z.object({ platform: z.enum(['pc', 'h5', 'app']) }),
  response: firstRechargeState,
  summary:
    'Joins the first-recharge promotion (once; moves no money). Refused: a player with a bet 061051 (您已投注，不符合條件), already joined 061052, a successful deposit already 061053; any other failure 061050 (參與失敗)',
});

/** wageringMultiple: each reward must be wagered this many times before a withdrawal (issue 17). */
export const inviteRules = z.object({ currency: z.string(), minDeposit: amountString, reward: amountString, wageringMultiple: z.number() });

export const inviteSummary = z.object({
  /** The player's own invite code (stable; made on first use). */
  inviteCode: z.string(),
  /** Friends registered with the code, and how many of them qualified. */
  friends: z.number().check(z.int(), z.gte(0)),
  qualified: z.number().check(z.int(), z.gte(0)),
  /** Rewards credited so far. */
  rewardTotal: amountString,
  rules: inviteRules,
});
export type InviteSummary = z.infer<typeof inviteSummary>;

export const inviteFriend = z.object({
  /** Masked account name, e.g. ab***9. */
  account: z.string(),
  registeredAt: z.string(),
  qualified: z.boolean(),
  qualifiedAt: z.nullable(z.string()),
  /** The reward this friend earned the inviter, else null. */
  reward: z.nullable(amountString),
});
export type InviteFriend = z.infer<typeof inviteFriend>;

export const inviteSummaryCall = endpoint({
  id: 'promotions.inviteSummary',
  onBreak: 'read',
  method: 'GET',
  path: '/v1/activity/invite/summary',
  extension: true,
  auth: true,
  response: inviteSummary,
  summary: "The player's invite code (made on first use), friend counts, rewards credited and the rules",
});

export const inviteFriendsCall = endpoint({
  id: 'promotions.inviteFriends',
  onBreak: 'read',
  method: 'GET',
  path: '/v1/activity/invite/friends',
  extension: true,
  auth: true,
  query: pageQuery(10, 50),
  response: paged(inviteFriend),
  summary: 'Friends who registered with the player\'s invite code, newest first: masked account, registration time, qualified or not and the reward',
});

/** Every promotion call; apps import the single endpoints so unused ones are tree-shaken. */
export const promotionsApi = {
  firstRechargeState: firstRechargeStateCall,
  firstRechargeJoin,
  inviteSummary: inviteSummaryCall,
  inviteFriends: inviteFriendsCall,
} as const;
