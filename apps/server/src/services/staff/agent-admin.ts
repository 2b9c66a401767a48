import { STAFF_AGENT_ERRORS, type AgentTier, type Page, type StaffAgent } from '@site/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { domainError } from '../../domain/errors';
import { accountByUsername, createAccount } from '../accounts/accounts';
import { agents, inSupport, supportUntilOf } from '../agent/agents';
import { memberFigures, type AgentRow } from '../agent/figures';
import { ratePercent, TIER_RULES, tierOf } from '../agent/tiers';
import { formatMinor } from '../wallet/money';
import { inTransaction, writeAudit, type AuditActor } from './audit';

type Db = Kysely<Database>;

/**
 * Agents in the back office (issue 38): the agent manager's list, creation, tier change with a reason, an agent's
 * members and its quarterly reviews. The agent backend's own services (services/agent) compute the figures; each
 * change writes its audit row in its transaction.
 */
export const AgentAdminErrors = {
  notFound: () => domainError(STAFF_AGENT_ERRORS.agentNotFound),
  accountTaken: () => domainError(STAFF_AGENT_ERRORS.accountTaken),
  proxyCodeTaken: () => domainError(STAFF_AGENT_ERRORS.proxyCodeTaken),
  sameTier: () => domainError(STAFF_AGENT_ERRORS.sameTier),
};

function agentRows(db: Db) {
  return agents(db).select((eb) =>
    eb.selectFrom('accounts as m').select((e) => e.fn.countAll<number | string>().as('n')).whereRef('m.proxy_code', '=', 'agents.proxy_code').whereRef('m.id', '!=', 'agents.account_id').as('members'),
  );
}

type Listed = AgentRow & { members: number | string | null };

function view(r: Listed, now: Date): StaffAgent {
  const tier = tierOf(r.tier);
  return {
    id: r.id,
    account: r.username,
    proxyCode: r.proxyCode,
    tier,
    rate: ratePercent(TIER_RULES[tier].rateBp),
    currency: r.currency,
    members: Number(r.members ?? 0),
    createdAt: r.createdAt,
    supportUntil: r.supportUntil,
    inSupport: inSupport(r, now),
  };
}

const validId = (id: number) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647;

export async function agentRowById(db: Db, id: number): Promise<Listed> {
  const row = validId(id) ? await agentRows(db).where('agents.id', '=', id).executeTakeFirst() : undefined;
  if (!row) throw AgentAdminErrors.notFound();
  return row;
}

export async function listStaffAgents(db: Db, q: { search?: string | undefined; page: number; size: number }, now = new Date()): Promise<Page<StaffAgent>> {
  let base = db.selectFrom('agents').innerJoin('accounts', 'accounts.id', 'agents.account_id');
  const search = q.search?.trim();
  if (search) base = base.where((eb) => eb.or([eb('accounts.username', 'like', `%${search.replace(/[\\%_]/g, '')}%`), eb('agents.proxy_code', '=', search)]));
  const total = await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  const ids = (await base.select('agents.id').orderBy('agents.id', 'desc').limit(q.size).offset((q.page - 1) * q.size).execute()).map((r) => r.id);
  const rows = ids.length ? await agentRows(db).where('agents.id', 'in', ids).orderBy('agents.id', 'desc').execute() : [];
  return { total: Number(total.n), records: rows.map((r) => view(r, now)) };
}

export async function staffAgentDetail(db: Db, id: number, now = new Date()) {
  const agent = await agentRowById(db, id);
  const reviews = await db.selectFrom('agent_tier_reviews').selectAll().where('agent_id', '=', id).orderBy('quarter', 'desc').execute();
  return {
    agent: view(agent, now),
    reviews: reviews.map((r) => ({ quarter: r.quarter, fromTier: tierOf(r.from_tier), toTier: tierOf(r.to_tier), average: Number(r.quarter_average), decidedAt: r.decided_at })),
  };
}

export interface NewStaffAgent {
  account: string;
  password: string;
  proxyCode: string;
  tier: AgentTier;
}

/** A new agent (its account, proxy code, tier and support window; as `ops agent create`) with its audit row, in one transaction. */
export async function createStaffAgent(db: Db, actor: AuditActor, input: NewStaffAgent, now = new Date()): Promise<StaffAgent> {
  if (await accountByUsername(db, input.account)) throw AgentAdminErrors.accountTaken();
  if (await db.selectFrom('agents').select('id').where('proxy_code', '=', input.proxyCode).executeTakeFirst()) throw AgentAdminErrors.proxyCodeTaken();
  const at = now.toISOString();
  const id = await inTransaction(db, async (trx) => {
    const account = await createAccount(trx, { username: input.account, password: input.password, phone: null, proxyCode: null });
    await trx
      .insertInto('proxies')
      .values({ proxy_code: input.proxyCode, proxy_account: input.account, domain: null, is_default: 0 })
      .onConflict((oc) => oc.column('proxy_code').doUpdateSet({ proxy_account: input.account }))
      .execute();
    const row = await trx
      .insertInto('agents')
      .values({ account_id: account.id, proxy_code: input.proxyCode, tier: input.tier, created_at: at, support_until: supportUntilOf(now) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeAudit(trx, actor, { action: 'agent.create', subjectType: 'agent', subjectId: row.id, before: null, after: { account: input.account, proxyCode: input.proxyCode, tier: input.tier } }, now);
    return row.id;
  });
  return view(await agentRowById(db, id), now);
}

/** The agent manager sets a tier by hand, with a reason (audited; the next quarterly review decides again). */
export async function changeAgentTier(db: Db, actor: AuditActor, id: number, input: { tier: AgentTier; reason: string }, now = new Date()): Promise<StaffAgent> {
  await inTransaction(db, async (trx) => {
    const agent = await agentRowById(trx, id);
    if (agent.tier === input.tier) throw AgentAdminErrors.sameTier();
    const changed = await trx.updateTable('agents').set({ tier: input.tier }).where('id', '=', id).where('tier', '=', agent.tier).executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) throw AgentAdminErrors.sameTier();
    await writeAudit(trx, actor, { action: 'agent.tier', subjectType: 'agent', subjectId: id, before: { tier: agent.tier }, after: { tier: input.tier, reason: input.reason.trim() } }, now);
  });
  return view(await agentRowById(db, id), now);
}

/** The agent's members with their month, as the agent backend computes them (figures.ts). */
export async function staffAgentMembers(db: Db, id: number, q: { month: string; page: number; size: number }) {
  const agent = await agentRowById(db, id);
  const rows = await memberFigures(db, agent, q.month);
  return {
    month: q.month,
    total: rows.length,
    records: rows.slice((q.page - 1) * q.size, q.page * q.size).map((r) => ({
      memberId: r.memberId,
      account: r.username,
      registeredAt: r.registeredAt,
      lastLoginAt: r.lastLoginAt,
      depositCount: r.depositCount,
      deposits: formatMinor(r.deposits),
      turnover: formatMinor(r.turnover),
      netResult: formatMinor(r.netResult),
      active: r.active,
    })),
  };
}
