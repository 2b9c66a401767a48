import { randomUUID } from 'node:crypto';
import { BREAK_REFUSAL_CODES, HARM_MARKERS, promotionsApi, STAFF_ERROR_CODES, STAFF_RISK_ERROR_CODES, staffApi, staffPlayersApi, staffRiskApi, type FirstRechargeTier } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bonusOf } from '../services/promotions/first-recharge';
import { approveDeposit } from '../services/fund/review';
import { LATE_NIGHT_NIGHTS, LIMIT_RAISE_REQUESTS, CANCELLED_WITHDRAWALS, REFUSED_DEPOSITS, lateNights } from '../services/staff/harm-markers';
import { login, newDevice } from '../test/accounts';
import { newPlayer, type Player } from '../test/fund';
import { startTestServer, type TestServer } from '../test/harness';
import { enrolledStaff, type TestStaff } from '../test/staff';

// passes: sqlite postgres

/**
 * Issue 38's risk and safer-gambling endpoints: the markers of harm (each built here from the rows the site
 * writes), the operator's interactions (never looser than the player's own protection), linked accounts with
 * what links them, and withheld bonuses released once (two at once credit once) or confirmed.
 */

let server: TestServer;
let risk: TestStaff;
let support: TestStaff;
let admin: TestStaff;

beforeAll(async () => {
  server = await startTestServer({ sensitiveRateLimitMax: 1_000_000 });
  [risk, support, admin] = await Promise.all([enrolledStaff(server, ['risk']), enrolledStaff(server, ['support']), enrolledStaff(server, ['admin'])]);
});

afterAll(async () => {
  await server.close();
});

const db = () => server.app.site.db;
const DAY = 86_400_000;
const HOUR = 3_600_000;
const at = (msAgo: number) => new Date(Date.now() - msAgo).toISOString();
let serial = 0;

async function depositRow(accountId: number, major: number, status: string, msAgo: number): Promise<string> {
  const orderNo = `DPR${randomUUID().replace(/-/g, '').slice(0, 20)}`;
  const t = at(msAgo);
  await db()
    .insertInto('deposit_orders')
    .values({ order_no: orderNo, account_id: accountId, channel_code: 'BANK', method: 'bank', currency: 'NTD', amount: major * 100, status, card_id: null, from_card: null, tx_hash: null, payment_code: null, receiving: '{}', created_at: t, expires_at: at(msAgo - DAY), updated_at: t, settled_at: status === 'success' ? t : null, ntd_amount: major * 100, usdt_rate: null })
    .execute();
  return orderNo;
}

async function cancelledWithdrawal(accountId: number, msAgo: number) {
  const t = at(msAgo);
  await db()
    .insertInto('withdraw_orders')
    .values({ order_no: `WDR${++serial}${randomUUID().slice(0, 8)}`, account_id: accountId, method: 'bank', currency: 'NTD', amount: 100_000, usdt_amount: null, card_id: null, address_id: null, destination: '{}', status: 'cancelled', created_at: t, updated_at: t, ntd_amount: 100_000, usdt_rate: null, payout_day: null })
    .execute();
}

async function playPeriod(accountId: number, startMsAgo: number, hours: number) {
  await db().insertInto('play_periods').values({ account_id: accountId, started_at: at(startMsAgo), last_activity_at: at(startMsAgo - hours * HOUR), acknowledged_at: null }).execute();
}

/** 01:00 Asia/Taipei (17:00 UTC the day before) `nightsAgo` nights ago. */
function taipeiOneAmMsAgo(nightsAgo: number): number {
  const d = new Date(Date.now() - nightsAgo * DAY);
  d.setUTCHours(17, 0, 0, 0);
  if (d.getTime() > Date.now()) d.setTime(d.getTime() - DAY);
  return Date.now() - d.getTime();
}

async function limitRequest(accountId: number, action: string) {
  const t = at(2 * DAY);
  await db().insertInto('deposit_limit_history').values({ account_id: accountId, period: 'day', action, old_amount: 100_000, new_amount: action === 'removeRequested' ? null : 500_000, effective_at: t, created_at: t }).execute();
}

describe('safer gambling: markers of harm', () => {
  it('a player with every marker appears with each named; a player with none (below every threshold) does not', async () => {
    const [harmed, calm] = [await newPlayer(server), await newPlayer(server)];
    // harmed: each marker at its threshold.
    await db().insertInto('self_assessments').values({ account_id: harmed.id, answers: '333000000', score: 9, created_at: at(DAY) }).execute();
    for (const [week, major] of [[3, 1000], [2, 2000], [1, 3000], [0, 6000]] as const) await depositRow(harmed.id, major, 'success', week * 7 * DAY + HOUR);
    for (let i = 0; i < LIMIT_RAISE_REQUESTS; i++) await limitRequest(harmed.id, i % 2 ? 'removeRequested' : 'increaseRequested');
    for (let i = 0; i < CANCELLED_WITHDRAWALS; i++) await cancelledWithdrawal(harmed.id, (i + 1) * DAY);
    await playPeriod(harmed.id, 10 * DAY, 4);
    for (let n = 1; n <= LATE_NIGHT_NIGHTS; n++) await playPeriod(harmed.id, taipeiOneAmMsAgo(n + 1), 0.5);
    for (let i = 0; i < REFUSED_DEPOSITS; i++) await depositRow(harmed.id, 500, 'failure', (i + 1) * HOUR);
    // calm: the same kinds of rows, each below its marker.
    await db().insertInto('self_assessments').values({ account_id: calm.id, answers: '110000000', score: 2, created_at: at(DAY) }).execute();
    for (const [week, major] of [[3, 1000], [2, 2000], [1, 1500], [0, 6000]] as const) await depositRow(calm.id, major, 'success', week * 7 * DAY + HOUR);
    await limitRequest(calm.id, 'increaseRequested');
    await cancelledWithdrawal(calm.id, DAY);
    await playPeriod(calm.id, 10 * DAY - 4 * HOUR, 2);
    await depositRow(calm.id, 500, 'failure', HOUR);

    const list = await server.call(staffRiskApi.harm, { token: risk.token, query: {} });
    expect(list.records.map((r) => r.playerId)).toEqual([harmed.id]);
    expect(list.total).toBe(1);
    const row = list.records[0];
    expect(row?.markers.map((m) => m.marker)).toEqual([...HARM_MARKERS]);
    expect(row?.markers.find((m) => m.marker === 'selfAssessment')?.figure).toBe('9');
    expect(row?.markers.find((m) => m.marker === 'risingDeposits')?.figure).toBe('1000.00 → 2000.00 → 3000.00 → 6000.00');
    expect(row?.markers.find((m) => m.marker === 'lateNight')?.figure).toBe(String(LATE_NIGHT_NIGHTS));
    expect(row?.lastInteractionAt).toBeNull();
    // A marker filter keeps those showing it.
    expect((await server.call(staffRiskApi.harm, { token: admin.token, query: { marker: 'refusedDeposits' } })).records.map((r) => r.playerId)).toEqual([harmed.id]);
    // Support has no access to the list.
    expect((await server.fail(staffRiskApi.harm, { token: support.token, query: {} })).code).toBe(STAFF_ERROR_CODES.roleRefused);
  });

  it('late-night play is counted by the Taipei night its early hours fall on', () => {
    const oneAmTaipei = Date.parse('2026-03-03T17:00:00Z');
    expect(lateNights(oneAmTaipei, oneAmTaipei + HOUR)).toEqual(['2026-03-04']);
    // 22:00 to 23:30 Taipei: no late-night hours.
    expect(lateNights(Date.parse('2026-03-03T14:00:00Z'), Date.parse('2026-03-03T15:30:00Z'))).toEqual([]);
    // 23:00 to 07:00 Taipei crosses one night.
    expect(lateNights(Date.parse('2026-03-03T15:00:00Z'), Date.parse('2026-03-03T23:00:00Z'))).toEqual(['2026-03-04']);
  });
});

describe('safer gambling: interactions', () => {
  it("a call note is in the player's notes, the audit log and the list's last interaction", async () => {
    const p = await newPlayer(server);
    await db().insertInto('self_assessments').values({ account_id: p.id, answers: '333330000', score: 15, created_at: at(HOUR) }).execute();
    const done = await server.call(staffRiskApi.interact, { token: risk.token, params: { id: String(p.id) }, body: { kind: 'call', note: 'Called: talked about limits' } });
    expect(done).toMatchObject({ kind: 'call', staff: risk.name, summary: 'Called: talked about limits' });
    const notes = await server.call(staffPlayersApi.notes, { token: support.token, params: { id: String(p.id) }, query: {} });
    expect(notes.records[0]?.text).toBe('Safer gambling (call): Called: talked about limits');
    const audit = await server.call(staffApi.audit, { token: admin.token, query: { playerId: p.id, action: 'risk.interaction' } });
    expect(audit.records).toHaveLength(1);
    const list = await server.call(staffRiskApi.harm, { token: risk.token, query: { marker: 'selfAssessment' } });
    expect(list.records.find((r) => r.playerId === p.id)?.lastInteractionAt).toBe(done.at);
    expect((await server.call(staffRiskApi.interactions, { token: risk.token, params: { id: String(p.id) }, query: {} })).records).toEqual([done]);
  });

  it("a letter reaches the player's inbox", async () => {
    const p = await newPlayer(server);
    await server.call(staffRiskApi.interact, { token: risk.token, params: { id: String(p.id) }, body: { kind: 'letter', title: 'Your play', html: '<p>We noticed</p>' } });
    const letters = await db().selectFrom('letters').select('title').where('account_id', '=', p.id).execute();
    expect(letters.map((l) => l.title)).toContain('Your play');
  });

  it('staff can lower a deposit limit, never raise it: the player\'s pending raise is dropped', async () => {
    const p = await newPlayer(server);
    const t = at(DAY);
    await db().insertInto('deposit_limits').values({ account_id: p.id, period: 'day', amount: 500_000, pending_amount: 900_000, pending_effective_at: at(-DAY), created_at: t, updated_at: t }).execute();
    const looser = await server.fail(staffRiskApi.interact, { token: risk.token, params: { id: String(p.id) }, body: { kind: 'depositLimit', period: 'day', amount: '6000', note: 'asked by phone' } });
    expect(looser).toMatchObject({ status: 409, code: STAFF_RISK_ERROR_CODES.notStricter });
    await server.call(staffRiskApi.interact, { token: risk.token, params: { id: String(p.id) }, body: { kind: 'depositLimit', period: 'day', amount: '3000', note: 'after the call' } });
    const row = await db().selectFrom('deposit_limits').selectAll().where('account_id', '=', p.id).executeTakeFirstOrThrow();
    expect({ amount: Number(row.amount), pending: row.pending_amount }).toEqual({ amount: 300_000, pending: null });
    // A new limit where the player had none.
    await server.call(staffRiskApi.interact, { token: risk.token, params: { id: String(p.id) }, body: { kind: 'depositLimit', period: 'week', amount: '10000', note: 'weekly too' } });
    expect(await db().selectFrom('deposit_limits').select('period').where('account_id', '=', p.id).orderBy('period').execute()).toEqual([{ period: 'day' }, { period: 'week' }]);
  });

  it("a time-out only when it ends after the player's own; never during a self-exclusion", async () => {
    const p = await newPlayer(server);
    await db().insertInto('protection_breaks').values({ account_id: p.id, kind: 'timeout', period: '7d', started_at: at(HOUR), until: at(-7 * DAY + HOUR), ended_at: null, ended_by: null }).execute();
    const shorter = await server.fail(staffRiskApi.interact, { token: risk.token, params: { id: String(p.id) }, body: { kind: 'timeout', period: '24h', note: 'cool off' } });
    expect(shorter).toMatchObject({ status: 409, code: STAFF_RISK_ERROR_CODES.notStricter });
    await server.call(staffRiskApi.interact, { token: risk.token, params: { id: String(p.id) }, body: { kind: 'timeout', period: '30d', note: 'cool off longer' } });
    const breaks = await db().selectFrom('protection_breaks').select(['period', 'ended_by']).where('account_id', '=', p.id).orderBy('id').execute();
    expect(breaks).toEqual([{ period: '7d', ended_by: 'replaced' }, { period: '30d', ended_by: null }]);
    const excluded = await newPlayer(server);
    await db().insertInto('protection_breaks').values({ account_id: excluded.id, kind: 'exclusion', period: '6m', started_at: at(HOUR), until: at(-180 * DAY), ended_at: null, ended_by: null }).execute();
    expect((await server.fail(staffRiskApi.interact, { token: risk.token, params: { id: String(excluded.id) }, body: { kind: 'timeout', period: '30d', note: 'excluded already' } })).code).toBe(STAFF_RISK_ERROR_CODES.notStricter);
  });
});

async function deposit(accountId: number, major: number): Promise<string> {
  const orderNo = await depositRow(accountId, major, 'processing', 0);
  await approveDeposit(db(), orderNo);
  return orderNo;
}

async function bonuses(accountId: number) {
  return db()
    .selectFrom('ledger_entries as l')
    .innerJoin('wallet_accounts as w', 'w.id', 'l.wallet_account_id')
    .select(['l.amount', 'l.reference'])
    .where('w.account_id', '=', accountId)
    .where('l.kind', '=', 'bonus')
    .execute();
}

async function shareDevice(a: Player, b: Player) {
  const device = newDevice();
  await login(server, a.name, 'demo1234', device);
  await login(server, b.name, 'demo1234', device);
}

/** b's first-recharge bonus withheld: a had it, then the two shared a device before b's first deposit. */
async function withheldFirstRecharge() {
  const [a, b] = [await newPlayer(server), await newPlayer(server)];
  for (const p of [a, b]) await server.call(promotionsApi.firstRechargeJoin, { token: p.token, body: { platform: 'pc' } });
  await deposit(a.id, 1000);
  await shareDevice(a, b);
  const orderNo = await deposit(b.id, 2000);
  const list = await server.call(staffRiskApi.withheld, { token: risk.token, query: { status: 'withheld', size: 100 } });
  const row = list.records.find((r) => r.playerId === b.id);
  const tier = (await db().selectFrom('first_recharge_joins').select('tier').where('account_id', '=', b.id).executeTakeFirstOrThrow()).tier as FirstRechargeTier;
  return { a, b, orderNo, row, bonus: bonusOf(200_000, tier) };
}

describe('risk: linked accounts and withheld bonuses', () => {
  it('the linked list names the shared device', async () => {
    const { a, b } = await withheldFirstRecharge();
    const linked = await server.call(staffRiskApi.linked, { token: risk.token, params: { id: String(b.id) } });
    expect(linked).toMatchObject({ playerId: b.id, account: b.name });
    expect(linked.links.find((l) => l.playerId === a.id)?.via.map((v) => v.kind)).toContain('device');
  });

  it('two releases at once credit the bonus once, with its wagering; the decision is audited', async () => {
    const { b, orderNo, row, bonus } = await withheldFirstRecharge();
    expect(bonus).toBeGreaterThan(0);
    expect(row).toMatchObject({ kind: 'firstRecharge', reference: `FR${orderNo}`, status: 'withheld', links: ['device'], amount: (bonus / 100).toFixed(2) });
    const id = String(row?.id);
    const results = await Promise.allSettled([
      server.call(staffRiskApi.decideWithheld, { token: risk.token, params: { id }, body: { release: true, reason: 'same household, checked' } }),
      server.call(staffRiskApi.decideWithheld, { token: admin.token, params: { id }, body: { release: true, reason: 'same household, checked' } }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected');
    expect(String(refused?.status === 'rejected' ? refused.reason : '')).toContain(STAFF_RISK_ERROR_CODES.withheldDecided);
    expect(await bonuses(b.id)).toEqual([{ amount: bonus, reference: `FR${orderNo}` }]);
    const wagering = await db().selectFrom('turnover_requirements').select(['source', 'reference']).where('account_id', '=', b.id).where('source', '=', 'firstRecharge').execute();
    expect(wagering).toEqual([{ source: 'firstRecharge', reference: `FR${orderNo}` }]);
    const after = (await server.call(staffRiskApi.withheld, { token: risk.token, query: { status: 'released', size: 100 } })).records.find((r) => r.id === row?.id);
    expect(after).toMatchObject({ status: 'released', reason: 'same household, checked', amount: (bonus / 100).toFixed(2) });
    const audit = await server.call(staffApi.audit, { token: admin.token, query: { playerId: b.id, action: 'risk.withheld' } });
    expect(audit.records.map((r) => r.action)).toEqual(['risk.withheldRelease']);
    // Once released, neither a release nor a confirmation changes it.
    expect((await server.fail(staffRiskApi.decideWithheld, { token: risk.token, params: { id }, body: { release: false, reason: 'too late' } })).code).toBe(STAFF_RISK_ERROR_CODES.withheldDecided);
  });

  it('no release while the player is on a self-exclusion: refused in the reward-claim words, nothing credited, still withheld', async () => {
    const { b, row } = await withheldFirstRecharge();
    await db().insertInto('protection_breaks').values({ account_id: b.id, kind: 'exclusion', period: '6m', started_at: at(HOUR), until: at(-180 * DAY), ended_at: null, ended_by: null }).execute();
    const refused = await server.fail(staffRiskApi.decideWithheld, { token: risk.token, params: { id: String(row?.id) }, body: { release: true, reason: 'a real customer' } });
    expect(refused.code).toBe(BREAK_REFUSAL_CODES.rewardClaim);
    expect(await bonuses(b.id)).toEqual([]);
    const still = (await server.call(staffRiskApi.withheld, { token: risk.token, query: { status: 'withheld', size: 100 } })).records.find((r) => r.id === row?.id);
    expect(still?.status).toBe('withheld');
  });

  it('a confirmation keeps it withheld: nothing credited, and no release after it', async () => {
    const { b, row } = await withheldFirstRecharge();
    const id = String(row?.id);
    const confirmed = await server.call(staffRiskApi.decideWithheld, { token: risk.token, params: { id }, body: { release: false, reason: 'farm: same device' } });
    expect(confirmed).toMatchObject({ status: 'confirmed', decidedBy: risk.name, reason: 'farm: same device' });
    expect((await server.fail(staffRiskApi.decideWithheld, { token: risk.token, params: { id }, body: { release: true, reason: 'changed my mind' } })).code).toBe(STAFF_RISK_ERROR_CODES.withheldDecided);
    expect(await bonuses(b.id)).toEqual([]);
  });

  it('a refused join held no money: it cannot be released, only confirmed; an unknown id is 081060', async () => {
    const { a, b } = await withheldFirstRecharge();
    const c = await newPlayer(server);
    await shareDevice(a, c);
    await server.fail(promotionsApi.firstRechargeJoin, { token: c.token, body: { platform: 'pc' } });
    const row = (await server.call(staffRiskApi.withheld, { token: risk.token, query: { status: 'withheld', size: 100 } })).records.find((r) => r.playerId === c.id);
    expect(row).toMatchObject({ reference: `FRJOIN${c.id}`, amount: null });
    const nothing = await server.fail(staffRiskApi.decideWithheld, { token: risk.token, params: { id: String(row?.id) }, body: { release: true, reason: 'let it be' } });
    expect(nothing).toMatchObject({ status: 409, code: STAFF_RISK_ERROR_CODES.nothingToRelease });
    expect((await db().selectFrom('risk_refusals').select('status').where('id', '=', row?.id ?? 0).executeTakeFirstOrThrow()).status).toBe('withheld');
    expect(b.id).toBeGreaterThan(0);
    expect((await server.fail(staffRiskApi.decideWithheld, { token: risk.token, params: { id: '999999' }, body: { release: true, reason: 'none' } })).code).toBe(STAFF_RISK_ERROR_CODES.withheldNotFound);
  });
});
