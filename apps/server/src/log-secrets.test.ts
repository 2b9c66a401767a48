import { randomInt } from 'node:crypto';
import { Writable } from 'node:stream';
import { accountApi, isTaiwanId, SMS_REQUEST_TYPES, userApi, validationApi } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newDevice, newPhone, sendAndRead, solveCaptcha } from './test/accounts';
import { IMAGES, upload } from './test/fund';
import { startTestServer, type TestServer } from './test/harness';

// passes: sqlite

/**
 * The whole log of a real server (level trace, every line captured) while players register, log in,
 * get SMS codes, change passwords, verify their ID and set withdrawal passwords through the real
 * routes, the unhappy paths included: none of the secrets they sent or got may be in it.
 */

let server: TestServer;
const lines: string[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  server = await startTestServer({ logger: { level: 'trace', stream } });
});
afterAll(async () => {
  await server.close();
});

function taiwanId(): string {
  const body = `B2${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
  for (let d = 0; d <= 9; d++) if (isTaiwanId(`${body}${d}`)) return `${body}${d}`;
  throw new Error('no check digit');
}

describe('the log', () => {
  it('never holds a token, password, SMS code, captcha answer or ID number', async () => {
    const secrets: string[] = [];
    const keep = <T extends string>(value: T): T => {
      secrets.push(value);
      return value;
    };

    // Registration: SMS code -> telephone state -> account with a password; its session token.
    const mobile = newPhone();
    const username = `logsec${randomInt(1000, 9999)}`;
    const password = keep('Regpass7741');
    const registerCode = await sendAndRead(server, { requestType: SMS_REQUEST_TYPES.register, mobile });
    keep(registerCode.code);
    const { telephoneState } = await server.call(validationApi.smsState, { body: { requestType: 25, countryCode: '886', telephone: mobile, code: registerCode.code } });
    keep(telephoneState);
    const captcha = await solveCaptcha(server, newDevice());
    // uuid:answer (the answer alone is 4 characters, too short to look for).
    keep(captcha.imgToken);
    const registered = await server.call(userApi.registerPhone, {
      body: { username, password, confirmPassword: password, countryCode: '886', telephone: mobile, telephoneState, captchaValidation: captcha },
    });
    keep(registered.token);

    // Login: a wrong password, a right one, a body that is not JSON, and by SMS code.
    const wrong = keep('Wrongpw5529');
    expect(await server.fail(userApi.login, { body: { username, pwd: wrong } })).toMatchObject({ code: '012001' });
    let token = keep((await server.call(userApi.login, { body: { username, pwd: password } })).token);
    const broken = keep('Brokenpw3318');
    const malformed = await server.fetch('/api/v1/user/login', { method: 'POST', body: `{"username":"${username}","pwd":"${broken}"` });
    expect(malformed.status).toBe(400);
    const loginCode = await sendAndRead(server, { requestType: SMS_REQUEST_TYPES.login, mobile });
    keep(loginCode.code);
    keep((await server.call(userApi.loginByMobile, { body: { telephone: mobile, code: loginCode.code, countryCode: '886' } })).token);

    // Password changes: by the old password, then by SMS code.
    const changed = keep('Changed8834');
    expect(await server.call(userApi.securityPwd, { token, body: { oldPwd: password, newPwd: changed, confirmPwd: changed } })).toBeNull();
    token = keep((await server.call(userApi.login, { body: { username, pwd: changed } })).token);
    const smsCode = await sendAndRead(server, { requestType: SMS_REQUEST_TYPES.smsPassword, mobile, token });
    keep(smsCode.code);
    const bySms = keep('Bysmspw6621');
    expect(await server.call(userApi.securitySmsPwd, { token, body: { code: smsCode.code, newPwd: bySms, confirmPwd: bySms } })).toBeNull();
    token = keep((await server.call(userApi.login, { body: { username, pwd: bySms } })).token);

    // ID verification: the ID number (a wrong one refused first).
    const front = await upload(server, token, 'idFront', IMAGES.png);
    const back = await upload(server, token, 'idBack', IMAGES.jpeg);
    const photos = { frontFileId: front.json.data?.fileId ?? '', backFileId: back.json.data?.fileId ?? '' };
    keep(photos.frontFileId);
    keep(photos.backFileId);
    const idNumber = keep(taiwanId());
    const badId = keep(`${idNumber.slice(0, -1)}${(Number(idNumber.slice(-1)) + 1) % 10}`);
    expect(await server.fail(accountApi.submitIdCard, { token, body: { realName: '王小明', idNumber: badId, ...photos } })).toMatchObject({ status: 400 });
    await server.call(accountApi.submitIdCard, { token, body: { realName: '王小明', idNumber, ...photos } });

    // Withdrawal password: set, a mismatched confirmation, reset by password, reset by SMS code.
    const withdrawPw = keep('736194');
    expect(await server.fail(userApi.withdrawPassword, { token, body: { withdrawPassword: keep('918273'), confirmWithdrawPassword: keep('918274') } })).toMatchObject({ code: '000400' });
    expect(await server.call(userApi.withdrawPassword, { token, body: { withdrawPassword: withdrawPw, confirmWithdrawPassword: withdrawPw } })).toBeNull();
    const byPassword = keep('582047');
    expect(await server.call(userApi.withdrawPasswordResetByPassword, { token, body: { pwd: bySms, withdrawPassword: byPassword, confirmWithdrawPassword: byPassword } })).toBeNull();
    const resetCode = await sendAndRead(server, { requestType: SMS_REQUEST_TYPES.withdrawPasswordReset, mobile, token });
    keep(resetCode.code);
    const byPhone = keep('640215');
    expect(await server.call(userApi.withdrawPasswordResetByPhone, { token, body: { code: resetCode.code, withdrawPassword: byPhone, confirmWithdrawPassword: byPhone } })).toBeNull();

    const log = lines.join('');
    // The capture saw these calls: one line per request, and the failures.
    for (const path of ['/api/v1/user/register/phone', '/api/v1/user/login', '/api/v1/user/loginByMobile', '/api/v1/user/security/pwd', '/api/v1/user/security/withdrawPassword']) {
      expect(log).toContain(`"path":"${path}`);
    }
    expect(log).toContain('client error');
    for (const secret of secrets) {
      expect(secret.length, 'a secret worth looking for').toBeGreaterThanOrEqual(6);
      expect(log.includes(secret), `the log holds the secret ${secret}`).toBe(false);
    }
  });
});
