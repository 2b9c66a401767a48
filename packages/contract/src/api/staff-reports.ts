import * as z from 'zod/mini';
import { BRAND_IDS } from '../brands';
import { endpoint } from '../endpoint';
import type { StaffRole } from '../staff-roles';
import { amountString, currencyCode } from './common';

/**
 * The back office's reports (issue 38): per brand and range of Asia/Taipei days, day by day or month by month.
 * Every money figure is a sum of the ledger (services/staff/reports-ledger.ts classifies the kinds, the same
 * classification as the dashboard's), per currency, decimal strings; game wallets' points counted in the currency.
 * A server's database serves one brand (the server's BRAND): another brand is refused (081120).
 *
 * - deposits: 'deposit'; withdrawals: 'withdrawHold' + 'withdrawRefund' (as positive amounts taken);
 * - fees: what the operator kept in fees: 'withdrawFee' + 'feeRefund' + 'dormancyFee' (as positive amounts);
 * - stakes: 'bet'; payouts: 'payout'; grossGamingRevenue = stakes - payouts;
 * - bonusCost: 'bonus' + 'rebate' + 'couponExchange'; commission: 'agentCommission' paid to agents;
 * - netRevenue = grossGamingRevenue - bonusCost - commission + fees;
 * - activePlayers: players with a stake in the period; newRegistrations: players registered (agents apart);
 *   firstDepositors: players whose first deposit ever was credited in the period.
 * A total's activePlayers counts each player once over the whole range (not the sum of the periods').
 */
export const REPORT_ROLES = ['admin', 'finance'] as const satisfies readonly StaffRole[];
export const AGENT_REPORT_ROLES = ['admin', 'finance', 'agent_manager'] as const satisfies readonly StaffRole[];
export const REPORT_GRAINS = ['day', 'month'] as const;
export type ReportGrain = (typeof REPORT_GRAINS)[number];
/** The longest range a report covers, in days (081121 beyond). */
export const REPORT_MAX_DAYS = 366;

const taipeiDay = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/),
  z.refine((v) => {
    const t = Date.parse(`${v}T00:00:00Z`);
    return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === v;
  }, 'not a date'),
);

export const reportQuery = z.object({
  brand: z.enum(BRAND_IDS),
  /** The first and last Asia/Taipei days, both included ('YYYY-MM-DD'). */
  from: taipeiDay,
  to: taipeiDay,
  /** The currency of the money figures; NTD when absent. */
  currency: z.optional(currencyCode),
});
export type ReportQuery = z.infer<typeof reportQuery>;

const reportHead = {
  brand: z.string(),
  currency: z.string(),
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  /** The site's currencies, for the filter. */
  currencies: z.array(z.string()),
};

export const reportMoney = z.object({
  deposits: amountString,
  withdrawals: amountString,
  fees: amountString,
  stakes: amountString,
  payouts: amountString,
  grossGamingRevenue: amountString,
  bonusCost: amountString,
  commission: amountString,
  netRevenue: amountString,
});
export type ReportMoney = z.infer<typeof reportMoney>;
export const REPORT_MONEY_FIGURES = ['deposits', 'withdrawals', 'fees', 'stakes', 'payouts', 'grossGamingRevenue', 'bonusCost', 'commission', 'netRevenue'] as const satisfies readonly (keyof ReportMoney)[];

export const summaryRow = z.object({
  /** 'YYYY-MM-DD' or 'YYYY-MM' (Asia/Taipei); 'total' for the range's total. */
  period: z.string(),
  ...reportMoney.shape,
  activePlayers: z.number(),
  newRegistrations: z.number(),
  firstDepositors: z.number(),
});
export type SummaryRow = z.infer<typeof summaryRow>;

export const staffReportSummary = endpoint({
  id: 'staffReports.summary', onBreak: 'read', method: 'GET', path: '/v1/staff/reports/summary', auth: 'staff', roles: REPORT_ROLES, extension: true,
  query: z.object({ ...reportQuery.shape, by: z.optional(z.enum(REPORT_GRAINS)) }),
  response: z.object({ ...reportHead, by: z.enum(REPORT_GRAINS), rows: z.array(summaryRow), total: summaryRow }),
  summary: 'Reports: per brand, day by day or month by month (Asia/Taipei): deposits, withdrawals, fees, stakes, payouts, GGR, bonus cost, commission, net revenue (ledger sums), active players, registrations, first depositors',
});

export const providerRow = z.object({
  /** The game provider's wallet (its channel code), e.g. 'KT'; 'total' for the total. */
  provider: z.string(),
  stakes: amountString,
  payouts: amountString,
  grossGamingRevenue: amountString,
  bets: z.number(),
  players: z.number(),
});
export type ProviderRow = z.infer<typeof providerRow>;

export const staffReportProviders = endpoint({
  id: 'staffReports.providers', onBreak: 'read', method: 'GET', path: '/v1/staff/reports/providers', auth: 'staff', roles: REPORT_ROLES, extension: true,
  query: reportQuery,
  response: z.object({ ...reportHead, rows: z.array(providerRow), total: providerRow }),
  summary: "Reports: per game provider over the range: stakes, payouts, GGR (ledger sums of the provider's wallets), bets and players",
});

export const agentRow = z.object({
  agentId: z.number(),
  account: z.string(),
  proxyCode: z.string(),
  tier: z.string(),
  /** Members registered through the agent's code by the range's end; newMembers: within the range. */
  members: z.number(),
  newMembers: z.number(),
  activePlayers: z.number(),
  ...reportMoney.shape,
});
export type AgentReportRow = z.infer<typeof agentRow>;

export const staffReportAgents = endpoint({
  id: 'staffReports.agents', onBreak: 'read', method: 'GET', path: '/v1/staff/reports/agents', auth: 'staff', roles: AGENT_REPORT_ROLES, extension: true,
  query: reportQuery,
  response: z.object({
    ...reportHead,
    rows: z.array(agentRow),
    /** The sums over all agents' members (agentId 0). */
    total: agentRow,
  }),
  summary: "Reports: per agent over the range: members, new and active members, and their ledger's figures; the commission paid to the agent",
});

export const retentionCohort = z.object({
  /** The registration month 'YYYY-MM' (Asia/Taipei). */
  cohort: z.string(),
  /** Players registered that month (agents apart). */
  size: z.number(),
  /** active[k]: how many of them staked in the k-th month after (0: the month itself), up to the range's last month. */
  active: z.array(z.number()),
});
export type RetentionCohort = z.infer<typeof retentionCohort>;

export const staffReportRetention = endpoint({
  id: 'staffReports.retention', onBreak: 'read', method: 'GET', path: '/v1/staff/reports/retention', auth: 'staff', roles: REPORT_ROLES, extension: true,
  query: reportQuery,
  response: z.object({ ...reportHead, months: z.array(z.string()), cohorts: z.array(retentionCohort) }),
  summary: 'Reports: the monthly retention cohort: players registered each month of the range and how many staked in each month after',
});

export const staffReportsApi = {
  summary: staffReportSummary,
  providers: staffReportProviders,
  agents: staffReportAgents,
  retention: staffReportRetention,
} as const;
