import { configApi, SMS_REQUEST_TYPES, userApi } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, newDevice, newPhone, registerPlayer, sendAndRead, solveCaptcha, telephoneStateFor } from '../test/accounts';
import { startTestServer, type TestServer } from '../test/harness';

// passes: sqlite postgres

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const db = () => server.app.site.db;
const accountCount = async () => Number((await db().selectFrom('accounts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('registration by phone', () => {
  it('code from the outbox -> telephone state -> register (logged in) -> login by account', async () => {
    const result = await registerPlayer(server, 'newbie01', 'pass1234');
    expect(result).toMatchObject({ currency: 'NTD', language: 'TW', userType: 1, frontendType: 1 });
    const info = await server.call(userApi.info, { token: result.token });
    expect(info).toMatchObject({ username: 'newbie01', nickname: 'newbie01', hasTelephone: true, countryCode: '886', vipName: 'VIP0' });
    expect(info.telephone).toBe(`${result.mobile.slice(0, 4)}***${result.mobile.slice(7)}`);
    const token = await login(server, 'NEWBIE01', 'pass1234');
    expect(token).not.toBe(result.token);
    // A welcome notice and the three seeded platform announcements make the badge count 4.
    expect(await server.call(userApi.unreadCount, { token })).toEqual({ total: 4, sysNotice: 1, transNotice: 0, letter: 0, opNotice: 3 });
    const row = await db().selectFrom('accounts').selectAll().where('username_key', '=', 'newbie01').executeTakeFirstOrThrow();
    expect(row.telephone).toBe(result.mobile.slice(1));
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.proxy_code).toBe('A0000');
  });

  it('invalid fields are a 400 listing the issues, and nothing changes', async () => {
    const before = await accountCount();
    const bad = await server.fail(userApi.registerPhone, {
      body: { username: 'ab', password: 'short', confirmPassword: 'other', countryCode: '886', telephone: '0812345678', telephoneState: 'x' },
    });
    expect(bad).toMatchObject({ status: 400, code: '000400' });
    const messages = (bad.data as { issues: Array<{ path: string; message: string }> }).issues.map((i) => `${i.path}:${i.message}`);
    expect(messages).toEqual(expect.arrayContaining(['username:rules.username', 'password:rules.password']));
    const mismatch = await server.fail(userApi.registerPhone, {
      body: { username: 'abcde1', password: 'pass1234', confirmPassword: 'pass12345', countryCode: '886', telephone: newPhone(), telephoneState: 'x' },
    });
    expect((mismatch.data as { issues: Array<{ message: string }> }).issues[0]?.message).toBe('rules.passwordMismatch');
    expect(await accountCount()).toBe(before);
  });

  it('needs a valid telephone state for that number, a captcha, a free name; proxy codes resolve', async () => {
    const mobile = newPhone();
    const telephoneState = await telephoneStateFor(server, mobile);
    const body = { username: 'proxykid1', password: 'pass1234', confirmPassword: 'pass1234', countryCode: '886', telephone: mobile, telephoneState };
    expect(await server.fail(userApi.registerPhone, { body })).toMatchObject({ code: '012005' });
    const otherNumber = { ...body, telephone: newPhone(), captchaValidation: await solveCaptcha(server) };
    expect(await server.fail(userApi.registerPhone, { body: otherNumber })).toMatchObject({ code: '012015' });
    const taken = { ...body, username: 'demo01', captchaValidation: await solveCaptcha(server) };
    expect(await server.fail(userApi.registerPhone, { body: taken })).toMatchObject({ code: '012003', msg: '該帳號已被註冊' });
    const badProxy = { ...body, proxyCode: 'NOPE1', captchaValidation: await solveCaptcha(server) };
    expect(await server.fail(userApi.registerPhone, { body: badProxy })).toMatchObject({ code: '012016' });
    const ok = { ...body, proxyCode: 'AG1001', proxyAccount: 'lucky88', inviterCode: 'INV9', language: 'EN' as const, captchaValidation: await solveCaptcha(server) };
    expect((await server.call(userApi.registerPhone, { body: ok })).language).toBe('EN');
    const row = await db().selectFrom('accounts').selectAll().where('username_key', '=', 'proxykid1').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ proxy_code: 'AG1001', inviter_code: 'INV9', language: 'EN' });
    // The telephone state was spent.
    const again = { ...body, username: 'proxykid2', captchaValidation: await solveCaptcha(server) };
    expect(await server.fail(userApi.registerPhone, { body: again })).toMatchObject({ code: '012015' });
  });

  it('valid/account says whether a name is free', async () => {
    expect(await server.call(userApi.validAccount, { body: { username: 'Demo01' } })).toEqual({ available: false });
    expect(await server.call(userApi.validAccount, { body: { username: 'free12345' } })).toEqual({ available: true });
    expect(await server.fail(userApi.validAccount, { body: { username: 'x' } })).toMatchObject({ code: '000400' });
  });
});

describe('login', () => {
  it('demo players: frontend type 2 for agent01, VIP 999 name for vip999', async () => {
    const agent = await server.call(userApi.login, { body: { username: 'agent01', pwd: 'demo1234' } });
    expect(agent).toMatchObject({ userType: 2, frontendType: 2 });
    const vip = await login(server, 'vip999');
    expect(await server.call(userApi.info, { token: vip })).toMatchObject({ vipName: '特邀VIP', frontendType: 1 });
  });

  it('wrong password: 012001 in the request language; 5 wrong in 15 minutes lock the name (429 012002)', async () => {
    await registerPlayer(server, 'locked01', 'pass1234');
    const wrong = await server.fail(userApi.login, { body: { username: 'locked01', pwd: 'wrong123' } });
    expect(wrong).toMatchObject({ status: 400, code: '012001', msg: '帳號或密碼錯誤', data: { remainingAttempts: 4 } });
    const en = await server.fail(userApi.login, { body: { username: 'locked01', pwd: 'wrong123' }, query: { language: 'EN' } });
    expect(en.msg).toBe('Wrong account or password');
    for (let i = 0; i < 2; i++) await server.fail(userApi.login, { body: { username: 'locked01', pwd: 'wrong123' } });
    const locked = await server.fail(userApi.login, { body: { username: 'locked01', pwd: 'wrong123' } });
    expect(locked).toMatchObject({ status: 429, code: '012002', msg: '密碼錯誤次數過多，帳號已暫時鎖定，請15分鐘後再試' });
    expect((locked.data as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(800);
    // Even the right password waits; once the failures age out it works again.
    expect(await server.fail(userApi.login, { body: { username: 'locked01', pwd: 'pass1234' } })).toMatchObject({ code: '012002' });
    await db().updateTable('login_guards').set({ window_start: new Date(Date.now() - 16 * 60_000).toISOString() }).where('username_key', '=', 'locked01').execute();
    await login(server, 'locked01', 'pass1234');
    // An unknown name answers the same as a wrong password.
    expect(await server.fail(userApi.login, { body: { username: 'ghost1234', pwd: 'pass1234' } })).toMatchObject({ code: '012001' });
  });

  it('captcha when process-data says loginCaptcha', async () => {
    await db().updateTable('process_data').set({ enabled: 1 }).where('key', '=', 'loginCaptcha').execute();
    try {
      expect(await server.fail(userApi.login, { body: { username: 'demo01', pwd: 'demo1234' } })).toMatchObject({ code: '012005' });
      await server.call(userApi.login, { body: { username: 'demo01', pwd: 'demo1234', captchaValidation: await solveCaptcha(server) } });
    } finally {
      await db().updateTable('process_data').set({ enabled: 0 }).where('key', '=', 'loginCaptcha').execute();
    }
  });

  it('by phone: phone01 with a login code; the code is single use', async () => {
    const { code } = await sendAndRead(server, { requestType: SMS_REQUEST_TYPES.login, mobile: '0912345678' });
    const body = { telephone: '0912345678', code, countryCode: '886' };
    const result = await server.call(userApi.loginByMobile, { body });
    expect((await server.call(userApi.info, { token: result.token })).username).toBe('phone01');
    expect(await server.fail(userApi.loginByMobile, { body })).toMatchObject({ code: '012006' });
  });

  it('by phone, unknown number: 012007 with a draft; registering with its uuid works', async () => {
    const mobile = newPhone();
    const { code } = await sendAndRead(server, { requestType: SMS_REQUEST_TYPES.login, mobile });
    const unknown = await server.fail(userApi.loginByMobile, { body: { telephone: mobile, code, countryCode: '886' } });
    expect(unknown).toMatchObject({ status: 400, code: '012007', msg: '該手機號尚未註冊，請先完成註冊' });
    const draft = unknown.data as { countryCode: string; telephone: string; uuid: string };
    expect(draft).toMatchObject({ countryCode: '886', telephone: mobile.slice(1) });
    const body = { username: 'drafted1', password: 'pass1234', confirmPassword: 'pass1234', countryCode: draft.countryCode, telephone: draft.telephone, uuid: draft.uuid };
    await server.call(userApi.registerPhone, { body: { ...body, captchaValidation: await solveCaptcha(server) } });
    await login(server, 'drafted1', 'pass1234');
  });

  it('verify01 must verify its phone: 012011 with details (the number masked); a type-4 code via loginByMobile clears it', async () => {
    const needs = await server.fail(userApi.login, { body: { username: 'verify01', pwd: 'demo1234' } });
    expect(needs).toMatchObject({ status: 400, code: '012011', data: { countryCode: '886', telephone: '0911***333', language: 'TW', currency: 'NTD' } });
    expect((needs.data as { uuid: string }).uuid.length).toBeGreaterThan(10);
    const { code } = await sendAndRead(server, { requestType: SMS_REQUEST_TYPES.verifyPhone, mobile: '0911222333' });
    const result = await server.call(userApi.loginByMobile, { body: { telephone: '911222333', code, countryCode: '886', uuid: (needs.data as { uuid: string }).uuid } });
    expect(result.token).toBeTruthy();
    await login(server, 'verify01');
    await db().updateTable('accounts').set({ must_verify_phone: 1 }).where('username_key', '=', 'verify01').execute();
  });
});

describe('session', () => {
  it('every logged-in call refuses a visitor with 401 001001 before looking at its input', async () => {
    const guarded = Object.values(userApi).filter((e) => e.auth);
    expect(guarded.length).toBeGreaterThanOrEqual(15);
    for (const endpoint of guarded) {
      const params: Record<string, string> = endpoint.path.includes('{id}') ? { id: 'x' } : {};
      expect(await server.fail(endpoint, { params, ...(endpoint.method === 'GET' ? {} : { body: {} }) }), endpoint.id).toMatchObject({ status: 401, code: '001001' });
    }
  });

  it('token errors: none 001001, unknown 001002, expired 001003, revoked 001004; blocked 403 001002', async () => {
    expect(await server.fail(userApi.info)).toMatchObject({ status: 401, code: '001001' });
    expect(await server.fail(userApi.info, { token: 'nope' })).toMatchObject({ status: 401, code: '001002' });
    const token = await login(server, 'demo01');
    await db().updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('revoked_at', 'is', null).where('account_id', '=', db().selectFrom('accounts').select('id').where('username_key', '=', 'demo01')).execute();
    expect(await server.fail(userApi.info, { token })).toMatchObject({ status: 401, code: '001003' });
    const blockedToken = await login(server, 'vip999');
    await db().updateTable('accounts').set({ status: 'blocked' }).where('username_key', '=', 'vip999').execute();
    try {
      expect(await server.fail(userApi.info, { token: blockedToken })).toMatchObject({ status: 403, code: '001002' });
      expect(await server.fail(userApi.login, { body: { username: 'vip999', pwd: 'demo1234' } })).toMatchObject({ status: 403, code: '001002' });
    } finally {
      await db().updateTable('accounts').set({ status: 'active' }).where('username_key', '=', 'vip999').execute();
    }
  });

  it('heartbeat slides the expiry; logout revokes: the next call is 401 001004', async () => {
    const token = await login(server, 'demo01');
    const beat = await server.call(userApi.heartbeat, { token });
    expect(Date.parse(beat.expiresAt)).toBeGreaterThan(Date.now() + 6 * 24 * 3600_000);
    expect(await server.call(userApi.logout, { token })).toBeNull();
    expect(await server.fail(userApi.heartbeat, { token })).toMatchObject({ status: 401, code: '001004' });
    expect(await server.fail(userApi.info, { token })).toMatchObject({ status: 401, code: '001004' });
    const row = await db().selectFrom('sessions').select(['token_hash', 'revoke_reason']).where('revoke_reason', '=', 'logout').executeTakeFirstOrThrow();
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.token_hash).not.toBe(token);
  });
});

describe('profile', () => {
  it('detail: nickname once, avatar from the list, birthday once; language; auto transfer', async () => {
    const { token } = await registerPlayer(server, 'profile01', 'pass1234');
    const detail = await server.call(userApi.detail, { token });
    expect(detail).toMatchObject({ username: 'profile01', nicknameChangeable: true, gender: 0, birthday: null, hasWithdrawPassword: false, lineBound: false });
    const avatars = await server.call(configApi.avatarUrls);
    const changed = await server.call(userApi.updateDetail, { token, body: { nickname: '小明', avatar: avatars[2], gender: 1, birthday: '1990-05-06' } });
    expect(changed).toMatchObject({ nickname: '小明', nicknameChangeable: false, avatar: avatars[2], gender: 1, birthday: '1990-05-06' });
    expect(await server.fail(userApi.updateDetail, { token, body: { nickname: '小華' } })).toMatchObject({ code: '012022' });
    expect(await server.fail(userApi.updateDetail, { token, body: { nickname: '小明' } })).toMatchObject({ code: '012034' });
    expect(await server.fail(userApi.updateDetail, { token, body: { birthday: '1991-01-01' } })).toMatchObject({ code: '012023' });
    expect(await server.fail(userApi.updateDetail, { token, body: { avatar: 'https://evil.example/a.png' } })).toMatchObject({ code: '012030' });
    expect(await server.fail(userApi.updateDetail, { token, body: { nickname: '這個暱稱實在是太長了啦啦' } })).toMatchObject({ code: '000400' });
    const young = await registerPlayer(server, 'profile02', 'pass1234');
    expect(await server.fail(userApi.updateDetail, { token: young.token, body: { birthday: `${new Date().getFullYear() - 10}-01-01` } })).toMatchObject({ code: '000400' });

    expect(await server.call(userApi.language, { token, query: { language: 'TH' } })).toBeNull();
    expect((await server.call(userApi.info, { token })).language).toBe('TH');
    expect(await server.fail(userApi.language, { token, query: { language: 'JP' } })).toMatchObject({ code: '000400' });
    expect(await server.call(userApi.isAutoGameTransfer, { token })).toBe(false);
  });

  it('unread counts per kind (notices, the demo letter, the seeded announcements); customer link carries the username when logged in', async () => {
    const token = await login(server, 'demo01');
    expect(await server.call(userApi.unreadCount, { token })).toEqual({ total: 5, sysNotice: 1, transNotice: 0, letter: 1, opNotice: 3 });
    expect(await server.fail(userApi.unreadCount)).toMatchObject({ status: 401, code: '001001' });
    const en = await server.call(configApi.customerLink, { query: { language: 'EN' }, token });
    expect(en.url).toContain('username=demo01');
    const visitor = await server.call(configApi.customerLink, { query: { language: 'EN' }, token: 'not-a-token' });
    expect(visitor.url).not.toContain('username=');
  });

  it('a different device id does not matter to a token', async () => {
    const token = await login(server, 'demo01');
    expect((await server.call(userApi.info, { token, sign: newDevice() })).username).toBe('demo01');
  });
});
