import { vipApi } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps, UsageError } from '../../ops-commands';
import { at, betAt, couponFor, couponsOf, depositAt, setVip, vipNameOf } from '../../routes/vip-fixtures';
import { newPlayer } from '../../test/fund';
import { ledgerMismatches } from '../../test/games';
import { startTestServer, type TestServer } from '../../test/harness';
import { runVipDaily } from './daily';

// passes: sqlite postgres

/**
 * The daily job over a real database. Each test works on days of its own
 * (a day runs once), in 2031, after every player here registered.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const db = () => server.app.site.db;
const DAY_MS = 86_400_000;
const run = (day: string) => runVipDaily(db(), day);

describe('upgrade (SPEC 4: the day after the requirement is met)', () => {
  it('totals met on 02-10 leave the level alone that day; the run for 02-11 lifts it to the highest level met, with level-up coupons', async () => {
    const p = await newPlayer(server, { vipName: 'VIP0' });
    await depositAt(server, p.id, 20_000, at('2031-02-10', 15));
    await betAt(server, p.id, 100_000_00, at('2031-02-10', 16));

    expect((await run('2031-02-10')).skipped).toBe(false);
    expect(await vipNameOf(server, p.id)).toBe('VIP0');

    const report = await run('2031-02-11');
    expect(report.levels.upgraded).toBeGreaterThanOrEqual(1);
    expect(await vipNameOf(server, p.id)).toBe('VIP3');
    const coupons = await couponsOf(server, p.id);
    expect(coupons.map((c) => [c.type, c.grant_key, Number(c.points), c.status])).toEqual([
      ['levelUp', 'levelUp:1', 18, 'active'],
      ['levelUp', 'levelUp:2', 58, 'active'],
      ['levelUp', 'levelUp:3', 128, 'active'],
    ]);
    const record = await server.call(vipApi.record, { token: p.token });
    expect(record).toMatchObject({ level: 3, vipId: 4, vipName: 'VIP3', levelSince: '2031-02-11', keepUntil: '2031-04-11', points: '204', nextLevelId: 4 });
  });

  it('running a day twice does nothing the second time', async () => {
    const p = await newPlayer(server, { vipName: 'VIP0' });
    await depositAt(server, p.id, 1_000, at('2031-02-12', 10));
    await betAt(server, p.id, 5_000_00, at('2031-02-12', 11));
    const first = await run('2031-02-13');
    expect(first.skipped).toBe(false);
    expect(await vipNameOf(server, p.id)).toBe('VIP1');
    const coupons = await couponsOf(server, p.id);

    const second = await run('2031-02-13');
    expect(second).toMatchObject({ day: '2031-02-13', skipped: true, levels: first.levels });
    expect(await couponsOf(server, p.id)).toEqual(coupons);
    expect(await db().selectFrom('vip_job_runs').select(['day', 'done']).where('day', '=', '2031-02-13').execute()).toEqual([{ day: '2031-02-13', done: 1 }]);
  });

  it('a run cut short and run again grants nothing twice; 999 is never touched', async () => {
    const p = await newPlayer(server, { vipName: 'VIP0' });
    const special = await newPlayer(server, { vipName: '特邀VIP' });
    for (const id of [p.id, special.id]) {
      await depositAt(server, id, 50_000, at('2031-02-14', 10));
      await betAt(server, id, 250_000_00, at('2031-02-14', 11));
    }
    await run('2031-02-15');
    expect(await vipNameOf(server, p.id)).toBe('VIP4');
    expect(await vipNameOf(server, special.id)).toBe('特邀VIP');
    const coupons = await couponsOf(server, p.id);
    // As if the process died before marking the day done.
    await db().deleteFrom('vip_job_runs').where('day', '=', '2031-02-15').execute();
    expect((await run('2031-02-15')).skipped).toBe(false);
    expect(await couponsOf(server, p.id)).toEqual(coupons);
  });
});

describe('retention (SPEC 9: 60 / 90 days, kept with 5,000 turnover and a deposit)', () => {
  it('drops a level whose 60 days ran out without the activity, keeps one with it, leaves the others; the old totals do not lift it back', async () => {
    const dropped = await newPlayer(server, { vipName: 'VIP3' });
    const kept = await newPlayer(server, { vipName: 'VIP3' });
    const early = await newPlayer(server, { vipName: 'VIP3' });
    const high = await newPlayer(server, { vipName: 'VIP6' });
    await setVip(server, dropped.id, { vip_since: '2031-01-19' });
    await setVip(server, kept.id, { vip_since: '2031-01-19' });
    await setVip(server, early.id, { vip_since: '2031-01-20' });
    await setVip(server, high.id, { vip_since: '2031-01-19' });
    // Totals that met VIP3 before the level began, and a month of activity for `kept` only.
    await depositAt(server, dropped.id, 20_000, at('2031-01-05'));
    await betAt(server, dropped.id, 100_000_00, at('2031-01-05'));
    await depositAt(server, kept.id, 1_000, at('2031-03-01'));
    await betAt(server, kept.id, 5_000_00, at('2031-03-05'));

    const report = await run('2031-03-20');
    expect(report.levels.dropped).toBeGreaterThanOrEqual(1);
    expect(report.levels.kept).toBeGreaterThanOrEqual(1);
    expect(await vipNameOf(server, dropped.id)).toBe('VIP2');
    expect(await vipNameOf(server, kept.id)).toBe('VIP3');
    expect(await vipNameOf(server, early.id)).toBe('VIP3');
    expect(await vipNameOf(server, high.id)).toBe('VIP6');
    const rows = await db().selectFrom('accounts').select(['id', 'vip_since', 'vip_count_from']).where('id', 'in', [dropped.id, kept.id, early.id]).orderBy('id').execute();
    expect(rows.map((r) => [r.vip_since, r.vip_count_from])).toEqual([
      ['2031-03-20', at('2031-03-20', 0).toISOString()],
      ['2031-03-20', null],
      ['2031-01-20', null],
    ]);

    await run('2031-03-21');
    expect(await vipNameOf(server, dropped.id)).toBe('VIP2');
    expect(await vipNameOf(server, early.id)).toBe('VIP2');
  });

  it('5,000 turnover without a deposit is not enough', async () => {
    const p = await newPlayer(server, { vipName: 'VIP2' });
    await setVip(server, p.id, { vip_since: '2031-03-01' });
    await betAt(server, p.id, 9_000_00, at('2031-04-20'));
    await run('2031-04-30');
    expect(await vipNameOf(server, p.id)).toBe('VIP1');
  });
});

describe('benefit coupons', () => {
  it('a birthday coupon in the birthday month, once a year, with the points of the level', async () => {
    const p = await newPlayer(server, { vipName: 'VIP3' });
    await setVip(server, p.id, { birthday: '1990-07-15', vip_since: '2031-07-01' });
    await run('2031-07-02');
    await run('2031-07-03');
    await run('2031-08-01');
    await setVip(server, p.id, { vip_since: '2032-07-01' });
    await run('2032-07-01');
    const birthday = (await couponsOf(server, p.id)).filter((c) => c.type === 'birthday');
    expect(birthday.map((c) => [c.grant_key, Number(c.points)])).toEqual([
      ['birthday:2031', 188],
      ['birthday:2032', 188],
    ]);
    const list = await server.call(vipApi.coupons, { token: p.token });
    expect(list.records.find((c) => c.type === 'birthday')?.title).toMatch(/^20(31|32) 生日禮券$/);
  });

  it('new-year coupons in January and a monthly red envelope from VIP4', async () => {
    const p = await newPlayer(server, { vipName: 'VIP4' });
    await setVip(server, p.id, { vip_since: '2032-01-05' });
    await run('2032-01-06');
    await run('2032-01-07');
    const coupons = await couponsOf(server, p.id);
    expect(coupons.map((c) => [c.type, c.grant_key, Number(c.points)])).toEqual([
      ['newYear', 'newYear:2032', 288],
      ['reward', 'redEnvelop:2032-01', 88],
    ]);
  });

  it('coupons past their expiry are expired by the run, with a record', async () => {
    const p = await newPlayer(server);
    const old = await couponFor(server, p.id, 40, new Date(Date.now() - 40 * DAY_MS));
    const report = await run('2031-05-01');
    expect(report.expiredCoupons).toBeGreaterThanOrEqual(1);
    const coupon = (await couponsOf(server, p.id)).find((c) => c.id === old);
    expect(coupon?.status).toBe('expired');
    const records = await db().selectFrom('vip_coupon_records').select(['kind', 'points']).where('coupon_id', '=', old).orderBy('id').execute();
    expect(records.map((r) => [r.kind, Number(r.points)])).toEqual([
      ['issued', 40],
      ['expired', -40],
    ]);
  });
});

describe('daily game rebate (SPEC 9: up to 1.5 %, no cap)', () => {
  it("pays the day before's valid bets at the level's rate per game type, one 'rebate' entry, rounded down once, never twice", async () => {
    const p = await newPlayer(server, { vipName: 'VIP5' });
    await setVip(server, p.id, { vip_since: '2031-06-16' });
    await betAt(server, p.id, 10_000_00, at('2031-06-15', 0, 0), { gameType: 1 });
    await betAt(server, p.id, 3_333_33, at('2031-06-15', 23, 59), { gameType: 4 });
    // 100.00 points of a 1 : 0.2 wallet are 500.00 of turnover in the main wallet.
    await betAt(server, p.id, 100_00, at('2031-06-15', 12), { gameType: 5, mainPerUnit: 5 });
    await betAt(server, p.id, 1_000_000_00, at('2031-06-14', 23, 59), { gameType: 1 });
    await betAt(server, p.id, 1_000_000_00, at('2031-06-16', 0, 0), { gameType: 1 });

    const report = await run('2031-06-16');
    // (1,000,000 x 0.80 % + 333,333 x 0.40 % + 50,000 x 0.80 %) minor units = 9,733.33 -> 9,733.
    expect(report.rebates.total.NTD).toBeGreaterThanOrEqual(97_33);
    const entries = await db()
      .selectFrom('ledger_entries as l')
      .innerJoin('wallet_accounts as w', 'w.id', 'l.wallet_account_id')
      .select(['l.kind', 'l.amount', 'l.reference'])
      .where('w.account_id', '=', p.id)
      .where('l.kind', '=', 'rebate')
      .execute();
    expect(entries.map((e) => [e.kind, Number(e.amount), e.reference])).toEqual([['rebate', 97_33, 'VIPRB20310615']]);
    expect(await db().selectFrom('vip_rebates').select(['day', 'level', 'valid_bet', 'amount']).where('account_id', '=', p.id).execute()).toEqual([
      { day: '2031-06-15', level: 5, valid_bet: 1_383_333, amount: 97_33 },
    ]);

    await db().deleteFrom('vip_job_runs').where('day', '=', '2031-06-16').execute();
    await run('2031-06-16');
    const again = await db().selectFrom('ledger_entries as l').innerJoin('wallet_accounts as w', 'w.id', 'l.wallet_account_id').select('l.id').where('w.account_id', '=', p.id).where('l.kind', '=', 'rebate').execute();
    expect(again).toHaveLength(1);
    expect(await ledgerMismatches(server)).toEqual([]);
  });
});

describe('npm run ops -- vip daily', () => {
  it('runs a day once, says so the second time, and refuses a bad date', async () => {
    const ops = (...args: string[]) => runOps(args, { dataDir: server.dataDir, databaseUrl: server.databaseUrl });
    expect(await ops('vip', 'daily', '--date', '2031-09-09')).toMatch(/^vip daily 2031-09-09: done\n {2}rebates paid=\d+/);
    expect(await ops('vip', 'daily', '--date', '2031-09-09')).toBe('vip daily 2031-09-09: already done, nothing ran');
    await expect(ops('vip', 'daily', '--date', '2031-02-30')).rejects.toThrow(UsageError);
    await expect(ops('vip', 'nothing')).rejects.toThrow(/unknown vip command/);
  });
});
