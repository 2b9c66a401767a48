import { randomBytes, randomUUID } from 'node:crypto';
import { activityListApi, LINK_ERROR_CODES, promotionsApi, userApi } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE } from '../domain/catalogue';
import { runOps } from '../ops-commands';
import { grantReward } from '../services/activity/rewards';
import { approveDeposit } from '../services/fund/review';
import { isLinked, linksBetween } from '../services/risk/links';
import { DEFAULT_REGISTRATION_CAPS } from '../services/risk/registration-caps';
import { login, newDevice, newPhone, solveCaptcha, telephoneStateFor } from '../test/accounts';
import { newPlayer, type Player } from '../test/fund';
import { idem } from '../test/games';
import { startTestServer, type TestServer } from '../test/harness';

// passes: sqlite postgres

/**
 * Issue 17, multi-account and invite farming: accounts sharing a device, an address, a phone, a card
 * or a wallet are linked; the caps on registrations per device and per address; no invite reward,
 * first-recharge bonus or promotion reward through a link. The servers believe X-Forwarded-For from
 * 127.0.0.1 (TRUST_PROXY), so a test can play players on several addresses.
 */

let server: TestServer;
/** With the production caps (3 per device, 5 per address a day); `server` has them loosened. */
let capped: TestServer;
beforeAll(async () => {
  [server, capped] = await Promise.all([
    startTestServer({ trustProxy: ['127.0.0.1'] }),
    startTestServer({ trustProxy: ['127.0.0.1'], registrationCaps: DEFAULT_REGISTRATION_CAPS }),
  ]);
});
afterAll(async () => {
  await Promise.all([server?.close(), capped?.close()]);
});

const db = () => server.app.site.db;
const text = (code: string) => CATALOGUE.find((e) => e.code === code)?.tw;
const from = (address: string) => ({ 'x-forwarded-for': address });
const newAddress = () => `198.51.${1 + (randomBytes(1)[0] ?? 0) % 250}.${1 + (randomBytes(1)[0] ?? 0) % 250}`;

interface SignUp {
  device: string;
  address?: string;
  inviterCode?: string;
}

/** The registration call (phone verified first), from a device and address; resolves to the new player. */
async function signUp(s: TestServer, o: SignUp): Promise<Player> {
  const mobile = newPhone();
  const username = `lk${randomBytes(4).toString('hex')}1`;
  const telephoneState = await telephoneStateFor(s, mobile);
  const body = { username, password: 'pass1234', confirmPassword: 'pass1234', countryCode: '886', telephone: mobile, telephoneState, captchaValidation: await solveCaptcha(s), ...(o.inviterCode ? { inviterCode: o.inviterCode } : {}) };
  const result = await s.call(userApi.registerPhone, { body, sign: { deviceId: o.device }, headers: o.address ? from(o.address) : {} });
  const row = await s.app.site.db.selectFrom('accounts').select('id').where('username', '=', username).executeTakeFirstOrThrow();
  return { name: username, id: row.id, token: result.token };
}

async function deposit(accountId: number, major: number): Promise<void> {
  const orderNo = `DPT${randomUUID().replace(/-/g, '').slice(0, 20)}`;
  const now = new Date().toISOString();
  await db()
    .insertInto('deposit_orders')
    .values({
      order_no: orderNo,
      account_id: accountId,
      channel_code: 'BANK',
      method: 'bank',
      currency: 'NTD',
      amount: major * 100,
      status: 'processing',
      card_id: null,
      from_card: null,
      tx_hash: null,
      payment_code: null,
      receiving: '{}',
      created_at: now,
      expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      updated_at: now,
    })
    .execute();
  await approveDeposit(db(), orderNo);
}

async function bonuses(accountId: number) {
  return db()
    .selectFrom('ledger_entries as l')
    .innerJoin('wallet_accounts as w', 'w.id', 'l.wallet_account_id')
    .select(['l.amount', 'l.reference'])
    .where('w.account_id', '=', accountId)
    .where('l.kind', '=', 'bonus')
    .execute();
}

async function notices(accountId: number): Promise<string[]> {
  const rows = await db().selectFrom('messages').select('body').where('account_id', '=', accountId).where('kind', '=', 'transNotice').execute();
  return rows.map((r) => r.body);
}

async function refusals(accountId: number) {
  return db().selectFrom('risk_refusals').select(['kind', 'links', 'linked_account_id']).where('account_id', '=', accountId).execute();
}

/** Logs both players in from one new device: the classic multi-account link. */
async function shareDevice(a: Player, b: Player): Promise<string> {
  const device = newDevice();
  await login(server, a.name, 'demo1234', device);
  await login(server, b.name, 'demo1234', device);
  return device.deviceId ?? '';
}

describe('registration caps per device and per address', () => {
  it('a fourth registration from one device is refused', async () => {
    const device = newDevice().deviceId ?? '';
    for (let i = 0; i < 3; i++) await signUp(capped, { device, address: newAddress() });
    const accounts = async () => Number((await capped.app.site.db.selectFrom('accounts').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await accounts();
    const error = await signUp(capped, { device, address: newAddress() }).catch((e: unknown) => String(e));
    expect(error).toContain(`HTTP 403`);
    expect(error).toContain(LINK_ERROR_CODES.deviceRegistrationCap);
    expect(error).toContain(text('012070'));
    // Nothing was made, and the catalogue every client reads has the words in three languages.
    expect(await accounts()).toBe(before);
    const described = await capped.app.site.db.selectFrom('error_codes').selectAll().where('error_code', '=', '012070').executeTakeFirstOrThrow();
    expect(described).toMatchObject({ http_status: 403, desc_en: expect.stringContaining('This device has registered the most accounts'), desc_th: expect.stringContaining('อุปกรณ์นี้') });
    const counted = await capped.app.site.db.selectFrom('registration_counts').select('total').where('kind', '=', 'device').where('value', '=', device).executeTakeFirst();
    expect(counted?.total).toBe(3);
    // Another device is its own count.
    await expect(signUp(capped, { device: newDevice().deviceId ?? '', address: newAddress() })).resolves.toMatchObject({ token: expect.any(String) });
  });

  it('six concurrent registrations from one device: three accounts are made, three refused', async () => {
    const device = newDevice().deviceId ?? '';
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => signUp(capped, { device, address: newAddress() })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    for (const r of results) if (r.status === 'rejected') expect(String(r.reason)).toContain('012070');
  });

  it('a sixth registration from one address in 24 hours is refused; the next window allows it', async () => {
    const address = newAddress();
    for (let i = 0; i < 5; i++) await signUp(capped, { device: newDevice().deviceId ?? '', address });
    const error = await signUp(capped, { device: newDevice().deviceId ?? '', address }).catch((e: unknown) => String(e));
    expect(error).toContain('HTTP 429');
    expect(error).toContain(LINK_ERROR_CODES.addressRegistrationCap);
    // A day later the address may register again.
    await capped.app.site.db.updateTable('registration_counts').set({ window_start: Date.now() - 86_400_001 }).where('kind', '=', 'address').where('value', '=', address).execute();
    await expect(signUp(capped, { device: newDevice().deviceId ?? '', address })).resolves.toMatchObject({ token: expect.any(String) });
  });
});

describe('linked accounts', () => {
  it('the linked listing names the shared device', async () => {
    const device = newDevice().deviceId ?? '';
    const a = await signUp(server, { device, address: newAddress() });
    const b = await newPlayer(server);
    await login(server, b.name, 'demo1234', { deviceId: device });
    const stranger = await newPlayer(server);
    expect(await isLinked(db(), a.id, b.id)).toBe(true);
    expect(await isLinked(db(), a.id, stranger.id)).toBe(false);

    const out = await runOps(['risk', 'linked', a.name], { dataDir: server.dataDir, databaseUrl: server.databaseUrl });
    expect(out).toContain(`risk linked ${a.name}: 1 linked account`);
    expect(out).toContain(`${b.name} via device=${device}`);
    expect(out).not.toContain(stranger.name);
  });

  it('links by address, bank card and wallet address; the listing masks card and wallet', async () => {
    const [a, b, c, d] = [await newPlayer(server), await newPlayer(server), await newPlayer(server), await newPlayer(server)];
    const address = newAddress();
    await server.call(userApi.login, { body: { username: a.name, pwd: 'demo1234' }, sign: newDevice(), headers: from(address) });
    await server.call(userApi.login, { body: { username: b.name, pwd: 'demo1234' }, sign: newDevice(), headers: from(address) });
    const now = new Date().toISOString();
    const card = (accountId: number) => ({ account_id: accountId, bank_code: '004', branch: 'x', card_no: '8123456789012345', id_front_file: 'f', id_back_file: 'b', cover_file: 'c', status: 'approved', reason: '', created_at: now, reviewed_at: now });
    await db().insertInto('bank_cards').values([card(a.id), card(c.id)]).execute();
    const wallet = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
    await db().insertInto('wallet_addresses').values([a.id, d.id].map((id) => ({ account_id: id, network: 'TRC20', address: wallet, name: 'w', created_at: now }))).execute();

    expect((await linksBetween(db(), a.id, b.id)).map((l) => l.kind)).toEqual(['address']);
    expect((await linksBetween(db(), a.id, c.id)).map((l) => l.kind)).toEqual(['card']);
    expect((await linksBetween(db(), d.id, a.id)).map((l) => l.kind)).toEqual(['wallet']);
    expect(await isLinked(db(), b.id, c.id)).toBe(false);

    const out = await runOps(['risk', 'linked', a.name], { dataDir: server.dataDir, databaseUrl: server.databaseUrl });
    expect(out).toContain(`${b.name} via address=${address}`);
    expect(out).toContain(`${c.name} via card=**** **** 2345`);
    expect(out).toContain(`${d.name} via wallet=TR7NHq...Lj6t`);
    expect(out).not.toContain('8123456789012345');
    expect(out).not.toContain(wallet);
  });

  it('an unknown account or command is a usage error', async () => {
    const target = { dataDir: server.dataDir, databaseUrl: server.databaseUrl };
    await expect(runOps(['risk', 'linked', 'nobody99'], target)).rejects.toThrow('no such account');
    await expect(runOps(['risk', 'other'], target)).rejects.toThrow('unknown risk command');
  });
});

describe('invite rewards through a link', () => {
  async function inviter(o: SignUp): Promise<Player & { code: string }> {
    const p = await signUp(server, o);
    return { ...p, code: (await server.call(promotionsApi.inviteSummary, { token: p.token })).inviteCode };
  }

  it("no invite reward when the friend registered from the inviter's device", async () => {
    const device = newDevice().deviceId ?? '';
    const host = await inviter({ device, address: newAddress() });
    const friend = await signUp(server, { device, address: newAddress(), inviterCode: host.code });
    await deposit(friend.id, 1000);
    expect(await bonuses(host.id)).toEqual([]);
    expect(await refusals(host.id)).toEqual([{ kind: 'invite', links: 'device', linked_account_id: friend.id }]);
    expect(await notices(host.id)).toEqual([text('061072')]);
    // A second deposit neither pays nor tells again.
    await deposit(friend.id, 1000);
    expect(await bonuses(host.id)).toEqual([]);
    expect(await notices(host.id)).toHaveLength(1);
  });

  it("no invite reward when the friend registered from the inviter's address", async () => {
    const address = newAddress();
    const host = await inviter({ device: newDevice().deviceId ?? '', address });
    const friend = await signUp(server, { device: newDevice().deviceId ?? '', address, inviterCode: host.code });
    await deposit(friend.id, 1000);
    expect(await bonuses(host.id)).toEqual([]);
    expect(await refusals(host.id)).toMatchObject([{ kind: 'invite', links: 'address' }]);
  });

  it('friends farmed on one device of their own: the first earns the reward, the next does not', async () => {
    const host = await inviter({ device: newDevice().deviceId ?? '', address: newAddress() });
    const farm = newDevice().deviceId ?? '';
    const first = await signUp(server, { device: farm, address: newAddress(), inviterCode: host.code });
    const second = await signUp(server, { device: farm, address: newAddress(), inviterCode: host.code });
    await deposit(first.id, 1000);
    await deposit(second.id, 1000);
    expect(await bonuses(host.id)).toEqual([{ amount: 10_000, reference: `INV${first.id}` }]);
    expect(await refusals(host.id)).toEqual([{ kind: 'invite', links: 'device', linked_account_id: second.id }]);
  });

  it('a friend with a device and address of their own earns the inviter the reward', async () => {
    const host = await inviter({ device: newDevice().deviceId ?? '', address: newAddress() });
    const friend = await signUp(server, { device: newDevice().deviceId ?? '', address: newAddress(), inviterCode: host.code });
    await deposit(friend.id, 1000);
    expect(await bonuses(host.id)).toEqual([{ amount: 10_000, reference: `INV${friend.id}` }]);
    expect(await refusals(host.id)).toEqual([]);
  });
});

describe('first-recharge bonus and promotion rewards through a link', () => {
  const join = (p: Player) => server.call(promotionsApi.firstRechargeJoin, { token: p.token, body: { platform: 'pc' } });

  it('no first-recharge bonus for an account linked to one that had it', async () => {
    const [a, b] = [await newPlayer(server), await newPlayer(server)];
    await join(a);
    await deposit(a.id, 1000);
    expect(await bonuses(a.id)).toHaveLength(1);
    await shareDevice(a, b);
    const refused = await server.fail(promotionsApi.firstRechargeJoin, { token: b.token, body: { platform: 'pc' } });
    expect(refused).toMatchObject({ status: 400, code: LINK_ERROR_CODES.firstRechargeLinked, msg: text('061070') });
    expect(await server.call(promotionsApi.firstRechargeState, { token: b.token })).toMatchObject({ status: 'notJoined', eligible: false, ineligibleReason: 'linked' });
    await deposit(b.id, 1000);
    expect(await bonuses(b.id)).toEqual([]);
    expect(await refusals(b.id)).toMatchObject([{ kind: 'firstRecharge', links: 'device', linked_account_id: a.id }]);
  });

  it('joined before the link: the deposit ends the promotion without a bonus, and the player is told', async () => {
    const [a, b] = [await newPlayer(server), await newPlayer(server)];
    await join(a);
    await join(b);
    await deposit(a.id, 1000);
    await shareDevice(a, b);
    await deposit(b.id, 1000);
    expect(await bonuses(b.id)).toEqual([]);
    expect(await server.call(promotionsApi.firstRechargeState, { token: b.token })).toMatchObject({ status: 'ended', bonus: null });
    expect(await notices(b.id)).toContain(text('061070'));
    expect(await refusals(b.id)).toMatchObject([{ kind: 'firstRecharge', linked_account_id: a.id }]);
  });

  it('a promotion reward is refused to an account linked to one that claimed it, and nothing moves', async () => {
    const [a, b] = [await newPlayer(server), await newPlayer(server)];
    for (const p of [a, b]) await grantReward(db(), 'jade', { accountId: p.id, activityCode: 'lucky-wheel', amount: 5_000, currency: 'NTD', expiresAt: null, reference: `link:${p.id}` });
    const rewardOf = async (p: Player) => (await server.call(activityListApi.rewardUnclaimed, { token: p.token }))[0]?.id ?? 0;
    await server.call(activityListApi.rewardClaim, { token: a.token, params: { id: await rewardOf(a) }, headers: idem() });
    await shareDevice(a, b);
    const id = await rewardOf(b);
    const refused = await server.fail(activityListApi.rewardClaim, { token: b.token, params: { id }, headers: idem() });
    expect(refused).toMatchObject({ status: 400, code: LINK_ERROR_CODES.rewardLinked, msg: text('061071') });
    expect(await bonuses(b.id)).toEqual([]);
    expect(await refusals(b.id)).toMatchObject([{ kind: 'activityReward', links: 'device', linked_account_id: a.id }]);
  });
});
