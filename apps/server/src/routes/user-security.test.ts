import { SMS_REQUEST_TYPES, userApi, validationApi } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, newDevice, newPhone, registerPlayer, sendAndRead, solveCaptcha } from '../test/accounts';
import { startTestServer, type TestServer } from '../test/harness';

// passes: sqlite

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('forgot password', () => {
  it('step 1 (account + phone) -> uuid -> type-3 code -> reset; the old password and every old token stop working', async () => {
    const { token: oldToken, mobile } = await registerPlayer(server, 'forgot01', 'pass1234');
    const step1 = { username: 'forgot01', telephone: mobile, countryCode: '886' };
    expect(await server.fail(userApi.forgotVerify, { body: step1 })).toMatchObject({ code: '012005' });
    const { uuid } = await server.call(userApi.forgotVerify, { body: { ...step1, captchaValidation: await solveCaptcha(server) } });
    // A type-3 code needs the uuid of step 1.
    const sign = newDevice();
    const noTicket = { requestType: SMS_REQUEST_TYPES.forgotPassword, countryCode: '886', mobile, captchaValidation: await solveCaptcha(server, sign) };
    expect(await server.fail(validationApi.sms, { body: noTicket, sign })).toMatchObject({ code: '012021' });
    const { code } = await sendAndRead(server, { requestType: SMS_REQUEST_TYPES.forgotPassword, mobile, uuid });
    const reset = { username: 'forgot01', countryCode: '886', telephone: mobile, code, newPwd: 'fresh5678', confirmPwd: 'fresh5678', uuid };
    expect(await server.fail(userApi.resetPwd, { body: { ...reset, confirmPwd: 'fresh5679' } })).toMatchObject({ code: '000400' });
    expect(await server.fail(userApi.resetPwd, { body: { ...reset, uuid: 'not-the-uuid' } })).toMatchObject({ code: '012021' });
    expect(await server.call(userApi.resetPwd, { body: reset })).toBeNull();
    // Ended by the reset: said as such (001006, issue 19), not as a plain logout.
    expect(await server.fail(userApi.info, { token: oldToken })).toMatchObject({ status: 401, code: '001006', msg: '您的密碼已變更，此裝置已登出，請使用新密碼重新登入' });
    expect(await server.fail(userApi.login, { body: { username: 'forgot01', pwd: 'pass1234' } })).toMatchObject({ code: '012001' });
    await login(server, 'forgot01', 'fresh5678');
    // uuid and code were single use.
    expect(await server.fail(userApi.resetPwd, { body: reset })).toMatchObject({ code: '012021' });
  });

  it('step 1 refuses an account and phone that do not match (same answer for an unknown account)', async () => {
    const body = { username: 'phone01', telephone: newPhone(), countryCode: '886', captchaValidation: await solveCaptcha(server) };
    expect(await server.fail(userApi.forgotVerify, { body })).toMatchObject({ code: '012020' });
    const ghost = { username: 'ghost9999', telephone: '0912345678', countryCode: '886', captchaValidation: await solveCaptcha(server) };
    expect(await server.fail(userApi.forgotVerify, { body: ghost })).toMatchObject({ code: '012020' });
  });
});

describe('password change', () => {
  it('old password checked, new differs; other sessions end, this one stays', async () => {
    const { token } = await registerPlayer(server, 'change01', 'pass1234');
    const other = await login(server, 'change01', 'pass1234');
    expect(await server.fail(userApi.securityPwd, { token, body: { oldPwd: 'nope1234', newPwd: 'next1234', confirmPwd: 'next1234' } })).toMatchObject({ code: '012018' });
    expect(await server.fail(userApi.securityPwd, { token, body: { oldPwd: 'pass1234', newPwd: 'pass1234', confirmPwd: 'pass1234' } })).toMatchObject({ code: '012019' });
    expect(await server.call(userApi.securityPwd, { token, body: { oldPwd: 'pass1234', newPwd: 'next1234', confirmPwd: 'next1234' } })).toBeNull();
    // The other device is told why its session ended (001006, issue 19); a logout stays 001004.
    expect(await server.fail(userApi.info, { token: other })).toMatchObject({ status: 401, code: '001006', msg: '您的密碼已變更，此裝置已登出，請使用新密碼重新登入' });
    expect((await server.call(userApi.info, { token })).username).toBe('change01');
    await login(server, 'change01', 'next1234');
  });

  it('by SMS: a type-6 code to the bound phone (a session is needed to get one)', async () => {
    const { token, mobile } = await registerPlayer(server, 'smspwd01', 'pass1234');
    const sign = newDevice();
    const anonymous = { requestType: SMS_REQUEST_TYPES.smsPassword, countryCode: '886', mobile, captchaValidation: await solveCaptcha(server, sign) };
    expect(await server.fail(validationApi.sms, { body: anonymous, sign })).toMatchObject({ status: 401, code: '001001' });
    const { code } = await sendAndRead(server, { requestType: SMS_REQUEST_TYPES.smsPassword, mobile, token });
    expect(await server.call(userApi.securitySmsPwd, { token, body: { code, newPwd: 'bysms123', confirmPwd: 'bysms123' } })).toBeNull();
    await login(server, 'smspwd01', 'bysms123');
    const noPhone = await login(server, 'demo01');
    expect(await server.fail(userApi.securitySmsPwd, { token: noPhone, body: { code, newPwd: 'bysms123', confirmPwd: 'bysms123' } })).toMatchObject({ code: '012026' });
  });
});

describe('mobile', () => {
  it('binding a first phone with a type-2 code; binding again is refused', async () => {
    const token = (await server.call(userApi.login, { body: { username: 'demo01', pwd: 'demo1234' } })).token;
    const sign = newDevice();
    const phone01 = { requestType: SMS_REQUEST_TYPES.bindMobile, countryCode: '886', mobile: '0912345678', captchaValidation: await solveCaptcha(server, sign) };
    expect(await server.fail(validationApi.sms, { body: phone01, sign, token })).toMatchObject({ code: '012008' });
    const mobile = newPhone();
    const { code } = await sendAndRead(server, { requestType: SMS_REQUEST_TYPES.bindMobile, mobile, token });
    expect(await server.fail(userApi.mobileBinding, { token, body: { mobile, code: '000000', countryCode: '886' } })).toMatchObject({ code: '012006' });
    expect(await server.call(userApi.mobileBinding, { token, body: { mobile, code, countryCode: '886' } })).toBeNull();
    expect(await server.call(userApi.info, { token })).toMatchObject({ hasTelephone: true, countryCode: '886' });
    expect(await server.fail(userApi.mobileBinding, { token, body: { mobile, code, countryCode: '886' } })).toMatchObject({ code: '012027' });
  });

  it('change: old number proves itself (type 5), then the new one (type 2)', async () => {
    const { token, mobile: old } = await registerPlayer(server, 'mover01', 'pass1234');
    const oldCode = await sendAndRead(server, { requestType: SMS_REQUEST_TYPES.changeMobileOld, mobile: old, token });
    const mobile = newPhone();
    const newCode = await sendAndRead(server, { requestType: SMS_REQUEST_TYPES.bindMobile, mobile, token });
    const wrongOld = { oldCode: oldCode.code === '123456' ? '654321' : '123456', mobile, code: newCode.code, countryCode: '886' };
    expect(await server.fail(userApi.mobileChange, { token, body: wrongOld })).toMatchObject({ code: '012006' });
    expect(await server.call(userApi.mobileChange, { token, body: { ...wrongOld, oldCode: oldCode.code } })).toBeNull();
    const info = await server.call(userApi.info, { token });
    expect(info.telephone.startsWith(mobile.slice(0, 4))).toBe(true);
    const { code } = await sendAndRead(server, { requestType: SMS_REQUEST_TYPES.login, mobile });
    expect((await server.call(userApi.loginByMobile, { body: { telephone: mobile, code, countryCode: '886' } })).token).toBeTruthy();
  });
});

describe('withdrawal password', () => {
  it('set once (6 digits, confirmed); reset by login password or by phone', async () => {
    const { token, mobile } = await registerPlayer(server, 'wallet01', 'pass1234');
    expect(await server.call(userApi.withdrawPasswordIsBinding, { token })).toBe(false);
    expect(await server.fail(userApi.withdrawPassword, { token, body: { withdrawPassword: '12345', confirmWithdrawPassword: '12345' } })).toMatchObject({ code: '000400' });
    expect(await server.fail(userApi.withdrawPassword, { token, body: { withdrawPassword: '135790', confirmWithdrawPassword: '135791' } })).toMatchObject({ code: '000400' });
    expect(await server.fail(userApi.withdrawPasswordResetByPassword, { token, body: { pwd: 'pass1234', withdrawPassword: '246813', confirmWithdrawPassword: '246813' } })).toMatchObject({ code: '012025' });
    expect(await server.call(userApi.withdrawPassword, { token, body: { withdrawPassword: '135790', confirmWithdrawPassword: '135790' } })).toBeNull();
    expect(await server.call(userApi.withdrawPasswordIsBinding, { token })).toBe(true);
    expect(await server.fail(userApi.withdrawPassword, { token, body: { withdrawPassword: '246813', confirmWithdrawPassword: '246813' } })).toMatchObject({ code: '012024' });
    expect(await server.fail(userApi.withdrawPasswordResetByPassword, { token, body: { pwd: 'wrong123', withdrawPassword: '246813', confirmWithdrawPassword: '246813' } })).toMatchObject({ code: '012018' });
    expect(await server.call(userApi.withdrawPasswordResetByPassword, { token, body: { pwd: 'pass1234', withdrawPassword: '246813', confirmWithdrawPassword: '246813' } })).toBeNull();
    const { code } = await sendAndRead(server, { requestType: SMS_REQUEST_TYPES.withdrawPasswordReset, mobile, token });
    expect(await server.call(userApi.withdrawPasswordResetByPhone, { token, body: { code, withdrawPassword: '357924', confirmWithdrawPassword: '357924' } })).toBeNull();
    const row = await server.app.site.db.selectFrom('accounts').select('withdraw_password_hash').where('username_key', '=', 'wallet01').executeTakeFirstOrThrow();
    expect(row.withdraw_password_hash).toMatch(/^scrypt\$/);
  });

  it('a run or a repeat of digits is refused wherever one is chosen (012038, in words), and nothing changes', async () => {
    const { token, mobile } = await registerPlayer(server, 'wallet02', 'pass1234');
    const pair = (p: string) => ({ withdrawPassword: p, confirmWithdrawPassword: p });
    for (const trivial of ['123456', '654321', '012345', '111111', '121212', '123123']) {
      expect(await server.fail(userApi.withdrawPassword, { token, body: pair(trivial) })).toMatchObject({
        status: 400,
        code: '012038',
        msg: '託售密碼不能是連續或重複的數字（如123456、111111、121212），請換一組',
      });
    }
    expect(await server.call(userApi.withdrawPasswordIsBinding, { token })).toBe(false);
    expect(await server.call(userApi.withdrawPassword, { token, body: pair('135790') })).toBeNull();
    expect(await server.fail(userApi.withdrawPasswordResetByPassword, { token, body: { pwd: 'pass1234', ...pair('987654') } })).toMatchObject({ code: '012038' });
    const { code } = await sendAndRead(server, { requestType: SMS_REQUEST_TYPES.withdrawPasswordReset, mobile, token });
    expect(await server.fail(userApi.withdrawPasswordResetByPhone, { token, body: { code, ...pair('909090') } })).toMatchObject({ code: '012038' });
    // The refusal came before the code was looked at: the same code still resets it.
    expect(await server.call(userApi.withdrawPasswordResetByPhone, { token, body: { code, ...pair('246813') } })).toBeNull();
    // Any other bad shape is still the generic refusal.
    expect(await server.fail(userApi.withdrawPassword, { token, body: pair('12345') })).toMatchObject({ code: '000400' });
  });
});
