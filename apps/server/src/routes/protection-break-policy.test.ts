import { activityListApi, BREAK_REFUSAL_CODES as R, FUND_ERROR_CODES, fundApi, messageApi, protectionExclusionApi, protectionPlayApi, REALITY_CHECK_ERROR_CODES, vipApi, walletApi } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE } from '../domain/catalogue';
import { DEMO_GAMES } from '../bootstrap/seed/game-catalogue';
import { runOps } from '../ops-commands';
import { grantReward } from '../services/activity/rewards';
import { approveDeposit } from '../services/fund/review';
import { addressOf, approvedCard, fund, newPlayer, validBet, withdraw, WITHDRAW_PASSWORD, type Player } from '../test/fund';
import { bet, idem, ledgerMismatches, openGame } from '../test/games';
import { startTestServer, type TestServer } from '../test/harness';
import { aPlayer } from '../test/players';
import { couponFor } from './vip-fixtures';

// passes: sqlite postgres

// Issue 33 (findings 1, 3 and 10): what a time-out or self-exclusion refuses is the contract's break policy
// (packages/contract/src/break-policy.ts), enforced before every handler (http/break-gate.ts); an order opened
// before a break is cancelled when it starts and never credited during it; a due reality check is enforced.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const db = () => server.app.site.db;
const MIN_MS = 60_000;
const takeTimeout = (p: Player) => server.call(protectionExclusionApi.takeBreak, { token: p.token, body: { kind: 'timeout', period: '24h', password: 'demo1234' } });
const mainBalance = async (p: Player) => (await server.call(walletApi.balance, { token: p.token })).currencies.find((c) => c.currency === 'NTD')?.balance;
const transfer = (p: Player, from: string, to: string, amount: string) =>
  server.fetch<{ code: string; data: unknown }>('/api/v1/wallet/transfer', { method: 'POST', headers: { token: p.token, ...idem() }, body: { from, to, amount, currency: 'NTD' } });
const deposit = (p: Player, body: Record<string, unknown>) =>
  server.call(fundApi.createDeposit, { token: p.token, headers: idem(), body: { currency: 'NTD', method: 'bank', channelCode: 'BANK', amount: '1000', ...body } });
const usdtOrder = async (p: Player) => {
  await server.call(fundApi.bindWalletAddress, { token: p.token, body: { network: 'TRC20', address: addressOf(60 + (p.id % 100)), name: 'w', withdrawPassword: WITHDRAW_PASSWORD } });
  return deposit(p, { method: 'usdt', channelCode: 'USDT_TRC20', amount: '1000' });
};
const orderRow = (no: string) => db().selectFrom('deposit_orders').select(['status', 'tx_hash']).where('order_no', '=', no).executeTakeFirstOrThrow();
const hashOf = (n: number) => n.toString(16).padStart(64, 'a');

describe('finding 1: no money reaches play or a bonus during a break', () => {
  it('a promotion reward is not claimed (031064): the reward stays unclaimed, the wallet unchanged', async () => {
    const p = await newPlayer(server);
    await grantReward(db(), 'jade', { accountId: p.id, activityCode: 'lucky-wheel', amount: 8_800, currency: 'NTD', expiresAt: null, reference: `b33:${p.id}` });
    const [reward] = await server.call(activityListApi.rewardUnclaimed, { token: p.token });
    const { break: running } = await takeTimeout(p);
    const refused = await server.fail(activityListApi.rewardClaim, { token: p.token, params: { id: reward?.id ?? 0 }, headers: idem() });
    expect(refused).toMatchObject({ status: 403, code: R.rewardClaim, data: { kind: 'timeout', until: running?.until } });
    expect(await mainBalance(p)).toBe('0.00');
    expect(await server.call(activityListApi.rewardUnclaimed, { token: p.token })).toEqual([expect.objectContaining({ id: reward?.id, state: 'unclaimed' })]);
  });

  it('VIP points are not exchanged for money (031065): the points stay, the wallet unchanged', async () => {
    const p = await newPlayer(server);
    await couponFor(server, p.id, 100);
    await server.call(protectionExclusionApi.takeBreak, { token: p.token, body: { kind: 'exclusion', period: '6m', password: 'demo1234' } });
    const refused = await server.fail(vipApi.exchange, { token: p.token, headers: idem(), query: { currency: 'NTD' }, body: { points: 100 } });
    expect(refused).toMatchObject({ status: 403, code: R.vipExchange, data: { kind: 'exclusion' } });
    expect(await mainBalance(p)).toBe('0.00');
    expect((await server.call(vipApi.exchangeInfo, { token: p.token, query: { currency: 'NTD' } })).points).toBe('100');
  });

  it('no transfer into any game wallet (031066); a transfer back to the main wallet and a withdrawal still go through', async () => {
    const { p, cardId } = await aPlayer(server, { card: true, balance: '5000' });
    await validBet(server, p.id, 5_000_00);
    expect((await transfer(p, 'main', 'KT', '1000')).status).toBe(200);
    const { break: running } = await takeTimeout(p);
    for (const to of ['KT', 'DB', 'SPX']) {
      const refused = await transfer(p, 'main', to, '500');
      expect(refused.status, to).toBe(403);
      expect(refused.json).toMatchObject({ code: R.transferToGame, data: { kind: 'timeout', until: running?.until } });
    }
    expect(await mainBalance(p)).toBe('4000.00');
    const back = await transfer(p, 'KT', 'main', '1000');
    expect(back.status).toBe(200);
    expect(back.json.data).toMatchObject({ from: 'KT', to: 'main', credited: '1000.00' });
    expect(await server.call(walletApi.recycle, { token: p.token, headers: idem(), query: { currency: 'NTD' } })).toBe(true);
    const order = await withdraw(server, p, { cardId, amount: '1000' });
    expect(order).toMatchObject({ status: 'processing', amount: '1000.00' });
    expect(await mainBalance(p)).toBe('4000.00');
    expect(await ledgerMismatches(server)).toEqual([]);
  });
});

describe('finding 3: a deposit order opened before a break is not paid or credited during it', () => {
  it('an unpaid order is cancelled when the break starts, with a transaction notice; paying it (hash) is refused (031062)', async () => {
    const p = await newPlayer(server);
    const bank = await deposit(p, { cardId: await approvedCard(server, p) });
    const usdt = await usdtOrder(p);
    await takeTimeout(p);
    expect(await orderRow(bank.orderNo)).toMatchObject({ status: 'cancelled' });
    expect(await orderRow(usdt.orderNo)).toMatchObject({ status: 'cancelled', tx_hash: null });
    const paid = await server.fail(fundApi.submitTxHash, { token: p.token, params: { orderNo: usdt.orderNo }, body: { txHash: hashOf(p.id) } });
    expect(paid).toMatchObject({ status: 403, code: R.deposit, data: { kind: 'timeout' } });
    expect(await orderRow(usdt.orderNo)).toMatchObject({ status: 'cancelled', tx_hash: null });

    const notices = (await server.call(messageApi.transNotices, { token: p.token, query: {} })).records.filter((n) => n.title === '儲值訂單已取消');
    expect(notices.map((n) => n.content).sort()).toEqual(
      [bank.orderNo, usdt.orderNo].map((no) => `訂單 ${no}，金額 NTD 1,000.00。您已開始暫停遊戲，這筆尚未付款的儲值訂單已取消，請勿再付款。`).sort(),
    );
    const english = await server.call(messageApi.transNotices, { token: p.token, query: { language: 'EN' } });
    expect(english.records.some((n) => n.content.includes('You started a time-out, so this unpaid deposit order was cancelled'))).toBe(true);
    // The operator can no longer credit a cancelled order.
    await expect(approveDeposit(db(), bank.orderNo)).rejects.toMatchObject({ code: FUND_ERROR_CODES.orderNotChangeable });
    expect(await mainBalance(p)).toBe('0.00');
  });

  it('the operator’s approval of a paid order is refused during the break (031062) and the order left pending; after the break it credits', async () => {
    const p = await newPlayer(server);
    const order = await usdtOrder(p);
    await server.call(fundApi.submitTxHash, { token: p.token, params: { orderNo: order.orderNo }, body: { txHash: hashOf(p.id + 1) } });
    const { break: running } = await takeTimeout(p);
    // A paid order is not the player's to cancel: it waits for the operator.
    expect(await orderRow(order.orderNo)).toMatchObject({ status: 'processing' });
    await expect(approveDeposit(db(), order.orderNo)).rejects.toMatchObject({ status: 403, code: R.deposit, data: { kind: 'timeout', until: running?.until } });
    expect(await orderRow(order.orderNo)).toMatchObject({ status: 'processing' });
    expect(await mainBalance(p)).toBe('0.00');
    // The same through the operator's command.
    await expect(runOps(['fund', 'approve', 'deposit', order.orderNo], { dataDir: server.dataDir, databaseUrl: server.databaseUrl })).rejects.toThrow(`refused: ${R.deposit}`);
    expect(await orderRow(order.orderNo)).toMatchObject({ status: 'processing' });

    // Once the time-out is over, the operator may credit it.
    const after = new Date(Date.parse(running?.until ?? '') + MIN_MS);
    expect((await approveDeposit(db(), order.orderNo, after)).order.status).toBe('success');
    expect(await mainBalance(p)).toBe('1000.00');
  });
});

describe('finding 10: the reality check is enforced by the server', () => {
  it('once due and unanswered, bets and launches are refused (031054) until the player answers', async () => {
    const p = await newPlayer(server);
    await fund(server, p, '1000');
    await server.call(walletApi.transfer, { token: p.token, headers: idem(), body: { from: 'main', to: 'SPX', amount: '1000', currency: 'NTD' } });
    await server.call(protectionPlayApi.setRealityCheck, { token: p.token, body: { intervalMinutes: 15 } });
    const { session } = await openGame(server, p.token, DEMO_GAMES.plain);
    expect((await bet(server, session, '1')).status).toBe(200);

    // 16 minutes of play: the session started before the interval.
    const started = new Date(Date.now() - 16 * MIN_MS).toISOString();
    await db().updateTable('play_periods').set({ started_at: started }).where('account_id', '=', p.id).execute();
    const dueAt = new Date(Date.parse(started) + 15 * MIN_MS).toISOString();
    for (let i = 0; i < 6; i++) {
      const refused = await bet(server, session, '1');
      expect(refused.status).toBe(403);
      expect(refused.json).toMatchObject({ code: REALITY_CHECK_ERROR_CODES.due, msg: expect.stringContaining('遊戲時間提醒'), data: { dueAt } });
    }
    const launch = await server.fetch('/api/v1/game/redirect/' + DEMO_GAMES.plain + '/url/only', { headers: { token: p.token } });
    expect(launch.status).toBe(403);
    expect(launch.json).toMatchObject({ code: REALITY_CHECK_ERROR_CODES.due });
    expect(await db().selectFrom('bet_records').select('id').where('account_id', '=', p.id).execute()).toHaveLength(1);

    // The game window's answer moves the next check on: play goes on.
    const ack = await server.fetch('/api/v1/play/reality-check/ack', { method: 'POST', sign: false, headers: { 'game-session': session } });
    expect(ack.status).toBe(200);
    expect((await bet(server, session, '1')).status).toBe(200);
  });

  it('the game window opens its reality-check dialog on that refusal', async () => {
    const page = await server.fetch('/play/SPX_SPORTS?lang=en', { sign: false, headers: { accept: 'text/html' } });
    expect(page.text).toContain(`data-reality-due-code="${REALITY_CHECK_ERROR_CODES.due}"`);
    expect((await server.fetch('/play/static/dice.js', { sign: false })).text).toContain("error.code === body.dataset.realityDueCode) document.dispatchEvent(new Event('play:reality-due'))");
    expect((await server.fetch('/play/static/reality.js', { sign: false })).text).toContain("document.addEventListener('play:reality-due', refused)");
  });
});

describe('catalogue', () => {
  it('words the new refusals in zh-TW, en and th', () => {
    for (const code of [R.rewardClaim, R.vipExchange, R.transferToGame, REALITY_CHECK_ERROR_CODES.due]) {
      const entry = CATALOGUE.find((e) => e.code === code);
      expect(entry, code).toMatchObject({ status: 403 });
      expect(entry?.tw && entry.en && entry.th, code).toBeTruthy();
    }
  });
});
