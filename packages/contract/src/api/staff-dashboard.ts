import * as z from 'zod/mini';
import { endpoint } from '../endpoint';
import { staffQueueCounts } from './staff-queues';

/**
 * The back office's dashboard (issue 37): per brand, today and this month (Asia/Taipei calendar periods), the
 * money figures from the ledger (per currency, decimal strings of the wallet's currency; game wallets' points
 * counted in the currency) and the players' counts, with each queue's length and oldest item. Every member may
 * read it (no `roles`).
 *
 * - deposits: approved deposits credited ('deposit' entries);
 * - withdrawals: what withdrawals took from balances: holds less the holds returned when refused or cancelled
 *   ('withdrawHold' + 'withdrawRefund', fees apart);
 * - stakes and payouts: 'bet' and 'payout' entries of the game wallets; grossGamingRevenue = stakes - payouts;
 * - bonusCost: promotion and operator bonuses, rebates and points coupons paid ('bonus', 'rebate', 'couponExchange');
 * - newRegistrations: players who registered (agents' own accounts apart); firstDepositors: players whose first
 *   deposit ever was credited in the period; activePlayers: players with at least one stake in the period.
 */

export const dashboardMoney = z.object({
  currency: z.string(),
  deposits: z.string(),
  withdrawals: z.string(),
  stakes: z.string(),
  payouts: z.string(),
  grossGamingRevenue: z.string(),
  bonusCost: z.string(),
});
export type DashboardMoney = z.infer<typeof dashboardMoney>;

export const dashboardPeriod = z.object({
  /** 'YYYY-MM-DD' (today) or 'YYYY-MM' (this month), Asia/Taipei. */
  label: z.string(),
  /** The period's bounds in UTC: from its first instant to the next period's. */
  from: z.string(),
  to: z.string(),
  /** One row per currency of the site, zeros included. */
  money: z.array(dashboardMoney),
  newRegistrations: z.number(),
  firstDepositors: z.number(),
  activePlayers: z.number(),
});
export type DashboardPeriod = z.infer<typeof dashboardPeriod>;

export const dashboardBrand = z.object({
  brand: z.string(),
  today: dashboardPeriod,
  month: dashboardPeriod,
  queues: staffQueueCounts,
});
export type DashboardBrand = z.infer<typeof dashboardBrand>;

export const staffDashboard = endpoint({
  id: 'staff.dashboard',
  onBreak: 'read',
  method: 'GET',
  path: '/v1/staff/dashboard',
  auth: 'staff',
  extension: true,
  response: z.object({
    /** When the figures were read. */
    at: z.string(),
    timeZone: z.string(),
    /** One per brand this database serves (a server serves one brand: BRAND). */
    brands: z.array(dashboardBrand),
  }),
  summary: "Every member: per brand, today and this month (Asia/Taipei): deposits, withdrawals, stakes, payouts, GGR, bonus cost (ledger, per currency), registrations, first depositors, active players, and each queue's length and oldest item",
});

export const staffDashboardApi = { dashboard: staffDashboard } as const;
