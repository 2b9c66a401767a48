import { agentApi, userApi } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/connection';
import { auditLedger } from '../faults/ledger-audit';
import { runOps } from '../ops-commands';
import { runMonthEnd } from '../services/agent/jobs';
import { monthOf } from '../services/agent/months';
import { payStatement } from '../services/agent/statements';
import { newDevice, newPhone, solveCaptcha, telephoneStateFor } from '../test/accounts';
import { newPlayer, validBet, type Player } from '../test/fund';
import { ledgerMismatches } from '../test/games';
import { startTestServer, type TestServer } from '../test/harness';

// passes: sqlite postgres

/**
 * The agent backend over HTTP (issue 21): its own session kind, one agent's members and statements
 * invisible to another, the month-end job run twice at once computing one statement, and paying twice
 * paying once, the ledger agreeing.
 */

let server: TestServer;
const db = () => server.app.site.db;
const ops = (...args: string[]) => runOps(['agent', ...args], { dataDir: server.dataDir, databaseUrl: server.databaseUrl });
const agentLogin = async (username: string, pwd = 'agent1234') => (await server.call(agentApi.login, { body: { username, pwd }, sign: newDevice() })).token;

let seq = 0;
/** A player registered through the proxy code, with an approved deposit of `deposit` and a settled bet of `turnover` (minor units). */
async function member(proxyCode: string, o: { deposit?: number; turnover?: number; houseWins?: number } = {}): Promise<Player> {
  const p = await newPlayer(server);
  await db().updateTable('accounts').set({ proxy_code: proxyCode }).where('id', '=', p.id).execute();
  const now = new Date().toISOString();
  if (o.deposit) {
    seq += 1;
    await db()
      .insertInto('deposit_orders')
      .values({ order_no: `DAG${p.id}x${seq}`, account_id: p.id, channel_code: 'bank', method: 'bank', currency: 'NTD', amount: o.deposit, status: 'success', card_id: null, from_card: null, tx_hash: null, payment_code: null, receiving: '{}', created_at: now, expires_at: now, updated_at: now, settled_at: now })
      .execute();
  }
  if (o.turnover) {
    await validBet(server, p.id, o.turnover);
    if (o.houseWins) await db().updateTable('bet_records').set({ profit: -o.houseWins }).where('account_id', '=', p.id).execute();
  }
  return p;
}

const month = monthOf(new Date());

/**
 * A second connection to the server's database: on PostgreSQL its own pool, as a second server would have;
 * on SQLite the same handle (better-sqlite3 waits for a lock synchronously, so two connections of ONE
 * process cannot both hold a write; two calls in parallel on the handle interleave as two requests do).
 */
async function withSecond<T>(run: (other: ReturnType<typeof db>) => Promise<T>): Promise<T> {
  if (!server.databaseUrl) return run(db());
  const elsewhere = openDatabase({ dataDir: server.dataDir, databaseUrl: server.databaseUrl });
  try {
    return await run(elsewhere.db);
  } finally {
    await elsewhere.close();
  }
}
let alpha: { token: string; members: Player[] };
let beta: { token: string; members: Player[] };

beforeAll(async () => {
  server = await startTestServer({ sensitiveRateLimitMax: 1_000_000 });
  await ops('create', 'agalpha1', 'agent1234', 'AGALPHA');
  await ops('create', 'agbeta01', 'agent1234', 'AGBETA');
  alpha = {
    token: await agentLogin('agalpha1'),
    members: [await member('AGALPHA', { deposit: 100_000, turnover: 500_000, houseWins: 120_000 }), await member('AGALPHA', { deposit: 50_000, turnover: 100_000 })],
  };
  beta = { token: await agentLogin('agbeta01'), members: [await member('AGBETA', { deposit: 10_000, turnover: 600_000 })] };
});

afterAll(async () => {
  await server.close();
});

describe('agent sessions are their own kind', () => {
  it('an agent token is refused on player calls, a player token on agent calls (401 001002)', async () => {
    expect(await server.fail(userApi.info, { token: alpha.token })).toMatchObject({ status: 401, code: '001002' });
    const player = alpha.members[0] as Player;
    for (const e of [agentApi.profile, agentApi.dashboard, agentApi.members, agentApi.statements, agentApi.heartbeat]) {
      expect(await server.fail(e, { token: player.token }), e.id).toMatchObject({ status: 401, code: '001002' });
    }
  });

  it('the agent cannot log in at the player login, nor a player at the agent login (012001 as a wrong password)', async () => {
    expect(await server.fail(userApi.login, { body: { username: 'agalpha1', pwd: 'agent1234' } })).toMatchObject({ code: '012001' });
    const player = alpha.members[0] as Player;
    expect(await server.fail(agentApi.login, { body: { username: player.name, pwd: 'demo1234' } })).toMatchObject({ code: '012001' });
  });

  it('5 wrong passwords lock the agent name as a player\'s (429 012002), the right one too until the window ends', async () => {
    await ops('create', 'aglock01', 'agent1234', 'AGLOCK');
    for (let i = 0; i < 4; i += 1) expect(await server.fail(agentApi.login, { body: { username: 'aglock01', pwd: 'wrong1234' } })).toMatchObject({ code: '012001' });
    expect(await server.fail(agentApi.login, { body: { username: 'aglock01', pwd: 'wrong1234' } })).toMatchObject({ status: 429, code: '012002' });
    expect(await server.fail(agentApi.login, { body: { username: 'aglock01', pwd: 'agent1234' } })).toMatchObject({ code: '012002' });
  });

  it('a password change ends the other agent sessions; the old password no longer logs in', async () => {
    await ops('create', 'agpwd001', 'agent1234', 'AGPWD');
    const first = await agentLogin('agpwd001');
    const second = await agentLogin('agpwd001');
    expect(await server.call(agentApi.password, { token: second, body: { oldPwd: 'agent1234', newPwd: 'agent5678', confirmPwd: 'agent5678' } })).toBeNull();
    expect(await server.fail(agentApi.heartbeat, { token: first })).toMatchObject({ status: 401, code: '001006' });
    expect((await server.call(agentApi.heartbeat, { token: second })).expiresAt).toBeTruthy();
    expect(await server.fail(agentApi.login, { body: { username: 'agpwd001', pwd: 'agent1234' } })).toMatchObject({ code: '012001' });
    await agentLogin('agpwd001', 'agent5678');
    expect(await server.call(agentApi.logout, { token: second })).toBeNull();
    expect(await server.fail(agentApi.profile, { token: second })).toMatchObject({ status: 401, code: '001004' });
  });
});

describe("an agent's figures", () => {
  it('the profile gives the proxy code and the parameter the register form reads', async () => {
    const profile = await server.call(agentApi.profile, { token: alpha.token });
    expect(profile).toMatchObject({ account: 'agalpha1', tier: 'partner', proxyCode: 'AGALPHA', inviteParam: 'proxyCode', invitePath: '/', inSupport: true, balance: '0.00' });
  });

  it('the dashboard counts the members, the active one by SPEC (1 deposit and 5,000 turnover) and the house net', async () => {
    const d = await server.call(agentApi.dashboard, { token: alpha.token });
    expect(d.current).toMatchObject({ month, members: 2, newMembers: 2, activeMembers: 1, deposits: '1500.00', turnover: '6000.00', netResult: '1200.00' });
    expect(d.meetsMinimum).toBe(false);
    expect(d.support.active).toBe(true);
    expect(d.tier).toMatchObject({ tier: 'partner', next: 'senior', nextRequires: 10 });
  });

  it('the support window says the whole months left (issue 34): 45 days is 1, 100 days is 3, never the calendar months it touches', async () => {
    await ops('create', 'agmonth1', 'agent1234', 'AGMONTH');
    const token = await agentLogin('agmonth1');
    const left = async (days: number) => {
      const until = new Date(Date.now() + days * 86_400_000).toISOString();
      await db().updateTable('agents').set({ support_until: until }).where('proxy_code', '=', 'AGMONTH').execute();
      return (await server.call(agentApi.dashboard, { token })).support;
    };
    // Any 45 days hold one whole month and not two (months are 28-31 days); 100 days hold three, not four.
    expect(await left(45)).toMatchObject({ active: true, monthsLeft: 1 });
    expect(await left(100)).toMatchObject({ active: true, monthsLeft: 3 });
    expect(await left(10)).toMatchObject({ active: true, monthsLeft: 0 });
    expect(await left(-1)).toMatchObject({ active: false, monthsLeft: 0 });
  });

  it('the member list is masked, filtered by active, and holds no phone, ID or bank field', async () => {
    const list = await server.call(agentApi.members, { token: alpha.token, query: { active: 'true' } });
    expect(list.total).toBe(1);
    const [row] = list.records;
    const first = alpha.members[0] as Player;
    expect(row).toMatchObject({ memberId: first.id, account: `${first.name.slice(0, 2)}***${first.name.slice(-1)}`, deposits: '1000.00', turnover: '5000.00', active: true });
    expect(Object.keys(row ?? {}).sort()).toEqual(['account', 'active', 'depositCount', 'deposits', 'lastLoginAt', 'memberId', 'netResult', 'registeredAt', 'turnover']);
    expect((await server.call(agentApi.members, { token: alpha.token })).total).toBe(2);
    expect((await server.call(agentApi.members, { token: alpha.token, query: { search: first.name } })).total).toBe(0);
  });

  it('agent B reads none of A\'s members by id (031081), and sees only its own', async () => {
    for (const p of alpha.members) {
      expect(await server.fail(agentApi.member, { token: beta.token, params: { memberId: p.id } })).toMatchObject({ status: 404, code: '031081' });
      expect((await server.call(agentApi.member, { token: alpha.token, params: { memberId: p.id } })).memberId).toBe(p.id);
    }
    expect((await server.call(agentApi.members, { token: beta.token })).records.map((r) => r.memberId)).toEqual(beta.members.map((p) => p.id));
  });

  it('the demo agent (README) sees its three seeded members, one with a deposit', async () => {
    const token = await agentLogin('agent001', 'demo1234');
    expect((await server.call(agentApi.dashboard, { token })).current).toMatchObject({ members: 3, deposits: '1000.00', activeMembers: 0 });
    expect((await server.call(agentApi.profile, { token })).proxyCode).toBe('AG2001');
  });

  it('a player registering with the proxy code of the invite link becomes a member (not active without a deposit)', async () => {
    await ops('create', 'aginvite1', 'agent1234', 'AGINV');
    const token = await agentLogin('aginvite1');
    const mobile = newPhone();
    await server.call(userApi.registerPhone, {
      sign: newDevice(),
      body: { username: 'invited01', password: 'pass1234', confirmPassword: 'pass1234', countryCode: '886', telephone: mobile, telephoneState: await telephoneStateFor(server, mobile), captchaValidation: await solveCaptcha(server), proxyCode: 'AGINV' },
    });
    const list = await server.call(agentApi.members, { token });
    expect(list.records.map((r) => [r.account, r.active])).toEqual([['in***1', false]]);
  });

  it('a future month is refused (031083)', async () => {
    expect(await server.fail(agentApi.dashboard, { token: alpha.token, query: { month: '2999-01' } })).toMatchObject({ code: '031083' });
  });
});

describe('statements', () => {
  it('the month-end job run twice at once (on PostgreSQL from two connections, as two servers) computes each statement once', async () => {
    await withSecond((other) => Promise.all([runMonthEnd(db(), month), runMonthEnd(other, month)]));
    expect(await ops('settle', month)).toContain('computed=0');
    const rows = await db().selectFrom('agent_statements').select(['agent_id', 'month']).where('month', '=', month).execute();
    expect(rows.length).toBe(new Set(rows.map((r) => r.agent_id)).size);
  });

  it("A's statement: in support, 20% of the positive net result, frozen member rows; B cannot read it", async () => {
    const s = await server.call(agentApi.statement, { token: alpha.token, params: { month } });
    expect(s).toMatchObject({ month, tier: 'partner', rate: '20', activeMembers: 1, meetsMinimum: false, inSupport: true, netResult: '1200.00', commission: '240.00', status: 'pending' });
    expect(s.members.map((m) => m.memberId)).toEqual(alpha.members.map((p) => p.id));
    expect(s.members.every((m) => m.account.includes('***'))).toBe(true);
    expect((await server.call(agentApi.statements, { token: beta.token })).records.every((r) => r.netResult !== '1200.00')).toBe(true);
    const mine = await server.call(agentApi.statement, { token: beta.token, params: { month } });
    expect(mine.members.map((m) => m.memberId)).toEqual(beta.members.map((p) => p.id));
    expect(await server.fail(agentApi.statement, { token: beta.token, params: { month: '2001-01' } })).toMatchObject({ code: '031082' });
  });

  it('the statement stays as computed when the members play on; the dashboard moves', async () => {
    const before = await server.call(agentApi.statement, { token: alpha.token, params: { month } });
    await validBet(server, (alpha.members[1] as Player).id, 400_000);
    expect(await server.call(agentApi.statement, { token: alpha.token, params: { month } })).toEqual(before);
    expect((await server.call(agentApi.dashboard, { token: alpha.token })).current).toMatchObject({ activeMembers: 2, turnover: '10000.00' });
  });

  it('the CSV carries the figures the statement call answers', async () => {
    const s = await server.call(agentApi.statement, { token: alpha.token, params: { month } });
    const { csv, filename } = await server.call(agentApi.statementCsv, { token: alpha.token, params: { month }, query: { language: 'EN' } });
    expect(filename).toBe(`commission-AGALPHA-${month}.csv`);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[1]).toBe([s.month, s.tier, s.rate, s.activeMembers, s.deposits, s.turnover, s.netResult, s.commission, 'pending'].join(','));
    const first = s.members[0];
    expect(lines[4]).toBe([first?.memberId, first?.account, first?.depositCount, first?.deposits, first?.turnover, first?.netResult, first?.active ? 'yes' : 'no'].join(','));
  });

  it('pay before approve is refused; approved, paying twice at once pays once into the wallet and the ledger agrees', async () => {
    await expect(ops('pay', 'agalpha1', month)).rejects.toThrow(/state/);
    expect(await ops('approve', 'agalpha1', month)).toContain('approved');
    const outs = await withSecond((other) => Promise.all([payStatement(db(), 'agalpha1', month), payStatement(other, 'agalpha1', month)]));
    expect(outs.map((o) => o.paid).sort()).toEqual([false, true]);
    expect(await ops('pay', 'agalpha1', month)).toContain('already paid');
    const entries = await db()
      .selectFrom('ledger_entries')
      .innerJoin('wallet_accounts', 'wallet_accounts.id', 'ledger_entries.wallet_account_id')
      .innerJoin('accounts', 'accounts.id', 'wallet_accounts.account_id')
      .select(['ledger_entries.amount'])
      .where('accounts.username', '=', 'agalpha1')
      .where('ledger_entries.kind', '=', 'agentCommission')
      .execute();
    expect(entries.map((e) => Number(e.amount))).toEqual([24_000]);
    expect((await server.call(agentApi.profile, { token: alpha.token })).balance).toBe('240.00');
    expect((await server.call(agentApi.statement, { token: alpha.token, params: { month } })).status).toBe('paid');
    expect(await ledgerMismatches(server)).toEqual([]);
    // The fault audit's commission check: one credit per paid statement, of its amount (the test's bets are inserted without legs).
    expect((await auditLedger(db())).halfApplied.filter((h) => h.startsWith('AGC'))).toEqual([]);
  });

  it('the series shows six months ending this one with the commission', async () => {
    const { months } = await server.call(agentApi.series, { token: alpha.token });
    expect(months).toHaveLength(6);
    expect(months[5]).toMatchObject({ month, activeMembers: 2, commission: '240.00' });
  });
});
