import { accountSessionsApi, userApi } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newDevice, registerPlayer } from '../test/accounts';
import { startTestServer, type TestServer } from '../test/harness';

// passes: sqlite postgres

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function loginAs(username: string, pwd: string, userAgent: string, sign = newDevice()) {
  return (await server.call(userApi.login, { body: { username, pwd }, sign, headers: { 'user-agent': userAgent } })).token;
}

async function inbox(accountName: string) {
  const db = server.app.site.db;
  return db.selectFrom('messages').innerJoin('accounts', 'accounts.id', 'messages.account_id').select(['messages.title', 'messages.body', 'messages.texts']).where('accounts.username', '=', accountName).execute();
}

describe('devices and sessions: the player sees and ends their sessions', () => {
  it('lists each open session with its device, browser and network, the caller first and marked', async () => {
    await registerPlayer(server, 'devices01', 'pass1234');
    const phone = await loginAs('devices01', 'pass1234', IPHONE);
    const desk = await loginAs('devices01', 'pass1234', WINDOWS);

    const { records } = await server.call(accountSessionsApi.sessions, { token: desk });
    // The registration's session, the phone's and the desktop's: the caller's first.
    expect(records).toHaveLength(3);
    expect(records[0]).toMatchObject({ current: true, device: 'desktop', browser: 'Chrome 131', os: 'Windows', network: '127.0.0.0/24', localNetwork: true, sameNetwork: true });
    expect(records.filter((r) => r.current)).toHaveLength(1);
    expect(records).toContainEqual(expect.objectContaining({ current: false, device: 'phone', browser: 'Safari 18', os: 'iOS 18' }));
    expect(Date.parse(records[0]!.createdAt)).toBeLessThanOrEqual(Date.parse(records[0]!.lastSeenAt));
    expect((await server.call(accountSessionsApi.sessions, { token: phone })).records[0]).toMatchObject({ current: true, device: 'phone' });
  });

  it('ending one session: its next call is 001004 您已登出，請重新登入; another player cannot end it (013012)', async () => {
    await registerPlayer(server, 'devices02', 'pass1234');
    const keep = await loginAs('devices02', 'pass1234', WINDOWS);
    const other = await loginAs('devices02', 'pass1234', IPHONE);
    const stranger = (await registerPlayer(server, 'devices03', 'pass1234')).token;
    const target = (await server.call(accountSessionsApi.sessions, { token: keep })).records.find((r) => r.device === 'phone')!;

    expect(await server.fail(accountSessionsApi.endSession, { token: stranger, params: { id: target.id } })).toMatchObject({ status: 404, code: '013012' });
    expect(await server.call(userApi.detail, { token: other })).toMatchObject({ username: 'devices02' });

    expect(await server.call(accountSessionsApi.endSession, { token: keep, params: { id: target.id } })).toBeNull();
    expect(await server.fail(userApi.detail, { token: other })).toMatchObject({ status: 401, code: '001004', msg: '您已登出，請重新登入' });
    expect(await server.fail(accountSessionsApi.endSession, { token: keep, params: { id: target.id } })).toMatchObject({ status: 404, code: '013012' });
    expect((await server.call(accountSessionsApi.sessions, { token: keep })).records.map((r) => r.id)).not.toContain(target.id);
  });

  it('"log out all others" ends every other session and keeps the caller\'s', async () => {
    const { token: first } = await registerPlayer(server, 'devices04', 'pass1234');
    const second = await loginAs('devices04', 'pass1234', IPHONE);
    const third = await loginAs('devices04', 'pass1234', WINDOWS);

    expect(await server.call(accountSessionsApi.endOtherSessions, { token: third })).toEqual({ ended: 2 });
    for (const token of [first, second]) expect(await server.fail(userApi.detail, { token })).toMatchObject({ status: 401, code: '001004' });
    expect((await server.call(accountSessionsApi.sessions, { token: third })).records).toEqual([expect.objectContaining({ current: true })]);
    expect(await server.call(accountSessionsApi.endOtherSessions, { token: third })).toEqual({ ended: 0 });
  });
});

describe('login history and the new-device notice', () => {
  it('records successes and refusals (wrong password, locked) of the last 90 days, newest first', async () => {
    await registerPlayer(server, 'history01', 'pass1234');
    const sign = newDevice();
    expect(await server.fail(userApi.login, { body: { username: 'history01', pwd: 'wrong999' }, sign, headers: { 'user-agent': IPHONE } })).toMatchObject({ code: '012001' });
    const token = await loginAs('history01', 'pass1234', IPHONE, sign);
    const db = server.app.site.db;
    const account = await db.selectFrom('accounts').select('id').where('username', '=', 'history01').executeTakeFirstOrThrow();
    await db.insertInto('login_history').values({ account_id: account.id, at: new Date(Date.now() - 91 * 24 * 3600_000).toISOString(), method: 'password', error_code: null, address: '203.0.113.9', user_agent: WINDOWS }).execute();

    const history = await server.call(accountSessionsApi.loginHistory, { token });
    expect(history.days).toBe(90);
    expect(history.records.map((r) => [r.method, r.errorCode])).toEqual([
      ['password', null],
      ['password', '012001'],
      ['register', null],
    ]);
    expect(history.records[0]).toMatchObject({ device: 'phone', browser: 'Safari 18', network: '127.0.0.0/24', localNetwork: true });
  });

  it('a name no account has records nothing; another player never sees the history', async () => {
    expect(await server.fail(userApi.login, { body: { username: 'nobody77', pwd: 'wrong999' } })).toMatchObject({ code: '012001' });
    const { token } = await registerPlayer(server, 'history02', 'pass1234');
    expect((await server.call(accountSessionsApi.loginHistory, { token })).records).toEqual([expect.objectContaining({ method: 'register', errorCode: null })]);
  });

  it('a login from a device the account never used leaves a notice in the inbox, in every language; a known device does not', async () => {
    const sign = newDevice();
    await registerPlayer(server, 'newdev01', 'pass1234', undefined, sign);
    await loginAs('newdev01', 'pass1234', WINDOWS, sign);
    expect((await inbox('newdev01')).filter((m) => m.title === '新裝置登入通知')).toHaveLength(0);
    await loginAs('newdev01', 'pass1234', IPHONE);
    const notices = (await inbox('newdev01')).filter((m) => m.title === '新裝置登入通知');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.body).toContain('Safari 18 / iOS 18');
    expect(Object.keys(JSON.parse(notices[0]!.texts ?? '{}') as object)).toEqual(['TW', 'EN', 'TH']);
    await loginAs('newdev01', 'pass1234', WINDOWS, sign);
    expect((await inbox('newdev01')).filter((m) => m.title === '新裝置登入通知')).toHaveLength(1);
  });
});
