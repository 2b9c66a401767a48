import * as z from 'zod/mini';
import { AGENT_TERMS, AGENT_TIERS } from '../constants';
import { endpoint } from '../endpoint';
import { passwordSchema, usernameSchema } from '../rules';
import { amountString, paged, pageFields, queryBool, queryInt } from './common';
import { pwdChange, userLanguage } from './user-schemas';
import { captchaValidation, opaqueId } from './validation';

/**
 * The agent backend (issue 21): an agent (SPEC 1 "agency programme", SPEC 7 "Proxy") logs in with its
 * own session kind (`auth: 'agent'`: an agent token is refused on player calls and a player token on
 * these), reads its members' figures, its monthly commission statements, and its invite link.
 * Months are server months (+08:00), written 'YYYY-MM'. Amounts are decimal strings (DESIGN 3).
 */

/** SPEC 1's tiers, lowest first (constants.ts AGENT_TIERS): ordinary (partner), advanced (senior), VIP, exclusive, diamond. */
export const agentTier = z.enum(AGENT_TIERS);
export type AgentTier = z.infer<typeof agentTier>;

/** SPEC 327 (constants.ts AGENT_TERMS): an agent needs at least 3 active members a month. */
// Read through pure calls: a bundle that does not use these (the web) drops them, and AGENT_TERMS with them.
export const AGENT_MIN_ACTIVE_MEMBERS = /* @__PURE__ */ (() => AGENT_TERMS.minActiveMembersPerMonth)();
/** SPEC 327: an active (valid) member has at least 1 deposit in the month and 5,000 of turnover. */
export const AGENT_ACTIVE_RULE = /* @__PURE__ */ (() => ({ deposits: AGENT_TERMS.validMember.minDepositsPerMonth, turnover: AGENT_TERMS.validMember.minTurnoverPerMonth }) as const)();
/** SPEC 327: new agents get 3 months of support. */
export const AGENT_SUPPORT_MONTHS = /* @__PURE__ */ (() => AGENT_TERMS.supportMonths)();
/** The query parameter of the register form that carries the proxy code (apps/web auth's addressProxyCode). */
export const AGENT_INVITE_PARAM = 'proxyCode';

/** A month 'YYYY-MM'. */
export const agentMonth = z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/));

export const STATEMENT_STATUSES = ['pending', 'approved', 'paid'] as const;
export const statementStatus = z.enum(STATEMENT_STATUSES);
export type StatementStatus = z.infer<typeof statementStatus>;

export const agentLoginResult = z.object({ token: z.string(), currency: z.string(), language: userLanguage });

export const agentProfile = z.object({
  account: z.string(),
  tier: agentTier,
  /** The agent's commission rate at its tier, as a percentage ('25'). */
  rate: z.string(),
  proxyCode: z.string(),
  /** The query parameter the register form reads (`proxyCode`): the link is the site's address + `/?proxyCode=<code>`. */
  inviteParam: z.string(),
  /** The path of the invite link on the site ('/'). */
  invitePath: z.string(),
  currency: z.string(),
  /** The wallet's main balance, where commissions are paid. */
  balance: amountString,
  createdAt: z.string(),
  /** The last instant of the new-agent support window (created + 3 months). */
  supportUntil: z.string(),
  inSupport: z.boolean(),
});

/** One month's figures of the agent's members. */
export const agentMonthFigures = z.object({
  month: agentMonth,
  /** Members registered through the proxy code by the month's end. */
  members: z.number(),
  /** Of them, registered in the month. */
  newMembers: z.number(),
  activeMembers: z.number(),
  /** Sum of approved deposits in the month. */
  deposits: amountString,
  /** Sum of the members' valid bets in the month. */
  turnover: amountString,
  /** House net: stakes minus payouts (positive when the members lost). */
  netResult: amountString,
});

export const agentTierOutlook = z.object({
  tier: agentTier,
  rate: z.string(),
  /** The next tier up, null at diamond. */
  next: z.nullable(agentTier),
  /** Average active members a month over a quarter the next tier requires (null at diamond). */
  nextRequires: z.nullable(z.number()),
  /** Average active members a month over the quarter that keeps the current tier at the review. */
  keepRequires: z.number(),
  /** The quarter under review ('2026-Q4'), its average so far and the review date (first day after it). */
  quarter: z.string(),
  quarterAverage: z.number(),
  reviewOn: z.string(),
});

export const agentDashboard = z.object({
  current: agentMonthFigures,
  previous: agentMonthFigures,
  minimumActive: z.number(),
  /** Whether the current month meets the 3-active-members minimum (so far). */
  meetsMinimum: z.boolean(),
  previousMeetsMinimum: z.boolean(),
  tier: agentTierOutlook,
  support: z.object({ until: z.string(), active: z.boolean(), monthsLeft: z.number() }),
});

export const agentSeriesPoint = z.object({
  month: agentMonth,
  activeMembers: z.number(),
  turnover: amountString,
  netResult: amountString,
  /** The month's statement commission when computed, else '0.00'. */
  commission: amountString,
});

/** A member as the agent sees it: no phone, ID or bank detail, the account masked (ab***9). */
export const agentMember = z.object({
  memberId: z.number(),
  account: z.string(),
  registeredAt: z.string(),
  lastLoginAt: z.nullable(z.string()),
  depositCount: z.number(),
  deposits: amountString,
  turnover: amountString,
  netResult: amountString,
  active: z.boolean(),
});

export const agentMemberDetail = z.object({
  ...agentMember.shape,
  month: agentMonth,
  stakes: amountString,
  payouts: amountString,
  betCount: z.number(),
});

/** A statement's member row, frozen when the statement was computed. */
export const statementMember = z.object({
  memberId: z.number(),
  account: z.string(),
  depositCount: z.number(),
  deposits: amountString,
  turnover: amountString,
  netResult: amountString,
  active: z.boolean(),
});

export const agentStatementSummary = z.object({
  month: agentMonth,
  tier: agentTier,
  rate: z.string(),
  activeMembers: z.number(),
  meetsMinimum: z.boolean(),
  inSupport: z.boolean(),
  deposits: amountString,
  turnover: amountString,
  netResult: amountString,
  commission: amountString,
  status: statementStatus,
  computedAt: z.string(),
  approvedAt: z.nullable(z.string()),
  paidAt: z.nullable(z.string()),
});

// Spread shapes, not z.extend: extend is used nowhere else, and the web's agent chunk would pull it into the first screen's zod chunk.
export const agentStatement = z.object({ ...agentStatementSummary.shape, members: z.array(statementMember) });

const agentMemberQuery = z.object({
  month: z.optional(agentMonth),
  active: z.optional(queryBool),
  search: z.optional(z.string().check(z.maxLength(32))),
  ...pageFields(20, 100),
});

export const agentLogin = endpoint({
  id: 'agent.login',
  onBreak: 'allowed',
  method: 'POST',
  path: '/v1/agent/login',
  extension: true,
  body: z.object({ username: usernameSchema, pwd: passwordSchema, captchaValidation: z.optional(captchaValidation), captchaUuid: z.optional(opaqueId) }),
  response: agentLoginResult,
  summary: 'Agent login by account and password (captcha as the player login); 012001 wrong, 012002 locked; a player account is refused as wrong',
});

export const agentHeartbeat = endpoint({
  id: 'agent.heartbeat',
  onBreak: 'allowed',
  method: 'POST',
  path: '/v1/agent/heartbeat',
  auth: 'agent',
  extension: true,
  response: z.object({ expiresAt: z.string() }),
  summary: "Keeps the agent's session alive",
});

export const agentLogout = endpoint({ id: 'agent.logout', onBreak: 'allowed', method: 'POST', path: '/v1/agent/logout', auth: 'agent', extension: true, response: z.null(), summary: "Ends the agent's session" });

export const agentPassword = endpoint({
  id: 'agent.password',
  onBreak: 'allowed',
  method: 'PUT',
  path: '/v1/agent/password',
  auth: 'agent',
  extension: true,
  body: pwdChange({ oldPwd: z.string().check(z.minLength(1), z.maxLength(64)) }),
  response: z.null(),
  summary: "Changes the agent's password (old and new); every other agent session ends",
});

export const agentProfileCall = endpoint({ id: 'agent.profile', onBreak: 'read', method: 'GET', path: '/v1/agent/profile', auth: 'agent', extension: true, response: agentProfile, summary: 'The agent, its tier, proxy code and invite parameter' });

export const agentDashboardCall = endpoint({
  id: 'agent.dashboard',
  onBreak: 'read',
  method: 'GET',
  path: '/v1/agent/dashboard',
  auth: 'agent',
  extension: true,
  query: z.object({ month: z.optional(agentMonth) }),
  response: agentDashboard,
  summary: 'The month (default: this one) and the one before: members, active members, deposits, turnover, net result, tier outlook, support',
});

export const agentSeries = endpoint({
  id: 'agent.series',
  onBreak: 'read',
  method: 'GET',
  path: '/v1/agent/series',
  auth: 'agent',
  extension: true,
  response: z.object({ months: z.array(agentSeriesPoint) }),
  summary: 'The last 6 months, oldest first, for the chart',
});

export const agentMembers = endpoint({
  id: 'agent.members',
  onBreak: 'read',
  method: 'GET',
  path: '/v1/agent/members',
  auth: 'agent',
  extension: true,
  query: agentMemberQuery,
  response: z.extend(paged(agentMember), { month: agentMonth }),
  summary: "The agent's members with the month's figures (default: this month); search by account, filter by active",
});

export const agentMemberCall = endpoint({
  id: 'agent.member',
  onBreak: 'read',
  method: 'GET',
  path: '/v1/agent/members/{memberId}',
  auth: 'agent',
  extension: true,
  query: z.object({ month: z.optional(agentMonth) }),
  response: agentMemberDetail,
  summary: "One of the agent's members in a month; 031081 when not the agent's member",
});

export const agentStatements = endpoint({
  id: 'agent.statements',
  onBreak: 'read',
  method: 'GET',
  path: '/v1/agent/statements',
  auth: 'agent',
  extension: true,
  response: z.object({ records: z.array(agentStatementSummary) }),
  summary: "The agent's monthly commission statements, newest first",
});

export const agentStatementCall = endpoint({
  id: 'agent.statement',
  onBreak: 'read',
  method: 'GET',
  path: '/v1/agent/statements/{month}',
  auth: 'agent',
  extension: true,
  response: agentStatement,
  summary: 'One month\'s statement with the member rows it was computed from; 031082 when none',
});

export const agentStatementCsv = endpoint({
  id: 'agent.statementCsv',
  onBreak: 'read',
  method: 'GET',
  path: '/v1/agent/statements/{month}/csv',
  auth: 'agent',
  extension: true,
  query: z.object({ language: z.optional(userLanguage) }),
  response: z.object({ filename: z.string(), csv: z.string() }),
  summary: "One month's statement as CSV text (the screen's figures: summary line then member rows); 031082 when none",
});

export const agentApi = {
  login: agentLogin,
  heartbeat: agentHeartbeat,
  logout: agentLogout,
  password: agentPassword,
  profile: agentProfileCall,
  dashboard: agentDashboardCall,
  series: agentSeries,
  members: agentMembers,
  member: agentMemberCall,
  statements: agentStatements,
  statement: agentStatementCall,
  statementCsv: agentStatementCsv,
} as const;

/** A member id as the server reads it from the path. */
export const agentMemberId = queryInt(1, 2_147_483_647);
