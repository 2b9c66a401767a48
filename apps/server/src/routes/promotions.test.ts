import { randomUUID } from 'node:crypto';
import { PROMOTION_ERROR_CODES, promotionsApi, userApi, walletApi } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPoke, type PokeTopic } from '../services/events/poke';
import { approveDeposit } from '../services/fund/review';
import { newPhone, solveCaptcha, telephoneStateFor } from '../test/accounts';
import { newPlayer, type Player } from '../test/fund';
import { ledgerMismatches } from '../test/games';
import { startTestServer, type TestServer } from '../test/harness';
import { betAt } from './vip-fixtures';

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

/** A deposit order of `major` units waiting for the operator; returns its number. */
async function pendingDeposit(accountId: number, major: number, currency = 'NTD'): Promise<string> {
  const orderNo = `DPT${randomUUID().replace(/-/g, '').slice(0, 20)}`;
  const now = new Date().toISOString();
  await db()
    .insertInto('deposit_orders')
    .values({
      order_no: orderNo,
      account_id: accountId,
      channel_code: currency === 'NTD' ? 'BANK' : 'USDT',
      method: currency === 'NTD' ? 'bank' : 'usdt',
      currency,
      amount: major * 100,
      status: 'processing',
      card_id: null,
      from_card: null,
      tx_hash: null,
      payment_code: null,
      receiving: '{}',
      created_at: now,
      expires_at: new Date(Date.now() + DAY_MS).toISOString(),
      updated_at: now,
    })
    .execute();
  return orderNo;
}

async function deposit(accountId: number, major: number, currency = 'NTD'): Promise<string> {
  const orderNo = await pendingDeposit(accountId, major, currency);
  await approveDeposit(db(), orderNo);
  return orderNo;
}

async function bonusEntries(accountId: number) {
  return db()
    .selectFrom('ledger_entries as l')
    .innerJoin('wallet_accounts as w', 'w.id', 'l.wallet_account_id')
    .select(['l.amount', 'l.reference', 'w.currency', 'w.kind'])
    .where('w.account_id', '=', accountId)
    .where('l.kind', '=', 'bonus')
    .execute();
}

async function ntdBalance(p: Player): Promise<string | undefined> {
  return (await server.call(walletApi.balance, { token: p.token })).currencies.find((c) => c.currency === 'NTD')?.balance;
}

/** A player registered more than the new-member window ago (the standard tier). */
async function veteran(): Promise<Player> {
  const p = await newPlayer(server);
  await db().updateTable('accounts').set({ register_date: new Date(Date.now() - 10 * DAY_MS).toISOString() }).where('id', '=', p.id).execute();
  return p;
}

const join = (p: Player) => server.call(promotionsApi.firstRechargeJoin, { token: p.token, body: { platform: 'pc' } });

describe('first recharge: joining', () => {
  it('a player who has not joined sees the rules with their numbers; a visitor must log in', async () => {
    const p = await newPlayer(server);
    const state = await server.call(promotionsApi.firstRechargeState, { token: p.token });
    expect(state).toEqual({
      status: 'notJoined',
      tier: null,
      joinedAt: null,
      depositAmount: null,
      bonus: null,
      creditedAt: null,
      eligible: true,
      ineligibleReason: null,
      rules: { currency: 'NTD', standard: { percent: 20, max: '1000.00' }, newMember: { percent: 100, max: '888.00' }, newMemberDays: 2, wageringMultiple: 10 },
    });
    expect(await server.fail(promotionsApi.firstRechargeState)).toMatchObject({ status: 401, code: '001001' });
    expect(await server.fail(promotionsApi.firstRechargeJoin, { body: { platform: 'pc' } })).toMatchObject({ status: 401, code: '001001' });
  });

  it('a player who has bet is refused with 您已投注，不符合條件 and nothing is written', async () => {
    const p = await newPlayer(server);
    await betAt(server, p.id, 1000, new Date());
    // The state says so before any click (issue 19), by the rule the join applies.
    expect(await server.call(promotionsApi.firstRechargeState, { token: p.token })).toMatchObject({ status: 'notJoined', eligible: false, ineligibleReason: 'hasBet' });
    const refused = await server.fail(promotionsApi.firstRechargeJoin, { token: p.token, body: { platform: 'pc' } });
    expect(refused).toMatchObject({ status: 400, code: PROMOTION_ERROR_CODES.hasBet, msg: '您已投注，不符合條件' });
    expect(await db().selectFrom('first_recharge_joins').selectAll().where('account_id', '=', p.id).execute()).toEqual([]);
    expect((await server.call(promotionsApi.firstRechargeState, { token: p.token })).status).toBe('notJoined');
  });

  it('joins once: the second join is refused and the first one stays as it was', async () => {
    const p = await newPlayer(server);
    const first = await join(p);
    expect(first).toMatchObject({ status: 'joined', tier: 'newMember', bonus: null, eligible: false, ineligibleReason: 'alreadyJoined' });
    expect(await server.fail(promotionsApi.firstRechargeJoin, { token: p.token, body: { platform: 'h5' } })).toMatchObject({ status: 400, code: PROMOTION_ERROR_CODES.alreadyJoined });
    const rows = await db().selectFrom('first_recharge_joins').selectAll().where('account_id', '=', p.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ platform: 'pc', status: 'joined', joined_at: first.joinedAt });
  });

  it('a player whose deposit already succeeded is refused; a bad platform is a 400 that writes nothing', async () => {
    const p = await newPlayer(server);
    await deposit(p.id, 500);
    expect(await server.call(promotionsApi.firstRechargeState, { token: p.token })).toMatchObject({ status: 'notJoined', eligible: false, ineligibleReason: 'hasDeposit' });
    expect(await server.fail(promotionsApi.firstRechargeJoin, { token: p.token, body: { platform: 'pc' } })).toMatchObject({ status: 400, code: PROMOTION_ERROR_CODES.hasDeposit });
    const q = await newPlayer(server);
    expect(await server.fail(promotionsApi.firstRechargeJoin, { token: q.token, body: { platform: 'tv' } })).toMatchObject({ status: 400, code: '000400' });
    expect(await db().selectFrom('first_recharge_joins').select('account_id').where('account_id', 'in', [p.id, q.id]).execute()).toEqual([]);
  });
});

describe('first recharge: the bonus', () => {
  it('a new member gets 100 % of the first deposit up to 888, once, through the ledger', async () => {
    const p = await newPlayer(server);
    await join(p);
    const before = await ntdBalance(p);
    const pokes: Array<[number, PokeTopic]> = [];
    const stop = onPoke((id, topic) => pokes.push([id, topic]));
    const orderNo = await deposit(p.id, 500).finally(stop);
    expect(pokes).toEqual(expect.arrayContaining([[p.id, 'balance']]));
    expect(await bonusEntries(p.id)).toEqual([{ amount: 50_000, reference: `FR${orderNo}`, currency: 'NTD', kind: 'main' }]);
    expect(Number(await ntdBalance(p)) - Number(before)).toBe(1000);
    const state = await server.call(promotionsApi.firstRechargeState, { token: p.token });
    expect(state).toMatchObject({ status: 'credited', tier: 'newMember', depositAmount: '500.00', bonus: '500.00' });
    expect(state.creditedAt).not.toBeNull();

    // A second deposit gives nothing more.
    await deposit(p.id, 2000);
    expect(await bonusEntries(p.id)).toHaveLength(1);
    expect(await ledgerMismatches(server)).toEqual([]);
  });

  it('caps: a new member at 888, a standard player 20 % at 1,000', async () => {
    const fresh = await newPlayer(server);
    await join(fresh);
    await deposit(fresh.id, 5000);
    expect((await bonusEntries(fresh.id)).map((e) => Number(e.amount))).toEqual([88_800]);

    const old = await veteran();
    expect((await join(old)).tier).toBe('standard');
    await deposit(old.id, 10_000);
    expect((await bonusEntries(old.id)).map((e) => Number(e.amount))).toEqual([100_000]);

    const small = await veteran();
    await join(small);
    await deposit(small.id, 1234);
    expect((await bonusEntries(small.id)).map((e) => Number(e.amount))).toEqual([24_680]);
    expect(await ledgerMismatches(server)).toEqual([]);
  });

  it('a deposit approved twice credits the bonus once (the second approval is refused)', async () => {
    const p = await newPlayer(server);
    await join(p);
    const orderNo = await pendingDeposit(p.id, 800);
    const results = await Promise.allSettled([approveDeposit(db(), orderNo), approveDeposit(db(), orderNo)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    await expect(approveDeposit(db(), orderNo)).rejects.toMatchObject({ code: '031015' });
    expect((await bonusEntries(p.id)).map((e) => Number(e.amount))).toEqual([80_000]);
    expect(await ledgerMismatches(server)).toEqual([]);
  });

  it('a player who did not join gets no bonus; a first deposit in USDT ends the promotion without one', async () => {
    const p = await newPlayer(server);
    await deposit(p.id, 500);
    expect(await bonusEntries(p.id)).toEqual([]);

    const q = await newPlayer(server);
    await join(q);
    await deposit(q.id, 100, 'USDT');
    await deposit(q.id, 500);
    expect(await bonusEntries(q.id)).toEqual([]);
    expect(await server.call(promotionsApi.firstRechargeState, { token: q.token })).toMatchObject({ status: 'ended', bonus: null });
  });
});

describe('invite friends', () => {
  async function registerFriend(inviterCode: string) {
    const mobile = newPhone();
    const username = `fr${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 10)}`;
    const telephoneState = await telephoneStateFor(server, mobile);
    const result = await server.call(userApi.registerPhone, {
      body: { username, password: 'pass1234', confirmPassword: 'pass1234', countryCode: '886', telephone: mobile, telephoneState, captchaValidation: await solveCaptcha(server), inviterCode },
    });
    const row = await db().selectFrom('accounts').select('id').where('username', '=', username).executeTakeFirstOrThrow();
    return { username, id: row.id, token: result.token };
  }

  it('every player has one stable invite code', async () => {
    const p = await newPlayer(server);
    const a = await server.call(promotionsApi.inviteSummary, { token: p.token });
    const b = await server.call(promotionsApi.inviteSummary, { token: p.token });
    expect(a.inviteCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(b.inviteCode).toBe(a.inviteCode);
    expect(a).toMatchObject({ friends: 0, qualified: 0, rewardTotal: '0.00', rules: { currency: 'NTD', minDeposit: '1000.00', reward: '100.00' } });
    expect(await server.fail(promotionsApi.inviteSummary)).toMatchObject({ status: 401, code: '001001' });
  });

  it('a friend registered with the code shows in the list, qualifies at a deposit of 1,000 and rewards the inviter once', async () => {
    const inviter = await newPlayer(server);
    const { inviteCode } = await server.call(promotionsApi.inviteSummary, { token: inviter.token });
    const friend = await registerFriend(inviteCode);

    const list = await server.call(promotionsApi.inviteFriends, { token: inviter.token, query: { page: 1, size: 10 } });
    expect(list.total).toBe(1);
    expect(list.records[0]).toMatchObject({ account: `${friend.username.slice(0, 2)}***${friend.username.slice(-1)}`, qualified: false, qualifiedAt: null, reward: null });
    expect(list.records[0]?.account).not.toContain(friend.username);

    const before = await ntdBalance(inviter);
    await deposit(friend.id, 999);
    expect(await bonusEntries(inviter.id)).toEqual([]);
    await deposit(friend.id, 1000);
    await deposit(friend.id, 3000);
    expect(await bonusEntries(inviter.id)).toEqual([{ amount: 10_000, reference: `INV${friend.id}`, currency: 'NTD', kind: 'main' }]);
    expect(Number(await ntdBalance(inviter)) - Number(before)).toBe(100);

    const after = await server.call(promotionsApi.inviteFriends, { token: inviter.token });
    expect(after.records[0]).toMatchObject({ qualified: true, reward: '100.00' });
    expect(await server.call(promotionsApi.inviteSummary, { token: inviter.token })).toMatchObject({ friends: 1, qualified: 1, rewardTotal: '100.00' });
    expect(await ledgerMismatches(server)).toEqual([]);
  });

  it("another player sees none of the inviter's friends", async () => {
    const inviter = await newPlayer(server);
    const { inviteCode } = await server.call(promotionsApi.inviteSummary, { token: inviter.token });
    await registerFriend(inviteCode);
    const other = await newPlayer(server);
    expect(await server.call(promotionsApi.inviteFriends, { token: other.token })).toEqual({ records: [], total: 0 });
    expect(await server.call(promotionsApi.inviteSummary, { token: other.token })).toMatchObject({ friends: 0, qualified: 0 });
  });
});
