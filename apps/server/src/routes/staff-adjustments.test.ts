import { STAFF_PLAYER_ERROR_CODES, staffApi, staffPlayersApi, WALLET_ERROR_CODES } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import { aPlayer } from '../test/players';
import { enrolledStaff, type TestStaff } from '../test/staff';

// passes: sqlite postgres

let server: TestServer;
let finance: TestStaff;
let finance2: TestStaff;
let admin: TestStaff;

beforeAll(async () => {
  // The default line (STAFF_FOUR_EYES_AMOUNT, 50,000 NTD).
  server = await startTestServer({ sensitiveRateLimitMax: 1_000_000 });
  [finance, finance2, admin] = await Promise.all([enrolledStaff(server, ['finance']), enrolledStaff(server, ['finance']), enrolledStaff(server, ['admin'])]);
});

afterAll(async () => {
  await server.close();
});

const balance = async (id: number) =>
  (await server.call(staffPlayersApi.file, { token: admin.token, params: { id: String(id) } })).wallets.find((w) => w.currency === 'NTD' && w.wallet === 'main')?.balance;
const adjust = (staff: TestStaff, id: number, direction: 'credit' | 'debit', amount: string) =>
  ({ token: staff.token, params: { id: String(id) }, body: { direction, amount, reason: 'test adjustment' } }) as const;

describe('crediting and debiting a balance (issue 37)', () => {
  it('at or below the line the money moves at once (addCoin / deductCoin) with one audit row; a debit never takes the balance below zero', async () => {
    const { p } = await aPlayer(server, { balance: '100' });
    const credit = await server.call(staffPlayersApi.adjust, adjust(finance, p.id, 'credit', '50000'));
    expect(credit).toMatchObject({ status: 'done', amount: '50000.00', requestedBy: finance.name, reference: expect.stringMatching(/^AC/) });
    expect(await balance(p.id)).toBe('50100.00');
    expect(await server.call(staffPlayersApi.adjust, adjust(finance, p.id, 'debit', '50000'))).toMatchObject({ status: 'done', amount: '-50000.00' });
    const refused = await server.fail(staffPlayersApi.adjust, adjust(finance, p.id, 'debit', '100.01'));
    expect(refused.code).toBe(WALLET_ERROR_CODES.insufficient);
    expect(await balance(p.id)).toBe('100.00');
    const debit = await server.call(staffPlayersApi.adjust, adjust(finance, p.id, 'debit', '100'));
    expect(debit).toMatchObject({ status: 'done', amount: '-100.00', reference: expect.stringMatching(/^DC/) });
    expect(await balance(p.id)).toBe('0.00');
    const rows = (await server.call(staffApi.audit, { token: admin.token, query: { playerId: p.id, action: 'player.adjust' } })).records;
    expect(rows.map((r) => r.action)).toEqual(['player.adjust', 'player.adjust', 'player.adjust']);
    expect(rows[0]).toMatchObject({ staffId: finance.id, before: { balance: '100.00' }, after: { balance: '0.00', amount: '-100.00', reason: 'test adjustment', status: 'done' } });
  });

  it('above the line a credit waits for a second member: the requester cannot approve it, another can, once', async () => {
    const { p } = await aPlayer(server, { balance: '100' });
    const pending = await server.call(staffPlayersApi.adjust, adjust(finance, p.id, 'credit', '60000'));
    expect(pending).toMatchObject({ status: 'pending', amount: '60000.00', reference: null, decidedBy: null });
    expect(await balance(p.id)).toBe('100.00');
    const queue = await server.call(staffPlayersApi.adjustments, { token: finance2.token, query: { status: 'pending' } });
    expect(queue.records.map((a) => a.id)).toContain(pending.id);
    // The player's file asks for that player's only.
    const { p: other } = await aPlayer(server, { balance: '0' });
    const others = await server.call(staffPlayersApi.adjustments, { token: finance2.token, query: { status: 'pending', playerId: other.id } });
    expect(others).toEqual({ records: [], total: 0 });
    const own = await server.call(staffPlayersApi.adjustments, { token: finance2.token, query: { status: 'pending', playerId: p.id } });
    expect(own.records.map((a) => [a.id, a.playerId])).toEqual([[pending.id, p.id]]);
    const same = await server.fail(staffPlayersApi.decideAdjustment, { token: finance.token, params: { id: String(pending.id) }, body: { approve: true } });
    expect(same).toMatchObject({ status: 403, code: STAFF_PLAYER_ERROR_CODES.sameApprover });
    expect(await balance(p.id)).toBe('100.00');
    const approved = await server.call(staffPlayersApi.decideAdjustment, { token: finance2.token, params: { id: String(pending.id) }, body: { approve: true } });
    expect(approved).toMatchObject({ id: pending.id, status: 'done', decidedBy: finance2.name, reference: expect.stringMatching(/^AC/) });
    expect(await balance(p.id)).toBe('60100.00');
    const twice = await server.fail(staffPlayersApi.decideAdjustment, { token: admin.token, params: { id: String(pending.id) }, body: { approve: true } });
    expect(twice.code).toBe(STAFF_PLAYER_ERROR_CODES.adjustmentDecided);
    expect(await balance(p.id)).toBe('60100.00');
    const rows = (await server.call(staffApi.audit, { token: admin.token, query: { playerId: p.id, action: 'player.adjust.' } })).records;
    expect(rows.map((r) => [r.action, r.staffId])).toEqual([['player.adjust.approve', finance2.id], ['player.adjust.request', finance.id]]);
    expect(rows[0]).toMatchObject({ before: { adjustment: pending.id, status: 'pending' }, after: { status: 'done', balanceBefore: '100.00', balance: '60100.00' } });
  });

  it('two approvals of one request at the same time: the money moves once, the other is told it was decided', async () => {
    const { p } = await aPlayer(server, { balance: '1' });
    const pending = await server.call(staffPlayersApi.adjust, adjust(finance, p.id, 'credit', '70000'));
    const decide = (staff: TestStaff) => server.fetch<{ code: string }>(`/api/v1/staff/adjustments/${pending.id}/decide`, { method: 'POST', headers: { token: staff.token }, body: { approve: true } });
    const answers = await Promise.all([decide(finance2), decide(admin)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await balance(p.id)).toBe('70001.00');
  });

  it('a rejected request moves nothing; an unknown one is 081051', async () => {
    const { p } = await aPlayer(server, { balance: '70000' });
    const pending = await server.call(staffPlayersApi.adjust, adjust(finance, p.id, 'debit', '60000'));
    const rejected = await server.call(staffPlayersApi.decideAdjustment, { token: admin.token, params: { id: String(pending.id) }, body: { approve: false, reason: 'no ticket' } });
    expect(rejected).toMatchObject({ status: 'rejected', decidedBy: admin.name, reference: null });
    expect(await balance(p.id)).toBe('70000.00');
    expect((await server.fail(staffPlayersApi.decideAdjustment, { token: admin.token, params: { id: '999999' }, body: { approve: true } })).code).toBe(STAFF_PLAYER_ERROR_CODES.adjustmentNotFound);
  });
});
