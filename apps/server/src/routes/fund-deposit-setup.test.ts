import { randomInt } from 'node:crypto';
import { accountApi, fundApi, isTaiwanId, userApi } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewIdCard } from '../services/accounts/identity';
import { reviewCard } from '../services/fund/review';
import { addressOf, applyCard, IMAGES, newPlayer, upload, type Player } from '../test/fund';
import { idem } from '../test/games';
import { startTestServer, type TestServer } from '../test/harness';

// passes: sqlite

/** Issue 34: the deposit channels answer the first deposit's checklist, and which channel an order can be opened on now. */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const channels = (p: Player) => server.call(fundApi.depositChannels, { token: p.token, query: { currency: 'NTD' } });
const ready = async (p: Player) => Object.fromEntries((await channels(p)).channels.map((c) => [c.code, c.ready]));
const fileId = async (p: Player, purpose: string) => (await upload(server, p.token, purpose, IMAGES.png)).json.data?.fileId ?? '';

function taiwanId(): string {
  const body = `C1${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
  for (let d = 0; d <= 9; d++) if (isTaiwanId(`${body}${d}`)) return `${body}${d}`;
  throw new Error('no check digit');
}

describe('the first deposit setup (GET /v1/fund/recharge/channels)', () => {
  it('a player with nothing set lists every step undone, the card way starting at the ID, and no channel ready', async () => {
    const p = await newPlayer(server, { phone: false, withdrawPassword: false, idVerified: false });
    const answer = await channels(p);
    expect(answer.setup).toEqual({
      steps: [
        { step: 'phone', done: false },
        { step: 'withdrawPassword', done: false },
        { step: 'binding', done: false },
      ],
      bankCard: 'idCard',
      walletAddress: false,
    });
    expect(answer.channels.every((c) => !c.ready)).toBe(true);
    // The list says what the gates would refuse: a deposit now is 031010.
    expect(await server.fail(fundApi.createDeposit, { token: p.token, headers: idem(), body: { currency: 'NTD', method: 'store', channelCode: 'STORE', amount: '1000' } })).toMatchObject({
      code: '031010',
    });
  });

  it('a password set, then an address bound: the store and USDT channels are ready, the bank transfer waits for an approved card', async () => {
    const p = await newPlayer(server, { withdrawPassword: false, idVerified: false });
    expect((await channels(p)).setup.steps).toEqual([
      { step: 'phone', done: true },
      { step: 'withdrawPassword', done: false },
      { step: 'binding', done: false },
    ]);
    await server.call(userApi.withdrawPassword, { token: p.token, body: { withdrawPassword: '246810', confirmWithdrawPassword: '246810' } });
    expect((await channels(p)).setup.steps[1]).toEqual({ step: 'withdrawPassword', done: true });

    await server.call(fundApi.bindWalletAddress, { token: p.token, body: { network: 'TRC20', address: addressOf(34), name: '我的錢包', withdrawPassword: '246810' } });
    const answer = await channels(p);
    // Bound: the password step is moot for a deposit and no longer listed.
    expect(answer.setup).toEqual({
      steps: [
        { step: 'phone', done: true },
        { step: 'binding', done: true },
      ],
      bankCard: 'idCard',
      walletAddress: true,
    });
    expect(await ready(p)).toEqual({ BANK: false, BANK_VIP: false, USDT_TRC20: true, STORE: true });
    // Ready means an order opens.
    const order = await server.call(fundApi.createDeposit, { token: p.token, headers: idem(), body: { currency: 'NTD', method: 'usdt', channelCode: 'USDT_TRC20', amount: '1000' } });
    expect(order.status).toBe('processing');
  });

  it('the card way: ID under review, approved, a card under review, approved; only then the bank transfer is ready', async () => {
    const p = await newPlayer(server, { idVerified: false });
    const setup = async () => (await channels(p)).setup;
    await server.call(accountApi.submitIdCard, { token: p.token, body: { realName: '陳大文', idNumber: taiwanId(), frontFileId: await fileId(p, 'idFront'), backFileId: await fileId(p, 'idBack') } });
    expect((await setup()).bankCard).toBe('idCardReviewing');
    await reviewIdCard(server.app.site.db, p.name, { approve: true });
    expect((await setup()).bankCard).toBe('apply');
    const cardId = await applyCard(server, p);
    expect(await setup()).toMatchObject({ bankCard: 'reviewing', steps: [{ step: 'phone', done: true }, { step: 'withdrawPassword', done: true }, { step: 'binding', done: false }] });
    expect(await ready(p)).toEqual({ BANK: false, BANK_VIP: false, USDT_TRC20: false, STORE: false });
    await reviewCard(server.app.site.db, cardId, { approve: true });
    expect(await setup()).toEqual({ steps: [{ step: 'phone', done: true }, { step: 'binding', done: true }], bankCard: 'approved', walletAddress: false });
    expect(await ready(p)).toEqual({ BANK: true, BANK_VIP: false, USDT_TRC20: true, STORE: true });
  });

  it('a rejected card sends the card way back to applying', async () => {
    const p = await newPlayer(server);
    await reviewCard(server.app.site.db, await applyCard(server, p), { approve: false, reason: '照片模糊' });
    expect((await channels(p)).setup.bankCard).toBe('apply');
  });
});
