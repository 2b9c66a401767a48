import * as z from 'zod/mini';
import { endpoint } from '../endpoint';
import { passwordSchema, usernameSchema } from '../rules';
import type { StaffRole } from '../staff-roles';
import { agentMonth, agentTier, statementStatus } from './agent';
import { amountString, paged, pageFields, queryInt } from './common';

/**
 * Agents in the back office (issue 38, part 2; the agents' own backend is api/agent.ts). An agent manager creates an
 * agent, changes its tier with a reason, reads its members and statements and the quarterly review's results, and
 * approves and pays commission with four eyes: a member who approved a statement never pays it, and a statement
 * whose commission is above the four-eyes line (STAFF_FOUR_EYES_AMOUNT NTD, the withdrawals' and adjustments' line)
 * needs the approvals of two different members before it can be paid. Paying credits the agent's main wallet
 * (ledger kind agentCommission) in one transaction with the status and the audit row, once under concurrency.
 */
export const AGENT_MANAGER_ROLES = ['agent_manager', 'admin'] as const satisfies readonly StaffRole[];

export const staffAgent = z.object({
  id: z.number(),
  account: z.string(),
  proxyCode: z.string(),
  tier: agentTier,
  /** The tier's commission rate, a percentage ('25'). */
  rate: z.string(),
  currency: z.string(),
  members: z.number(),
  createdAt: z.string(),
  supportUntil: z.string(),
  inSupport: z.boolean(),
});
export type StaffAgent = z.infer<typeof staffAgent>;

export const agentReview = z.object({
  quarter: z.string(),
  fromTier: agentTier,
  toTier: agentTier,
  /** The quarter's average active members a month. */
  average: z.number(),
  decidedAt: z.string(),
});

export const staffStatement = z.object({
  id: z.number(),
  agentId: z.number(),
  account: z.string(),
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
  currency: z.string(),
  status: statementStatus,
  /** Approvals so far and how many it needs (2 above the four-eyes line, else 1). */
  approvals: z.array(z.object({ by: z.string(), at: z.string() })),
  approvalsNeeded: z.number(),
  paidBy: z.nullable(z.string()),
  paidAt: z.nullable(z.string()),
  computedAt: z.string(),
});
export type StaffStatement = z.infer<typeof staffStatement>;

export const staffAgentMember = z.object({
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

const path = '/v1/staff/agents';
const reason = z.string().check(z.minLength(2), z.maxLength(500));

export const staffAgentsList = endpoint({
  id: 'staffAgents.list', onBreak: 'read', method: 'GET', path, auth: 'staff', roles: AGENT_MANAGER_ROLES, extension: true,
  query: z.object({ search: z.optional(z.string().check(z.maxLength(40))), ...pageFields(20, 100) }),
  response: paged(staffAgent),
  summary: 'Agents: every agent with its tier, proxy code, members and support window (search: account or proxy code)',
});

export const staffAgentsCreate = endpoint({
  id: 'staffAgents.create', onBreak: 'allowed', method: 'POST', path, auth: 'staff', roles: AGENT_MANAGER_ROLES, extension: true,
  body: z.object({ account: usernameSchema, password: passwordSchema, proxyCode: z.string().check(z.regex(/^[A-Za-z0-9]{2,32}$/)), tier: agentTier }),
  response: staffAgent,
  summary: 'Agents: creates an agent (its account, proxy code and tier; audited). 081141 account taken, 081142 proxy code taken',
});

export const staffAgentsDetail = endpoint({
  id: 'staffAgents.detail', onBreak: 'read', method: 'GET', path: `${path}/{id}`, auth: 'staff', roles: AGENT_MANAGER_ROLES, extension: true,
  response: z.object({ agent: staffAgent, reviews: z.array(agentReview) }),
  summary: "Agents: one agent and its quarterly reviews' results, newest first. 081140 unknown",
});

export const staffAgentsTier = endpoint({
  id: 'staffAgents.tier', onBreak: 'allowed', method: 'POST', path: `${path}/{id}/tier`, auth: 'staff', roles: AGENT_MANAGER_ROLES, extension: true,
  body: z.object({ tier: agentTier, reason }),
  response: staffAgent,
  summary: 'Agents: changes the tier by hand with a reason (audited; the next quarterly review decides again). 081140 unknown, 081143 same tier',
});

export const staffAgentsMembers = endpoint({
  id: 'staffAgents.members', onBreak: 'read', method: 'GET', path: `${path}/{id}/members`, auth: 'staff', roles: AGENT_MANAGER_ROLES, extension: true,
  query: z.object({ month: agentMonth, ...pageFields(20, 100) }),
  response: z.object({ month: agentMonth, ...paged(staffAgentMember).shape }),
  summary: "Agents: the agent's members with their month (deposits, turnover, net result, active). 081140 unknown",
});

export const staffAgentStatements = endpoint({
  id: 'staffAgents.statements', onBreak: 'read', method: 'GET', path: '/v1/staff/agent-statements', auth: 'staff', roles: AGENT_MANAGER_ROLES, extension: true,
  query: z.object({ status: z.optional(statementStatus), agentId: z.optional(queryInt(1, 2_147_483_647)), ...pageFields(20, 100) }),
  response: paged(staffStatement),
  summary: 'Agents: commission statements, newest month first, by status and agent, with their approvals',
});

export const staffAgentApprove = endpoint({
  id: 'staffAgents.approve', onBreak: 'allowed', method: 'POST', path: '/v1/staff/agent-statements/{id}/approve', auth: 'staff', roles: AGENT_MANAGER_ROLES, extension: true,
  response: staffStatement,
  summary: 'Agents: approves a pending statement (audited); above the four-eyes line it needs a second member. 081144 unknown, 081145 state, 081146 approved already',
});

export const staffAgentPay = endpoint({
  id: 'staffAgents.pay', onBreak: 'allowed', method: 'POST', path: '/v1/staff/agent-statements/{id}/pay', auth: 'staff', roles: AGENT_MANAGER_ROLES, extension: true,
  response: staffStatement,
  summary: "Agents: pays an approved statement into the agent's main wallet (ledger, once; audited) by a member who did not approve it. 081144 unknown, 081145 state, 081147 approver",
});

export const staffAgentsApi = {
  list: staffAgentsList,
  create: staffAgentsCreate,
  detail: staffAgentsDetail,
  tier: staffAgentsTier,
  members: staffAgentsMembers,
  statements: staffAgentStatements,
  approve: staffAgentApprove,
  pay: staffAgentPay,
} as const;
