import { filterVisibleVipLevels, fundApi, VIP_ERROR_CODES, vipApi, walletApi } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '../ops-commands';
import { addDays, serverDayOf } from '../services/vip/days';
import { login } from '../test/accounts';
import { newPlayer } from '../test/fund';
import { accountIdOf, idem, ledgerMismatches, recentRange } from '../test/games';
import { startTestServer, type TestServer } from '../test/harness';
import { betAt, couponFor, couponsOf, depositAt } from './vip-fixtures';

// passes: sqlite postgres

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const db = () => server.app.site.db;
const DAY_MS = 86_400_000;

async function ntdBalance(token: string): Promise<string | undefined> {
  return (await server.call(walletApi.balance, { token })).currencies.find((c) => c.currency === 'NTD')?.balance;
}

describe('GET /v1/user/vip (SPEC 3 record)', () => {
  it('a new player has the default record: vipId 1, VIP0, totals 0, heading for VIP1, no points', async () => {
    const p = await newPlayer(server, { vipName: 'VIP0' });
    const record = await server.call(vipApi.record, { token: p.token });
    expect(record).toMatchObject({
      vipId: 1,
      vipName: 'VIP0',
      rechargeTotal: '0.00',
      betTotal: '0.00',
      level: 0,
      nextLevelId: 1,
      limitRechargeTotal: '1000.00',
      limitBetTotal: '5000.00',
      upgradeOn: null,
      retentionDays: 0,
      keepUntil: null,
      levelSince: null,
      monthTurnover: '0.00',
      monthDeposits: 0,
      points: '0',
      totalsCurrency: 'NTD',
    });
  });

  it('needs a login', async () => {
    expect(await server.fail(vipApi.record)).toMatchObject({ status: 401, code: '001001' });
  });

  it('the demo player vip999 is the special level 999 and stays there', async () => {
    const record = await server.call(vipApi.record, { token: await login(server, 'vip999') });
    expect(record).toMatchObject({ vipId: 999, vipName: '特邀VIP', level: 999, nextLevelId: 999, upgradeOn: null, retentionDays: 0 });
  });

  it('totals met today: the upgrade is due tomorrow, the limits are the level it is heading for', async () => {
    const p = await newPlayer(server, { vipName: 'VIP0' });
    await depositAt(server, p.id, 1_000, new Date());
    await betAt(server, p.id, 5_000_00, new Date());
    const record = await server.call(vipApi.record, { token: p.token });
    expect(record).toMatchObject({
      rechargeTotal: '1000.00',
      betTotal: '5000.00',
      nextLevelId: 1,
      limitRechargeTotal: '1000.00',
      upgradeOn: addDays(serverDayOf(new Date()), 1),
      monthTurnover: '5000.00',
      monthDeposits: 1,
    });
  });

  it('a VIP3 shows its 60-day retention from the day the level began', async () => {
    const p = await newPlayer(server, { vipName: 'VIP3' });
    await db().updateTable('accounts').set({ vip_since: '2031-01-10' }).where('id', '=', p.id).execute();
    expect(await server.call(vipApi.record, { token: p.token })).toMatchObject({ level: 3, vipId: 4, retentionDays: 60, levelSince: '2031-01-10', keepUntil: '2031-03-10' });
  });
});

describe('GET /v1/user/vip/config', () => {
  it('serves every level 0..11 and 999; brands list 10 or 11, a 999 player all', async () => {
    const p = await newPlayer(server);
    const config = await server.call(vipApi.config, { token: p.token });
    const ids = config.vipLevels.map((l) => l.id);
    expect(ids).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 999]);
    expect(filterVisibleVipLevels(config.vipLevels, 10, 1)).toHaveLength(11);
    expect(filterVisibleVipLevels(config.vipLevels, 11, 1)).toHaveLength(12);
    expect(filterVisibleVipLevels(config.vipLevels, 10, 999)).toHaveLength(13);
    expect(config.vipLevels.map((l) => l.retentionDays)).toEqual([0, 60, 60, 60, 60, 60, 90, 90, 90, 90, 90, 90, 0]);
    expect(config.vipLevels[11]).toMatchObject({ name: '至尊VIP11', benefits: { gameRebate: '1.50' } });
    expect(config.vipLevels[0]?.benefits).toMatchObject({ birthdayGift: '0', levelGift: '0', gameRebate: '0.30', withdrawLimit: { count: 3, amount: '50000.00' } });
    expect(config.vipLevels[1]).toMatchObject({ rechargeTotal: '1000.00', betTotal: '5000.00' });
    expect(config.vipPointRatios).toEqual([
      { currency: 'NTD', points: 1, amount: '1.00' },
      { currency: 'USDT', points: 100, amount: '3.00' },
    ]);
    expect(config.vipLimits.find((l) => l.id === 3)?.depositChannels).toContain('BANK_VIP');
    expect(config.vipLimits.find((l) => l.id === 2)?.depositChannels).not.toContain('BANK_VIP');
    expect(config.gameRebates).toContainEqual({ vipId: 5, gameType: 4, rate: '0.40' });
    expect(Math.max(...config.gameRebates.map((r) => Number(r.rate)))).toBeLessThanOrEqual(1.5);
    expect(config.rules).toEqual({
      upgradeDelayDays: 1,
      keepPeriodDays: 30,
      keepTurnover: '5000.00',
      keepMinDeposits: 1,
      dropLevels: 1,
      totalsRestartOnDrop: true,
      rebateMaxPercent: '1.50',
      rebateCapped: false,
      couponValidDays: 30,
      totalsCurrency: 'NTD',
    });
  });
});

describe('the cashier reads the VIP config (SPEC 6 gates)', () => {
  it('daily withdrawals and deposit channels follow vip_levels', async () => {
    const p = await newPlayer(server, { vipName: 'VIP3' });
    const info = await server.call(fundApi.withdrawInfo, { token: p.token, query: { currency: 'NTD' } });
    expect(info).toMatchObject({ dailyCountLimit: 5, dailyAmountLimit: '200000.00' });
    const open = await server.call(fundApi.depositChannels, { token: p.token, query: { currency: 'NTD' } });
    expect(open.channels.find((c) => c.code === 'BANK_VIP')).toMatchObject({ minVipLevel: 3, available: true });

    await db().updateTable('vip_levels').set({ withdraw_count: 7, deposit_channels: JSON.stringify(['BANK']) }).where('id', '=', 3).execute();
    try {
      expect(await server.call(fundApi.withdrawInfo, { token: p.token, query: { currency: 'NTD' } })).toMatchObject({ dailyCountLimit: 7 });
      const closed = await server.call(fundApi.depositChannels, { token: p.token, query: { currency: 'NTD' } });
      expect(closed.channels.find((c) => c.code === 'BANK_VIP')).toMatchObject({ minVipLevel: 4, available: false });
    } finally {
      await db().updateTable('vip_levels').set({ withdraw_count: 5, deposit_channels: JSON.stringify(['BANK', 'USDT_TRC20', 'STORE', 'USDT_WALLET', 'BANK_VIP']) }).where('id', '=', 3).execute();
    }
  });
});

describe('coupons and their records', () => {
  it('phone01 has the seeded level-up and reward coupons, in three languages', async () => {
    const token = await login(server, 'phone01');
    const list = await server.call(vipApi.coupons, { token });
    expect(list.records.map((c) => [c.type, c.points, c.status])).toEqual(
      expect.arrayContaining([
        ['levelUp', '18', 'active'],
        ['reward', '500', 'active'],
      ]),
    );
    const levelUp = list.records.find((c) => c.type === 'levelUp');
    expect(levelUp?.title).toBe('VIP1 晉級禮券');
    expect(levelUp?.detail).toContain('點券兌換');
    const english = await server.call(vipApi.coupons, { token, headers: { language: 'EN' } });
    expect(english.records.find((c) => c.type === 'levelUp')?.title).toBe('VIP1 level-up coupon');
    const records = await server.call(vipApi.couponRecords, { token });
    expect(records.records.filter((r) => r.kind === 'issued').map((r) => r.points)).toEqual(expect.arrayContaining(['18', '500']));
  });

  it('a coupon past its expiry reads expired, with an expired record, and is not counted', async () => {
    const p = await newPlayer(server);
    await couponFor(server, p.id, 70, new Date(Date.now() - 31 * DAY_MS));
    await couponFor(server, p.id, 20);
    const list = await server.call(vipApi.coupons, { token: p.token });
    expect(list.records.map((c) => [c.points, c.status])).toEqual([
      ['20', 'active'],
      ['70', 'expired'],
    ]);
    expect((await server.call(vipApi.coupons, { token: p.token, query: { status: 'expired' } })).total).toBe(1);
    expect((await server.call(vipApi.record, { token: p.token })).points).toBe('20');
    const records = await server.call(vipApi.couponRecords, { token: p.token });
    expect(records.records.map((r) => [r.kind, r.points])).toEqual(expect.arrayContaining([['expired', '-70']]));
  });
});

describe('PUT /v1/user/vip/coupon-exchange', () => {
  it('takes the soonest-expiring coupons first, credits the main wallet through the ledger, and replays a repeated key', async () => {
    const p = await newPlayer(server);
    const later = await couponFor(server, p.id, 100);
    const sooner = await couponFor(server, p.id, 50, new Date(Date.now() - 10 * DAY_MS));
    expect(await server.call(vipApi.exchangeInfo, { token: p.token, query: { currency: 'NTD' } })).toEqual({
      currency: 'NTD',
      points: '150',
      ratio: { points: 1, amount: '1.00' },
      maxAmount: '150.00',
      minPoints: 1,
    });
    const before = await ntdBalance(p.token);
    const key = idem();
    const result = await server.call(vipApi.exchange, { token: p.token, headers: key, query: { currency: 'NTD' }, body: { points: '120' } });
    expect(result).toEqual({ currency: 'NTD', points: '120', amount: '120.00', balance: (Number(before) + 120).toFixed(2), remainingPoints: '30' });
    const coupons = new Map((await couponsOf(server, p.id)).map((c) => [c.id, c]));
    expect(coupons.get(sooner)).toMatchObject({ points: 0, status: 'used' });
    expect(coupons.get(later)).toMatchObject({ points: 30, status: 'active' });

    expect(await server.call(vipApi.exchange, { token: p.token, headers: key, query: { currency: 'NTD' }, body: { points: 120 } })).toEqual(result);
    expect(await ntdBalance(p.token)).toBe(result.balance);
    expect(await server.fail(vipApi.exchange, { token: p.token, headers: key, query: { currency: 'NTD' }, body: { points: 10 } })).toMatchObject({ status: 409, code: '030002' });

    const passbook = await server.call(fundApi.passbook, { token: p.token, query: { tab: 'fund', type: 'bonus', ...recentRange() } });
    expect(passbook.records).toEqual([expect.objectContaining({ type: 'bonus', amount: '120.00', remark: 'couponExchange', status: 'success' })]);
    const records = await server.call(vipApi.couponRecords, { token: p.token });
    expect(records.records[0]).toMatchObject({ kind: 'exchanged', points: '-120', amount: '120.00', currency: 'NTD', title: '點券兌換' });
    expect(await ledgerMismatches(server)).toEqual([]);
  });

  it('more points than the coupons hold: 041001 很抱歉，您的點券餘額不足, nothing moves', async () => {
    const p = await newPlayer(server);
    await couponFor(server, p.id, 30);
    const before = await ntdBalance(p.token);
    const refused = await server.fail(vipApi.exchange, { token: p.token, headers: idem(), query: { currency: 'NTD' }, body: { points: 31 } });
    expect(refused).toMatchObject({ status: 400, code: VIP_ERROR_CODES.insufficientPoints, msg: '很抱歉，您的點券餘額不足', data: { available: '30' } });
    expect(await ntdBalance(p.token)).toBe(before);
    expect((await server.call(vipApi.record, { token: p.token })).points).toBe('30');
  });

  it('refuses points that are not a whole number above zero, a missing key, and a currency without a ratio', async () => {
    const p = await newPlayer(server);
    await couponFor(server, p.id, 30);
    for (const points of [0, -1, 1.5, '1.5', 'x']) {
      expect(await server.fail(vipApi.exchange, { token: p.token, headers: idem(), query: { currency: 'NTD' }, body: { points } })).toMatchObject({ status: 400, code: '000400' });
    }
    expect(await server.fail(vipApi.exchange, { token: p.token, query: { currency: 'NTD' }, body: { points: 1 } })).toMatchObject({ code: '000405' });
    await db().deleteFrom('vip_point_ratios').where('currency', '=', 'USDT').execute();
    try {
      expect(await server.fail(vipApi.exchangeInfo, { token: p.token, query: { currency: 'USDT' } })).toMatchObject({ code: VIP_ERROR_CODES.exchangeCurrency });
    } finally {
      await db().insertInto('vip_point_ratios').values({ currency: 'USDT', points: 100, amount: 300 }).execute();
    }
  });

  it('converts at the currency ratio, rounded down; points worth less than a cent are 041003', async () => {
    const p = await newPlayer(server);
    await couponFor(server, p.id, 250);
    const usdt = await server.call(vipApi.exchange, { token: p.token, headers: idem(), query: { currency: 'USDT' }, body: { points: 101 } });
    expect(usdt).toMatchObject({ currency: 'USDT', amount: '3.03', remainingPoints: '149' });
    await db().updateTable('vip_point_ratios').set({ points: 1000, amount: 1 }).where('currency', '=', 'USDT').execute();
    try {
      expect(await server.fail(vipApi.exchange, { token: p.token, headers: idem(), query: { currency: 'USDT' }, body: { points: 999 } })).toMatchObject({
        code: VIP_ERROR_CODES.exchangeTooSmall,
        data: { minPoints: 1000 },
      });
    } finally {
      await db().updateTable('vip_point_ratios').set({ points: 100, amount: 300 }).where('currency', '=', 'USDT').execute();
    }
  });

  it('two exchanges racing for the same points: one wins, the other moves nothing', async () => {
    const p = await newPlayer(server);
    await couponFor(server, p.id, 100);
    const tries = await Promise.all(
      [1, 2, 3].map(() => server.fetch<{ code: string }>('/api/v1/user/vip/coupon-exchange', { method: 'PUT', query: { currency: 'NTD' }, body: { points: 80 }, headers: { token: p.token, ...idem() } })),
    );
    expect(tries.filter((t) => t.json.code === '000000')).toHaveLength(1);
    expect(tries.filter((t) => t.json.code !== '000000').map((t) => t.json.code)).toEqual(expect.arrayContaining([expect.stringMatching(/^04100[12]$/)]));
    expect((await server.call(vipApi.record, { token: p.token })).points).toBe('20');
    expect(await ledgerMismatches(server)).toEqual([]);
  });
});

describe('npm run ops -- vip coupon', () => {
  it('gives a player a coupon the page lists', async () => {
    const out = await runOps(['vip', 'coupon', 'demo01', 'reward', '300'], { dataDir: server.dataDir, databaseUrl: server.databaseUrl });
    expect(out).toMatch(/^coupon \d+ account=demo01 type=reward points=300 expires=/);
    const list = await server.call(vipApi.coupons, { token: await login(server, 'demo01') });
    expect(list.records).toEqual([expect.objectContaining({ type: 'reward', points: '300', title: '活動獎勵禮券' })]);
    await expect(runOps(['vip', 'coupon', 'demo01', 'gift', '300'], { dataDir: server.dataDir })).rejects.toThrow(/type is one of/);
    await expect(runOps(['vip', 'coupon', 'demo01', 'reward', '0'], { dataDir: server.dataDir })).rejects.toThrow(/positive whole number/);
    await expect(runOps(['vip', 'coupon', 'nobody99', 'reward', '5'], { dataDir: server.dataDir })).rejects.toThrow(/no such account/);
    expect(await accountIdOf(server, 'demo01')).toBeGreaterThan(0);
  });

  it('the daily job does not run inside a test server', async () => {
    expect(await db().selectFrom('vip_job_runs').selectAll().execute()).toEqual([]);
  });
});
