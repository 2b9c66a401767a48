import { STAFF_AGENT_ERRORS, type Page, type StaffStatement, type StatementStatus } from '@site/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import '../../db/schema-outreach';
import { domainError } from '../../domain/errors';
import { commissionReference } from '../agent/statements';
import { ratePercent, tierOf } from '../agent/tiers';
import { usdtRateText } from '../fund/common';
import { moneyTransaction } from '../wallet/group-commit';
import { lockWallets, MAIN, move, walletAccountId } from '../wallet/ledger';
import { formatMinor } from '../wallet/money';
import { writeAudit } from './audit';

type Db = Kysely<Database>;
type Member = { staffId: number; name: string; address: string | null };

/**
 * Agents' commission with four eyes (issue 38), the rule of the withdrawals' and adjustments' (services/fund/review.ts,
 * staff/adjustments.ts): the line is STAFF_FOUR_EYES_AMOUNT NTD (a USDT commission at the rate in force).
 * - Approve: a pending statement gets this member's approval (one per member: the approvals' primary key); it
 *   becomes approved with 1 approval, or 2 from different members when its commission is above the line. The
 *   statement's row is locked first (an UPDATE), so two approvals at once count each other.
 * - Pay: an approved statement, by a member who approved none of it: status paid, paid_by, and the commission
 *   credited to the agent's main wallet (ledger kind agentCommission, reference AGC<id> as `ops agent pay`), with
 *   the audit row, in one transaction; the UPDATE ... WHERE status = 'approved' is the gate, so two pays at once pay
 *   once (the second finds it paid: 081145).
 */
export const CommissionErrors = {
  notFound: () => domainError(STAFF_AGENT_ERRORS.statementNotFound),
  state: (status: string) => domainError(STAFF_AGENT_ERRORS.statementState, { status }),
  alreadyApproved: () => domainError(STAFF_AGENT_ERRORS.alreadyApproved),
  approverCannotPay: () => domainError(STAFF_AGENT_ERRORS.approverCannotPay),
};

async function ntdMinor(db: Db, currency: string, minor: number): Promise<number> {
  return currency === 'NTD' ? minor : Math.round(minor * Number(await usdtRateText(db)));
}

/** Approvals a statement needs: 2 different members above the four-eyes line, else 1. */
export async function approvalsNeeded(db: Db, currency: string, commission: number, lineMinor: number): Promise<number> {
  return (await ntdMinor(db, currency, commission)) > lineMinor ? 2 : 1;
}

function statements(db: Db) {
  return db
    .selectFrom('agent_statements as s')
    .innerJoin('agents as a', 'a.id', 's.agent_id')
    .innerJoin('accounts as acc', 'acc.id', 'a.account_id')
    .selectAll('s')
    .select(['acc.username as username', 'acc.currency as currency', 'a.account_id as agentAccountId']);
}

type Row = Awaited<ReturnType<ReturnType<typeof statements>['executeTakeFirstOrThrow']>>;

async function views(db: Db, rows: Row[], lineMinor: number): Promise<StaffStatement[]> {
  const ids = rows.map((r) => r.id);
  const approvals = ids.length ? await db.selectFrom('agent_statement_approvals').selectAll().where('statement_id', 'in', ids).orderBy('at').execute() : [];
  return Promise.all(
    rows.map(async (r) => ({
      id: r.id,
      agentId: r.agent_id,
      account: r.username,
      month: r.month,
      tier: tierOf(r.tier),
      rate: ratePercent(Number(r.rate_bp)),
      activeMembers: Number(r.active_members),
      meetsMinimum: r.meets_minimum === 1,
      inSupport: r.in_support === 1,
      deposits: formatMinor(Number(r.deposits)),
      turnover: formatMinor(Number(r.turnover)),
      netResult: formatMinor(Number(r.net_result)),
      commission: formatMinor(Number(r.commission)),
      currency: r.currency,
      status: r.status as StatementStatus,
      approvals: approvals.filter((a) => a.statement_id === r.id).map((a) => ({ by: a.staff_name, at: a.at })),
      approvalsNeeded: await approvalsNeeded(db, r.currency, Number(r.commission), lineMinor),
      paidBy: r.paid_by ?? null,
      paidAt: r.paid_at,
      computedAt: r.computed_at,
    })),
  );
}

const validId = (id: number) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647;

export async function statementById(db: Db, id: number, lineMinor: number): Promise<StaffStatement> {
  const row = validId(id) ? await statements(db).where('s.id', '=', id).executeTakeFirst() : undefined;
  if (!row) throw CommissionErrors.notFound();
  return (await views(db, [row], lineMinor))[0] as StaffStatement;
}

export async function listStatements(db: Db, q: { status?: StatementStatus | undefined; agentId?: number | undefined; page: number; size: number }, lineMinor: number): Promise<Page<StaffStatement>> {
  let base = statements(db);
  if (q.status) base = base.where('s.status', '=', q.status);
  if (q.agentId !== undefined) base = base.where('s.agent_id', '=', q.agentId);
  const total = await base.clearSelect().select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  const rows = await base.orderBy('s.month', 'desc').orderBy('s.id', 'desc').limit(q.size).offset((q.page - 1) * q.size).execute();
  return { total: Number(total.n), records: await views(db, rows, lineMinor) };
}

/** This member's approval of a pending statement; approved once it has the approvals it needs. Audited. */
export async function approveCommission(db: Db, actor: Member, id: number, lineMinor: number, now = new Date()): Promise<StaffStatement> {
  if (!validId(id)) throw CommissionErrors.notFound();
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    // The row's lock (PostgreSQL) first: a second approval at once waits here and then counts this one.
    const locked = await trx.updateTable('agent_statements').set({ status: 'pending' }).where('id', '=', id).where('status', '=', 'pending').executeTakeFirst();
    const row = await statements(trx).where('s.id', '=', id).executeTakeFirst();
    if (!row) throw CommissionErrors.notFound();
    if (Number(locked.numUpdatedRows) !== 1) throw CommissionErrors.state(row.status);
    const added = await trx
      .insertInto('agent_statement_approvals')
      .values({ statement_id: id, staff_id: actor.staffId, staff_name: actor.name, at })
      .onConflict((oc) => oc.columns(['statement_id', 'staff_id']).doNothing())
      .returning('staff_id')
      .executeTakeFirst();
    if (!added) throw CommissionErrors.alreadyApproved();
    const count = Number((await trx.selectFrom('agent_statement_approvals').select((eb) => eb.fn.countAll<number | string>().as('n')).where('statement_id', '=', id).executeTakeFirstOrThrow()).n);
    const needed = await approvalsNeeded(trx, row.currency, Number(row.commission), lineMinor);
    const status = count >= needed ? 'approved' : 'pending';
    if (status === 'approved') await trx.updateTable('agent_statements').set({ status, approved_at: at }).where('id', '=', id).execute();
    await writeAudit(trx, actor, {
      action: 'agent.commission.approve', subjectType: 'agent', subjectId: row.agent_id,
      before: { statement: id, month: row.month, status: 'pending', approvals: count - 1 },
      after: { statement: id, month: row.month, status, approvals: count, needed, commission: formatMinor(Number(row.commission)) },
    }, now);
  });
  return statementById(db, id, lineMinor);
}

/** Pays an approved statement into the agent's main wallet, by a member who did not approve it; once. Audited. */
export async function payCommission(db: Db, actor: Member, id: number, lineMinor: number, now = new Date()): Promise<StaffStatement> {
  if (!validId(id)) throw CommissionErrors.notFound();
  const at = now.toISOString();
  await moneyTransaction(db, async (trx) => {
    const row = await statements(trx).where('s.id', '=', id).executeTakeFirst();
    if (!row) throw CommissionErrors.notFound();
    const approved = await trx.selectFrom('agent_statement_approvals').select('staff_id').where('statement_id', '=', id).where('staff_id', '=', actor.staffId).executeTakeFirst();
    if (approved) throw CommissionErrors.approverCannotPay();
    const paid = await trx.updateTable('agent_statements').set({ status: 'paid', paid_at: at, paid_by: actor.name }).where('id', '=', id).where('status', '=', 'approved').executeTakeFirst();
    if (Number(paid.numUpdatedRows) !== 1) {
      const again = await trx.selectFrom('agent_statements').select('status').where('id', '=', id).executeTakeFirstOrThrow();
      throw CommissionErrors.state(again.status);
    }
    const commission = Number(row.commission);
    const reference = commissionReference(id);
    if (commission > 0) {
      const walletId = await walletAccountId(trx, row.agentAccountId, row.currency, MAIN, at);
      await lockWallets(trx, [walletId]);
      await move(trx, { walletId, amount: commission, kind: 'agentCommission', reference }, at);
    }
    await writeAudit(trx, actor, {
      action: 'agent.commission.pay', subjectType: 'agent', subjectId: row.agent_id,
      before: { statement: id, month: row.month, status: 'approved' },
      after: { statement: id, month: row.month, status: 'paid', commission: formatMinor(commission), currency: row.currency, reference },
    }, now);
  });
  return statementById(db, id, lineMinor);
}
