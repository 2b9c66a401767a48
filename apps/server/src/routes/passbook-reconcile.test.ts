import { activityListApi, fundApi, LEDGER_KINDS, messageApi, walletApi, type PassbookRecord } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_GAMES } from '../bootstrap/seed/game-catalogue';
import { runOps } from '../ops-commands';
import { grantReward } from '../services/activity/rewards';
import { KIND_TYPE, parseReference } from '../services/fund/passbook-kinds';
import { approveDeposit } from '../services/fund/review';
import { approvedCard, newPlayer, validBet, WITHDRAW_PASSWORD } from '../test/fund';
import { bet, idem, ledgerMismatches, openGame, recentRange } from '../test/games';
import { startTestServer, type TestServer } from '../test/harness';

// passes: sqlite postgres

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const db = () => server.app.site.db;
const cents = (amount: string) => Math.round(Number(amount) * 100);

/** The whole fund tab, oldest first. */
async function fundRows(token: string, query: Record<string, string> = {}): Promise<PassbookRecord[]> {
  const page = await server.call(fundApi.passbook, { token, query: { tab: 'fund', ...recentRange(), size: 100, ...query } });
  expect(page.total).toBe(page.records.length);
  return [...page.records].reverse();
}

describe('the passbook reconciles (issue 19)', () => {
  it('a player walking deposit, transfer to a game, bets, transfer back, recycle, bonus, withdrawal and a fee: each balance is the previous plus its amount, the last is the wallet', async () => {
    const p = await newPlayer(server);
    const cardId = await approvedCard(server, p);
    const dep = await server.call(fundApi.createDeposit, { token: p.token, headers: idem(), body: { currency: 'NTD', method: 'bank', channelCode: 'BANK', amount: '2000', cardId } });
    await approveDeposit(db(), dep.orderNo);
    const game = await db().selectFrom('games').select('channel_code').where('game_code', '=', DEMO_GAMES.plain).executeTakeFirstOrThrow();
    const channel = game.channel_code;
    const out = await server.call(walletApi.transfer, { token: p.token, headers: idem(), body: { currency: 'NTD', from: 'main', to: channel, amount: '500' } });
    const { session } = await openGame(server, p.token, DEMO_GAMES.plain);
    for (let i = 0; i < 3; i++) expect((await bet(server, session, '10', i % 2 ? 'low' : 'high')).status).toBe(200);
    await server.call(walletApi.transfer, { token: p.token, headers: idem(), body: { currency: 'NTD', from: channel, to: 'main', amount: '100' } });
    expect(await server.call(walletApi.recycle, { token: p.token, headers: idem(), query: { currency: 'NTD' } })).toBe(true);
    await grantReward(db(), 'jade', { accountId: p.id, activityCode: 'lucky-wheel', amount: 8_800, currency: 'NTD', expiresAt: null, reference: `t:${p.id}:wheel` });
    const [reward] = await server.call(activityListApi.rewardUnclaimed, { token: p.token });
    await server.call(activityListApi.rewardClaim, { token: p.token, params: { id: reward?.id ?? 0 }, headers: idem() });
    await validBet(server, p.id, 1_000_000_00);
    const w = await server.call(fundApi.applyWithdraw, { token: p.token, headers: idem(), body: { currency: 'NTD', amount: '1000', cardId, withdrawPassword: WITHDRAW_PASSWORD } });
    await runOps(['fund', 'credit', p.name, '--amount', '5', '--type', 'deductCoin'], { dataDir: server.dataDir, databaseUrl: server.databaseUrl });

    const rows = await fundRows(p.token);
    expect(rows.map((r) => r.kind)).toEqual(['deposit', 'transferOut', 'transferIn', 'recycleIn', 'bonus', 'withdrawHold', 'deductCoin']);
    let balance = 0;
    for (const r of rows) {
      balance += cents(r.amount);
      expect({ id: r.id, balanceAfter: cents(r.balanceAfter ?? 'NaN') }).toEqual({ id: r.id, balanceAfter: balance });
    }
    const wallet = (await server.call(walletApi.balance, { token: p.token })).currencies.find((c) => c.currency === 'NTD');
    expect(cents(wallet?.balance ?? 'NaN')).toBe(balance);
    expect(await ledgerMismatches(server)).toEqual([]);

    // Each row says where it leads; no raw reference is handed out as a number to show.
    const byKind = new Map(rows.map((r) => [r.kind, r]));
    expect(byKind.get('deposit')).toMatchObject({ type: 'deposit', orderNo: dep.orderNo, link: { target: 'order', orderType: 'deposit', orderNo: dep.orderNo } });
    expect(byKind.get('transferOut')).toMatchObject({ type: 'transfer', amount: '-500.00', orderNo: out.orderNo, link: { target: 'transfer', from: 'main', to: channel } });
    expect(byKind.get('transferIn')).toMatchObject({ type: 'transfer', link: { target: 'transfer', from: channel, to: 'main' } });
    expect(byKind.get('bonus')).toMatchObject({ orderNo: '', source: 'activityReward', link: { target: 'activity', code: 'lucky-wheel', name: '幸運轉盤', url: '/activity-pages/lucky-wheel' } });
    expect(byKind.get('withdrawHold')).toMatchObject({ type: 'withdrawal', status: 'processing', link: { target: 'order', orderType: 'withdrawal', orderNo: w.orderNo } });
    expect(rows.some((r) => r.orderNo.includes(':'))).toBe(false);

    // The type filter: transfers alone, and the status filter keeps done movements under success.
    expect((await fundRows(p.token, { type: 'transfer' })).map((r) => r.kind)).toEqual(['transferOut', 'transferIn', 'recycleIn']);
    expect((await fundRows(p.token, { status: 'success' })).map((r) => r.kind)).toEqual(['deposit', 'transferOut', 'transferIn', 'recycleIn', 'bonus', 'deductCoin']);
    expect((await fundRows(p.token, { status: 'processing' })).map((r) => r.kind)).toEqual(['withdrawHold']);

    // The trade notices write amounts as the site shows them: comma thousands, 2 decimals (SPEC 5).
    const notices = await server.call(messageApi.transNotices, { token: p.token, query: {} });
    expect(notices.records.map((n) => n.content)).toContain(`訂單 ${dep.orderNo}，金額 NTD 2,000.00。`);
  });

  it("names a promotion reward by its promotion in the request's language", async () => {
    const p = await newPlayer(server);
    await grantReward(db(), 'jade', { accountId: p.id, activityCode: 'lucky-wheel', amount: 100, currency: 'NTD', expiresAt: null, reference: `t:${p.id}:en` });
    const [reward] = await server.call(activityListApi.rewardUnclaimed, { token: p.token });
    await server.call(activityListApi.rewardClaim, { token: p.token, params: { id: reward?.id ?? 0 }, headers: idem() });
    const page = await server.call(fundApi.passbook, { token: p.token, query: { tab: 'fund', ...recentRange() }, headers: { language: 'EN' } });
    expect(page.records[0]?.link).toMatchObject({ target: 'activity', name: 'Lucky wheel' });
  });

  it.each(['TW', 'EN', 'TH'] as const)("names a transfer's and a recycle's game wallet in %s as the wallet list does, never as its stored label set (issue 34)", async (language) => {
    const p = await newPlayer(server);
    await runOps(['fund', 'credit', p.name, '--amount', '1000', '--type', 'addCoin'], { dataDir: server.dataDir, databaseUrl: server.databaseUrl });
    // JDB's name differs by language, so it is stored as a label set.
    await server.call(walletApi.transfer, { token: p.token, headers: idem(), body: { currency: 'NTD', from: 'main', to: 'JDB', amount: '300' } });
    expect(await server.call(walletApi.recycle, { token: p.token, headers: idem(), query: { currency: 'NTD' } })).toBe(true);
    const wallet = (await server.call(walletApi.balance, { token: p.token, query: { language } })).gameWallets.find((w) => w.channelCode === 'JDB');
    expect(wallet?.name).toBe({ TW: 'JDB 電子', EN: 'JDB Slots', TH: 'JDB สล็อต' }[language]);
    const page = await server.call(fundApi.passbook, { token: p.token, query: { tab: 'fund', type: 'transfer', ...recentRange() }, headers: { language } });
    const names = page.records.map((r) => (r.link?.target === 'transfer' ? r.link.gameWallet : null));
    expect(page.records.map((r) => r.kind)).toEqual(['recycleIn', 'transferOut']);
    expect(names).toEqual([wallet?.name, wallet?.name]);
  });

  it('files every ledger kind under a type and reads the references the services write', () => {
    for (const kind of LEDGER_KINDS) expect(KIND_TYPE[kind], kind).toBeTruthy();
    expect(parseReference('bonus', 'FRDP20250101ABCDEF0123')).toEqual({ kind: 'order', orderType: 'deposit', orderNo: 'DP20250101ABCDEF0123', source: 'firstRecharge' });
    expect(parseReference('bonus', 'INV42')).toEqual({ kind: 'plain', orderNo: '', source: 'invite' });
    expect(parseReference('bonus', 'activityReward:29')).toEqual({ kind: 'activityReward', rewardId: 29 });
    expect(parseReference('seed', 'seed:demo01')).toEqual({ kind: 'plain', orderNo: '', source: null });
  });
});
