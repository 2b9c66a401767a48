import { accountPasskeysApi, accountSessionsApi, accountTwoFactorApi, userApi } from '@site/contract';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newDevice, registerPlayer } from '../test/accounts';
import { startTestServer, type TestServer } from '../test/harness';
import { softPasskey, type SoftPasskey } from '../test/passkey-authenticator';

// passes: sqlite postgres

let server: TestServer;
let origin: string;
let host: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  // The site as a browser reaches it: localhost (an IP address is no relying party id), its own origin.
  origin = server.url.replace('127.0.0.1', 'localhost');
  host = { host: new URL(origin).host };
});
afterAll(async () => {
  await server.close();
});

/** Adds a passkey to the player's account the way the page does: options, the authenticator, the answer. */
async function addPasskey(token: string, name: string, key: SoftPasskey = softPasskey()) {
  const { options } = await server.call(accountPasskeysApi.registerOptions, { token, headers: host });
  const record = await server.call(accountPasskeysApi.register, { token, headers: host, body: { name, credential: key.register(options, origin) } });
  return { key, record };
}

async function loginOptions() {
  return server.call(accountPasskeysApi.loginOptions, { headers: host, sign: newDevice() });
}

async function passkeyLogin(attempt: string, credential: unknown) {
  return server.call(accountPasskeysApi.login, { headers: host, body: { attempt, credential }, sign: newDevice() });
}

async function failedLogin(attempt: string, credential: unknown) {
  return server.fail(accountPasskeysApi.login, { headers: host, body: { attempt, credential }, sign: newDevice() });
}

describe('passkeys: a player adds one and signs in with it instead of the password', () => {
  it('registers a passkey (named, listed with when it was added) and signs in with it: the password login\'s answer, a session of its own', async () => {
    const { token } = await registerPlayer(server, 'passkey01', 'pass1234');
    const { key, record } = await addPasskey(token, '我的手機');
    expect(record).toMatchObject({ name: '我的手機', lastUsedAt: null });
    expect((await server.call(accountPasskeysApi.list, { token })).records).toEqual([record]);

    const { attempt, options } = await loginOptions();
    expect(options.rpId).toBe('localhost');
    const session = await passkeyLogin(attempt, key.assert(options, origin));
    expect(session).toMatchObject({ currency: expect.any(String), userType: expect.any(Number) });
    expect(await server.call(userApi.detail, { token: session.token })).toMatchObject({ username: 'passkey01' });
    expect((await server.call(accountPasskeysApi.list, { token })).records[0]?.lastUsedAt).toEqual(expect.any(String));
    const history = await server.call(accountSessionsApi.loginHistory, { token: session.token });
    expect(history.records[0]).toMatchObject({ method: 'passkey', errorCode: null });
  });

  it('refuses an assertion sent a second time: its challenge was spent (013032), and the session count stays', async () => {
    const { token } = await registerPlayer(server, 'passkey02', 'pass1234');
    const { key } = await addPasskey(token, 'Laptop');
    const { attempt, options } = await loginOptions();
    const assertion = key.assert(options, origin);
    await passkeyLogin(attempt, assertion);
    expect(await failedLogin(attempt, assertion)).toMatchObject({ status: 400, code: '013032' });
    // Replayed over a fresh attempt: that attempt's challenge is not the one signed.
    const fresh = await loginOptions();
    expect(await failedLogin(fresh.attempt, assertion)).toMatchObject({ status: 400, code: '013032' });
  });

  it('refuses an assertion made for another origin (013033) and counts it as a wrong password: the fifth locks (012002), a right passkey too', async () => {
    const { token } = await registerPlayer(server, 'passkey03', 'pass1234');
    const { key } = await addPasskey(token, 'Phone');
    for (let i = 1; i <= 4; i += 1) {
      const { attempt, options } = await loginOptions();
      expect(await failedLogin(attempt, key.assert(options, 'https://evil.example'))).toMatchObject({ status: 400, code: '013033' });
    }
    // The fifth failure within 15 minutes locks, as the fifth wrong password does.
    const fifth = await loginOptions();
    expect(await failedLogin(fifth.attempt, key.assert(fifth.options, 'https://evil.example'))).toMatchObject({ status: 429, code: '012002' });
    const locked = await loginOptions();
    expect(await failedLogin(locked.attempt, key.assert(locked.options, origin))).toMatchObject({ status: 429, code: '012002' });
    // The password is refused too: one count.
    expect(await server.fail(userApi.login, { body: { username: 'passkey03', pwd: 'pass1234' } })).toMatchObject({ code: '012002' });
    const history = await server.call(accountSessionsApi.loginHistory, { token });
    expect(history.records.filter((r) => r.method === 'passkey').map((r) => r.errorCode)).toEqual(['012002', '012002', '013033', '013033', '013033', '013033']);
  });

  it('refuses a registration answered for another origin or with a spent challenge', async () => {
    const { token } = await registerPlayer(server, 'passkey04', 'pass1234');
    const key = softPasskey();
    const { options } = await server.call(accountPasskeysApi.registerOptions, { token, headers: host });
    const wrong = key.register(options, 'https://evil.example');
    expect(await server.fail(accountPasskeysApi.register, { token, headers: host, body: { name: 'x', credential: wrong } })).toMatchObject({ code: '013033' });
    expect(await server.fail(accountPasskeysApi.register, { token, headers: host, body: { name: 'x', credential: key.register(options, origin) } })).toMatchObject({ code: '013032' });
    expect((await server.call(accountPasskeysApi.list, { token })).records).toEqual([]);
  });

  it('another player\'s registration challenge is not this player\'s (013032); an unknown passkey signs nobody in (013031)', async () => {
    const a = await registerPlayer(server, 'passkey05', 'pass1234');
    const b = await registerPlayer(server, 'passkey06', 'pass1234');
    const key = softPasskey();
    const { options } = await server.call(accountPasskeysApi.registerOptions, { token: a.token, headers: host });
    expect(await server.fail(accountPasskeysApi.register, { token: b.token, headers: host, body: { name: 'x', credential: key.register(options, origin) } })).toMatchObject({ code: '013032' });
    const { attempt, options: login } = await loginOptions();
    expect(await failedLogin(attempt, softPasskey().assert(login, origin))).toMatchObject({ code: '013031' });
  });
});

describe('passkeys and two-factor', () => {
  it('a passkey the authenticator unlocked (fingerprint, face, PIN) is the second factor itself; one only touched is asked for the code (013040)', async () => {
    const { token } = await registerPlayer(server, 'passkey10', 'pass1234');
    const { key } = await addPasskey(token, 'Phone');
    const { secret } = await server.call(accountTwoFactorApi.begin, { token, body: { pwd: 'pass1234' } });
    const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();
    await server.call(accountTwoFactorApi.confirm, { token, body: { code } });

    const verified = await loginOptions();
    expect(await passkeyLogin(verified.attempt, key.assert(verified.options, origin))).toMatchObject({ token: expect.any(String) });
    const touched = await loginOptions();
    expect(await failedLogin(touched.attempt, key.assert(touched.options, origin, { userVerified: false }))).toMatchObject({ code: '013040', data: { ticket: expect.any(String) } });
  });
});

describe('passkeys: removing one needs the password or another passkey', () => {
  it('refuses a removal with neither (013037) or a wrong password (013009); the right password removes it and it signs in no more', async () => {
    const { token } = await registerPlayer(server, 'passkey07', 'pass1234');
    const { key, record } = await addPasskey(token, 'Tablet');
    const remove = (body: Record<string, unknown>) => ({ token, params: { id: record.id }, body });
    expect(await server.fail(accountPasskeysApi.remove, remove({}))).toMatchObject({ status: 400, code: '013037' });
    expect(await server.fail(accountPasskeysApi.remove, remove({ pwd: 'wrong999' }))).toMatchObject({ status: 400, code: '013009' });
    expect((await server.call(accountPasskeysApi.list, { token })).records).toHaveLength(1);

    const stranger = await registerPlayer(server, 'passkey08', 'pass1234');
    expect(await server.fail(accountPasskeysApi.remove, { token: stranger.token, params: { id: record.id }, body: { pwd: 'pass1234' } })).toMatchObject({ status: 404, code: '013034' });

    expect(await server.call(accountPasskeysApi.remove, remove({ pwd: 'pass1234' }))).toBeNull();
    expect((await server.call(accountPasskeysApi.list, { token })).records).toEqual([]);
    const { attempt, options } = await loginOptions();
    expect(await failedLogin(attempt, key.assert(options, origin))).toMatchObject({ code: '013031' });
  });

  it('removes one confirmed by another of the player\'s passkeys, never by the same one; renames one', async () => {
    const { token } = await registerPlayer(server, 'passkey09', 'pass1234');
    const first = await addPasskey(token, 'Old phone');
    const second = await addPasskey(token, 'New phone');
    expect(await server.call(accountPasskeysApi.rename, { token, params: { id: second.record.id }, body: { name: 'Pixel' } })).toMatchObject({ name: 'Pixel' });

    const same = await server.call(accountPasskeysApi.confirmOptions, { token, headers: host, params: { id: first.record.id } });
    expect(same.options.allowCredentials?.map((c) => c.id)).toEqual([second.key.id]);
    expect(await server.fail(accountPasskeysApi.remove, { token, params: { id: first.record.id }, body: { credential: first.key.assert(same.options, origin) } })).toMatchObject({ code: '013037' });

    const { options } = await server.call(accountPasskeysApi.confirmOptions, { token, headers: host, params: { id: first.record.id } });
    const confirmation = second.key.assert(options, origin);
    expect(await server.call(accountPasskeysApi.remove, { token, params: { id: first.record.id }, body: { credential: confirmation } })).toBeNull();
    expect((await server.call(accountPasskeysApi.list, { token })).records.map((r) => r.name)).toEqual(['Pixel']);
  });
});
