import { SMS_REQUEST_TYPES, accountApi, loginLinkApi, userApi } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, registerPlayer, sendAndRead, solveCaptcha } from '../test/accounts';
import { startTestServer, type TestServer } from '../test/harness';
import { ACCOUNT_CEILING, SESSION_PASSWORD_GUARD } from '../services/accounts/login-ceiling';
import { loginByAccount, loginByMobile } from '../services/accounts/login';

// passes: sqlite postgres

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const db = () => server.app.site.db;
const codeOf = (r: PromiseSettledResult<unknown>) => (r.status === 'fulfilled' ? 'ok' : String((r.reason as { code?: string }).code));
const tally = (results: Array<PromiseSettledResult<unknown>>) => {
  const counts: Record<string, number> = {};
  for (const r of results) counts[codeOf(r)] = (counts[codeOf(r)] ?? 0) + 1;
  return counts;
};

describe('the login password through a logged-in session (issue 17)', () => {
  it('ends every session of the account after 5 wrong current passwords, answering the session-ending 401 012081', async () => {
    const { token } = await registerPlayer(server, 'sesspw01', 'pass1234');
    const other = await login(server, 'sesspw01', 'pass1234');
    const wrong = { oldPwd: 'wrong123', newPwd: 'next5678', confirmPwd: 'next5678' };
    for (let i = 1; i < SESSION_PASSWORD_GUARD.failures; i++) {
      expect(await server.fail(userApi.securityPwd, { token, body: wrong })).toMatchObject({ status: 400, code: '012018' });
    }
    expect(await server.fail(userApi.securityPwd, { token, body: wrong })).toMatchObject({ status: 401, code: '012081', msg: '密碼錯誤次數過多，已登出，請重新登入' });
    // Both sessions ended: the right password through the old token no longer reaches the check.
    expect(await server.fail(userApi.info, { token })).toMatchObject({ status: 401, code: '001004' });
    expect(await server.fail(userApi.info, { token: other })).toMatchObject({ status: 401, code: '001004' });
    expect(await server.fail(userApi.securityPwd, { token, body: { ...wrong, oldPwd: 'pass1234' } })).toMatchObject({ status: 401 });
    // The player logs in again with the unchanged password, and the count starts again.
    await login(server, 'sesspw01', 'pass1234');
  });

  it('counts the withdrawal-protection switch and the password change together; 20 concurrent guesses check at most 5', async () => {
    const { token } = await registerPlayer(server, 'sesspw02', 'pass1234');
    expect(await server.call(accountApi.withdrawProtect, { token, body: { enabled: true } })).toBeNull();
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? server.fail(userApi.securityPwd, { token, body: { oldPwd: `wrong${100 + i}`, newPwd: 'next5678', confirmPwd: 'next5678' } })
          : server.fail(accountApi.withdrawProtect, { token, body: { enabled: false, pwd: `wrong${100 + i}` } }),
      ),
    );
    const answers = results.map((r) => (r.status === 'fulfilled' ? r.value.code : 'thrown'));
    const checked = answers.filter((c) => c === '012018' || c === '013009').length;
    expect(checked).toBeLessThanOrEqual(SESSION_PASSWORD_GUARD.failures - 1);
    expect(answers).toContain('012081');
    expect(await server.fail(userApi.info, { token })).toMatchObject({ status: 401 });
  });

  it('30 concurrent wrong guesses through a stolen token, minting and exchanging login links among them: 5 checked, every session ended (issue 33)', async () => {
    const { token: stolen } = await registerPlayer(server, 'sesspw04', 'pass1234');
    const guess = (token: string, i: number) =>
      server.fail(userApi.securityPwd, { token, body: { oldPwd: `wrong${200 + i}`, newPwd: 'next5678', confirmPwd: 'next5678' } }).then((r) => r.code);
    // Links minted beforehand (a minute each), exchanged among the guesses: before, each exchange's login started the count again.
    const codes = await Promise.all(Array.from({ length: 10 }, () => server.call(loginLinkApi.mint, { token: stolen, body: { purpose: 'login' } })));
    const viaLink = async (code: string, i: number) => {
      const next = await server.call(loginLinkApi.exchange, { body: { code } }).catch(() => undefined);
      return guess(next?.token ?? stolen, i);
    };
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 3 === 1 ? viaLink(codes[(i - 1) / 3]?.code ?? '', i) : guess(stolen, i))));
    // Checks 1-4 answer wrong password (012018), the fifth ends the sessions (012081); one more 012018 is one more check.
    expect(answers.filter((c) => c === '012018').length).toBe(SESSION_PASSWORD_GUARD.failures - 1);
    expect(await server.fail(userApi.info, { token: stolen })).toMatchObject({ status: 401 });
  });

  it('one guess at a time with a link exchanged after every fourth: still 5 checked, then no session is left to guess with', async () => {
    const { token: first } = await registerPlayer(server, 'sesspw05', 'pass1234');
    let token = first;
    const answers: string[] = [];
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < SESSION_PASSWORD_GUARD.failures - 1; i++) {
        answers.push((await server.fail(userApi.securityPwd, { token, body: { oldPwd: `wrong${300 + i}`, newPwd: 'next5678', confirmPwd: 'next5678' } })).code);
      }
      const minted = await server.call(loginLinkApi.mint, { token, body: { purpose: 'login' } }).catch(() => undefined);
      if (!minted) break;
      token = (await server.call(loginLinkApi.exchange, { body: { code: minted.code } })).token;
    }
    expect(answers.filter((c) => c === '012018')).toHaveLength(SESSION_PASSWORD_GUARD.failures - 1);
    expect(answers).toContain('012081');
    // The player's own password login starts the count again.
    await login(server, 'sesspw05', 'pass1234');
    expect(await server.fail(userApi.securityPwd, { token: await login(server, 'sesspw05', 'pass1234'), body: { oldPwd: 'wrong999', newPwd: 'next5678', confirmPwd: 'next5678' } })).toMatchObject({ code: '012018' });
  });

  it('the SMS password change does not say whether a guess is the current password before the code is right', async () => {
    const { token } = await registerPlayer(server, 'sesspw03', 'pass1234');
    expect(await server.fail(userApi.securitySmsPwd, { token, body: { code: '000000', newPwd: 'pass1234', confirmPwd: 'pass1234' } })).toMatchObject({ code: '012006' });
  });
});

describe('distributed guessing: a per-account ceiling (issue 17)', () => {
  it('40 wrong passwords from 8 addresses: 10 are checked, the rest need a captcha; the player still gets in with captcha and SMS code', async () => {
    const { mobile } = await registerPlayer(server, 'distpw01', 'pass1234');
    // The player's usual device: a successful login from it before the attack.
    await loginByAccount(db(), { username: 'distpw01', pwd: 'pass1234' }, 'usual-device-0001', '192.0.2.1');
    const guesses = Array.from({ length: 40 }, (_, i) => loginByAccount(db(), { username: 'distpw01', pwd: `guess${1000 + i}` }, `attacker-${i}`, `203.0.113.${i % 8}`));
    const counts = tally(await Promise.allSettled(guesses));
    expect(counts['012080']).toBe(40 - ACCOUNT_CEILING.failures);
    expect((counts['012001'] ?? 0) + (counts['012002'] ?? 0)).toBe(ACCOUNT_CEILING.failures);
    expect(counts.ok).toBeUndefined();

    // A ninth address with the right password, and the player's own device: a captcha first.
    await expect(loginByAccount(db(), { username: 'distpw01', pwd: 'pass1234' }, 'attacker-x', '198.51.100.9')).rejects.toMatchObject({ code: '012080' });
    await expect(loginByAccount(db(), { username: 'distpw01', pwd: 'pass1234' }, 'usual-device-0001', '192.0.2.1')).rejects.toMatchObject({ code: '012080' });
    // A wrong password with a solved captcha is still only "wrong".
    await expect(
      loginByAccount(db(), { username: 'distpw01', pwd: 'guess9999', captchaValidation: await solveCaptcha(server) }, 'attacker-y', '198.51.100.10'),
    ).rejects.toMatchObject({ code: '012001' });
    // The right password with a captcha: the bound phone's code too (012011), then the phone login lets the player in.
    const step = loginByAccount(db(), { username: 'distpw01', pwd: 'pass1234', captchaValidation: await solveCaptcha(server) }, 'usual-device-0001', '192.0.2.1');
    await expect(step).rejects.toMatchObject({ code: '012011' });
    const { code } = await sendAndRead(server, { requestType: SMS_REQUEST_TYPES.verifyPhone, mobile });
    const result = await loginByMobile(db(), { countryCode: '886', telephone: mobile, code }, 'usual-device-0001', '192.0.2.1');
    expect(result.token).toBeTruthy();
  });

  it('an account without a phone gets in with the captcha alone; the step clears when its period ends', async () => {
    await registerPlayer(server, 'distpw02', 'pass1234');
    await db().updateTable('accounts').set({ country_code: null, telephone: null }).where('username', '=', 'distpw02').execute();
    for (let i = 0; i < ACCOUNT_CEILING.failures + 1; i++) {
      await loginByAccount(db(), { username: 'distpw02', pwd: 'wrong123' }, 'attacker', `203.0.113.${100 + (i % 5)}`).catch(() => undefined);
    }
    await expect(loginByAccount(db(), { username: 'distpw02', pwd: 'pass1234' }, 'dev-2', '192.0.2.2')).rejects.toMatchObject({ code: '012080' });
    const ok = await loginByAccount(db(), { username: 'distpw02', pwd: 'pass1234', captchaValidation: await solveCaptcha(server) }, 'dev-2', '192.0.2.2');
    expect(ok.token).toBeTruthy();
    const past = new Date(Date.now() - 1000).toISOString();
    await db().updateTable('account_login_guards').set({ stepped_until: past }).where('username_key', '=', 'distpw02').execute();
    expect((await loginByAccount(db(), { username: 'distpw02', pwd: 'pass1234' }, 'dev-2', '192.0.2.2')).token).toBeTruthy();
  });

  it("the player's own successes do not add up towards the ceiling", async () => {
    await registerPlayer(server, 'distpw03', 'pass1234');
    for (let i = 0; i < ACCOUNT_CEILING.failures + 5; i++) await loginByAccount(db(), { username: 'distpw03', pwd: 'pass1234' }, 'dev-3', '192.0.2.3');
    const row = await db().selectFrom('account_login_guards').select('failures').where('username_key', '=', 'distpw03').executeTakeFirst();
    expect(row?.failures ?? 0).toBe(0);
  });
});
