import { fundApi, SMS_REQUEST_TYPES, termsApi, TERMS_ERROR_CODES as T, DORMANCY_ERROR_CODES as D } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '../ops-commands';
import { addMonths, runDormancy } from '../services/withdrawal-rules/dormancy';
import { approvedCard, fund, newPlayer, type Player } from '../test/fund';
import { startTestServer, type TestServer } from '../test/harness';
import { tryWithdraw } from '../test/terms';

// passes: sqlite postgres

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const db = () => server.app.site.db;
const balance = async (p: Player) => (await server.call(fundApi.withdrawInfo, { token: p.token, query: { currency: 'NTD' } })).balance;
const ops = (...args: string[]) => runOps(args, { dataDir: server.dataDir, databaseUrl: server.databaseUrl });

/** The player's last login set to `at` (the test's clock is the job's `now`). */
async function lastLogin(p: Player, at: Date): Promise<void> {
  await db().updateTable('accounts').set({ last_login_at: at.toISOString(), register_date: at.toISOString() }).where('id', '=', p.id).execute();
}

async function notices(p: Player) {
  return db().selectFrom('messages').select(['title']).where('account_id', '=', p.id).where('kind', '=', 'sysNotice').execute();
}

async function fees(p: Player) {
  return db()
    .selectFrom('ledger_entries as l')
    .innerJoin('wallet_accounts as w', 'w.id', 'l.wallet_account_id')
    .select(['l.amount'])
    .where('w.account_id', '=', p.id)
    .where('l.kind', '=', 'dormancyFee')
    .execute();
}

describe('dormancy: 12 months without a login', () => {
  it('marks the account dormant once with an inbox notice, and charges each month once however often or late the job runs', async () => {
    const p = await newPlayer(server);
    await fund(server, p, '250');
    const login = new Date('2025-01-15T04:00:00.000Z');
    await lastLogin(p, login);
    const since = addMonths(login, 12);
    // One second short of 12 months: nothing.
    await runDormancy(db(), new Date(since.getTime() - 1000));
    expect(await notices(p)).toEqual([]);
    // Twice at the moment it becomes dormant: one dormancy, one notice, no fee yet.
    await runDormancy(db(), since);
    await runDormancy(db(), since);
    expect((await notices(p)).map((n) => n.title)).toEqual(['帳號已轉為休眠']);
    expect(await fees(p)).toEqual([]);
    // The server was down for two months and a half: the run catches up both months, a second run charges nothing.
    const later = new Date(addMonths(since, 2).getTime() + 15 * 24 * 3600_000);
    await runDormancy(db(), later);
    await runDormancy(db(), later);
    expect((await fees(p)).map((f) => Number(f.amount))).toEqual([-100_00, -100_00]);
    expect(await balance(p)).toBe('50.00');
    // The third month takes what is left, never below zero; the fourth takes nothing.
    await runDormancy(db(), addMonths(since, 4));
    expect((await fees(p)).map((f) => Number(f.amount))).toEqual([-100_00, -100_00, -50_00]);
    expect(await balance(p)).toBe('0.00');
    const months = await db().selectFrom('dormancy_fees').select(['month_no', 'amount']).orderBy('month_no').execute();
    expect(months.filter((m) => m.month_no === 4).map((m) => Number(m.amount))).toEqual([0]);
  });

  it('the operator command runs the job with a given time and is idempotent', async () => {
    const p = await newPlayer(server);
    await fund(server, p, '1000');
    await lastLogin(p, new Date('2024-03-31T00:00:00.000Z'));
    const at = '2025-05-01T00:00:00.000Z';
    expect(await ops('dormancy', 'run', '--now', at)).toMatch(/dormancy 2025-05-01T00:00:00.000Z: dormant=\d+ fees=\d+ charged=/);
    expect(await ops('dormancy', 'run', '--now', at)).toBe(`dormancy ${at}: dormant=0 fees=0 charged=0.00`);
    // Dormant from 2025-03-31, its first month due 2025-04-30: one fee.
    expect((await fees(p)).map((f) => Number(f.amount))).toEqual([-100_00]);
    await expect(ops('dormancy', 'run', '--now', 'yesterday')).rejects.toThrow(/--now must be an ISO time/);
  });

  it('a dormant player logs in, cannot withdraw (031073) until an SMS code of type 11 reactivates the account; a login stops the fees', async () => {
    const p = await newPlayer(server, { vipName: 'VIP9' });
    const cardId = await approvedCard(server, p);
    await fund(server, p, '5000');
    const login = new Date(Date.now() - 400 * 24 * 3600_000);
    await lastLogin(p, login);
    await runDormancy(db(), new Date());
    expect(await server.call(termsApi.withdraw, { token: p.token })).toMatchObject({ dormantSince: addMonths(login, 12).toISOString() });
    expect(await tryWithdraw(server, p, { cardId, amount: '1000' })).toMatchObject({ code: T.accountDormant });
    // The player logs in again (now): no fee is charged for later months.
    await db().updateTable('accounts').set({ last_login_at: new Date().toISOString() }).where('id', '=', p.id).execute();
    await runDormancy(db(), addMonths(new Date(), 3));
    expect(await fees(p)).toHaveLength(1);

    // The code of type 11 goes to the bound phone (the cashier's DormantNotice asks for it the same way).
    await server.call(termsApi.code, { token: p.token, body: { purpose: 'reactivate' } });
    const player = await db().selectFrom('accounts').select('telephone').where('id', '=', p.id).executeTakeFirstOrThrow();
    const sent = await db().selectFrom('sms_outbox').select(['code', 'request_type']).where('telephone', '=', player.telephone ?? '').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(sent.request_type).toBe(SMS_REQUEST_TYPES.reactivate);
    expect(await server.fail(termsApi.reactivate, { token: p.token, body: { code: sent.code === '135791' ? '135792' : '135791' } })).toMatchObject({ code: '012006' });
    expect(await server.call(termsApi.reactivate, { token: p.token, body: { code: sent.code } })).toEqual({ dormantSince: null });
    expect(await server.fail(termsApi.reactivate, { token: p.token, body: { code: sent.code } })).toMatchObject({ status: 409, code: D.notDormant });
    expect(await server.fail(termsApi.code, { token: p.token, body: { purpose: 'reactivate' } })).toMatchObject({ status: 409, code: D.notDormant });
    expect(await tryWithdraw(server, p, { cardId, amount: '1000' })).toMatchObject({ code: '000000' });
  });
});
