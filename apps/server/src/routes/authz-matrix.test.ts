import { randomBytes } from 'node:crypto';
import { accountApi, activityListApi, agentApi, allEndpoints, fundApi, gameApi, letterApi, messageApi, pathParams, staffApi, userApi, vipApi, walletApi, type Endpoint } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_GAMES } from '../bootstrap/seed/game-catalogue';
import { servedPath } from '../openapi';
import { createAgent } from '../services/agent/agents';
import { grantReward } from '../services/activity/rewards';
import { reviewCard } from '../services/fund/review';
import { login } from '../test/accounts';
import { addressOf, applyCard, approvedCard, fund, IMAGES, newPlayer, upload, withdraw, type Player, WITHDRAW_PASSWORD } from '../test/fund';
import { bet, idem, ledgerMismatches, openGame, recentRange } from '../test/games';
import { startTestServer, type CallInput, type TestServer } from '../test/harness';
import { envelopeProblem, writeDigest } from './fuzz-support';
import { couponFor } from './vip-fixtures';
import { enrolledStaff } from '../test/staff';

// passes: sqlite

/**
 * The authorization matrix: every `auth: true` endpoint of the registry
 * refused with 401 and the session code for a missing, garbage, expired and
 * logged-out token; and another player's objects (address, letter, upload,
 * deposit order, withdrawal, bet, bank card, wallet address, reward, coupon,
 * notices), built through the real API, refused with 404 or 403 and left as
 * they were.
 */

let server: TestServer;
const db = () => server.app.site.db;

beforeAll(async () => {
  server = await startTestServer({ sensitiveRateLimitMax: 1_000_000 });
});

afterAll(async () => {
  await server.close();
});

/** A refused call must not write: the money and content tables' digest before and after, and the reply in the envelope. */
async function refusedWithoutWrites(endpoint: Endpoint, input: CallInput) {
  const before = await writeDigest(server);
  const res = await server.fetch(buildUrl(endpoint, input.params ?? {}), {
    method: endpoint.method,
    query: input.query,
    headers: { ...(endpoint.idempotent ? idem() : {}), ...input.headers, ...(input.token !== undefined ? { token: input.token } : {}) },
    ...(input.body !== undefined ? { body: input.body } : {}),
  });
  const label = `${endpoint.id} -> ${res.status} ${res.text.slice(0, 300)}`;
  expect(res.status, label).toBeGreaterThanOrEqual(400);
  expect(res.status, label).toBeLessThan(500);
  expect(envelopeProblem(res), label).toBeUndefined();
  expect(await writeDigest(server), `a refused call wrote: ${label}`).toBe(before);
  const json = res.json as { code: string };
  return { status: res.status, code: json.code };
}

function buildUrl(endpoint: Endpoint, params: Record<string, string | number>): string {
  return servedPath(endpoint).replace(/\{(\w+)\}/g, (_, n: string) => encodeURIComponent(String(params[n] ?? '1')));
}

const AUTH_ENDPOINTS = allEndpoints.filter((e) => e.auth);

describe('every auth endpoint refuses a caller without a good session', () => {
  // Per session kind (issue 21, 37): a player's tokens for `auth: true`, an agent's for `auth: 'agent'`, a staff member's for `auth: 'staff'`.
  type Kind = 'player' | 'agent' | 'staff';
  const tokens: Record<Kind, Record<'live' | 'expired' | 'loggedOut', string>> = {
    player: { live: '', expired: '', loggedOut: '' },
    agent: { live: '', expired: '', loggedOut: '' },
    staff: { live: '', expired: '', loggedOut: '' },
  };
  const kindOf = (e: Endpoint): Kind => (e.auth === 'agent' ? 'agent' : e.auth === 'staff' ? 'staff' : 'player');
  const otherKinds = (e: Endpoint): Kind[] => (['player', 'agent', 'staff'] as const).filter((k) => k !== kindOf(e));

  beforeAll(async () => {
    const expired = await newPlayer(server);
    await db().updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('account_id', '=', expired.id).execute();
    tokens.player.expired = expired.token;
    const out = await newPlayer(server);
    await server.call(userApi.logout, { token: out.token });
    tokens.player.loggedOut = out.token;
    tokens.player.live = (await newPlayer(server)).token;
    const agentToken = async (name: string) => {
      await createAgent(db(), { username: name, password: 'agent1234', proxyCode: name.toUpperCase() });
      return (await server.call(agentApi.login, { body: { username: name, pwd: 'agent1234' } })).token;
    };
    tokens.agent.expired = await agentToken('authzag1');
    await db().updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('kind', '=', 'agent').execute();
    tokens.agent.loggedOut = await agentToken('authzag2');
    await server.call(agentApi.logout, { token: tokens.agent.loggedOut });
    tokens.agent.live = await agentToken('authzag3');
    // Staff (issue 37): each logged in with password and a two-factor code computed in the test; every role, so the
    // live token passes the roles check and what is tested is the session alone.
    const everyRole = ['admin', 'finance', 'risk', 'support', 'marketing', 'agent_manager'] as const;
    const staffExpired = await enrolledStaff(server, [...everyRole]);
    await db().updateTable('staff_sessions').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('staff_id', '=', staffExpired.id).execute();
    tokens.staff.expired = staffExpired.token;
    const staffOut = await enrolledStaff(server, [...everyRole]);
    await server.call(staffApi.logout, { token: staffOut.token });
    tokens.staff.loggedOut = staffOut.token;
    tokens.staff.live = (await enrolledStaff(server, [...everyRole])).token;
  });

  const cases: ReadonlyArray<{ name: string; token: (e: Endpoint) => string | undefined; code: string }> = [
    { name: 'without a token', token: () => undefined, code: '001001' },
    { name: 'with a garbage token', token: () => randomBytes(24).toString('hex'), code: '001002' },
    { name: 'with an expired token', token: (e) => tokens[kindOf(e)].expired, code: '001003' },
    { name: 'with a logged-out token', token: (e) => tokens[kindOf(e)].loggedOut, code: '001004' },
    { name: "with a live token of the first other kind (a player's on an agent or staff call, an agent's on a player call)", token: (e) => tokens[otherKinds(e)[0] ?? 'player'].live, code: '001002' },
    { name: "with a live token of the second other kind (a staff member's on a player or agent call, an agent's on a staff call)", token: (e) => tokens[otherKinds(e)[1] ?? 'player'].live, code: '001002' },
  ];

  it(`is a matrix of ${AUTH_ENDPOINTS.length} endpoints x ${cases.length} cases`, () => {
    expect(AUTH_ENDPOINTS.length).toBeGreaterThan(80);
    expect(AUTH_ENDPOINTS.filter((e) => e.auth === 'agent').length).toBeGreaterThan(8);
    expect(AUTH_ENDPOINTS.filter((e) => e.auth === 'staff').length).toBeGreaterThan(5);
  });

  for (const c of cases) {
    it(`answers 401 ${c.code} ${c.name}, on every one of them, and writes nothing`, async () => {
      const wrong: string[] = [];
      for (const e of AUTH_ENDPOINTS) {
        const params = Object.fromEntries(pathParams(e.path).map((n) => [n, '1']));
        const token = c.token(e);
        const got = await refusedWithoutWrites(e, { params, ...(token !== undefined ? { token } : {}), ...(e.method === 'GET' ? {} : { body: {} }) });
        if (got.status !== 401 || got.code !== c.code) wrong.push(`${e.id}: ${got.status} ${got.code}`);
      }
      expect(wrong).toEqual([]);
    });
  }

  it('a garbage token longer than any real one, and one with SQL in it, are refused the same way', async () => {
    for (const token of ['t'.repeat(4000), "' OR 1=1 --", 'Bearer x']) {
      expect(await refusedWithoutWrites(walletApi.balance, { token })).toEqual({ status: 401, code: '001002' });
    }
  });
});

describe("another player's objects are out of reach", () => {
  let owner: Player;
  let ownerCard = 0;
  let intruder: Player;
  const mine = (status: number) => expect([403, 404]).toContain(status);

  beforeAll(async () => {
    owner = await newPlayer(server);
    ownerCard = await approvedCard(server, owner);
    intruder = await newPlayer(server);
    await fund(server, intruder, '20000');
    // The intruder has money, a password, a phone, a card and an address of its own: only the ids tried are someone else's.
    await approvedCard(server, intruder);
    await server.call(fundApi.bindWalletAddress, { token: intruder.token, body: { network: 'TRC20', address: addressOf(77), name: 'mine', withdrawPassword: WITHDRAW_PASSWORD } });
  });

  it('a delivery address: no edit, delete or default by another player', async () => {
    const address = await server.call(accountApi.addAddress, { token: owner.token, body: { receiver: '王小明', address: '台北市信義區松仁路100號' } });
    const body = { receiver: '侵入者', address: '台北市中山區南京東路1號', isDefault: true };
    mine((await refusedWithoutWrites(accountApi.updateAddress, { token: intruder.token, params: { id: address.id }, body })).status);
    mine((await refusedWithoutWrites(accountApi.deleteAddress, { token: intruder.token, params: { id: address.id } })).status);
    mine((await refusedWithoutWrites(accountApi.setDefaultAddress, { token: intruder.token, params: { id: address.id } })).status);
    expect((await server.call(accountApi.addresses, { token: intruder.token })).records).toEqual([]);
    expect((await server.call(accountApi.addresses, { token: owner.token })).records.map((a) => [a.id, a.receiver, a.isDefault])).toEqual([[address.id, '王小明', true]]);
  });

  it('a letter: the thread cannot be read or answered, its attachment neither fetched nor reused', async () => {
    const up = await upload(server, owner.token, 'letter', IMAGES.png);
    const fileId = up.json.data?.fileId ?? '';
    expect(fileId).not.toBe('');
    const thread = await server.call(letterApi.create, { token: owner.token, body: { quizType: 1, title: '儲值未到帳', content: '昨天的儲值尚未入帳。', attachments: [fileId] } });
    mine((await refusedWithoutWrites(letterApi.thread, { token: intruder.token, query: { id: thread.id } })).status);
    mine((await refusedWithoutWrites(letterApi.reply, { token: intruder.token, body: { id: thread.id, content: '我也想問' } })).status);
    mine((await refusedWithoutWrites(fundApi.uploadFile, { token: intruder.token, params: { fileId } })).status);
    mine((await refusedWithoutWrites(letterApi.create, { token: intruder.token, body: { quizType: 1, title: '借用附件', content: '用別人的附件', attachments: [fileId] } })).status);
    const theirs = await server.call(letterApi.list, { token: intruder.token, query: { type: 1 } });
    expect(theirs.records.map((r) => r.id)).not.toContain(thread.id);
    expect((await server.call(letterApi.thread, { token: owner.token, query: { id: thread.id } })).replyCount).toBe(0);
  });

  it("ID and card photos: another player can neither fetch them nor bind a card with them (answered as for files that do not exist)", async () => {
    const ids: string[] = [];
    for (const purpose of ['idFront', 'idBack', 'cardCover']) ids.push((await upload(server, owner.token, purpose, IMAGES.jpeg)).json.data?.fileId ?? '');
    for (const fileId of ids) mine((await refusedWithoutWrites(fundApi.uploadFile, { token: intruder.token, params: { fileId } })).status);
    const card = (files: string[]) => ({ bankCode: '013', branch: '信義分行', cardNo: '8123456789123', idFrontFileId: files[0], idBackFileId: files[1], coverFileId: files[2], withdrawPassword: WITHDRAW_PASSWORD });
    const foreign = await refusedWithoutWrites(fundApi.bindBankCard, { token: intruder.token, body: card(ids) });
    const missing = await refusedWithoutWrites(fundApi.bindBankCard, { token: intruder.token, body: card(ids.map((id) => id.replace(/[0-9a-f]/g, '0'))) });
    expect(foreign.status).toBeGreaterThanOrEqual(400);
    expect(foreign).toEqual(missing);
    expect(await server.call(fundApi.bankCards, { token: intruder.token })).toHaveLength(1);
  });

  it('a deposit order: no reading, hash or cancel by another player, nor its replay through the same Idempotency-Key', async () => {
    const key = `dep-${randomBytes(6).toString('hex')}`;
    const order = await server.call(fundApi.createDeposit, { token: owner.token, headers: idem(key), body: { currency: 'NTD', method: 'bank', channelCode: 'BANK', amount: '1000', cardId: ownerCard } });
    mine((await refusedWithoutWrites(fundApi.depositOrder, { token: intruder.token, params: { orderNo: order.orderNo } })).status);
    mine((await refusedWithoutWrites(fundApi.submitTxHash, { token: intruder.token, params: { orderNo: order.orderNo }, body: { txHash: 'a'.repeat(64) } })).status);
    mine((await refusedWithoutWrites(fundApi.cancelDeposit, { token: intruder.token, params: { orderNo: order.orderNo } })).status);
    const list = await server.call(fundApi.depositOrders, { token: intruder.token, query: {} });
    expect(list.records.map((r) => r.orderNo)).not.toContain(order.orderNo);
    // The same key from another player is another player's call: it never answers with the owner's order.
    const replay = await server.fetch<{ data?: { orderNo?: string } }>(servedPath(fundApi.createDeposit), { method: 'POST', headers: { token: intruder.token, ...idem(key) }, body: { currency: 'NTD', method: 'bank', channelCode: 'BANK', amount: '1000', cardId: ownerCard } });
    expect(replay.json.data?.orderNo).not.toBe(order.orderNo);
    expect((await server.call(fundApi.depositOrder, { token: owner.token, params: { orderNo: order.orderNo } })).status).toBe(order.status);
  });

  it("a withdrawal, a bank card and a wallet address: no cancel, no payout to the owner's card or address", async () => {
    const p = await newPlayer(server);
    const cardId = await approvedCard(server, p);
    await server.call(fundApi.bindWalletAddress, { token: p.token, body: { network: 'TRC20', address: addressOf(41), name: 'w', withdrawPassword: WITHDRAW_PASSWORD } });
    const [address] = await server.call(fundApi.walletAddresses, { token: p.token });
    await fund(server, p, '5000');
    const order = await withdraw(server, p, { cardId, amount: '1000' });
    mine((await refusedWithoutWrites(fundApi.cancelWithdraw, { token: intruder.token, params: { orderNo: order.orderNo } })).status);
    expect((await server.call(fundApi.withdrawOrders, { token: intruder.token, query: {} })).records.map((r) => r.orderNo)).not.toContain(order.orderNo);
    // Each answered as for a card or address that does not exist.
    const apply = (body: Record<string, unknown>) => refusedWithoutWrites(fundApi.applyWithdraw, { token: intruder.token, body: { withdrawPassword: '135790', ...body } });
    expect(await apply({ currency: 'NTD', amount: '1000', cardId })).toEqual(await apply({ currency: 'NTD', amount: '1000', cardId: 99_999_999 }));
    expect(await apply({ currency: 'USDT', amount: '10', addressId: address?.id ?? 0 })).toEqual(await apply({ currency: 'USDT', amount: '10', addressId: 99_999_999 }));
    const deposit = (id: number) => refusedWithoutWrites(fundApi.createDeposit, { token: intruder.token, body: { currency: 'NTD', method: 'bank', channelCode: 'BANK', amount: '1000', cardId: id } });
    expect(await deposit(cardId)).toEqual(await deposit(99_999_999));
    expect((await server.call(fundApi.bankCards, { token: intruder.token })).map((c) => c.id)).not.toContain(cardId);
    expect((await server.call(fundApi.walletAddresses, { token: intruder.token })).map((a) => a.id)).not.toContain(address?.id);
    const mineNow = await server.call(fundApi.withdrawOrders, { token: p.token, query: {} });
    expect(mineNow.records.find((r) => r.orderNo === order.orderNo)?.status).toBe(order.status);
  });

  it("a card under review and the owner's notices: not readable or markable by another player", async () => {
    const p = await newPlayer(server);
    const cardId = await applyCard(server, p);
    await reviewCard(db(), cardId, { approve: true });
    const notices = await server.call(messageApi.systemNotices, { token: p.token, query: {} });
    const notice = notices.records[0];
    expect(notice).toBeDefined();
    mine((await refusedWithoutWrites(messageApi.systemNotice, { token: intruder.token, params: { id: notice?.id ?? 0 } })).status);
    await fund(server, p, '100');
    const order = await server.call(fundApi.createDeposit, { token: p.token, headers: idem(), body: { currency: 'NTD', method: 'bank', channelCode: 'BANK', amount: '1000', cardId } });
    await server.call(fundApi.cancelDeposit, { token: p.token, params: { orderNo: order.orderNo } });
    const trans = await server.call(messageApi.transNotices, { token: p.token, query: {} });
    for (const n of trans.records) mine((await refusedWithoutWrites(messageApi.transNoticeRead, { token: intruder.token, params: { id: n.id } })).status);
  });

  it("a bet: the owner's rounds never show in another player's records or totals", async () => {
    const token = await login(server, 'demo01');
    await server.call(walletApi.transfer, { token, headers: idem(), body: { from: 'main', to: 'SPX', amount: '100', currency: 'NTD' } });
    const { session } = await openGame(server, token, DEMO_GAMES.plain);
    const res = await bet(server, session, '10');
    expect(res.status, res.text).toBe(200);
    const orderNo = res.json.data.round.orderNo;
    const theirs = await server.call(gameApi.orderList, { token: intruder.token, query: recentRange() });
    expect(theirs.records.map((r) => r.orderNo)).not.toContain(orderNo);
    expect(theirs.total).toBe(0);
    expect(await server.call(gameApi.orderSummary, { token: intruder.token, query: recentRange() })).toMatchObject({ betCount: 0 });
  });

  it("a reward: another player's claim is refused and the reward stays unclaimed", async () => {
    await grantReward(db(), 'jade', { accountId: owner.id, activityCode: 'daily-rebate', amount: 100, currency: 'NTD', expiresAt: null, reference: `authz:${owner.id}` });
    const [reward] = await server.call(activityListApi.rewardUnclaimed, { token: owner.token });
    expect(reward).toBeDefined();
    mine((await refusedWithoutWrites(activityListApi.rewardClaim, { token: intruder.token, params: { id: reward?.id ?? 0 } })).status);
    expect((await server.call(activityListApi.rewardUnclaimed, { token: owner.token })).map((r) => r.id)).toContain(reward?.id);
  });

  it("a coupon: another player's exchange cannot spend the owner's points", async () => {
    await couponFor(server, owner.id, 100);
    const before = await server.call(vipApi.exchangeInfo, { token: owner.token, query: { currency: 'NTD' } });
    const refused = await refusedWithoutWrites(vipApi.exchange, { token: intruder.token, query: { currency: 'NTD' }, body: { points: '80' } });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(await server.call(vipApi.exchangeInfo, { token: owner.token, query: { currency: 'NTD' } })).toEqual(before);
    expect((await server.call(vipApi.coupons, { token: intruder.token, query: {} })).total).toBe(0);
  });

  it('keeps the ledger exact after all of it', async () => {
    expect(await ledgerMismatches(server)).toEqual([]);
    const balance = await server.call(walletApi.balance, { token: intruder.token });
    expect(balance.currencies.find((c) => c.currency === 'NTD')?.balance).toBe('20000.00');
  });
});
