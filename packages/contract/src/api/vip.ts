import * as z from 'zod/mini';
import { endpoint } from '../endpoint';
import { amountString, currencyCode, paged, pageFields, pageQuery } from './common';
import { gameTypeNumber } from './game-schemas';

/**
 * VIP calls (SPEC 3, 4, 6, 7, 9): the player's record, the level config,
 * points coupons, their movements and the points -> money exchange.
 *
 * Numbers: level ids are the level numbers 0..11 and 999 (special invite),
 * as packages/contract/src/rules/vip.ts expects. Totals and money are decimal
 * strings of the totals currency (NTD); points are whole numbers written as
 * strings ("1288"). Dates without a time (upgradeOn, keepUntil, levelSince)
 * are server days (+08:00) as YYYY-MM-DD; instants are ISO-8601 UTC.
 * VIP error codes are 041xxx (constants VIP_ERROR_CODES).
 */

/** A server day, YYYY-MM-DD. */
export const vipDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
/** Whole points as text, e.g. "500" (never negative in balances). */
export const pointsString = z.string().check(z.regex(/^\d{1,12}$/));
/** Signed whole points of a movement, e.g. "500" or "-300". */
export const signedPointsString = z.string().check(z.regex(/^-?\d{1,12}$/));
/** Points a player types: a whole number above zero, as text or a number; the server sees a number. */
export const pointsInput = z.pipe(
  z.union([z.string().check(z.regex(/^\d{1,9}$/)), z.number().check(z.int())]),
  z.pipe(
    z.transform((v: string | number) => Number(v)),
    z.number().check(z.gte(1), z.lte(999_999_999)),
  ),
);

export const VIP_COUPON_TYPES = ['levelUp', 'birthday', 'newYear', 'reward'] as const;
export type VipCouponType = (typeof VIP_COUPON_TYPES)[number];
export const VIP_COUPON_STATUSES = ['active', 'used', 'expired'] as const;
export type VipCouponStatus = (typeof VIP_COUPON_STATUSES)[number];
export const VIP_COUPON_MOVES = ['issued', 'exchanged', 'expired'] as const;
export type VipCouponMove = (typeof VIP_COUPON_MOVES)[number];

/**
 * GET /v1/user/vip. SPEC 3's six fields plus our extensions. `vipId` keeps
 * SPEC 3's numbering (VIP0 is 1: level + 1; 999 stays 999); use `level` for
 * the level number. limitRechargeTotal / limitBetTotal are the requirements
 * of `nextLevelId` (nextVipLevel's rule; at 11 or 999 the level's own).
 */
export const vipRecord = z.object({
  vipId: z.number().check(z.int()),
  vipName: z.string(),
  rechargeTotal: amountString,
  betTotal: amountString,
  limitRechargeTotal: amountString,
  limitBetTotal: amountString,
  /** parseVipLevel(vipName): 0..11 or 999. */
  level: z.number().check(z.int()),
  nextLevelId: z.nullable(z.number().check(z.int())),
  /** The day a pending upgrade takes effect (the day after the requirement was met), else null. */
  upgradeOn: z.nullable(vipDay),
  /** Retention of the current level in days (0: nothing to keep, levels 0 and 999). */
  retentionDays: z.number().check(z.int(), z.gte(0)),
  /** The last day the level is kept for sure; the retention check (rules.keep*) runs the day after. Null for levels 0 and 999. */
  keepUntil: z.nullable(vipDay),
  /** The day the current level (or its last retention) began; null for level 0 never changed. */
  levelSince: z.nullable(vipDay),
  /** Valid turnover and approved deposits of the retention window (VIP_RETENTION_RULE.periodDays up to now). */
  monthTurnover: amountString,
  monthDeposits: z.number().check(z.int(), z.gte(0)),
  /** Points of the active (unexpired) coupons. */
  points: pointsString,
  /** The currency of the totals and requirements (NTD; USDT amounts count at the rate in force). */
  totalsCurrency: z.string(),
});
export type VipRecord = z.infer<typeof vipRecord>;

/** What a level gives; '0' means the level does not have it (the grey form of SPEC 3's benefit). */
export const vipBenefits = z.object({
  /** Points of the birthday coupon (once a year, in the birthday month). */
  birthdayGift: pointsString,
  /** Points of the new-year coupon (once a year, in January). */
  festivalGift: pointsString,
  /** Points of the level-up coupon, on first reaching the level. */
  levelGift: pointsString,
  /** Points of the monthly red-envelope coupon (type reward), once a month. */
  redEnvelop: pointsString,
  /** Highest daily rebate rate of the level over the game types, percent ("0.80"). */
  gameRebate: z.string().check(z.regex(/^\d{1,2}\.\d{2}$/)),
  /** Daily withdrawals: count and amount (decimal string of the wallet currency). */
  withdrawLimit: z.object({ count: z.number().check(z.int()), amount: amountString }),
});
export type VipBenefits = z.infer<typeof vipBenefits>;

export const vipLevelConfig = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  rechargeTotal: amountString,
  betTotal: amountString,
  retentionDays: z.number().check(z.int(), z.gte(0)),
  benefits: vipBenefits,
});
export type VipLevelConfig = z.infer<typeof vipLevelConfig>;

/** `points` points exchange for `amount` of the currency (rounded down to the cent). */
export const vipPointRatio = z.object({ currency: z.string(), points: z.number().check(z.int(), z.positive()), amount: amountString });
export type VipPointRatio = z.infer<typeof vipPointRatio>;

/** SPEC 6 gates of a level: daily withdrawals and the deposit channels it may use. */
export const vipLimit = z.object({
  id: z.number().check(z.int()),
  dailyWithdrawCount: z.number().check(z.int()),
  dailyWithdrawAmount: amountString,
  /** Deposit channel codes open at this level (GET /v1/fund/recharge/channels). */
  depositChannels: z.array(z.string()),
});
export type VipLimit = z.infer<typeof vipLimit>;

/** Daily rebate rate (percent, "0.80") of a level (vipId = level id) for a game type. */
export const vipGameRebate = z.object({ vipId: z.number().check(z.int()), gameType: gameTypeNumber, rate: z.string().check(z.regex(/^\d{1,2}\.\d{2}$/)) });
export type VipGameRebate = z.infer<typeof vipGameRebate>;

/** The rules the page states, with the numbers the server applies (constants VIP_RETENTION_RULE). */
export const vipRules = z.object({
  /** An upgrade takes effect this many days after the requirement is met (SPEC 4: 1). */
  upgradeDelayDays: z.number(),
  /**
   * Retention: when a level's retentionDays have run out, the level is kept
   * for another retention period if, over the last keepPeriodDays days, the
   * valid turnover reached keepTurnover with at least keepMinDeposits approved
   * deposits; otherwise it drops by dropLevels (levels 0 and 999 never drop).
   */
  keepPeriodDays: z.number(),
  keepTurnover: amountString,
  keepMinDeposits: z.number(),
  dropLevels: z.number(),
  /** After a drop, the totals count again from the day of the drop. */
  totalsRestartOnDrop: z.boolean(),
  /** Highest rebate rate (percent) and no cap on the amount (SPEC 9). */
  rebateMaxPercent: z.string(),
  rebateCapped: z.boolean(),
  /** Coupons expire this many days after they are issued. */
  couponValidDays: z.number(),
  totalsCurrency: z.string(),
});
export type VipRules = z.infer<typeof vipRules>;

export const vipConfig = z.object({
  vipLevels: z.array(vipLevelConfig),
  vipPointRatios: z.array(vipPointRatio),
  vipLimits: z.array(vipLimit),
  gameRebates: z.array(vipGameRebate),
  rules: vipRules,
});
export type VipConfig = z.infer<typeof vipConfig>;

export const vipCoupon = z.object({
  id: z.number().check(z.int()),
  type: z.enum(VIP_COUPON_TYPES),
  /** In the requested language. */
  title: z.string(),
  /** Points left on the coupon. */
  points: pointsString,
  originalPoints: pointsString,
  issuedAt: z.string(),
  expiresAt: z.string(),
  /** An active coupon past expiresAt reads as expired. */
  status: z.enum(VIP_COUPON_STATUSES),
  /** Where the coupon came from and how it is used, in the requested language. */
  detail: z.string(),
});
export type VipCoupon = z.infer<typeof vipCoupon>;

export const vipCouponRecord = z.object({
  id: z.number().check(z.int()),
  kind: z.enum(VIP_COUPON_MOVES),
  /** The coupon issued or expired; null for an exchange (it may use several coupons). */
  couponId: z.nullable(z.number().check(z.int())),
  couponType: z.nullable(z.enum(VIP_COUPON_TYPES)),
  title: z.string(),
  /** + issued, - exchanged or expired. */
  points: signedPointsString,
  /** Money credited by an exchange, else null. */
  amount: z.nullable(amountString),
  currency: z.nullable(z.string()),
  createdAt: z.string(),
});
export type VipCouponRecord = z.infer<typeof vipCouponRecord>;

export const vipExchangeInfo = z.object({
  currency: z.string(),
  /** Points of the active coupons. */
  points: pointsString,
  ratio: z.object({ points: z.number(), amount: amountString }),
  /** What all the points would give. */
  maxAmount: amountString,
  /** The fewest points that give at least one cent. */
  minPoints: z.number(),
});
export type VipExchangeInfo = z.infer<typeof vipExchangeInfo>;

export const vipExchangeResult = z.object({
  currency: z.string(),
  /** Points exchanged. */
  points: pointsString,
  /** Credited to the main wallet. */
  amount: amountString,
  /** Main-wallet balance after. */
  balance: amountString,
  remainingPoints: pointsString,
});
export type VipExchangeResult = z.infer<typeof vipExchangeResult>;

const currencyQuery = z.object({ currency: currencyCode });

export const vipRecordCall = endpoint({
  id: 'vip.record',
  onBreak: 'read',
  method: 'GET',
  path: '/v1/user/vip',
  auth: true,
  response: vipRecord,
  summary: "The player's VIP record (SPEC 3; default vipId 1, VIP0, totals 0) with the next level, a pending upgrade day, retention and points",
});

export const vipConfigCall = endpoint({
  id: 'vip.config',
  onBreak: 'read',
  method: 'GET',
  path: '/v1/user/vip/config',
  auth: true,
  response: vipConfig,
  summary:
    'VIP config: ALL levels 0..11 and 999 whatever the brand (the client lists them with filterVisibleVipLevels: 10 or 11 by brand, all for a 999 player), point ratios, SPEC 6 limits, rebate rates by level and game type, and the rules with their numbers',
});

export const vipCoupons = endpoint({
  id: 'vip.coupons',
  onBreak: 'read',
  method: 'GET',
  path: '/v1/user/vip/coupons',
  auth: true,
  query: z.object({ ...pageFields(20, 100), status: z.optional(z.enum(VIP_COUPON_STATUSES)) }),
  response: paged(vipCoupon),
  summary: "The player's points coupons (level-up, birthday, new year, reward): active first by expiry, then the others newest first",
});

export const vipCouponRecords = endpoint({
  id: 'vip.couponRecords',
  onBreak: 'read',
  method: 'GET',
  path: '/v1/user/vip/coupon-records',
  auth: true,
  query: pageQuery(20, 100),
  response: paged(vipCouponRecord),
  summary: 'Coupon movements, newest first: issued (+points), exchanged (-points, with the amount credited), expired (-points left)',
});

export const vipExchangeInfoCall = endpoint({
  id: 'vip.exchangeInfo',
  onBreak: 'read',
  method: 'GET',
  path: '/v1/user/vip/coupon-exchange',
  auth: true,
  query: currencyQuery,
  response: vipExchangeInfo,
  summary: 'Points available to exchange into the currency, its ratio, the most it gives and the fewest points worth a cent (041004 when the currency has no ratio)',
});

export const vipExchange = endpoint({
  id: 'vip.exchange',
  onBreak: { refused: 'vipExchange' },
  method: 'PUT',
  path: '/v1/user/vip/coupon-exchange',
  auth: true,
  idempotent: true,
  query: currencyQuery,
  body: z.object({ points: pointsInput }),
  response: vipExchangeResult,
  summary:
    'Exchanges points for money into the main wallet (ledger kind couponExchange, a bonus in the passbook), using coupons that expire first; more than available 041001, worth less than a cent 041003, no ratio 041004, a failure 041002. Idempotency-Key: a repeat returns the first result',
});

/** Every VIP call; apps import the single endpoints so unused ones are tree-shaken. */
export const vipApi = {
  record: vipRecordCall,
  config: vipConfigCall,
  coupons: vipCoupons,
  couponRecords: vipCouponRecords,
  exchangeInfo: vipExchangeInfoCall,
  exchange: vipExchange,
} as const;
