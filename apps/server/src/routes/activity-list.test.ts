import { activityListApi, walletApi } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '../ops-commands';
import { newPlayer } from '../test/fund';
import { idem, ledgerMismatches } from '../test/games';
import { startTestServer, type TestServer } from '../test/harness';
import { grantReward } from '../services/activity/rewards';

// passes: sqlite

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const db = () => server.app.site.db;
const list = (body: Record<string, unknown>, query: Record<string, string> = { language: 'TW', currency: 'NTD' }, token?: string) =>
  server.call(activityListApi.list, { body, query, ...(token ? { token } : {}) });
const codes = (items: { code: string }[]) => items.map((i) => i.code);

describe('GET /v1/activity/category', () => {
  it('all first, then the categories with something shown; recharge/withdraw ones only when isShowRechargeAndWithdraw', async () => {
    const shown = await server.call(activityListApi.category, { query: { currency: 'NTD', isShowRechargeAndWithdraw: 'true', language: 'TW' } });
    expect(shown.map((c) => c.name)).toEqual(['全部活動', '新會員', '儲值優惠', '體育', '限時活動']);
    expect(shown.find((c) => c.id === 3)?.isRechargeAndWithdraw).toBe(true);
    const hidden = await server.call(activityListApi.category, { query: { currency: 'NTD', isShowRechargeAndWithdraw: 'false', language: 'EN' } });
    expect(hidden.map((c) => c.name)).toEqual(['All', 'New members', 'Sports', 'Limited time']);
  });

  it('a bad flag is a 400 000400', async () => {
    const res = await server.fail(activityListApi.category, { query: { isShowRechargeAndWithdraw: 'maybe' } });
    expect([res.status, res.code]).toEqual([400, '000400']);
  });
});

describe('POST /v2/activity/list', () => {
  it('category 1 lists every activity displayed now, in order; another category only its own', async () => {
    const all = await list({ categoryId: 1 });
    expect(codes(all.records)).toEqual(['first-recharge', 'invite-friends', 'members-gift', 'weekend-football', 'coupon-shop', 'lucky-wheel', 'daily-rebate', 'partner-cup', 'vip-upgrade', 'fast-withdraw']);
    expect(all.total).toBe(10);
    expect(codes((await list({ categoryId: 4 })).records)).toEqual(['weekend-football', 'partner-cup']);
  });

  it('titles, summaries and pictures come in the language asked', async () => {
    const [tw] = (await list({ categoryId: 2 })).records;
    const [th] = (await list({ categoryId: 2 }, { language: 'TH', currency: 'NTD' })).records;
    expect(tw).toMatchObject({ code: 'invite-friends', title: '邀請好友 一起領獎金', pcLink: '/activity/detail/InviteFriends/NTD', isNeedLogin: true, image: '/assets/activities/jade/invite-friends-tw.svg' });
    expect(th).toMatchObject({ title: 'ชวนเพื่อน รับโบนัสด้วยกัน', image: '/assets/activities/jade/invite-friends-th.svg' });
    const picture = await server.fetch(th?.image ?? '', { sign: false });
    expect(picture.status).toBe(200);
    expect(picture.text).toContain('ชวนเพื่อน');
  });

  it('only activities whose display window holds now', async () => {
    const hour = 3_600_000;
    const at = (ms: number) => new Date(Date.now() + ms).toISOString();
    const base = { brand: 'jade', category_id: 5, titles: '{"TW":"t"}', summaries: '{"TW":"s"}', bodies: '{"TW":"<p>b</p>"}', start_time: at(-hour), end_time: null, sort: 100, enabled: 1, pc_link: '', ai_link: '', action_link: '', h5_link: '', need_login: 0, recommend: 0, currencies: '', frontend_type: null };
    await db()
      .insertInto('activities')
      .values([
        { ...base, code: 'window-past', display_start_time: at(-2 * hour), display_end_time: at(-hour) },
        { ...base, code: 'window-future', display_start_time: at(hour), display_end_time: at(2 * hour) },
        { ...base, code: 'window-now', display_start_time: at(-hour), display_end_time: at(hour) },
        { ...base, code: 'window-off', enabled: 0, display_start_time: at(-hour), display_end_time: at(hour) },
      ])
      .execute();
    const limited = codes((await list({ categoryId: 5 })).records);
    expect(limited).toContain('window-now');
    for (const code of ['window-past', 'window-future', 'window-off', 'spring-festival', 'summer-carnival']) expect(limited).not.toContain(code);
  });

  it('the currency and the frontend type filter: USDT-only, type 2 without recharge/withdraw but with its own', async () => {
    expect(codes((await list({ categoryId: 3 })).records)).toEqual(['first-recharge', 'fast-withdraw']);
    expect(codes((await list({ categoryId: 3 }, { currency: 'USDT' })).records)).toEqual(['fast-withdraw', 'usdt-bonus']);
    const agent = codes((await list({ categoryId: 1, frontendType: 2 })).records);
    expect(agent).toContain('agent-commission');
    expect(agent).not.toContain('first-recharge');
    expect(agent).not.toContain('fast-withdraw');
  });

  it('pages as {records, total} with page and size', async () => {
    const page2 = await list({ categoryId: 1, page: 2, size: 4 });
    expect(page2.total).toBeGreaterThanOrEqual(10);
    expect(codes(page2.records)).toEqual(['coupon-shop', 'lucky-wheel', 'daily-rebate', 'partner-cup']);
  });

  it('an unknown category is 404 061002; a bad body is 400 000400', async () => {
    expect(await server.fail(activityListApi.list, { body: { categoryId: 99 } })).toMatchObject({ status: 404, code: '061002', msg: '找不到此活動分類' });
    expect(await server.fail(activityListApi.list, { body: { categoryId: 'all' } })).toMatchObject({ status: 400, code: '000400' });
  });
});

describe('GET /v1/activity/recommend/list', () => {
  it('the recommended activities shown now', async () => {
    expect(codes(await server.call(activityListApi.recommend, { query: { language: 'EN', currency: 'NTD' } }))).toEqual(['first-recharge', 'invite-friends', 'weekend-football']);
  });
});

describe('GET /v1/activity/reward/unclaimed/list and the claim', () => {
  it('needs a login', async () => {
    expect(await server.fail(activityListApi.rewardUnclaimed)).toMatchObject({ status: 401, code: '001001' });
  });

  it('lists earned, unclaimed, unexpired rewards; a claim credits the wallet once, as a bonus ledger entry', async () => {
    const p = await newPlayer(server);
    const day = 86_400_000;
    const grant = (reference: string, amount: number, expiresAt: string | null) =>
      grantReward(db(), 'jade', { accountId: p.id, activityCode: 'lucky-wheel', amount, currency: 'NTD', expiresAt, reference });
    await grant(`t:${p.id}:a`, 8_800, new Date(Date.now() + day).toISOString());
    await grant(`t:${p.id}:old`, 500, new Date(Date.now() - day).toISOString());
    expect(await grant(`t:${p.id}:a`, 8_800, null)).toBe(false);
    const [reward, ...rest] = await server.call(activityListApi.rewardUnclaimed, { token: p.token, query: { language: 'EN' } });
    expect(rest).toEqual([]);
    expect(reward).toMatchObject({ activityCode: 'lucky-wheel', activityTitle: 'Lucky wheel', amount: '88.00', currency: 'NTD', state: 'unclaimed' });

    const key = idem();
    const claimed = await server.call(activityListApi.rewardClaim, { token: p.token, params: { id: reward?.id ?? 0 }, headers: key });
    expect(claimed).toMatchObject({ reward: { state: 'claimed' }, balance: '88.00' });
    expect(await server.call(activityListApi.rewardClaim, { token: p.token, params: { id: reward?.id ?? 0 }, headers: key })).toEqual(claimed);
    expect(await server.fail(activityListApi.rewardClaim, { token: p.token, params: { id: reward?.id ?? 0 }, headers: idem() })).toMatchObject({ status: 409, code: '061004' });
    const ntd = (await server.call(walletApi.balance, { token: p.token })).currencies.find((c) => c.currency === 'NTD');
    expect(ntd?.balance).toBe('88.00');
    expect(await server.call(activityListApi.rewardUnclaimed, { token: p.token })).toEqual([]);
    const entries = await db().selectFrom('ledger_entries').select(['kind', 'amount']).where('reference', '=', `activityReward:${reward?.id}`).execute();
    expect(entries).toEqual([{ kind: 'bonus', amount: 8_800 }]);
    expect(await ledgerMismatches(server)).toEqual([]);
  });

  it('another player cannot claim it, an expired one is refused, and nothing moves', async () => {
    const [a, b] = [await newPlayer(server), await newPlayer(server)];
    await grantReward(db(), 'jade', { accountId: a.id, activityCode: 'daily-rebate', amount: 100, currency: 'NTD', expiresAt: null, reference: `t:${a.id}:x` });
    const [reward] = await server.call(activityListApi.rewardUnclaimed, { token: a.token });
    expect(await server.fail(activityListApi.rewardClaim, { token: b.token, params: { id: reward?.id ?? 0 }, headers: idem() })).toMatchObject({ status: 404, code: '061003' });
    await db().updateTable('activity_rewards').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', reward?.id ?? 0).execute();
    expect(await server.fail(activityListApi.rewardClaim, { token: a.token, params: { id: reward?.id ?? 0 }, headers: idem() })).toMatchObject({ status: 409, code: '061005' });
    expect((await server.call(walletApi.balance, { token: a.token })).currencies.find((c) => c.currency === 'NTD')?.balance ?? '0.00').toBe('0.00');
  });

  it('the demo player phone01 has rewards; an operator grants more with npm run ops -- activity reward', async () => {
    const out = await runOps(['activity', 'reward', 'phone01', 'weekend-football', '12.50', '--days', '7'], { dataDir: server.dataDir, databaseUrl: server.databaseUrl });
    expect(out).toContain('amount=12.50 NTD');
    const rows = await db().selectFrom('activity_rewards').innerJoin('accounts', 'accounts.id', 'activity_rewards.account_id').select(['amount']).where('accounts.username', '=', 'phone01').execute();
    expect(rows.map((r) => Number(r.amount)).sort((x, y) => x - y)).toEqual([1_250, 1_800, 8_800]);
    await expect(runOps(['activity', 'reward', 'phone01', 'nothing', '1'], { dataDir: server.dataDir, databaseUrl: server.databaseUrl })).rejects.toThrow('no such activity');
  });
});

describe('our activity pages (/activity-pages/...)', () => {
  it('serve the activity in the language asked, sanitised, with a CSP that runs no script and lets only the site frame it', async () => {
    await db().updateTable('activities').set({ bodies: JSON.stringify({ TW: '<p>好</p><script>alert(1)</script><img src=x onerror=alert(1)>' }) }).where('code', '=', 'daily-rebate').execute();
    const page = await server.fetch('/activity-pages/daily-rebate?lang=TW', { sign: false });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('<h1>全站返水 最高 1.5%</h1>');
    expect(page.text).not.toMatch(/<script|onerror/i);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(page.headers.get('content-security-policy')).not.toContain('script-src');
    const en = await server.fetch('/activity-pages/theme/lucky-wheel?lang=en&theme=dark', { sign: false });
    expect(en.text).toContain('<html lang="en" class="dark">');
    expect(en.text).toContain('class="theme"');
    const missing = await server.fetch('/activity-pages/nothing-here?lang=EN', { sign: false });
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('This promotion was not found');
  });
});
