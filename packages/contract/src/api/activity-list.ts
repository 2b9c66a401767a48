import * as z from 'zod/mini';
import { endpoint } from '../endpoint';
import { amountString, apiLanguageField, currencyCode, pageFields, paged, queryBool } from './common';

/**
 * Promotions of SPEC 7 "Messages and activities": categories, the list, the
 * recommended ones and the player's unclaimed rewards. Kept apart from
 * activity.ts, which loads with the home page (its float call): these schemas
 * use common.ts and belong to the lazy promotions page only.
 *
 * Links (SPEC 2 "Activity link opening"): pcLink, aiLink, actionLink and
 * h5Link are '' or one of: an absolute http(s) url; 'sports' or 'shop' (the
 * special values); 'theme/<name>' (a theme activity); 'detail/<code>' (an
 * activity page of ours, opened in the entry screen); a path of the site.
 * The web app's openActivity decides the target. Times are ISO-8601 UTC.
 * Activity error codes are 061001-061049.
 */

/** Category 1 is every activity (SPEC 7: categoryId 1). */
export const ACTIVITY_CATEGORY_ALL = 1;

/** Where our own activity pages are served (the entry screen frames only these). */
export const ACTIVITY_PAGES_PREFIX = '/activity-pages/';

export const activityCategory = z.object({
  id: z.number(),
  name: z.string(),
  sort: z.number(),
  /** A recharge or withdrawal promotion category (hidden when isShowRechargeAndWithdraw is false). */
  isRechargeAndWithdraw: z.boolean(),
});
export type ActivityCategory = z.infer<typeof activityCategory>;

export const activityItem = z.object({
  id: z.number(),
  code: z.string(),
  categoryId: z.number(),
  title: z.string(),
  summary: z.string(),
  /** A picture on our server, in the language asked. */
  image: z.string(),
  pcLink: z.string(),
  aiLink: z.string(),
  actionLink: z.string(),
  h5Link: z.string(),
  isNeedLogin: z.boolean(),
  isRecommend: z.boolean(),
  /** The promotion's own period (shown on the card); null end: until further notice. */
  startTime: z.string(),
  endTime: z.nullable(z.string()),
  /** The window the card is listed in (the list holds only activities whose window includes now). */
  displayStartTime: z.string(),
  displayEndTime: z.string(),
});
export type ActivityItem = z.infer<typeof activityItem>;

export const activityCategoryList = endpoint({
  id: 'activity.category',
  onBreak: 'read',
  method: 'GET',
  path: '/v1/activity/category',
  query: z.object({
    language: z.optional(apiLanguageField),
    currency: z.optional(currencyCode),
    isShowRechargeAndWithdraw: z._default(queryBool, true),
  }),
  response: z.array(activityCategory),
  summary: 'Promotion categories with something to show in the currency; category 1 (all) first; recharge/withdraw ones only when asked',
});

export const activityList = endpoint({
  id: 'activity.list',
  onBreak: 'read',
  method: 'POST',
  path: '/v2/activity/list',
  query: z.object({ language: z.optional(apiLanguageField), currency: z.optional(currencyCode) }),
  body: z.object({
    categoryId: z._default(z.number().check(z.int(), z.gte(1), z.lte(1_000_000)), ACTIVITY_CATEGORY_ALL),
    frontendType: z.optional(z.union([z.literal(1), z.literal(2)])),
    ...pageFields(20, 50),
  }),
  response: paged(activityItem),
  summary: 'Promotions of a category (1 = all) displayed now, in the language and currency, for the frontend type; paged',
});

export const activityRecommendList = endpoint({
  id: 'activity.recommend',
  onBreak: 'read',
  method: 'GET',
  path: '/v1/activity/recommend/list',
  query: z.object({ language: z.optional(apiLanguageField), currency: z.optional(currencyCode), frontendType: z.optional(z.enum(['1', '2'])) }),
  response: z.array(activityItem),
  summary: 'Recommended promotions displayed now',
});

export const ACTIVITY_REWARD_STATES = ['unclaimed', 'claimed', 'expired'] as const;
export type ActivityRewardState = (typeof ACTIVITY_REWARD_STATES)[number];

export const activityReward = z.object({
  id: z.number(),
  activityCode: z.string(),
  activityTitle: z.string(),
  amount: amountString,
  currency: z.string(),
  state: z.enum(ACTIVITY_REWARD_STATES),
  earnedAt: z.string(),
  /** The last moment it can be claimed; null: no limit. */
  expiresAt: z.nullable(z.string()),
  /** Claimed, it must be wagered this many times (the promotion's own multiple or the default; issue 17)... */
  wageringMultiple: z.number(),
  /** ...that is this much valid turnover before a withdrawal. */
  wageringRequired: amountString,
});
export type ActivityReward = z.infer<typeof activityReward>;

export const activityUnclaimedRewards = endpoint({
  id: 'activity.rewardUnclaimed',
  onBreak: 'read',
  method: 'GET',
  path: '/v1/activity/reward/unclaimed/list',
  query: z.object({ language: z.optional(apiLanguageField) }),
  response: z.array(activityReward),
  auth: true,
  summary: 'Rewards the player has earned from promotions and not claimed yet (not expired), newest first',
});

export const activityRewardClaim = endpoint({
  id: 'activity.rewardClaim',
  onBreak: { refused: 'rewardClaim' },
  method: 'POST',
  path: '/v1/activity/reward/{id}/claim',
  query: z.object({ language: z.optional(apiLanguageField) }),
  response: z.object({ reward: activityReward, balance: amountString }),
  auth: true,
  idempotent: true,
  extension: true,
  summary: 'Claims an unclaimed reward: its amount goes to the main wallet as a bonus ledger entry; a repeat with the same Idempotency-Key returns the first result',
});

/** Every promotions call (the server registers them; apps import the single endpoints). */
export const activityListApi = {
  category: activityCategoryList,
  list: activityList,
  recommend: activityRecommendList,
  rewardUnclaimed: activityUnclaimedRewards,
  rewardClaim: activityRewardClaim,
} as const;
