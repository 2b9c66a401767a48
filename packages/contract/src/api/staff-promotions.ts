import * as z from 'zod/mini';
import { BRAND_IDS } from '../brands';
import { endpoint } from '../endpoint';
import type { StaffRole } from '../staff-roles';
import { amountString, currencyCode, isoDateTimeInput, pageFields, paged, positiveAmountInput, rowIdInput } from './common';
import { CONTENT_STATES } from './staff-content';

/**
 * Promotions in the back office (issue 38, marketing): create, edit, schedule and end a promotion (the player
 * site's activity list and pages read the same rows, so they follow at once); its kind, who is eligible, its
 * reward, its wagering multiple (every bonus is wagered: at least 1x), a budget cap with what is used, and how
 * many rewards one player may earn. A reward is granted to an eligible player within the cap and the limit; the
 * player claims it (credited through the ledger, its wagering opened at the multiple). What players joined,
 * claimed and what it cost are read from the rewards and the ledger.
 */
export const PROMOTION_ROLES = ['marketing', 'admin'] as const satisfies readonly StaffRole[];

/**
 * deposit: a first-deposit bonus; reload: a bonus on later deposits; cashback: a share of losses; free: a bonus
 * without a deposit; custom: rules of its own (the site's first-recharge and invite promotions, made before issue 38).
 */
export const PROMOTION_KINDS = ['deposit', 'reload', 'cashback', 'free', 'custom'] as const;
export const promotionKind = z.enum(PROMOTION_KINDS);
export type PromotionKind = z.infer<typeof promotionKind>;

/** The largest wagering multiple a promotion may set. */
export const MAX_WAGERING_MULTIPLE = 100;

export const promotionEligibility = z.object({
  /** Currencies offered (empty: every currency). */
  currencies: z.array(currencyCode).check(z.maxLength(8)),
  /** The lowest VIP level that may take part (0: everyone). */
  minVipLevel: z.number().check(z.int(), z.gte(0), z.lte(11)),
  /** Only players registered within this many days (null: any). */
  registeredWithinDays: z.nullable(z.number().check(z.int(), z.gte(1), z.lte(3650))),
  /** Only this frontend type (null: both). */
  frontendType: z.nullable(z.union([z.literal(1), z.literal(2)])),
});
export type PromotionEligibility = z.infer<typeof promotionEligibility>;

/** A fixed amount, or a percentage of the basis (the deposit, or the loss for cashback) up to a most. */
export const promotionReward = z.discriminatedUnion('type', [
  z.object({ type: z.literal('fixed'), amount: positiveAmountInput }),
  z.object({ type: z.literal('percent'), percent: z.number().check(z.int(), z.gte(1), z.lte(500)), max: positiveAmountInput }),
]);
export type PromotionReward = z.infer<typeof promotionReward>;
/** The reward as answered: a promotion made before issue 38 (by the seed or an ops command) has none of its own ('0.00'). */
export const promotionRewardView = z.discriminatedUnion('type', [
  z.object({ type: z.literal('fixed'), amount: amountString }),
  z.object({ type: z.literal('percent'), percent: z.number(), max: amountString }),
]);

const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const texts = <T extends z.ZodMiniType>(t: T) => z.object({ TW: t, EN: t, TH: t });

export const promotionInput = z.object({
  brand: z.enum(BRAND_IDS),
  /** The promotion's address on the player site (/activity-pages/<code>): lower-case letters, digits, dashes. */
  code: z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{1,47}$/)),
  categoryId: rowIdInput,
  kind: promotionKind,
  titles: texts(text(120)),
  summaries: texts(text(300)),
  /** Operator HTML, sanitised when served. */
  bodies: texts(z.string().check(z.maxLength(20_000))),
  eligibility: promotionEligibility,
  reward: promotionReward,
  wageringMultiple: z.number().check(z.int(), z.gte(1), z.lte(MAX_WAGERING_MULTIPLE)),
  budgetCap: z.nullable(positiveAmountInput),
  perPlayerLimit: z.nullable(z.number().check(z.int(), z.gte(1), z.lte(1000))),
  recommend: z.boolean(),
  enabled: z.boolean(),
  sort: z.number().check(z.int(), z.gte(0), z.lte(9999)),
  /** Shown on the player site and open from `startTime` until before `endTime`. */
  startTime: isoDateTimeInput,
  endTime: isoDateTimeInput,
});
export type PromotionInput = z.infer<typeof promotionInput>;

export const promotionUsage = z.object({
  /** Players who earned at least one reward. */
  joined: z.number(),
  /** Players who claimed at least one. */
  claimed: z.number(),
  rewards: z.number(),
  /** NTD granted (claimed or not): what counts against the cap. */
  budgetUsed: amountString,
  /** NTD credited to players, from the ledger's bonus entries. */
  cost: amountString,
});
export type PromotionUsage = z.infer<typeof promotionUsage>;

export const staffPromotion = z.object({
  id: z.number(),
  brand: z.enum(BRAND_IDS),
  code: z.string(),
  categoryId: z.number(),
  kind: promotionKind,
  titles: texts(z.string()),
  summaries: texts(z.string()),
  bodies: texts(z.string()),
  eligibility: promotionEligibility,
  reward: promotionRewardView,
  wageringMultiple: z.number(),
  budgetCap: z.nullable(amountString),
  perPlayerLimit: z.nullable(z.number()),
  recommend: z.boolean(),
  enabled: z.boolean(),
  sort: z.number(),
  startTime: z.string(),
  endTime: z.string(),
  endedAt: z.nullable(z.string()),
  state: z.enum(CONTENT_STATES),
  usage: promotionUsage,
});
export type StaffPromotion = z.infer<typeof staffPromotion>;

const idPath = '/v1/staff/promotions/{id}';

export const staffPromotionList = endpoint({
  id: 'staffPromotions.list', onBreak: 'read', method: 'GET', path: '/v1/staff/promotions', auth: 'staff', roles: PROMOTION_ROLES, extension: true,
  query: z.object({ brand: z.optional(z.enum(BRAND_IDS)), state: z.optional(z.enum(CONTENT_STATES)), ...pageFields(20, 100) }),
  response: paged(staffPromotion),
  summary: 'Promotions: by brand and state, newest start first, each with who joined, claimed, the budget used and its cost from the ledger',
});

export const staffPromotionCategories = endpoint({
  id: 'staffPromotions.categories', onBreak: 'read', method: 'GET', path: '/v1/staff/promotions/categories', auth: 'staff', roles: PROMOTION_ROLES, extension: true,
  query: z.object({ brand: z.enum(BRAND_IDS) }),
  response: z.array(z.object({ id: z.number(), names: texts(z.string()), isRechargeAndWithdraw: z.boolean() })),
  summary: "Promotions: the brand's categories a promotion is listed under",
});

export const staffPromotionCreate = endpoint({
  id: 'staffPromotions.create', onBreak: 'allowed', method: 'POST', path: '/v1/staff/promotions', auth: 'staff', roles: PROMOTION_ROLES, extension: true,
  body: promotionInput, response: staffPromotion,
  summary: 'Promotions: creates one (audited; the player site lists it in its window at once). 081084 code taken, 081081 end not after start',
});

export const staffPromotionUpdate = endpoint({
  id: 'staffPromotions.update', onBreak: 'allowed', method: 'PUT', path: idPath, auth: 'staff', roles: PROMOTION_ROLES, extension: true,
  body: promotionInput, response: staffPromotion,
  summary: 'Promotions: changes one (audited with before and after; rewards already earned keep their multiple). 081083 unknown, 081084, 081085 ended, 081088 cap below used',
});

export const staffPromotionEnd = endpoint({
  id: 'staffPromotions.end', onBreak: 'allowed', method: 'POST', path: `${idPath}/end`, auth: 'staff', roles: PROMOTION_ROLES, extension: true,
  body: z.object({ reason: z.string().check(z.trim(), z.minLength(2), z.maxLength(500)) }),
  response: staffPromotion,
  summary: 'Promotions: ends one now (its window closes; the player site stops listing it; audited with the reason). 081083, 081085 already ended',
});

export const promotionPlayer = z.object({
  playerId: z.number(),
  account: z.string(),
  rewards: z.number(),
  granted: amountString,
  claimed: amountString,
  lastAt: z.string(),
});
export type PromotionPlayer = z.infer<typeof promotionPlayer>;

export const staffPromotionPlayers = endpoint({
  id: 'staffPromotions.players', onBreak: 'read', method: 'GET', path: `${idPath}/players`, auth: 'staff', roles: PROMOTION_ROLES, extension: true,
  query: z.object({ ...pageFields(20, 100) }),
  response: paged(promotionPlayer),
  summary: 'Promotions: the players who joined (earned a reward), what each was granted and claimed, latest first. 081083',
});

export const staffPromotionGrant = endpoint({
  id: 'staffPromotions.grant', onBreak: 'allowed', method: 'POST', path: `${idPath}/grant`, auth: 'staff', roles: PROMOTION_ROLES, extension: true,
  body: z.object({
    playerId: rowIdInput,
    /** The deposit or loss a percentage reward is taken of (required for one; ignored for a fixed one). */
    basis: z.optional(positiveAmountInput),
    reason: z.string().check(z.trim(), z.minLength(2), z.maxLength(500)),
  }),
  response: z.object({ rewardId: z.number(), amount: amountString, wageringMultiple: z.number(), usage: promotionUsage }),
  summary: "Promotions: grants an eligible player the promotion's reward (unclaimed until the player claims it; audited). 081083, 081085 not open, 081089 not eligible, 081087 per-player limit, 081086 over the cap",
});

export const staffPromotionsApi = {
  list: staffPromotionList,
  categories: staffPromotionCategories,
  create: staffPromotionCreate,
  update: staffPromotionUpdate,
  end: staffPromotionEnd,
  players: staffPromotionPlayers,
  grant: staffPromotionGrant,
} as const;
