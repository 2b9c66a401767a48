import { randomUUID } from 'node:crypto';
import { STAFF_ERROR_CODES, staffRiskApi, type RiskPattern } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credit } from '../services/fund/operator';
import {
  ACCOUNTS_PER_ADDRESS,
  ACCOUNTS_PER_DEVICE,
  BONUS_THEN_WITHDRAW_TIMES,
  DEPOSIT_VELOCITY_ORDERS,
  WITHDRAW_VELOCITY_ORDERS,
  mostWithin,
} from '../services/staff/risk-patterns';
import { newPlayer, type Player } from '../test/fund';
import { startTestServer, type TestServer } from '../test/harness';
import { enrolledStaff, type TestStaff } from '../test/staff';

// passes: sqlite postgres

/**
 * Issue 38's fraud patterns: many accounts on one device or address, bonus then withdraw, deposit and withdrawal
 * velocity; each built here from the rows the site writes, each at its threshold beside a player just below it.
 * And the look-up of a device or an address.
 */

let server: TestServer;
let risk: TestStaff;
let support: TestStaff;

beforeAll(async () => {
  server = await startTestServer({ sensitiveRateLimitMax: 1_000_000 });
  [risk, support] = await Promise.all([enrolledStaff(server, ['risk']), enrolledStaff(server, ['support'])]);
});

afterAll(async () => {
  await server.close();
});

const db = () => server.app.site.db;
const HOUR = 3_600_000;
const at = (msAgo: number) => new Date(Date.now() - msAgo).toISOString();
const players = (n: number) => Promise.all(Array.from({ length: n }, () => newPlayer(server)));

async function seen(p: Player, kind: 'device' | 'address', value: string, msAgo = HOUR) {
  await db().insertInto('account_sightings').values({ account_id: p.id, kind, value, source: 'login', first_seen: at(msAgo), last_seen: at(msAgo) }).execute();
}

async function depositOrder(p: Player, msAgo: number) {
  const t = at(msAgo);
  await db()
    .insertInto('deposit_orders')
    .values({ order_no: `DPP${randomUUID().replace(/-/g, '').slice(0, 20)}`, account_id: p.id, channel_code: 'BANK', method: 'bank', currency: 'NTD', amount: 100_000, status: 'success', card_id: null, from_card: null, tx_hash: null, payment_code: null, receiving: '{}', created_at: t, expires_at: t, updated_at: t, settled_at: t, ntd_amount: 100_000, usdt_rate: null })
    .execute();
}

async function withdrawal(p: Player, msAgo: number) {
  const t = at(msAgo);
  await db()
    .insertInto('withdraw_orders')
    .values({ order_no: `WDP${randomUUID().replace(/-/g, '').slice(0, 20)}`, account_id: p.id, method: 'bank', currency: 'NTD', amount: 100_000, usdt_amount: null, card_id: null, address_id: null, destination: '{}', status: 'pending', created_at: t, updated_at: t, ntd_amount: 100_000, usdt_rate: null, payout_day: null })
    .execute();
}

/** A bonus credited through the ledger, dated `msAgo`. */
async function bonus(p: Player, msAgo: number) {
  await credit(db(), p.id, 'NTD', '100.00', 'bonus');
  const last = await db().selectFrom('ledger_entries').select((eb) => eb.fn.max('id').as('id')).where('kind', '=', 'bonus').executeTakeFirstOrThrow();
  await db().updateTable('ledger_entries').set({ created_at: at(msAgo) }).where('id', '=', Number(last.id)).execute();
}

const found = async (pattern: RiskPattern) => (await server.call(staffRiskApi.patterns, { token: risk.token, query: { pattern, size: 100 } })).records;

describe('risk patterns', () => {
  it('lists a device seen with three accounts, with the accounts and the device; two on another device are not listed', async () => {
    const many = await players(ACCOUNTS_PER_DEVICE);
    const few = await players(ACCOUNTS_PER_DEVICE - 1);
    const device = `dev-${randomUUID()}`;
    const other = `dev-${randomUUID()}`;
    for (const p of many) await seen(p, 'device', device);
    for (const p of few) await seen(p, 'device', other);
    const rows = (await found('sharedDevice')).filter((r) => r.value === device || r.value === other);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.players.map((x) => x.playerId)).toEqual(many.map((p) => p.id).sort((a, b) => a - b));
    expect(rows[0]?.players.map((x) => x.account)).toEqual(expect.arrayContaining(many.map((p) => p.name)));
    expect(rows[0]?.figure).toBe(String(ACCOUNTS_PER_DEVICE));
  });

  it('lists an address shared by three accounts, never the machine itself', async () => {
    const many = await players(ACCOUNTS_PER_ADDRESS);
    for (const p of many) {
      await seen(p, 'address', '203.0.113.77');
      await seen(p, 'address', '127.0.0.1');
    }
    const rows = await found('sharedAddress');
    expect(rows.map((r) => r.value)).toContain('203.0.113.77');
    expect(rows.map((r) => r.value)).not.toContain('127.0.0.1');
  });

  it('lists bonus then withdraw at two bonuses each followed within a day by a withdrawal; one such is not listed', async () => {
    const [farmer, once] = (await players(2)) as [Player, Player];
    for (let i = 0; i < BONUS_THEN_WITHDRAW_TIMES; i++) {
      await bonus(farmer, (i + 1) * 48 * HOUR);
      await withdrawal(farmer, (i + 1) * 48 * HOUR - 3 * HOUR);
    }
    await bonus(once, 48 * HOUR);
    await withdrawal(once, 47 * HOUR);
    // A withdrawal long after the second bonus does not make it a second time.
    await bonus(once, 10 * 24 * HOUR);
    await withdrawal(once, 10 * 24 * HOUR - 30 * HOUR);
    const ids = (await found('bonusThenWithdraw')).flatMap((r) => r.players.map((x) => x.playerId));
    expect(ids).toContain(farmer.id);
    expect(ids).not.toContain(once.id);
  });

  it('lists deposit velocity at five orders within an hour and withdrawal velocity at three within a day; fewer are not listed', async () => {
    const [fast, slow] = (await players(2)) as [Player, Player];
    for (let i = 0; i < DEPOSIT_VELOCITY_ORDERS; i++) await depositOrder(fast, 2 * HOUR + i * 10 * 60_000);
    for (let i = 0; i < DEPOSIT_VELOCITY_ORDERS; i++) await depositOrder(slow, i * 20 * 60_000 + HOUR);
    for (let i = 0; i < WITHDRAW_VELOCITY_ORDERS; i++) await withdrawal(fast, i * 5 * HOUR + HOUR);
    for (let i = 0; i < WITHDRAW_VELOCITY_ORDERS; i++) await withdrawal(slow, i * 13 * HOUR + HOUR);
    const deposits = await found('depositVelocity');
    expect(deposits.find((r) => r.players[0]?.playerId === fast.id)?.figure).toBe(String(DEPOSIT_VELOCITY_ORDERS));
    expect(deposits.some((r) => r.players[0]?.playerId === slow.id)).toBe(false);
    const withdrawals = await found('withdrawVelocity');
    expect(withdrawals.some((r) => r.players[0]?.playerId === fast.id)).toBe(true);
    expect(withdrawals.some((r) => r.players[0]?.playerId === slow.id)).toBe(false);
  });

  it('counts the most orders inside any window, its ends included', () => {
    const t = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 0, minutes)).toISOString();
    expect(mostWithin([t(0), t(30), t(60), t(61), t(200)], 1)).toBe(3);
    expect(mostWithin([], 1)).toBe(0);
  });

  it('support may not read the patterns', async () => {
    expect((await server.fail(staffRiskApi.patterns, { token: support.token, query: {} })).code).toBe(STAFF_ERROR_CODES.roleRefused);
  });
});

describe('device and address look-up', () => {
  it('finds every account seen with a device, latest first, and nothing for an unseen one', async () => {
    const [a, b] = (await players(2)) as [Player, Player];
    const device = `dev-${randomUUID()}`;
    await seen(a, 'device', device, 3 * HOUR);
    await seen(b, 'device', device, HOUR);
    const page = await server.call(staffRiskApi.lookup, { token: risk.token, query: { kind: 'device', value: ` ${device} ` } });
    expect(page.total).toBe(2);
    expect(page.records.map((r) => r.account)).toEqual([b.name, a.name]);
    expect(page.records[0]?.source).toBe('login');
    expect((await server.call(staffRiskApi.lookup, { token: risk.token, query: { kind: 'device', value: 'never-seen' } })).total).toBe(0);
  });

  it('finds an address whatever its letters case (addresses are kept in lower case)', async () => {
    const [a] = (await players(1)) as [Player];
    await seen(a, 'address', '2001:db8::abcd');
    const page = await server.call(staffRiskApi.lookup, { token: risk.token, query: { kind: 'address', value: '2001:DB8::ABCD' } });
    expect(page.records.map((r) => r.playerId)).toEqual([a.id]);
  });
});
