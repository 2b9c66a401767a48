import { allEndpoints, FUND_ERRORS, fundApi, SESSION_ERRORS, staffApi, staffPlayersApi, userApi, type AuditEntry } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../test/accounts';
import { addressOf, withdraw } from '../test/fund';
import { startTestServer, type TestServer } from '../test/harness';
import { aPlayer } from '../test/players';
import { enrolledStaff, type TestStaff } from '../test/staff';

// passes: sqlite postgres

let server: TestServer;
let support: TestStaff;
let risk: TestStaff;
let finance: TestStaff;
let admin: TestStaff;

beforeAll(async () => {
  server = await startTestServer({ sensitiveRateLimitMax: 1_000_000 });
  [support, risk, finance, admin] = await Promise.all([
    enrolledStaff(server, ['support']),
    enrolledStaff(server, ['risk']),
    enrolledStaff(server, ['finance']),
    enrolledStaff(server, ['admin']),
  ]);
});

afterAll(async () => {
  await server.close();
});

const search = (staff: TestStaff, by: 'account' | 'memberId' | 'phone' | 'card' | 'address', q: string) =>
  server.call(staffPlayersApi.search, { token: staff.token, query: { by, q } });

/** The audit rows about a player, newest first (read as an admin reads the log). */
async function auditOf(playerId: number, action: string): Promise<AuditEntry[]> {
  return (await server.call(staffApi.audit, { token: admin.token, query: { playerId, action } })).records;
}

describe("finding a player (issue 37's player's file)", () => {
  it('by account, member id, phone, bank card tail and USDT address; the phone in full for support, masked for risk', async () => {
    const { p, cardId } = await aPlayer(server, { card: true, address: 91 });
    const row = await server.app.site.db.selectFrom('accounts').select(['telephone']).where('id', '=', p.id).executeTakeFirstOrThrow();
    const card = await server.app.site.db.selectFrom('bank_cards').select('card_no').where('id', '=', cardId).executeTakeFirstOrThrow();
    const phone = `0${row.telephone ?? ''}`;
    for (const [by, q] of [['account', p.name], ['memberId', String(p.id)], ['phone', phone], ['phone', `+886 ${phone}`], ['card', card.card_no.slice(-4)], ['address', addressOf(91)]] as const) {
      const found = await search(support, by, q);
      expect(found.records.map((r) => r.id), `${by} ${q}`).toContain(p.id);
    }
    const full = (await search(support, 'phone', phone)).records.find((r) => r.id === p.id);
    expect(full).toMatchObject({ account: p.name, phone: `+886 ${phone}`, phoneMasked: false });
    const masked = (await search(risk, 'phone', phone)).records.find((r) => r.id === p.id);
    expect(masked?.phoneMasked).toBe(true);
    expect(masked?.phone).toMatch(/^09\d{2}\*+\d{3}$/);
    expect(masked?.phone).not.toContain(row.telephone);
    // The file answers the same way.
    expect((await server.call(staffPlayersApi.file, { token: finance.token, params: { id: String(p.id) } })).phone).toMatch(/\*/);
    expect((await search(support, 'memberId', '999999')).total).toBe(0);
    expect((await search(support, 'account', '%')).total).toBe(0);
  });
});

describe("the player's file", () => {
  it("the ledger's sum over every page reconciles to the wallet's balance; a kind filter sums only that kind", async () => {
    const { p } = await aPlayer(server, { balance: '3000' });
    await server.call(staffPlayersApi.adjust, { token: finance.token, params: { id: String(p.id) }, body: { direction: 'debit', amount: '250.50', reason: 'correction' } });
    await server.call(staffPlayersApi.adjust, { token: finance.token, params: { id: String(p.id) }, body: { direction: 'credit', amount: '100', reason: 'goodwill' } });
    const file = await server.call(staffPlayersApi.file, { token: support.token, params: { id: String(p.id) } });
    expect(file.wallets).toContainEqual({ currency: 'NTD', wallet: 'main', balance: '2849.50' });
    const all = await server.call(staffPlayersApi.ledger, { token: risk.token, params: { id: String(p.id) }, query: { size: 2 } });
    expect(all).toMatchObject({ total: 3, sum: '2849.50', balance: '2849.50' });
    expect(all.records).toHaveLength(2);
    const second = await server.call(staffPlayersApi.ledger, { token: risk.token, params: { id: String(p.id) }, query: { size: 2, page: 2 } });
    const cents = [...all.records, ...second.records].reduce((s, r) => s + Math.round(Number(r.amount) * 100), 0);
    expect(cents).toBe(284_950);
    const debits = await server.call(staffPlayersApi.ledger, { token: risk.token, params: { id: String(p.id) }, query: { kind: 'deductCoin' } });
    expect(debits).toMatchObject({ total: 1, sum: '-250.50' });
    const future = await server.call(staffPlayersApi.ledger, { token: risk.token, params: { id: String(p.id) }, query: { from: new Date(Date.now() + 60_000).toISOString() } });
    expect(future).toMatchObject({ total: 0, sum: '0.00' });
  });

  it('the history in parts (deposits, withdrawals, bets, sessions and devices, letters) and the standing: linked accounts and why, protection and wagering', async () => {
    const { p, cardId } = await aPlayer(server, { card: true, balance: '5000' });
    const other = (await aPlayer(server)).p;
    const db = server.app.site.db;
    const at = new Date().toISOString();
    await withdraw(server, p, { cardId, amount: '1000' });
    await db.insertInto('account_sightings').values([p.id, other.id].map((account_id) => ({ account_id, kind: 'device', value: 'shared-device-1', source: 'test', first_seen: at, last_seen: at }))).execute();
    await db.insertInto('deposit_limits').values({ account_id: p.id, period: 'day', amount: 200_000, pending_amount: 500_000, pending_effective_at: at, created_at: at, updated_at: at }).execute();
    await db.insertInto('play_limits').values({ account_id: p.id, kind: 'session', period: 'day', amount: 90, pending_amount: null, pending_effective_at: null, created_at: at, updated_at: at }).execute();
    const id = String(p.id);
    const records = async (part: 'deposits' | 'withdrawals' | 'bets' | 'sessions' | 'letters') => server.call(staffPlayersApi.records, { token: risk.token, params: { id }, query: { part } });
    expect((await records('withdrawals')).records[0]).toMatchObject({ kind: 'bank', status: 'processing', currency: 'NTD', amount: '1000.00' });
    expect((await records('sessions')).records[0]).toMatchObject({ status: 'open', kind: expect.stringMatching(/^player device /) });
    expect((await records('deposits')).total).toBe(0);
    const standing = await server.call(staffPlayersApi.standing, { token: support.token, params: { id } });
    expect(standing.linked).toEqual([{ playerId: other.id, account: other.name, via: [{ kind: 'device', value: 'shared-device-1' }] }]);
    // Money limits as amounts, the session-time limit in minutes (not as an amount of minor units).
    expect(standing.protection.limits).toEqual([
      { kind: 'deposit', period: 'day', unit: 'money', value: '2000.00', pendingValue: '5000.00', pendingFrom: at },
      { kind: 'session', period: 'day', unit: 'minutes', value: '90', pendingValue: null, pendingFrom: null },
    ]);
    expect(standing.protection.breaks).toEqual([]);
  });

  it('staff have no protection write: no staff endpoint changes a limit, a time-out or a self-exclusion', () => {
    // The player's own calls are the only writers (each refuses to loosen at once); a staff call that wrote one would be listed here.
    const writes = allEndpoints.filter((e) => e.auth === 'staff' && e.method !== 'GET' && /protection|limit|exclusion|break|timeout/i.test(`${e.id} ${e.path}`));
    expect(writes.map((e) => e.id)).toEqual([]);
  });
});

describe("actions on the player's file, each in the audit log with before and after", () => {
  it("blocking withdrawals refuses the player's withdrawal with 031002 (很抱歉，您暫時無法繼續託售); lifting it lets it through", async () => {
    const { p, cardId } = await aPlayer(server, { card: true, balance: '5000' });
    const id = String(p.id);
    expect(await server.call(staffPlayersApi.restrict, { token: support.token, params: { id }, body: { restrictions: ['withdraw'], reason: 'caller asked' } })).toEqual({ restrictions: ['withdraw'] });
    const refused = await server.fail(fundApi.applyWithdraw, { token: p.token, headers: { 'idempotency-key': `k${Date.now()}` }, body: { currency: 'NTD', withdrawPassword: '135790', cardId, amount: '1000' } });
    expect(refused).toMatchObject({ status: 403, code: FUND_ERRORS.withdrawBlocked.code, msg: FUND_ERRORS.withdrawBlocked.tw });
    const [row] = await auditOf(p.id, 'player.restrict');
    expect(row).toMatchObject({ actor: `staff:${support.name}`, staffId: support.id, before: { restrictions: [] }, after: { restrictions: ['withdraw'], reason: 'caller asked' } });
    await server.call(staffPlayersApi.restrict, { token: risk.token, params: { id }, body: { restrictions: [], reason: 'checked' } });
    expect((await withdraw(server, p, { cardId, amount: '1000' })).status).toBe('processing');
    expect((await auditOf(p.id, 'player.restrict'))[0]).toMatchObject({ actor: `staff:${risk.name}`, before: { restrictions: ['withdraw'] }, after: { restrictions: [] } });
  });

  it("blocking login ends the sessions and refuses login with 帳號已被停用; deposits stop with 031001", async () => {
    const { p } = await aPlayer(server);
    const id = String(p.id);
    await server.call(staffPlayersApi.restrict, { token: risk.token, params: { id }, body: { restrictions: ['login', 'deposit'], reason: 'fraud review' } });
    expect(await server.fail(userApi.info, { token: p.token })).toMatchObject({ status: 403, msg: SESSION_ERRORS.accountBlocked.tw });
    expect(await server.fail(userApi.login, { body: { username: p.name, pwd: 'demo1234' } })).toMatchObject({ status: 403, msg: SESSION_ERRORS.accountBlocked.tw });
    expect((await server.call(staffPlayersApi.file, { token: support.token, params: { id } })).restrictions).toEqual(['login', 'deposit']);
    await server.call(staffPlayersApi.restrict, { token: risk.token, params: { id }, body: { restrictions: ['deposit'], reason: 'login back' } });
    const token = await login(server, p.name);
    const deposit = await server.fail(fundApi.createDeposit, { token, headers: { 'idempotency-key': `d${Date.now()}` }, body: { currency: 'NTD', method: 'bank', channelCode: 'BANK', amount: '1000' } });
    expect(deposit).toMatchObject({ status: 403, code: FUND_ERRORS.rechargeLimited.code, msg: FUND_ERRORS.rechargeLimited.tw });
  });

  it('end sessions, unlock the withdrawal password, a letter and a note: each one audit row', async () => {
    const { p } = await aPlayer(server);
    const id = String(p.id);
    expect(await server.call(staffPlayersApi.endSessions, { token: support.token, params: { id }, body: { reason: 'lost phone' } })).toEqual({ ended: 1 });
    expect((await server.fail(userApi.info, { token: p.token })).status).toBe(401);
    expect((await auditOf(p.id, 'player.endSessions'))[0]).toMatchObject({ before: { openSessions: 1 }, after: { openSessions: 0, reason: 'lost phone' } });
    const until = new Date(Date.now() + 3_600_000).toISOString();
    await server.app.site.db.insertInto('withdraw_guards').values({ account_id: p.id, failures: 0, pending: 0, locks: 1, locked_until: until, last_locked_at: new Date().toISOString(), updated_at: new Date().toISOString() }).execute();
    expect(await server.call(staffPlayersApi.unlockWithdrawPassword, { token: support.token, params: { id }, body: { reason: 'caller checked' } })).toEqual({ lockedUntil: until });
    expect((await auditOf(p.id, 'player.unlockWithdrawPassword'))[0]).toMatchObject({ before: { lockedUntil: until }, after: { lockedUntil: null } });
    const { letterId } = await server.call(staffPlayersApi.letter, { token: support.token, params: { id }, body: { title: '帳戶通知', html: '<p>您好</p>' } });
    expect((await auditOf(p.id, 'player.letter'))[0]).toMatchObject({ before: null, after: { letterId, title: '帳戶通知' } });
    const note = await server.call(staffPlayersApi.addNote, { token: finance.token, params: { id }, body: { text: 'called about a deposit' } });
    expect(note).toMatchObject({ staff: finance.name, text: 'called about a deposit' });
    expect((await server.call(staffPlayersApi.notes, { token: risk.token, params: { id } })).records).toEqual([note]);
    expect((await auditOf(p.id, 'player.note'))[0]).toMatchObject({ id: note.id, staffId: finance.id, after: { text: 'called about a deposit' } });
  });
});
