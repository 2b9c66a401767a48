import type { agentDashboardCall, agentMemberCall, agentMembers, agentProfileCall, agentSeries } from '@site/contract';
import { AGENT_INVITE_PARAM, AGENT_MIN_ACTIVE_MEMBERS, type ResponseOf } from '@site/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { maskAccount } from '../promotions/invite';
import { balanceOf, MAIN } from '../wallet/ledger';
import { formatMinor } from '../wallet/money';
import { inSupport } from './agents';
import { AgentErrors } from './errors';
import { memberFigures, totalsOf, type AgentRow, type MemberFigure, type MonthTotals } from './figures';
import { addMonths, monthOf, monthsBetween, quarterMonths, quarterOf, wholeMonthsLeft } from './months';
import { nextTier, ratePercent, TIER_RULES, tierOf } from './tiers';

type Db = Kysely<Database>;

/** How far back an agent may look: 24 months before this one. */
export const VIEW_MONTHS = 24;

/** The month asked for (default: this one), refused (031083) when in the future or more than 24 months back. */
export function viewMonth(month: string | undefined, now: Date): string {
  const current = monthOf(now);
  const earliest = addMonths(current, -VIEW_MONTHS);
  const m = month ?? current;
  if (m > current || m < earliest) throw AgentErrors.monthOutOfRange(earliest, current);
  return m;
}

export async function agentProfileView(db: Db, agent: AgentRow, now = new Date()): Promise<ResponseOf<typeof agentProfileCall>> {
  const tier = tierOf(agent.tier);
  return {
    account: agent.username,
    tier,
    rate: ratePercent(TIER_RULES[tier].rateBp),
    proxyCode: agent.proxyCode,
    inviteParam: AGENT_INVITE_PARAM,
    invitePath: '/',
    currency: agent.currency,
    balance: formatMinor(await balanceOf(db, agent.accountId, agent.currency, MAIN)),
    createdAt: agent.createdAt,
    supportUntil: agent.supportUntil,
    inSupport: inSupport(agent, now),
  };
}

function figuresView(month: string, t: MonthTotals) {
  return {
    month,
    members: t.members,
    newMembers: t.newMembers,
    activeMembers: t.activeMembers,
    deposits: formatMinor(t.deposits),
    turnover: formatMinor(t.turnover),
    netResult: formatMinor(t.netResult),
  };
}

async function monthTotals(db: Db, agent: AgentRow, month: string): Promise<MonthTotals> {
  return totalsOf(await memberFigures(db, agent, month), month);
}

export async function agentDashboardView(db: Db, agent: AgentRow, month: string | undefined, now = new Date()): Promise<ResponseOf<typeof agentDashboardCall>> {
  const current = viewMonth(month, now);
  const previous = addMonths(current, -1);
  const [cur, prev] = [await monthTotals(db, agent, current), await monthTotals(db, agent, previous)];
  const tier = tierOf(agent.tier);
  const next = nextTier(tier);
  const quarter = quarterOf(monthOf(now));
  const qMonths = quarterMonths(quarter);
  let sum = 0;
  for (const m of qMonths) if (m <= monthOf(now)) sum += m === current ? cur.activeMembers : m === previous ? prev.activeMembers : (await monthTotals(db, agent, m)).activeMembers;
  const supportActive = inSupport(agent, now);
  return {
    current: figuresView(current, cur),
    previous: figuresView(previous, prev),
    minimumActive: AGENT_MIN_ACTIVE_MEMBERS,
    meetsMinimum: cur.activeMembers >= AGENT_MIN_ACTIVE_MEMBERS,
    previousMeetsMinimum: prev.activeMembers >= AGENT_MIN_ACTIVE_MEMBERS,
    tier: {
      tier,
      rate: ratePercent(TIER_RULES[tier].rateBp),
      next,
      nextRequires: next ? TIER_RULES[next].minAverage : null,
      keepRequires: TIER_RULES[tier].minAverage,
      quarter,
      quarterAverage: Math.floor(sum / 3),
      reviewOn: `${addMonths(qMonths[2] as string, 1)}-01`,
    },
    support: {
      until: agent.supportUntil,
      active: supportActive,
      monthsLeft: supportActive ? wholeMonthsLeft(now, new Date(agent.supportUntil)) : 0,
    },
  };
}

export async function agentSeriesView(db: Db, agent: AgentRow, now = new Date()): Promise<ResponseOf<typeof agentSeries>> {
  const last = monthOf(now);
  const months = monthsBetween(addMonths(last, -5), last);
  const statements = await db.selectFrom('agent_statements').select(['month', 'commission']).where('agent_id', '=', agent.id).where('month', 'in', months).execute();
  const commission = new Map(statements.map((s) => [s.month, Number(s.commission)]));
  const out = [];
  for (const month of months) {
    const t = await monthTotals(db, agent, month);
    out.push({ month, activeMembers: t.activeMembers, turnover: formatMinor(t.turnover), netResult: formatMinor(t.netResult), commission: formatMinor(commission.get(month) ?? 0) });
  }
  return { months: out };
}

function memberView(r: MemberFigure) {
  return {
    memberId: r.memberId,
    account: maskAccount(r.username),
    registeredAt: r.registeredAt,
    lastLoginAt: r.lastLoginAt,
    depositCount: r.depositCount,
    deposits: formatMinor(r.deposits),
    turnover: formatMinor(r.turnover),
    netResult: formatMinor(r.netResult),
    active: r.active,
  };
}

/**
 * A member matches a search by what the agent can see: its masked account (`ab`, `ab***9`) or its member
 * id. The full account name is never matched, so a search cannot spell out a masked name letter by letter.
 */
function matches(r: MemberFigure, search: string): boolean {
  const s = search.trim().toLowerCase();
  if (!s) return true;
  return maskAccount(r.username).toLowerCase().includes(s) || String(r.memberId) === s;
}

export interface MemberQuery {
  month?: string | undefined;
  active?: boolean | undefined;
  search?: string | undefined;
  page: number;
  size: number;
}

export async function agentMembersView(db: Db, agent: AgentRow, q: MemberQuery, now = new Date()): Promise<ResponseOf<typeof agentMembers>> {
  const month = viewMonth(q.month, now);
  let rows = await memberFigures(db, agent, month);
  if (q.active !== undefined) rows = rows.filter((r) => r.active === q.active);
  if (q.search) rows = rows.filter((r) => matches(r, q.search ?? ''));
  // Newest members first.
  rows.reverse();
  const start = (q.page - 1) * q.size;
  return { records: rows.slice(start, start + q.size).map(memberView), total: rows.length, month };
}

/** One member's month; another agent's member, or no such member: 031081 (the same answer, so ids tell nothing). */
export async function agentMemberView(db: Db, agent: AgentRow, memberIdText: string, month: string | undefined, now = new Date()): Promise<ResponseOf<typeof agentMemberCall>> {
  const m = viewMonth(month, now);
  const memberId = /^\d{1,9}$/.test(memberIdText) ? Number(memberIdText) : 0;
  const [row] = memberId > 0 ? await memberFigures(db, agent, m, memberId) : [];
  if (!row) throw AgentErrors.memberNotFound();
  return { ...memberView(row), month: m, stakes: formatMinor(row.stakes), payouts: formatMinor(row.payouts), betCount: row.betCount };
}
