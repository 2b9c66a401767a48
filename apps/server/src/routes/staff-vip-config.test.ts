import { STAFF_CATALOGUE_ERROR_CODES, STAFF_ERROR_CODES, staffApi, staffVipConfigApi, type VipLevelFigures } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runVipDaily } from '../services/vip/daily';
import { serverDayOf } from '../services/vip/days';
import { newPlayer } from '../test/fund';
import { startTestServer, type TestServer } from '../test/harness';
import { enrolledStaff, type TestStaff } from '../test/staff';
import { at, betAt, setVip } from './vip-fixtures';

// passes: sqlite postgres

/**
 * Issue 38's VIP configuration: a level's thresholds, benefits and rebate rates set from a day on. A change
 * for today applies at once; a change for a later day leaves today's figures alone and the daily VIP job
 * applies it on its day, after paying the day before's rebate at that day's rate. Each audited.
 */

let server: TestServer;
let marketing: TestStaff;
let admin: TestStaff;
let finance: TestStaff;

beforeAll(async () => {
  server = await startTestServer();
  [marketing, admin, finance] = await Promise.all([enrolledStaff(server, ['marketing']), enrolledStaff(server, ['admin']), enrolledStaff(server, ['finance'])]);
});

afterAll(async () => {
  await server.close();
});

const db = () => server.app.site.db;
const config = () => server.call(staffVipConfigApi.config, { token: marketing.token });
async function levelOf(level: number) {
  const found = (await config()).levels.find((l) => l.level === level);
  if (!found) throw new Error(`no level ${level}`);
  return found;
}
const input = (f: VipLevelFigures) => ({ ...f });
const rateOf = (f: VipLevelFigures, gameType: number) => f.rebates.find((r) => r.gameType === gameType)?.rate;

describe('VIP configuration', () => {
  it("a change for a later day leaves today's figures alone; the daily job applies it on its day after paying the day before at the old rate", async () => {
    const before = await levelOf(5);
    expect(rateOf(before, 1)).toBe('0.80');
    const change = await server.call(staffVipConfigApi.changeLevel, {
      token: marketing.token,
      params: { level: '5' },
      body: { effectiveDay: '2032-03-02', figures: { ...input(before), birthdayGift: before.birthdayGift + 1, rebates: [{ gameType: 1, rate: '1.5' }] } },
    });
    expect(change).toMatchObject({ level: 5, effectiveDay: '2032-03-02', status: 'pending', staff: marketing.name });
    expect(rateOf(change.figures, 1)).toBe('1.50');
    // Other game types keep their rates in the stored change.
    expect(change.figures.rebates.length).toBe(before.rebates.length);
    expect(await levelOf(5)).toEqual(before);
    expect((await config()).changes[0]).toMatchObject({ id: change.id, status: 'pending' });

    const p = await newPlayer(server, { vipName: 'VIP5' });
    await setVip(server, p.id, { vip_since: '2032-03-01' });
    await betAt(server, p.id, 10_000_00, at('2032-03-01', 12), { gameType: 1 });
    await betAt(server, p.id, 10_000_00, at('2032-03-02', 12), { gameType: 1 });
    await runVipDaily(db(), '2032-03-02');
    expect(rateOf(await levelOf(5), 1)).toBe('1.50');
    expect((await levelOf(5)).birthdayGift).toBe(before.birthdayGift + 1);
    await runVipDaily(db(), '2032-03-03');
    const rebates = await db().selectFrom('vip_rebates').select(['day', 'amount']).where('account_id', '=', p.id).orderBy('day').execute();
    expect(rebates.map((r) => [r.day, Number(r.amount)])).toEqual([
      ['2032-03-01', 80_00],
      ['2032-03-02', 150_00],
    ]);
    expect((await config()).changes.find((c) => c.id === change.id)?.status).toBe('applied');
  });

  it('a change for today applies at once and is audited with the figures before and after', async () => {
    const before = await levelOf(2);
    const today = serverDayOf(new Date());
    const change = await server.call(staffVipConfigApi.changeLevel, { token: admin.token, params: { level: '2' }, body: { effectiveDay: today, figures: { ...input(before), withdrawCount: before.withdrawCount + 2 } } });
    expect(change.status).toBe('applied');
    expect((await levelOf(2)).withdrawCount).toBe(before.withdrawCount + 2);
    const audit = (await server.call(staffApi.audit, { token: admin.token, query: { action: 'vip.levelChanged' } })).records[0];
    expect(audit).toMatchObject({ actor: `staff:${admin.name}`, subjectType: 'vipLevel', subjectId: '2', before: { withdrawCount: before.withdrawCount }, after: { effectiveDay: today, withdrawCount: before.withdrawCount + 2 } });
  });

  it('a pending change can be cancelled once; it then never applies', async () => {
    const before = await levelOf(4);
    const change = await server.call(staffVipConfigApi.changeLevel, { token: marketing.token, params: { level: '4' }, body: { effectiveDay: '2032-05-01', figures: { ...input(before), levelGift: before.levelGift + 10 } } });
    expect((await server.call(staffVipConfigApi.cancelChange, { token: marketing.token, params: { id: String(change.id) } })).status).toBe('cancelled');
    expect(await server.fail(staffVipConfigApi.cancelChange, { token: marketing.token, params: { id: String(change.id) } })).toMatchObject({ status: 404, code: STAFF_CATALOGUE_ERROR_CODES.vipChangeNotFound });
    await runVipDaily(db(), '2032-05-01');
    expect((await levelOf(4)).levelGift).toBe(before.levelGift);
  });

  it('refuses a past day, an unknown level, thresholds out of order, and other roles', async () => {
    const level3 = await levelOf(3);
    const today = serverDayOf(new Date());
    expect(await server.fail(staffVipConfigApi.changeLevel, { token: marketing.token, params: { level: '3' }, body: { effectiveDay: '2020-01-01', figures: input(level3) } })).toMatchObject({ status: 400, code: STAFF_CATALOGUE_ERROR_CODES.effectiveDayPast });
    expect(await server.fail(staffVipConfigApi.changeLevel, { token: marketing.token, params: { level: '50' }, body: { effectiveDay: today, figures: input(level3) } })).toMatchObject({ status: 404, code: STAFF_CATALOGUE_ERROR_CODES.vipLevelNotFound });
    const level4 = await levelOf(4);
    const above = { ...input(level3), rechargeTotal: level4.rechargeTotal.replace(/^(\d+)/, (d) => String(Number(d) + 1)) };
    expect(await server.fail(staffVipConfigApi.changeLevel, { token: marketing.token, params: { level: '3' }, body: { effectiveDay: today, figures: above } })).toMatchObject({ status: 409, code: STAFF_CATALOGUE_ERROR_CODES.thresholdsOrder });
    expect(await server.fail(staffVipConfigApi.changeLevel, { token: finance.token, params: { level: '3' }, body: { effectiveDay: today, figures: input(level3) } })).toMatchObject({ status: 403, code: STAFF_ERROR_CODES.roleRefused });
    expect(await levelOf(3)).toEqual(level3);
  });
});
