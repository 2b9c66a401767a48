import { accountSessionsApi, accountTwoFactorApi, fundApi, userApi } from '@site/contract';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newDevice } from '../test/accounts';
import { addressOf, newPlayer, WITHDRAW_PASSWORD, type Player } from '../test/fund';
import { idem } from '../test/games';
import { startTestServer, type TestServer } from '../test/harness';
import { aPlayer } from '../test/players';
import { withdrawSmsCode } from '../test/terms';

// passes: sqlite postgres

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const STEP_MS = 30_000;
/** The code an authenticator app shows for the secret, `steps` 30-second steps from now (one either side is taken: clock drift). */
const codeAt = (secret: string, steps = 0) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: Date.now() + steps * STEP_MS });
/** A 6-digit code that is none of the secret's codes of the steps around now. */
const wrongCode = (secret: string) => {
  const right = new Set([-1, 0, 1].map((s) => codeAt(secret, s)));
  for (let n = 123456; ; n++) if (!right.has(String(n))) return String(n);
};

/** Turns two-factor on for the player: the secret and the recovery codes. */
async function enrol(p: Player) {
  const { secret, uri } = await server.call(accountTwoFactorApi.begin, { token: p.token, body: { pwd: 'demo1234' } });
  expect(uri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
  const { recoveryCodes } = await server.call(accountTwoFactorApi.confirm, { token: p.token, body: { code: codeAt(secret) } });
  return { secret, recoveryCodes };
}

/** A password login from a device the account never used: 013040 and its ticket. */
async function passwordStep(p: Player, sign = newDevice()) {
  const refused = await server.fail(userApi.login, { body: { username: p.name, pwd: 'demo1234' }, sign });
  expect(refused).toMatchObject({ code: '013040', data: { ticket: expect.any(String) } });
  return { ticket: (refused.data as { ticket: string }).ticket, sign };
}

describe('two-factor for players: enrolment and the login code step', () => {
  it('enrols with the password and a code (ten recovery codes once); a new device is asked for the code, each code accepted once within its window', async () => {
    const p = await newPlayer(server);
    expect(await server.call(accountTwoFactorApi.status, { token: p.token })).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
    expect(await server.fail(accountTwoFactorApi.begin, { token: p.token, body: { pwd: 'wrong999' } })).toMatchObject({ code: '012018' });
    const { secret, recoveryCodes } = await enrol(p);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(await server.call(accountTwoFactorApi.status, { token: p.token })).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    expect(await server.call(userApi.detail, { token: p.token })).toMatchObject({ twoFactor: true });
    expect(await server.fail(accountTwoFactorApi.begin, { token: p.token, body: { pwd: 'demo1234' } })).toMatchObject({ code: '013044' });
    // Sealed at rest: the database holds no usable secret.
    const row = await server.app.site.db.selectFrom('player_two_factor').select('secret').where('account_id', '=', p.id).executeTakeFirstOrThrow();
    expect(row.secret).not.toContain(secret);

    // The enrolment's code (this step) is spent: the login takes the next step's code once, never twice, and no older one.
    const { ticket, sign } = await passwordStep(p);
    expect(await server.fail(accountTwoFactorApi.login, { body: { ticket, code: codeAt(secret) } })).toMatchObject({ code: '013041', data: { remainingAttempts: 4 } });
    const next = codeAt(secret, 1);
    const session = await server.call(accountTwoFactorApi.login, { body: { ticket, code: next }, sign });
    expect(session.token).toEqual(expect.any(String));
    expect(await server.fail(accountTwoFactorApi.login, { body: { ticket, code: next } })).toMatchObject({ code: '013043' });
    const again = await passwordStep(p);
    expect(await server.fail(accountTwoFactorApi.login, { body: { ticket: again.ticket, code: next } })).toMatchObject({ code: '013041' });
    // The device of that login is known now: no code asked there.
    expect((await server.call(userApi.login, { body: { username: p.name, pwd: 'demo1234' }, sign })).token).toEqual(expect.any(String));
  });

  it('a recovery code opens one login and is refused the second time', async () => {
    const p = await newPlayer(server);
    const { recoveryCodes } = await enrol(p);
    const [first] = recoveryCodes as [string];
    const a = await passwordStep(p);
    // Spaces, dashes and case do not count.
    expect((await server.call(accountTwoFactorApi.login, { body: { ticket: a.ticket, recoveryCode: first.toUpperCase().replace(/-/g, ' ') }, sign: a.sign })).token).toEqual(expect.any(String));
    const b = await passwordStep(p);
    expect(await server.fail(accountTwoFactorApi.login, { body: { ticket: b.ticket, recoveryCode: first } })).toMatchObject({ code: '013041' });
    expect(await server.call(accountTwoFactorApi.status, { token: p.token })).toMatchObject({ recoveryCodesLeft: 9 });
  });

  it('5 wrong codes lock as the other secrets do (15 minutes, a notice in the inbox); a right code is refused while locked', async () => {
    const p = await newPlayer(server);
    const { secret } = await enrol(p);
    const { ticket } = await passwordStep(p);
    const wrong = wrongCode(secret);
    for (let left = 4; left >= 1; left--) {
      expect(await server.fail(accountTwoFactorApi.login, { body: { ticket, code: wrong } })).toMatchObject({ code: '013041', data: { remainingAttempts: left } });
    }
    const locked = await server.fail(accountTwoFactorApi.login, { body: { ticket, code: wrong } });
    expect(locked).toMatchObject({ status: 423, code: '013042', msg: '驗證器代碼錯誤次數過多，已暫時鎖定，請稍後再試', data: { minutes: 15 } });
    expect(await server.fail(accountTwoFactorApi.login, { body: { ticket, code: codeAt(secret, 1) } })).toMatchObject({ code: '013042' });
    // The actions that take the code are locked too.
    expect(await server.fail(accountTwoFactorApi.disable, { token: p.token, body: { code: codeAt(secret, 1) } })).toMatchObject({ code: '013042' });
    const notices = await server.app.site.db.selectFrom('messages').select('title').where('account_id', '=', p.id).execute();
    expect(notices.map((n) => n.title)).toContain('驗證器代碼已鎖定');
    // The login history: the wrong codes and the lock are refusals; the password step's 013040 is none.
    const { records } = await server.call(accountSessionsApi.loginHistory, { token: p.token });
    const codes = records.map((r) => r.errorCode).filter((c) => c !== null);
    expect(codes.filter((c) => c === '013041')).toHaveLength(4);
    expect(codes.filter((c) => c === '013042')).toHaveLength(2);
    expect(codes).not.toContain('013040');
  });

  it('turning it off needs a code or a recovery code; then logins from new devices are not asked', async () => {
    const p = await newPlayer(server);
    const { secret, recoveryCodes } = await enrol(p);
    expect(await server.fail(accountTwoFactorApi.disable, { token: p.token, body: {} })).toMatchObject({ code: '013046' });
    expect(await server.fail(accountTwoFactorApi.disable, { token: p.token, body: { code: wrongCode(secret) } })).toMatchObject({ code: '013041' });
    expect(await server.call(accountTwoFactorApi.disable, { token: p.token, body: { recoveryCode: recoveryCodes[3] ?? '' } })).toBeNull();
    expect(await server.call(accountTwoFactorApi.status, { token: p.token })).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
    expect(await server.fail(accountTwoFactorApi.disable, { token: p.token, body: { code: codeAt(secret, 1) } })).toMatchObject({ code: '013045' });
    expect((await server.call(userApi.login, { body: { username: p.name, pwd: 'demo1234' }, sign: newDevice() })).token).toEqual(expect.any(String));
  });
});

describe('two-factor in place of the SMS code', () => {
  it('a withdrawal takes the authenticator code (not the SMS code) while two-factor is on, each code once', async () => {
    const { p, cardId } = await aPlayer(server, { card: true, balance: '10000' });
    const { secret } = await enrol(p);
    const body = { currency: 'NTD', amount: '1000', withdrawPassword: WITHDRAW_PASSWORD, cardId };
    expect(await server.fail(fundApi.applyWithdraw, { token: p.token, headers: idem(), body })).toMatchObject({ code: '013046' });
    // The bound phone's SMS code opens nothing while two-factor is on (a swapped SIM).
    const sms = await withdrawSmsCode(server, p);
    expect(await server.fail(fundApi.applyWithdraw, { token: p.token, headers: idem(), body: { ...body, smsCode: sms } })).toMatchObject({ code: '013041' });
    const code = codeAt(secret, 1);
    const order = await server.call(fundApi.applyWithdraw, { token: p.token, headers: idem(), body: { ...body, smsCode: code } });
    expect(order).toMatchObject({ status: 'processing', amount: '1000.00' });
    expect(await server.fail(fundApi.applyWithdraw, { token: p.token, headers: idem(), body: { ...body, smsCode: code } })).toMatchObject({ code: '013041' });
  });

  it('binding a destination and changing the password take the authenticator code too', async () => {
    const p = await newPlayer(server);
    const { secret } = await enrol(p);
    const address = { network: 'TRC20' as const, address: addressOf(71), name: 'w71' };
    expect(await server.call(fundApi.bindWalletAddress, { token: p.token, body: { ...address, code: codeAt(secret, 1) } })).toMatchObject({ id: expect.any(Number) });

    const q = await newPlayer(server);
    const other = await enrol(q);
    const code = codeAt(other.secret, 1);
    expect(await server.call(userApi.securitySmsPwd, { token: q.token, body: { code, newPwd: 'demo5678', confirmPwd: 'demo5678' } })).toBeNull();
    expect(await server.fail(userApi.securitySmsPwd, { token: q.token, body: { code, newPwd: 'demo9999', confirmPwd: 'demo9999' } })).toMatchObject({ code: '013041' });
  });
});
