import { accountApi, SMS_REQUEST_TYPES, userApi, validationApi } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, newDevice, newPhone, registerPlayer, sendAndRead, solveCaptcha } from '../test/accounts';
import { newPlayer } from '../test/fund';
import { startTestServer, type TestServer } from '../test/harness';

// passes: sqlite postgres

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const T = SMS_REQUEST_TYPES;
const pair = (p: string) => ({ withdrawPassword: p, confirmWithdrawPassword: p });

describe('withdrawal protection: the withdrawal password is reset by phone only while it is on', () => {
  it('on -> resetByPassword 013008, resetByPhone works; off needs the login password (013009)', async () => {
    const { token, mobile } = await registerPlayer(server, 'protect01', 'pass1234');
    await server.call(userApi.withdrawPassword, { token, body: pair('135790') });
    expect(await server.call(userApi.detail, { token })).toMatchObject({ withdrawProtect: false });
    expect(await server.call(accountApi.withdrawProtect, { token, body: { enabled: true } })).toBeNull();
    expect(await server.call(userApi.detail, { token })).toMatchObject({ withdrawProtect: true });

    const byPassword = { pwd: 'pass1234', ...pair('246813') };
    expect(await server.fail(userApi.withdrawPasswordResetByPassword, { token, body: byPassword })).toMatchObject({
      status: 403,
      code: '013008',
      msg: '您已開啟託售保護，請使用手機驗證碼重設託售密碼',
    });
    const { code } = await sendAndRead(server, { requestType: T.withdrawPasswordReset, mobile, token });
    expect(await server.call(userApi.withdrawPasswordResetByPhone, { token, body: { code, ...pair('357924') } })).toBeNull();

    expect(await server.fail(accountApi.withdrawProtect, { token, body: { enabled: false } })).toMatchObject({ status: 400, code: '013009' });
    expect(await server.fail(accountApi.withdrawProtect, { token, body: { enabled: false, pwd: 'wrong123' } })).toMatchObject({ code: '013009', msg: '登入密碼錯誤' });
    expect(await server.call(userApi.detail, { token })).toMatchObject({ withdrawProtect: true });
    expect(await server.call(accountApi.withdrawProtect, { token, body: { enabled: false, pwd: 'pass1234' } })).toBeNull();
    expect(await server.call(userApi.detail, { token })).toMatchObject({ withdrawProtect: false });
    expect(await server.call(userApi.withdrawPasswordResetByPassword, { token, body: byPassword })).toBeNull();
  });

  it('switching on needs a bound phone (012026), so the phone reset stays possible', async () => {
    const p = await newPlayer(server, { phone: false });
    expect(await server.fail(accountApi.withdrawProtect, { token: p.token, body: { enabled: true } })).toMatchObject({ code: '012026', msg: '需先綁定您的手機號碼' });
    // Already off: nothing to prove.
    expect(await server.call(accountApi.withdrawProtect, { token: p.token, body: { enabled: false } })).toBeNull();
  });
});

describe('SMS login verification: an unseen device proves the phone first', () => {
  it('a type-8 code switches it on; an account login from a new device answers 012011 until the phone is verified there', async () => {
    const { token, mobile } = await registerPlayer(server, 'smsver01', 'pass1234');
    const sign = newDevice();
    const anonymous = { requestType: T.smsVerify, countryCode: '886', mobile, captchaValidation: await solveCaptcha(server, sign) };
    expect(await server.fail(validationApi.sms, { body: anonymous, sign })).toMatchObject({ status: 401, code: '001001' });
    expect(await server.fail(accountApi.smsVerify, { token, body: { enabled: true, code: '000000' } })).toMatchObject({ code: '012006' });
    const { code } = await sendAndRead(server, { requestType: T.smsVerify, mobile, token });
    expect(await server.call(accountApi.smsVerify, { token, body: { enabled: true, code } })).toBeNull();
    expect(await server.call(userApi.detail, { token })).toMatchObject({ smsVerify: true });

    // The device that switched it on is known.
    expect(await login(server, 'smsver01', 'pass1234')).toBeTruthy();
    const fresh = newDevice();
    const refused = await server.fail(userApi.login, { body: { username: 'smsver01', pwd: 'pass1234' }, sign: fresh });
    expect(refused).toMatchObject({ status: 400, code: '012011', data: { countryCode: '886', telephone: `${mobile.slice(0, 4)}***${mobile.slice(-3)}` } });
    // A wrong password still says wrong password, not 012011.
    expect(await server.fail(userApi.login, { body: { username: 'smsver01', pwd: 'nope1234' }, sign: fresh })).toMatchObject({ code: '012001' });

    const verify = await sendAndRead(server, { requestType: T.verifyPhone, mobile, sign: fresh });
    const uuid = (refused.data as { uuid: string }).uuid;
    await server.call(userApi.loginByMobile, { body: { telephone: mobile, code: verify.code, countryCode: '886', uuid }, sign: fresh });
    expect((await server.call(userApi.login, { body: { username: 'smsver01', pwd: 'pass1234' }, sign: fresh })).token).toBeTruthy();

    const off = await sendAndRead(server, { requestType: T.smsVerify, mobile, token });
    expect(await server.call(accountApi.smsVerify, { token, body: { enabled: false, code: off.code } })).toBeNull();
    expect((await server.call(userApi.login, { body: { username: 'smsver01', pwd: 'pass1234' }, sign: newDevice() })).token).toBeTruthy();
    expect(await server.call(userApi.detail, { token })).toMatchObject({ smsVerify: false });
  });

  it('needs a bound phone (012026)', async () => {
    const p = await newPlayer(server, { phone: false });
    expect(await server.fail(accountApi.smsVerify, { token: p.token, body: { enabled: true, code: '123456' } })).toMatchObject({ code: '012026' });
  });
});

describe('phone change in two steps', () => {
  it('step 1 (old number, type 5) -> uuid and phoneChangePending; step 2 binds the new number and clears it', async () => {
    const { token, mobile: old } = await registerPlayer(server, 'twostep01', 'pass1234');
    const oldCode = await sendAndRead(server, { requestType: T.changeMobileOld, mobile: old, token });
    expect(await server.fail(accountApi.mobileVerifyOld, { token, body: { code: oldCode.code === '111111' ? '222222' : '111111' } })).toMatchObject({ code: '012006' });
    const { uuid, expiresAt } = await server.call(accountApi.mobileVerifyOld, { token, body: { code: oldCode.code } });
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(await server.call(userApi.detail, { token })).toMatchObject({ phoneChangePending: true });

    const mobile = newPhone();
    const newCode = await sendAndRead(server, { requestType: T.bindMobile, mobile, token });
    const step2 = { uuid, mobile, code: newCode.code, countryCode: '886' };
    expect(await server.fail(userApi.mobileChange, { token, body: { ...step2, uuid: 'not-the-uuid' } })).toMatchObject({ code: '013010' });
    expect(await server.fail(userApi.mobileChange, { token, body: { mobile, code: newCode.code, countryCode: '886' } })).toMatchObject({ code: '013011' });
    expect(await server.call(userApi.mobileChange, { token, body: step2 })).toBeNull();
    const detail = await server.call(userApi.detail, { token });
    expect(detail).toMatchObject({ phoneChangePending: false });
    expect(detail.telephone.startsWith(mobile.slice(0, 4))).toBe(true);
    // The uuid was single use.
    expect(await server.fail(userApi.mobileChange, { token, body: step2 })).toMatchObject({ code: '013010' });
  });

  it('the flag and the uuid end after 30 minutes', async () => {
    const { token, mobile: old } = await registerPlayer(server, 'twostep02', 'pass1234');
    const oldCode = await sendAndRead(server, { requestType: T.changeMobileOld, mobile: old, token });
    const { uuid } = await server.call(accountApi.mobileVerifyOld, { token, body: { code: oldCode.code } });
    const db = server.app.site.db;
    const past = new Date(Date.now() - 31 * 60_000).toISOString();
    await db.updateTable('accounts').set({ phone_change_started_at: past }).where('username_key', '=', 'twostep02').execute();
    await db.updateTable('verification_tickets').set({ expires_at: past }).where('kind', '=', 'changeMobile').execute();
    expect(await server.call(userApi.detail, { token })).toMatchObject({ phoneChangePending: false });
    const mobile = newPhone();
    const newCode = await sendAndRead(server, { requestType: T.bindMobile, mobile, token });
    expect(await server.fail(userApi.mobileChange, { token, body: { uuid, mobile, code: newCode.code, countryCode: '886' } })).toMatchObject({ code: '013010' });
  });

  it('the one-call form with oldCode still works and clears a pending step 1', async () => {
    const { token, mobile: old } = await registerPlayer(server, 'twostep03', 'pass1234');
    const first = await sendAndRead(server, { requestType: T.changeMobileOld, mobile: old, token });
    await server.call(accountApi.mobileVerifyOld, { token, body: { code: first.code } });
    const oldCode = await sendAndRead(server, { requestType: T.changeMobileOld, mobile: old, token });
    const mobile = newPhone();
    const newCode = await sendAndRead(server, { requestType: T.bindMobile, mobile, token });
    expect(await server.call(userApi.mobileChange, { token, body: { oldCode: oldCode.code, mobile, code: newCode.code, countryCode: '886' } })).toBeNull();
    expect(await server.call(userApi.detail, { token })).toMatchObject({ phoneChangePending: false });
  });
});
