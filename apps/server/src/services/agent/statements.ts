import { AGENT_MIN_ACTIVE_MEMBERS, type StatementStatus } from '@site/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { maskAccount } from '../promotions/invite';
import { moneyTransaction } from '../wallet/group-commit';
import { lockWallets, MAIN, move, walletAccountId } from '../wallet/ledger';
import { agentByUsername, listAgents } from './agents';
import { AgentErrors } from './errors';
import { memberFigures, totalsOf, type AgentRow } from './figures';
import { addMonths, monthRange, monthStart } from './months';
import { commissionOf, TIER_RULES, tierOf } from './tiers';

type Db = Kysely<Database>;

/** The ledger reference of a paid statement (one per agent and month). */
export const commissionReference = (statementId: number) => `AGC${statementId}`;

/** Whether a month lies (at least partly) in the agent's support window: its first instant is before `support_until`. */
export function monthInSupport(agent: Pick<AgentRow, 'supportUntil'>, month: string): boolean {
  return monthStart(month).toISOString() < agent.supportUntil;
}

/** Whether the agent existed before the month ended (a statement is computed for it). */
export function agentExistedIn(agent: Pick<AgentRow, 'createdAt'>, month: string): boolean {
  return agent.createdAt < monthRange(month).to;
}

export interface SettleReport {
  month: string;
  computed: number;
  existing: number;
}

/**
 * One agent's statement for a month, computed once: the figures of its members (figures.ts), the tier's
 * rate, and the commission = rate x positive net result when the month meets the 3-active-members minimum
 * or lies in the support window; a negative or short month earns 0 and carries nothing to the next
 * (docs/decisions.md). The statement and its member rows (those with a deposit or a bet in the month) are
 * written in one transaction; unique (agent, month) makes a second run, or a second server, write nothing.
 * Returns true when this call computed it.
 */
export async function settleAgentMonth(db: Db, agent: AgentRow, month: string, now = new Date()): Promise<boolean> {
  const exists = await db.selectFrom('agent_statements').select('id').where('agent_id', '=', agent.id).where('month', '=', month).executeTakeFirst();
  if (exists) return false;
  const rows = await memberFigures(db, agent, month);
  const totals = totalsOf(rows, month);
  const tier = tierOf(agent.tier);
  const rateBp = TIER_RULES[tier].rateBp;
  const meetsMinimum = totals.activeMembers >= AGENT_MIN_ACTIVE_MEMBERS;
  const support = monthInSupport(agent, month);
  const commission = commissionOf(totals.netResult, rateBp, meetsMinimum || support);
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('agent_statements')
      .values({
        agent_id: agent.id,
        month,
        tier,
        rate_bp: rateBp,
        active_members: totals.activeMembers,
        meets_minimum: meetsMinimum ? 1 : 0,
        in_support: support ? 1 : 0,
        deposits: totals.deposits,
        turnover: totals.turnover,
        net_result: totals.netResult,
        commission,
        status: 'pending',
        computed_at: now.toISOString(),
        approved_at: null,
        paid_at: null,
      })
      .onConflict((oc) => oc.columns(['agent_id', 'month']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return false;
    const kept = rows.filter((r) => r.depositCount > 0 || r.betCount > 0);
    if (kept.length > 0) {
      await trx
        .insertInto('agent_statement_members')
        .values(
          kept.map((r) => ({
            statement_id: inserted.id,
            member_id: r.memberId,
            account: maskAccount(r.username),
            deposit_count: r.depositCount,
            deposits: r.deposits,
            turnover: r.turnover,
            net_result: r.netResult,
            active: r.active ? 1 : 0,
          })),
        )
        .execute();
    }
    return true;
  });
}

/** Every agent's statement of a month (the agents that existed before it ended). */
export async function settleMonth(db: Db, month: string, now = new Date()): Promise<SettleReport> {
  const report: SettleReport = { month, computed: 0, existing: 0 };
  for (const agent of await listAgents(db)) {
    if (!agentExistedIn(agent, month)) continue;
    if (await settleAgentMonth(db, agent, month, now)) report.computed += 1;
    else report.existing += 1;
  }
  return report;
}

async function statementRow(db: Db, agentId: number, month: string) {
  const row = await db.selectFrom('agent_statements').selectAll().where('agent_id', '=', agentId).where('month', '=', month).executeTakeFirst();
  if (!row) throw AgentErrors.statementNotFound();
  return row;
}

/** `ops agent approve`: pending -> approved (approved again: nothing changes; paid: 031084). */
export async function approveStatement(db: Db, username: string, month: string, now = new Date()): Promise<StatementStatus> {
  const agent = await agentByUsername(db, username);
  const row = await statementRow(db, agent.id, month);
  if (row.status === 'approved') return 'approved';
  const changed = await db
    .updateTable('agent_statements')
    .set({ status: 'approved', approved_at: now.toISOString() })
    .where('id', '=', row.id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) === 0) {
    const again = await statementRow(db, agent.id, month);
    if (again.status !== 'approved') throw AgentErrors.statementState(again.status);
  }
  return 'approved';
}

export interface PayResult {
  paid: boolean;
  commission: number;
  currency: string;
}

/**
 * `ops agent pay`: approved -> paid and the commission credited to the agent's main wallet as an
 * `agentCommission` ledger entry, in one transaction; the status change is the guard, so paying twice
 * (or two operators at once) pays once (`paid: false` the second time). A pending statement: 031084.
 */
export async function payStatement(db: Db, username: string, month: string, now = new Date()): Promise<PayResult> {
  const agent = await agentByUsername(db, username);
  const row = await statementRow(db, agent.id, month);
  const commission = Number(row.commission);
  const result = await moneyTransaction(db, async (trx) => {
    const at = now.toISOString();
    const changed = await trx
      .updateTable('agent_statements')
      .set({ status: 'paid', paid_at: at })
      .where('id', '=', row.id)
      .where('status', '=', 'approved')
      .returning('id')
      .executeTakeFirst();
    if (!changed) return false;
    if (commission > 0) {
      const walletId = await walletAccountId(trx, agent.accountId, agent.currency, MAIN, at);
      await lockWallets(trx, [walletId]);
      await move(trx, { walletId, amount: commission, kind: 'agentCommission', reference: commissionReference(row.id) }, at);
    }
    return true;
  });
  if (!result) {
    const again = await statementRow(db, agent.id, month);
    if (again.status !== 'paid') throw AgentErrors.statementState(again.status);
  }
  return { paid: result, commission, currency: agent.currency };
}

/** The month before `month`. */
export const previousMonth = (month: string) => addMonths(month, -1);
