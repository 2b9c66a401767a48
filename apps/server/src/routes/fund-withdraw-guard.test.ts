import { fundApi, SMS_REQUEST_TYPES, userApi, walletApi } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendAndRead } from '../test/accounts';
import { addressOf, applyCard, approvedCard, fund, newPlayer, WITHDRAW_PASSWORD, type Player } from '../test/fund';
import { idem, ledgerMismatches } from '../test/games';
import { startTestServer, type TestServer } from '../test/harness';
import { aPlayer } from '../test/players';
import { reviewCard } from '../services/fund/review';
import { runOps } from '../ops-commands';

// passes: sqlite postgres

/** Issue 17: the withdrawal password counted and locked, proofs and holds for new destinations, frontend type 2. */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const db = () => server.app.site.db;
const WRONG = '000000';
const apply = (p: Player, body: Record<string, unknown>) =>
  server.fetch<{ code: string; data: Record<string, unknown> | null }>('/api/v1/fund/withdraw/apply', {
    method: 'POST',
    headers: { ...idem(), token: p.token },
    body: { currency: 'NTD', amount: '1000', withdrawPassword: WITHDRAW_PASSWORD, ...body },
  });
const codeOf = async (p: Player, body: Record<string, unknown>) => (await apply(p, body)).json.code;
const info = (p: Player) => server.call(fundApi.withdrawInfo, { token: p.token, query: { currency: 'NTD' } });
const mainBalance = async (p: Player) => (await server.call(walletApi.balance, { token: p.token })).currencies.find((c) => c.currency === 'NTD')?.balance;
const bindAddress = (p: Player, n: number, proof: Record<string, string>) =>
  server.fetch<{ code: string; data: { id: number; usableFrom: string | null } | null }>('/api/v1/fund/wallet-addresses', {
    method: 'POST',
    headers: { token: p.token },
    body: { network: 'TRC20', address: addressOf(n), name: `w${n}`, ...proof },
  });
const systemNotices = (p: Player) => db().selectFrom('messages').select(['title', 'texts']).where('account_id', '=', p.id).where('kind', '=', 'sysNotice').execute();
const minutesFromNow = (iso: unknown) => Math.round((Date.parse(String(iso)) - Date.now()) / 60_000);

/** A funded player with one address (the first destination: no hold) ready to withdraw. */
const readyPlayer = (n: number) => aPlayer(server, { address: n, balance: '10000' });

/** Ends the player's running lock as if its time had passed. */
const endLock = (p: Player) => db().updateTable('withdraw_guards').set({ locked_until: new Date(Date.now() - 1000).toISOString() }).where('account_id', '=', p.id).execute();

describe('the withdrawal password is counted and locked', () => {
  it('100 wrong withdrawal passwords at once: only 5 are checked, then every guess answers the lock', async () => {
    const { p, addressId } = await readyPlayer(101);
    const answers = await Promise.all(Array.from({ length: 100 }, () => apply(p, { addressId, withdrawPassword: WRONG })));
    const codes = answers.map((a) => a.json.code);
    expect(codes.filter((c) => c === '031008')).toHaveLength(5);
    expect(codes.filter((c) => c === '031030')).toHaveLength(95);
    const locked = (await info(p)).lockedUntil;
    expect(minutesFromNow(locked)).toBe(15);
    // The right password now gets the very same answer.
    const right = await apply(p, { addressId });
    expect(right.json).toMatchObject({ code: '031030', msg: '託售密碼錯誤次數過多，託售功能已暫時鎖定，請稍後再試', data: { until: locked, minutes: 15 } });
    expect(await mainBalance(p)).toBe('10000.00');
    const notices = (await systemNotices(p)).filter((n) => n.title === '託售功能已鎖定');
    expect(notices).toHaveLength(1);
    expect(JSON.parse(notices[0]?.texts ?? '{}')).toMatchObject({ EN: { title: 'Withdrawals locked' }, TH: { title: 'ระงับการถอนเงินชั่วคราว' } });
  });

  it('customer service ends a lock with npm run ops -- fund password-unlock; the next lock is the longer step', async () => {
    const { p, addressId } = await readyPlayer(131);
    for (let i = 0; i < 5; i++) await codeOf(p, { addressId, withdrawPassword: WRONG });
    expect(await codeOf(p, { addressId })).toBe('031030');
    const ops = (...args: string[]) => runOps(['fund', ...args], { dataDir: server.dataDir, databaseUrl: server.databaseUrl });
    expect(await ops('password-unlock', p.name)).toMatch(new RegExp(`^password-unlock ${p.name} lock until \\S+ ended; wrong count cleared$`));
    expect((await info(p)).lockedUntil).toBeNull();
    expect(await ops('password-unlock', p.name)).toBe(`password-unlock ${p.name} no lock was running; wrong count cleared`);
    for (let i = 0; i < 5; i++) await codeOf(p, { addressId, withdrawPassword: WRONG });
    expect(minutesFromNow((await info(p)).lockedUntil)).toBe(60);
  });

  it('three server processes on one database check no more than 5 of 90 concurrent wrong passwords between them', async () => {
    const { p, addressId } = await readyPlayer(114);
    // Same database (the PostgreSQL test database, or the SQLite file in the same data directory): only the row counts.
    const same = { dataDir: server.dataDir, ...(server.databaseUrl ? { databaseUrl: server.databaseUrl } : {}) };
    const others = [await startTestServer(same), await startTestServer(same)];
    try {
      const servers = [server, ...others];
      const answers = await Promise.all(
        Array.from({ length: 90 }, (_, i) =>
          (servers[i % 3] ?? server).fetch<{ code: string }>('/api/v1/fund/withdraw/apply', {
            method: 'POST',
            headers: { ...idem(), token: p.token },
            body: { currency: 'NTD', amount: '1000', addressId, withdrawPassword: WRONG },
          }),
        ),
      );
      const codes = answers.map((a) => a.json.code);
      expect(codes.filter((c) => c === '031008')).toHaveLength(5);
      expect(codes.filter((c) => c === '031030')).toHaveLength(85);
    } finally {
      await Promise.all(others.map((o) => o.close()));
    }
  });

  it('locks withdrawals after 5 wrong withdrawal passwords, for 15 minutes, then 1 hour, then 24 hours', async () => {
    const { p, addressId } = await readyPlayer(102);
    const lengths: number[] = [];
    for (let lock = 0; lock < 4; lock++) {
      for (let i = 1; i <= 4; i++) expect((await apply(p, { addressId, withdrawPassword: WRONG })).json).toMatchObject({ code: '031008', data: { attemptsLeft: 5 - i, lockedUntil: null } });
      const fifth = await apply(p, { addressId, withdrawPassword: WRONG });
      expect(fifth.json).toMatchObject({ code: '031008', data: { attemptsLeft: 0 } });
      lengths.push(minutesFromNow(fifth.json.data?.lockedUntil));
      await endLock(p);
    }
    expect(lengths).toEqual([15, 60, 24 * 60, 24 * 60]);
    expect((await systemNotices(p)).filter((n) => n.title === '託售功能已鎖定')).toHaveLength(4);
  });

  it('a below-minimum amount does not reveal the password (and is not counted)', async () => {
    const { p, addressId } = await readyPlayer(103);
    expect(await codeOf(p, { addressId, amount: '999.99', withdrawPassword: WRONG })).toBe('031005');
    expect(await codeOf(p, { addressId, amount: '999.99' })).toBe('031005');
    // Over the day's amount (VIP1) and over the turnover: the same answer for a right and a wrong password.
    expect(await codeOf(p, { addressId, amount: '9999999', withdrawPassword: WRONG })).toBe('031007');
    expect(await codeOf(p, { addressId, amount: '9999999' })).toBe('031007');
    for (let i = 0; i < 10; i++) expect(await codeOf(p, { addressId, amount: '1', withdrawPassword: WRONG })).toBe('031005');
    expect(await codeOf(p, { addressId })).toBe('000000');
  });

  it('a locked player gets the lock even with the right password; a right password before the lock resets the count', async () => {
    const { p, addressId } = await readyPlayer(104);
    for (let i = 0; i < 4; i++) expect(await codeOf(p, { addressId, withdrawPassword: WRONG })).toBe('031008');
    expect(await codeOf(p, { addressId })).toBe('000000');
    for (let i = 0; i < 4; i++) expect(await codeOf(p, { addressId, withdrawPassword: WRONG })).toBe('031008');
    expect((await info(p)).lockedUntil).toBeNull();
    expect(await codeOf(p, { addressId, withdrawPassword: WRONG })).toBe('031008');
    expect(await codeOf(p, { addressId })).toBe('031030');
    expect(await codeOf(p, { addressId, amount: '1' })).toBe('031030');
    await endLock(p);
    expect(await codeOf(p, { addressId })).toBe('000000');
    expect(await ledgerMismatches(server)).toEqual([]);
  });
});

describe('binding a new destination', () => {
  it('binding an address without the withdrawal password is refused; a wrong one is counted with the withdrawal', async () => {
    const { p, addressId } = await readyPlayer(105);
    expect((await bindAddress(p, 106, {})).json).toMatchObject({ code: '031033', msg: '請輸入託售密碼或手機驗證碼' });
    // 20 tries without a proof: none binds, and none is counted against the withdrawal password.
    const bare = await Promise.all(Array.from({ length: 20 }, (_, i) => bindAddress(p, 120 + i, {})));
    expect(bare.map((b) => b.json.code)).toEqual(Array.from({ length: 20 }, () => '031033'));
    for (let i = 0; i < 3; i++) expect(await codeOf(p, { addressId, withdrawPassword: WRONG })).toBe('031008');
    expect((await bindAddress(p, 106, { withdrawPassword: WRONG })).json).toMatchObject({ code: '031008', data: { attemptsLeft: 1 } });
    expect((await bindAddress(p, 106, { withdrawPassword: WRONG })).json).toMatchObject({ code: '031008', data: { attemptsLeft: 0 } });
    expect((await bindAddress(p, 106, { withdrawPassword: WITHDRAW_PASSWORD })).json.code).toBe('031030');
    expect(await server.call(fundApi.walletAddresses, { token: p.token })).toHaveLength(1);
  });

  it('binding takes an SMS code sent to the bound phone instead, the way for a player with no withdrawal password', async () => {
    const p = await newPlayer(server, { withdrawPassword: false });
    expect((await bindAddress(p, 107, { withdrawPassword: WITHDRAW_PASSWORD })).json.code).toBe('031009');
    const { telephone } = await db().selectFrom('accounts').select('telephone').where('id', '=', p.id).executeTakeFirstOrThrow();
    const mobile = telephone ?? '';
    // A code for another purpose does not bind.
    const other = await sendAndRead(server, { requestType: SMS_REQUEST_TYPES.withdrawPasswordReset, mobile, token: p.token });
    expect((await bindAddress(p, 107, { code: other.code })).json.code).toBe('012006');
    const { code } = await sendAndRead(server, { requestType: SMS_REQUEST_TYPES.bindDestination, mobile, token: p.token });
    expect((await bindAddress(p, 107, { code })).json).toMatchObject({ code: '000000', data: { usableFrom: null } });
    expect((await bindAddress(p, 108, { code })).json.code).toBe('012006');
  });

  it('a second address bound today cannot receive a withdrawal for 24 hours; the first can at once', async () => {
    const { p, addressId } = await readyPlayer(109);
    const second = await bindAddress(p, 110, { withdrawPassword: WITHDRAW_PASSWORD });
    const usableFrom = second.json.data?.usableFrom;
    expect(minutesFromNow(usableFrom)).toBe(24 * 60);
    const secondId = second.json.data?.id;
    expect((await apply(p, { addressId: secondId })).json).toMatchObject({ code: '031031', data: { usableFrom } });
    // Refused before the password: a wrong one is neither checked nor counted.
    expect(await codeOf(p, { addressId: secondId, withdrawPassword: WRONG })).toBe('031031');
    expect((await info(p)).addresses.map((a) => [a.id, a.usableFrom])).toEqual([
      [secondId, usableFrom],
      [addressId, null],
    ]);
    expect(await codeOf(p, { addressId })).toBe('000000');
    const notices = await systemNotices(p);
    expect(notices.filter((n) => n.title === '已綁定新的錢包地址')).toHaveLength(2);
    await db().updateTable('destination_holds').set({ usable_from: new Date(Date.now() - 1000).toISOString() }).where('account_id', '=', p.id).execute();
    expect(await codeOf(p, { addressId: secondId })).toBe('000000');
  });

  it('a bank card approved after another destination waits 24 hours too; a first card does not', async () => {
    const first = await newPlayer(server);
    const cardId = await approvedCard(server, first);
    await fund(server, first, '5000');
    expect(await codeOf(first, { cardId })).toBe('000000');
    const { p } = await readyPlayer(111);
    const id = await applyCard(server, p);
    await reviewCard(db(), id, { approve: true });
    expect((await apply(p, { cardId: id })).json).toMatchObject({ code: '031031' });
    expect((await info(p)).cards[0]?.usableFrom).toEqual(expect.any(String));
  });
});

describe('frontend type 2 (agent accounts)', () => {
  it('type 2 cannot open a deposit order, withdraw, bind a card or an address, or set a withdrawal password', async () => {
    const { p, addressId } = await readyPlayer(112);
    const q = await newPlayer(server, { withdrawPassword: false });
    await db().updateTable('accounts').set({ user_type: 2 }).where('id', 'in', [p.id, q.id]).execute();
    const deposit = await server.fail(fundApi.createDeposit, { token: p.token, headers: idem(), body: { currency: 'NTD', method: 'usdt', channelCode: 'USDT', amount: '1000', addressId } });
    expect(deposit).toMatchObject({ status: 403, code: '031032', msg: '代理帳號無法使用儲值與託售功能' });
    expect(await codeOf(p, { addressId })).toBe('031032');
    expect((await bindAddress(p, 113, { withdrawPassword: WITHDRAW_PASSWORD })).json.code).toBe('031032');
    expect(await server.fail(userApi.withdrawPassword, { token: q.token, body: { withdrawPassword: '246810', confirmWithdrawPassword: '246810' } })).toMatchObject({ code: '031032' });
    expect(await server.call(userApi.withdrawPasswordIsBinding, { token: q.token })).toBe(false);
    expect(await db().selectFrom('deposit_orders').select('id').where('account_id', '=', p.id).execute()).toEqual([]);
    expect(await mainBalance(p)).toBe('10000.00');
  });
});
