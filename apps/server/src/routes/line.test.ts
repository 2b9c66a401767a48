import { userApi } from '@site/contract';
import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { login, newPhone, telephoneStateFor } from '../test/accounts';
import { startTestServer, type TestServer } from '../test/harness';

// passes: sqlite node24

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const PAGE = () => `${server.url}/line-return`;

/** Walks the stand-in like a browser: open the auth URL, press Allow, follow to the SPA with the state token. */
async function authorise(displayName: string, action: 0 | 1 = 0, telephoneState?: string): Promise<{ stateToken: string; action: string }> {
  const { url } = await server.call(userApi.lineAuth, { body: { redirectUrl: PAGE(), action, ...(telephoneState ? { telephoneState } : {}) } });
  const target = new URL(url);
  expect(target.pathname).toBe('/dev/line/authorize');
  const consent = await server.fetch(`${target.pathname}${target.search}`, { sign: false });
  expect(consent.status).toBe(200);
  expect(consent.text).toContain('LINE (development stand-in)');
  expect(consent.text).not.toMatch(/<script/i);
  expect(consent.text).toMatch(/<form method="post" action="\/dev\/line\/authorize">/);
  expect(consent.headers.get('content-security-policy')).toContain(`form-action 'self' ${server.url}`);
  const state = target.searchParams.get('state') ?? '';
  const res = await fetch(`${server.url}/dev/line/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ state, displayName }).toString(),
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
  const back = new URL(res.headers.get('location') ?? '');
  expect(`${back.origin}${back.pathname}`).toBe(PAGE());
  return { stateToken: back.searchParams.get('stateToken') ?? '', action: back.searchParams.get('action') ?? '' };
}

describe('LINE through the development stand-in', () => {
  it('first login: 012061 with data; register by LINE with a telephone state; next time loginByLine logs in', async () => {
    const first = await authorise('Amy LINE');
    expect(first.action).toBe('0');
    expect(await server.call(userApi.lineProfile, { params: { id: first.stateToken } })).toMatchObject({ displayName: 'Amy LINE', registered: false, action: 0 });
    expect(await server.call(userApi.stateTokenCheck, { body: { stateToken: first.stateToken } })).toMatchObject({ valid: true, action: 0, registered: false });
    const unknown = await server.fail(userApi.loginByLine, { body: { stateToken: first.stateToken } });
    expect(unknown).toMatchObject({ status: 400, code: '012061', data: { stateToken: first.stateToken, displayName: 'Amy LINE' } });

    expect(await server.fail(userApi.registerByLine, { body: { stateToken: first.stateToken } })).toMatchObject({ code: '012015' });
    const mobile = newPhone();
    const telephoneState = await telephoneStateFor(server, mobile);
    const registered = await server.call(userApi.registerByLine, { body: { stateToken: first.stateToken, telephoneState, username: 'lineamy1', password: 'pass1234', confirmPassword: 'pass1234' } });
    const info = await server.call(userApi.info, { token: registered.token });
    expect(info).toMatchObject({ username: 'lineamy1', nickname: 'Amy LINE', hasTelephone: true });
    expect((await server.call(userApi.detail, { token: registered.token })).lineBound).toBe(true);
    // The state token is spent.
    expect(await server.fail(userApi.loginByLine, { body: { stateToken: first.stateToken } })).toMatchObject({ code: '012060', msg: 'LINE 授權已失效，請重新登入' });
    expect(await server.call(userApi.stateTokenCheck, { body: { stateToken: first.stateToken } })).toEqual({ valid: false, action: null, registered: false, expiresAt: null });

    const again = await authorise('amy line', 1);
    expect(again.action).toBe('1');
    const second = await server.call(userApi.loginByLine, { body: { stateToken: again.stateToken } });
    expect((await server.call(userApi.info, { token: second.token })).username).toBe('lineamy1');
    await login(server, 'lineamy1', 'pass1234');
  });

  it('register by LINE with the telephone state given to line/auth and a generated account name', async () => {
    const telephoneState = await telephoneStateFor(server, newPhone());
    const { stateToken } = await authorise('Bob LINE', 0, telephoneState);
    const result = await server.call(userApi.registerByLine, { body: { stateToken } });
    expect((await server.call(userApi.info, { token: result.token })).username).toMatch(/^line[a-z0-9]{7}\d$/);
    // The same LINE user cannot register twice.
    const next = await authorise('Bob LINE');
    const otherState = await telephoneStateFor(server, newPhone());
    expect(await server.fail(userApi.registerByLine, { body: { stateToken: next.stateToken, telephoneState: otherState } })).toMatchObject({ code: '012031' });
  });

  it('binding LINE to a logged-in account', async () => {
    const token = await login(server, 'agent01');
    const { stateToken } = await authorise('Agent LINE');
    expect(await server.call(userApi.lineBinding, { token, body: { stateToken } })).toBeNull();
    const next = await authorise('Agent LINE');
    expect((await server.call(userApi.loginByLine, { body: { stateToken: next.stateToken } })).frontendType).toBe(2);
    const another = await authorise('Other LINE');
    expect(await server.fail(userApi.lineBinding, { token, body: { stateToken: another.stateToken } })).toMatchObject({ code: '012032' });
    expect(await server.fail(userApi.lineBinding, { body: { stateToken: another.stateToken } })).toMatchObject({ status: 401, code: '001001' });
  });

  it('refuses foreign redirects, unknown and expired states', async () => {
    expect(await server.fail(userApi.lineAuth, { body: { redirectUrl: 'https://evil.example/steal', action: 0 } })).toMatchObject({ code: '012033' });
    expect(await server.fail(userApi.lineAuth, { body: { redirectUrl: 'javascript:alert(1)', action: 0 } })).toMatchObject({ code: '012033' });
    const viaOrigin = await server.call(userApi.lineAuth, { body: { redirectUrl: 'http://localhost:5173/', action: 0 }, headers: { origin_url: 'http://localhost:5173' } });
    expect(viaOrigin.url).toContain('/dev/line/authorize?state=');
    expect(await server.fail(userApi.lineAuth, { body: { redirectUrl: PAGE(), action: 0, telephoneState: 'bogus' } })).toMatchObject({ code: '012015' });
    expect((await server.fetch('/dev/line/authorize?state=unknown', { sign: false })).status).toBe(400);
    expect(await server.fail(userApi.loginByLine, { body: { stateToken: 'unknown' } })).toMatchObject({ code: '012060' });
    expect(await server.fail(userApi.lineProfile, { params: { id: 'unknown' } })).toMatchObject({ code: '012060' });
    const { stateToken } = await authorise('Late LINE');
    await server.app.site.db.updateTable('line_states').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('display_name', '=', 'Late LINE').execute();
    expect(await server.fail(userApi.loginByLine, { body: { stateToken } })).toMatchObject({ code: '012060' });
  });
});

describe('LINE with real channel settings', () => {
  it("builds LINE's authorize URL (no network)", async () => {
    const real = await startTestServer({ env: { ...loadEnv(), line: { channelId: '1650000000', channelSecret: 's3cret', callbackUrl: 'https://play.example.com/api/v1/user/line/callback', apiBase: 'https://api.line.me' } } });
    try {
      const { url } = await real.call(userApi.lineAuth, { body: { redirectUrl: `${real.url}/`, action: 0 } });
      const target = new URL(url);
      expect(`${target.origin}${target.pathname}`).toBe('https://access.line.me/oauth2/v2.1/authorize');
      expect(Object.fromEntries(target.searchParams)).toMatchObject({
        response_type: 'code',
        client_id: '1650000000',
        redirect_uri: 'https://play.example.com/api/v1/user/line/callback',
        scope: 'profile openid',
      });
      expect(target.searchParams.get('state')).toMatch(/^[0-9a-f]{32}$/);
      expect(url).not.toContain('s3cret');
    } finally {
      await real.close();
    }
  });

  it('trades the code at LINE for the profile on the callback; the state token then carries that LINE user', async () => {
    // A stand-in for api.line.me: it checks what our server sends, as LINE would.
    const seen: Array<{ path: string; body: string; auth: string }> = [];
    const fake = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen.push({ path: req.url ?? '', body, auth: req.headers.authorization ?? '' });
        res.setHeader('content-type', 'application/json');
        if (req.url === '/oauth2/v2.1/token') {
          const form = new URLSearchParams(body);
          const good = form.get('code') === 'good-code' && form.get('client_secret') === 's3cret' && form.get('grant_type') === 'authorization_code';
          res.statusCode = good ? 200 : 400;
          res.end(JSON.stringify(good ? { access_token: 'line-access-1', id_token: 'x', expires_in: 2592000 } : { error: 'invalid_grant' }));
        } else if (req.url === '/v2/profile' && req.headers.authorization === 'Bearer line-access-1') {
          res.end(JSON.stringify({ userId: 'U4af4980629aaaaaaaaaaaaaaaaaaaaaa', displayName: '真 LINE 玩家', pictureUrl: 'https://profile.line-scdn.net/x' }));
        } else {
          res.statusCode = 401;
          res.end('{}');
        }
      });
    });
    await new Promise<void>((done) => fake.listen(0, '127.0.0.1', done));
    const address = fake.address();
    const apiBase = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const real = await startTestServer({ env: { ...loadEnv(), line: { channelId: '1650000000', channelSecret: 's3cret', callbackUrl: undefined, apiBase } } });
    try {
      const start = async () => {
        const { url } = await real.call(userApi.lineAuth, { body: { redirectUrl: `${real.url}/?lineCallback=1`, action: 1 } });
        return new URL(url).searchParams.get('state') ?? '';
      };
      const callback = (query: Record<string, string>) => fetch(`${real.url}/api/v1/user/line/callback?${new URLSearchParams(query)}`, { redirect: 'manual' });

      const state = await start();
      const res = await callback({ code: 'good-code', state });
      expect(res.status).toBe(303);
      const back = new URL(res.headers.get('location') ?? '');
      expect(back.searchParams.get('action')).toBe('1');
      const stateToken = back.searchParams.get('stateToken') ?? '';
      expect(seen[0]?.body).toContain(`redirect_uri=${encodeURIComponent(`${real.url}/api/v1/user/line/callback`)}`);
      const profile = await real.call(userApi.lineProfile, { params: { id: stateToken } });
      expect(profile).toMatchObject({ lineId: 'U4af4980629aaaaaaaaaaaaaaaaaaaaaa', displayName: '真 LINE 玩家', registered: false });

      // The state is spent: the same callback again is refused.
      expect((await callback({ code: 'good-code', state })).status).toBe(400);

      // A code LINE refuses, and a user who cancels, go back to the page with an error and no state token.
      const refused = new URL((await callback({ code: 'bad-code', state: await start() })).headers.get('location') ?? '');
      expect(refused.searchParams.get('error')).toBe('server_error');
      expect(refused.searchParams.has('stateToken')).toBe(false);
      const cancelled = new URL((await callback({ error: 'access_denied', state: await start() })).headers.get('location') ?? '');
      expect(cancelled.searchParams.get('error')).toBe('access_denied');
      expect((await callback({ code: 'good-code', state: 'not-a-state' })).status).toBe(400);
    } finally {
      await real.close();
      fake.close();
    }
  });

  it('has no callback without LINE settings', async () => {
    const res = await fetch(`${server.url}/api/v1/user/line/callback?code=x&state=${'a'.repeat(32)}`, { redirect: 'manual' });
    expect(res.status).toBe(400);
  });
});
