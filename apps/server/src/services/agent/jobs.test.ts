import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, betAt, depositAt } from '../../routes/vip-fixtures';
import { newPlayer } from '../../test/fund';
import { ledgerMismatches } from '../../test/games';
import { startTestServer, type TestServer } from '../../test/harness';
import { createAgent, setAgentTier } from './agents';
import { dueMonths, runDueAgentJobs } from './jobs';

// passes: sqlite postgres

/**
 * The month-end and quarterly jobs over a real database with the clock injected (2030-2031): catch-up after
 * downtime, two runs at once deciding once, the support window sparing a new agent from demotion.
 */
let server: TestServer;
const db = () => server.app.site.db;

beforeAll(async () => {
  server = await startTestServer();
  // A: new on 2031-01-05 (support to 2031-04-05), 10 members active in each month of 2031-Q1.
  await createAgent(db(), { username: 'jobalph1', password: 'agent1234', proxyCode: 'JOBA' }, at('2031-01-05'));
  // B: an old senior agent without members. C: a new VIP agent (support to 2031-05-01) without members.
  await createAgent(db(), { username: 'jobbeta1', password: 'agent1234', proxyCode: 'JOBB', tier: 'senior' }, at('2030-01-05'));
  await createAgent(db(), { username: 'jobgamm1', password: 'agent1234', proxyCode: 'JOBC', tier: 'vip' }, at('2031-02-01'));
  for (let i = 0; i < 10; i += 1) {
    const p = await newPlayer(server, { phone: false });
    await db().updateTable('accounts').set({ proxy_code: 'JOBA' }).where('id', '=', p.id).execute();
    for (const month of ['2031-01', '2031-02', '2031-03']) {
      await depositAt(server, p.id, 100, at(`${month}-10`));
      await betAt(server, p.id, 5_000_00, at(`${month}-11`));
    }
  }
  // The members lost 1,000.00 in January (house net +1,000.00).
  const members = db().selectFrom('accounts').select('id').where('proxy_code', '=', 'JOBA');
  await db().updateTable('bet_records').set({ profit: -1_000_00 }).where('account_id', 'in', members).where('bet_time', '<', at('2031-01-31').toISOString()).where('bet_time', '>=', at('2031-01-01').toISOString()).where('account_id', '=', (await members.orderBy('id').executeTakeFirstOrThrow()).id).execute();
});

afterAll(async () => {
  await server.close();
});

const statementsOf = (proxyCode: string) =>
  db()
    .selectFrom('agent_statements')
    .innerJoin('agents', 'agents.id', 'agent_statements.agent_id')
    .select(['agent_statements.month', 'agent_statements.active_members', 'agent_statements.commission', 'agent_statements.meets_minimum', 'agent_statements.tier'])
    .where('agents.proxy_code', '=', proxyCode)
    .orderBy('agent_statements.month')
    .execute();
const tierOf = async (proxyCode: string) => (await db().selectFrom('agents').select('tier').where('proxy_code', '=', proxyCode).executeTakeFirstOrThrow()).tier;

describe('the agent jobs', () => {
  it('first start on 2031-04-01: the 12 missed month-ends and 4 quarters run; twice at once, each statement and review once', async () => {
    const now = at('2031-04-01', 1);
    expect(await dueMonths(db(), now)).toHaveLength(12);
    const [one, two] = await Promise.all([runDueAgentJobs(db(), now), runDueAgentJobs(db(), now)]);
    expect(one.months).toHaveLength(12);
    expect(two.months).toHaveLength(12);
    expect(await runDueAgentJobs(db(), now)).toEqual({ months: [], quarters: [] });

    // A existed from January: three statements; January's 20% (partner) of +1,000.00.
    expect(await statementsOf('JOBA')).toEqual([
      { month: '2031-01', active_members: 10, commission: 20_000, meets_minimum: 1, tier: 'partner' },
      { month: '2031-02', active_members: 10, commission: 0, meets_minimum: 1, tier: 'partner' },
      { month: '2031-03', active_members: 10, commission: 0, meets_minimum: 1, tier: 'partner' },
    ]);
    // B: one statement per month since 2030-04 (12 back), none twice.
    expect((await statementsOf('JOBB')).map((s) => s.month)).toEqual(['2030-04', '2030-05', '2030-06', '2030-07', '2030-08', '2030-09', '2030-10', '2030-11', '2030-12', '2031-01', '2031-02', '2031-03']);
    // One decision per agent for 2031-Q1 (the demo agent agent001 included).
    const reviews = await db().selectFrom('agent_tier_reviews').select(['agent_id']).where('quarter', '=', '2031-Q1').execute();
    const agents = await db().selectFrom('agents').select('id').execute();
    expect(reviews.map((r) => r.agent_id).sort()).toEqual(agents.map((a) => a.id).sort());
  });

  it('the 2031-Q1 review: A (average 10) up to senior, B (0, no support) down to partner, C (0, in support) kept at vip', async () => {
    expect(await tierOf('JOBA')).toBe('senior');
    expect(await tierOf('JOBB')).toBe('partner');
    expect(await tierOf('JOBC')).toBe('vip');
  });

  it('down from April to mid-August: April-July settle and 2031-Q2 is reviewed when the server is back; A, out of support, drops', async () => {
    await setAgentTier(db(), 'jobbeta1', 'diamond');
    const done = await runDueAgentJobs(db(), at('2031-08-15'));
    expect(done).toEqual({ months: ['2031-04', '2031-05', '2031-06', '2031-07'], quarters: ['2031-Q2'] });
    expect(await tierOf('JOBA')).toBe('partner');
    expect(await tierOf('JOBB')).toBe('partner');
    // C's support ended 2031-05-01, before the review: demoted too.
    expect(await tierOf('JOBC')).toBe('partner');
    expect((await statementsOf('JOBA')).map((s) => s.month)).toEqual(['2031-01', '2031-02', '2031-03', '2031-04', '2031-05', '2031-06', '2031-07']);
    expect(await ledgerMismatches(server)).toEqual([]);
  });
});
