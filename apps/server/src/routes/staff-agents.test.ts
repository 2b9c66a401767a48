import { STAFF_AGENT_ERROR_CODES, STAFF_ERROR_CODES, staffAgentsApi } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlayer } from '../test/fund';
import { startTestServer, type TestServer } from '../test/harness';
import { enrolledStaff, type TestStaff } from '../test/staff';

// passes: sqlite postgres

/**
 * Issue 38's agents in the back office: create an agent, change its tier with a reason, read its members and its
 * quarterly reviews, and commission approved and paid with four eyes: the approver never pays, above the line
 * (STAFF_FOUR_EYES_AMOUNT, 50,000 NTD here) two members approve; paid once as one ledger entry even when two
 * members pay at once.
 */

let server: TestServer;
let managers: TestStaff[];
let support: TestStaff;
let serial = 0;

beforeAll(async () => {
  server = await startTestServer({ sensitiveRateLimitMax: 1_000_000, staffFourEyesAmount: 50_000 });
  managers = await Promise.all([enrolledStaff(server, ['agent_manager']), enrolledStaff(server, ['agent_manager']), enrolledStaff(server, ['admin']), enrolledStaff(server, ['agent_manager'])]);
  support = await enrolledStaff(server, ['support']);
});

afterAll(async () => {
  await server.close();
});

const db = () => server.app.site.db;
const [a, b, c, d] = [0, 1, 2, 3].map((i) => () => managers[i] as TestStaff) as [() => TestStaff, () => TestStaff, () => TestStaff, () => TestStaff];

async function newAgent(tier: 'partner' | 'senior' = 'partner') {
  serial += 1;
  const tag = `${process.pid % 1000}${serial}${Date.now().toString(36).slice(-3)}`;
  return server.call(staffAgentsApi.create, { token: a().token, body: { account: `ag${tag}`, password: 'demo1234', proxyCode: `PX${tag}`, tier } });
}

/** A computed statement of `month` for the agent, its commission in NTD minor units (as the month-end job writes one). */
async function statement(agentId: number, month: string, commission: number): Promise<number> {
  const row = await db()
    .insertInto('agent_statements')
    .values({ agent_id: agentId, month, tier: 'partner', rate_bp: 2000, active_members: 3, meets_minimum: 1, in_support: 0, deposits: 1_000_000, turnover: 2_000_000, net_result: commission * 5, commission, status: 'pending', computed_at: new Date().toISOString(), approved_at: null, paid_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function walletOf(accountId: number): Promise<number> {
  const row = await db().selectFrom('wallet_accounts').select('balance').where('account_id', '=', accountId).where('kind', '=', 'main').executeTakeFirst();
  return Number(row?.balance ?? 0);
}

const accountIdOf = async (account: string) => (await db().selectFrom('accounts').select('id').where('username', '=', account).executeTakeFirstOrThrow()).id;

describe('agents in the back office', () => {
  it('creates an agent, changes its tier with a reason (audited), shows its members and quarterly reviews', async () => {
    const agent = await newAgent();
    expect(agent).toMatchObject({ tier: 'partner', rate: '20', members: 0, inSupport: true });
    expect((await server.fail(staffAgentsApi.create, { token: a().token, body: { account: agent.account, password: 'demo1234', proxyCode: 'FRESH1', tier: 'partner' } })).code).toBe(STAFF_AGENT_ERROR_CODES.accountTaken);
    expect((await server.fail(staffAgentsApi.create, { token: a().token, body: { account: 'other123', password: 'demo1234', proxyCode: agent.proxyCode, tier: 'partner' } })).code).toBe(STAFF_AGENT_ERROR_CODES.proxyCodeTaken);
    const member = await newPlayer(server);
    await db().updateTable('accounts').set({ proxy_code: agent.proxyCode }).where('id', '=', member.id).execute();
    const changed = await server.call(staffAgentsApi.tier, { token: b().token, params: { id: agent.id }, body: { tier: 'vip', reason: 'Strong quarter, promoted early' } });
    expect(changed).toMatchObject({ tier: 'vip', rate: '30', members: 1 });
    expect((await server.fail(staffAgentsApi.tier, { token: b().token, params: { id: agent.id }, body: { tier: 'vip', reason: 'again' } })).code).toBe(STAFF_AGENT_ERROR_CODES.sameTier);
    const audit = await db().selectFrom('audit_log').selectAll().where('action', '=', 'agent.tier').where('subject_id', '=', String(agent.id)).executeTakeFirstOrThrow();
    expect([audit.actor, JSON.parse(audit.before_json ?? '{}'), JSON.parse(audit.after_json ?? '{}')]).toEqual([`staff:${b().name}`, { tier: 'partner' }, { tier: 'vip', reason: 'Strong quarter, promoted early' }]);
    await db().insertInto('agent_tier_reviews').values({ agent_id: agent.id, quarter: '2026-Q3', from_tier: 'vip', to_tier: 'senior', quarter_average: 12, decided_at: new Date().toISOString() }).execute();
    const detail = await server.call(staffAgentsApi.detail, { token: c().token, params: { id: agent.id } });
    expect(detail.reviews).toEqual([expect.objectContaining({ quarter: '2026-Q3', fromTier: 'vip', toTier: 'senior', average: 12 })]);
    const month = new Date().toISOString().slice(0, 7);
    const members = await server.call(staffAgentsApi.members, { token: a().token, params: { id: agent.id }, query: { month } });
    expect(members.records.map((r) => [r.account, r.active])).toEqual([[member.name, false]]);
    expect((await server.call(staffAgentsApi.list, { token: a().token, query: { search: agent.proxyCode } })).records.map((r) => r.id)).toEqual([agent.id]);
    expect((await server.fail(staffAgentsApi.list, { token: support.token, query: {} })).code).toBe(STAFF_ERROR_CODES.roleRefused);
    expect((await server.fail(staffAgentsApi.detail, { token: a().token, params: { id: 99_999_999 } })).code).toBe(STAFF_AGENT_ERROR_CODES.agentNotFound);
  });

  it('below the line: one approval, and the member who approved cannot pay; another pays it into the wallet as one ledger entry', async () => {
    const agent = await newAgent();
    const id = await statement(agent.id, '2026-01', 1_234_500);
    const approved = await server.call(staffAgentsApi.approve, { token: a().token, params: { id } });
    expect(approved).toMatchObject({ status: 'approved', approvalsNeeded: 1, approvals: [{ by: a().name }] });
    expect((await server.fail(staffAgentsApi.pay, { token: a().token, params: { id } })).code).toBe(STAFF_AGENT_ERROR_CODES.approverCannotPay);
    expect((await server.fail(staffAgentsApi.approve, { token: b().token, params: { id } })).code).toBe(STAFF_AGENT_ERROR_CODES.statementState);
    const accountId = await accountIdOf(agent.account);
    const paid = await server.call(staffAgentsApi.pay, { token: b().token, params: { id } });
    expect(paid).toMatchObject({ status: 'paid', paidBy: b().name, commission: '12345.00' });
    expect(await walletOf(accountId)).toBe(1_234_500);
    const entries = await db().selectFrom('ledger_entries').select(['amount', 'kind']).where('reference', '=', `AGC${id}`).execute();
    expect(entries.map((e) => [Number(e.amount), e.kind])).toEqual([[1_234_500, 'agentCommission']]);
    const actions = await db().selectFrom('audit_log').select(['action', 'actor']).where('subject_type', '=', 'agent').where('subject_id', '=', String(agent.id)).where('action', 'like', 'agent.commission.%').orderBy('id').execute();
    expect(actions).toEqual([{ action: 'agent.commission.approve', actor: `staff:${a().name}` }, { action: 'agent.commission.pay', actor: `staff:${b().name}` }]);
  });

  it('above the line: a second, different member must approve before anyone who did not approve pays', async () => {
    const agent = await newAgent();
    const id = await statement(agent.id, '2026-02', 6_000_000);
    expect(await server.call(staffAgentsApi.approve, { token: a().token, params: { id } })).toMatchObject({ status: 'pending', approvalsNeeded: 2 });
    expect((await server.fail(staffAgentsApi.approve, { token: a().token, params: { id } })).code).toBe(STAFF_AGENT_ERROR_CODES.alreadyApproved);
    expect((await server.fail(staffAgentsApi.pay, { token: c().token, params: { id } })).code).toBe(STAFF_AGENT_ERROR_CODES.statementState);
    expect(await server.call(staffAgentsApi.approve, { token: b().token, params: { id } })).toMatchObject({ status: 'approved', approvals: [{ by: a().name }, { by: b().name }] });
    expect((await server.fail(staffAgentsApi.pay, { token: b().token, params: { id } })).code).toBe(STAFF_AGENT_ERROR_CODES.approverCannotPay);
    expect(await server.call(staffAgentsApi.pay, { token: c().token, params: { id } })).toMatchObject({ status: 'paid', paidBy: c().name });
  });

  it('two members paying one statement at once pay it once', async () => {
    const agent = await newAgent();
    const id = await statement(agent.id, '2026-03', 777_700);
    await server.call(staffAgentsApi.approve, { token: a().token, params: { id } });
    const results = await Promise.allSettled([
      server.call(staffAgentsApi.pay, { token: c().token, params: { id } }),
      server.call(staffAgentsApi.pay, { token: d().token, params: { id } }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const accountId = await accountIdOf(agent.account);
    expect(await walletOf(accountId)).toBe(777_700);
    expect(await db().selectFrom('ledger_entries').select('id').where('reference', '=', `AGC${id}`).execute()).toHaveLength(1);
    expect((await server.fail(staffAgentsApi.pay, { token: d().token, params: { id } })).code).toBe(STAFF_AGENT_ERROR_CODES.statementState);
    const listed = await server.call(staffAgentsApi.statements, { token: a().token, query: { agentId: agent.id } });
    expect(listed.records.map((s) => [s.month, s.status])).toEqual([['2026-03', 'paid']]);
  });
});
