import * as z from 'zod/mini';
import { endpoint } from '../endpoint';
import type { StaffRole } from '../staff-roles';
import { amountString, queryInt } from './common';

/**
 * The VIP configuration in the back office (issue 38, part 2): each level's thresholds (deposits and turnover
 * to reach it, days it is kept), benefits (coupon points, daily withdrawals) and rebate rates by game type,
 * changed with the server day (+08:00) the change takes effect. One configuration serves every brand (SPEC 6:
 * a brand lists fewer levels, never other figures). A change for today applies at once; one for a later day
 * waits (today's figures and players' pages are unchanged) and the daily VIP job applies it on its day, after
 * paying the rebate of the day before at that day's rates. A waiting change can be cancelled. Each audited.
 *
 * Roles: marketing (the VIP programme is its lever) and admin.
 */
export const VIP_CONFIG_ROLES = ['marketing', 'admin'] as const satisfies readonly StaffRole[];

/** A percent with up to 2 decimals, at most REBATE_MAX_PERCENT (1.50). */
const rebatePercent = z.string().check(
  z.regex(/^\d(\.\d{1,2})?$/),
  z.refine((v) => Number(v) <= 1.5, 'a rebate is at most 1.50 %'),
);
const points = z.number().check(z.int(), z.gte(0), z.lte(1_000_000));
const wholeAmount = z.string().check(z.regex(/^\d{1,12}(\.\d{1,2})?$/));

/** A level's figures as a member sets them (amounts in NTD, decimal strings). */
export const vipLevelFiguresInput = z.object({
  rechargeTotal: wholeAmount,
  betTotal: wholeAmount,
  retentionDays: z.number().check(z.int(), z.gte(0), z.lte(3650)),
  birthdayGift: points,
  festivalGift: points,
  levelGift: points,
  redEnvelop: points,
  withdrawCount: z.number().check(z.int(), z.gte(0), z.lte(1000)),
  withdrawAmount: wholeAmount,
  /** The rate of each game type (a type left out keeps its rate). */
  rebates: z.array(z.object({ gameType: queryInt(1, 7), rate: rebatePercent })).check(z.maxLength(7)),
});
export type VipLevelFiguresInput = z.infer<typeof vipLevelFiguresInput>;

export const vipLevelFigures = z.object({
  rechargeTotal: amountString,
  betTotal: amountString,
  retentionDays: z.number(),
  birthdayGift: z.number(),
  festivalGift: z.number(),
  levelGift: z.number(),
  redEnvelop: z.number(),
  withdrawCount: z.number(),
  withdrawAmount: amountString,
  rebates: z.array(z.object({ gameType: z.number(), rate: z.string() })),
});
export type VipLevelFigures = z.infer<typeof vipLevelFigures>;

export const VIP_CHANGE_STATUSES = ['pending', 'applied', 'cancelled'] as const;

export const vipLevelChange = z.object({
  id: z.number(),
  level: z.number(),
  levelName: z.string(),
  effectiveDay: z.string(),
  figures: vipLevelFigures,
  status: z.enum(VIP_CHANGE_STATUSES),
  staff: z.nullable(z.string()),
  createdAt: z.string(),
  decidedAt: z.nullable(z.string()),
});
export type VipLevelChange = z.infer<typeof vipLevelChange>;

export const staffVipConfig = endpoint({
  id: 'staffVip.config', onBreak: 'read', method: 'GET', path: '/v1/staff/vip/config', auth: 'staff', roles: VIP_CONFIG_ROLES, extension: true,
  response: z.object({
    /** Today, the server day (+08:00): a change for it applies at once. */
    today: z.string(),
    /** The game types a rebate rate is set for, with their names in the member's language. */
    gameTypes: z.array(z.object({ gameType: z.number(), name: z.string() })),
    /** The figures in force today, by level (0..11, 999). */
    levels: z.array(z.extend(vipLevelFigures, { level: z.number(), name: z.string() })),
    /** Changes waiting for their day, soonest first, and the last 20 applied or cancelled. */
    changes: z.array(vipLevelChange),
  }),
  summary: 'VIP configuration: the figures of each level in force today (thresholds, benefits, rebate rates by game type) and the changes waiting for their day',
});

export const staffVipChangeLevel = endpoint({
  id: 'staffVip.changeLevel', onBreak: 'allowed', method: 'POST', path: '/v1/staff/vip/levels/{level}', auth: 'staff', roles: VIP_CONFIG_ROLES, extension: true,
  body: z.object({
    /** YYYY-MM-DD (+08:00), today or later. */
    effectiveDay: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
    figures: vipLevelFiguresInput,
  }),
  response: vipLevelChange,
  summary: "VIP configuration: sets a level's figures from a day on (today: at once; later: waiting for that day); audited. 081104 no such level, 081105 day before today, 081107 thresholds below the level under it or above the one over it",
});

export const staffVipCancelChange = endpoint({
  id: 'staffVip.cancelChange', onBreak: 'allowed', method: 'POST', path: '/v1/staff/vip/changes/{id}/cancel', auth: 'staff', roles: VIP_CONFIG_ROLES, extension: true,
  response: vipLevelChange,
  summary: 'VIP configuration: cancels a change still waiting for its day; audited. 081106 no such waiting change',
});

export const staffVipConfigApi = {
  config: staffVipConfig,
  changeLevel: staffVipChangeLevel,
  cancelChange: staffVipCancelChange,
} as const;
