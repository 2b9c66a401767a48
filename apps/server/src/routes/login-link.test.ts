import { loginLinkApi, userApi } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, registerPlayer } from '../test/accounts';
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
const mint = (token: string) => server.call(loginLinkApi.mint, { token, body: { purpose: 'login' } });

describe('one-time login codes for login links (issue 17)', () => {
  it('a code is exchanged once, within 60 seconds, for a NEW session of the account that minted it', async () => {
    const { token } = await registerPlayer(server, 'linkcd01', 'pass1234');
    const { code, expiresAt } = await mint(token);
    expect(code).toMatch(/^[\w-]{43}$/);
    const left = Date.parse(expiresAt) - Date.now();
    expect(left).toBeGreaterThan(50_000);
    expect(left).toBeLessThanOrEqual(60_000);
    // Only the hash is stored.
    const stored = await db().selectFrom('login_codes').select('code_hash').execute();
    expect(stored.some((r) => r.code_hash === code)).toBe(false);

    const result = await server.call(loginLinkApi.exchange, { body: { code } });
    expect(result.token).not.toBe(token);
    expect(await server.call(userApi.info, { token: result.token })).toMatchObject({ username: 'linkcd01' });
    expect(await server.fail(loginLinkApi.exchange, { body: { code } })).toMatchObject({ status: 400, code: '012082', msg: '登入連結已失效，請重新登入' });
    // The minting session goes on.
    expect(await server.call(userApi.info, { token })).toMatchObject({ username: 'linkcd01' });
  });

  it('10 concurrent exchanges of one code: one session between them', async () => {
    const { token } = await registerPlayer(server, 'linkcd02', 'pass1234');
    const { code } = await mint(token);
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => server.call(loginLinkApi.exchange, { body: { code } })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });

  it('refuses an expired code, a wrong one, and one whose minting session has ended', async () => {
    const { token } = await registerPlayer(server, 'linkcd03', 'pass1234');
    const expired = await mint(token);
    await db().updateTable('login_codes').set({ expires_at: new Date(Date.now() - 1).toISOString() }).where('used_at', 'is', null).execute();
    expect(await server.fail(loginLinkApi.exchange, { body: { code: expired.code } })).toMatchObject({ code: '012082' });
    expect(await server.fail(loginLinkApi.exchange, { body: { code: 'A'.repeat(43) } })).toMatchObject({ code: '012082' });
    expect(await server.fail(loginLinkApi.exchange, { body: { code: 'short' } })).toMatchObject({ status: 400, code: '000400' });

    const second = await login(server, 'linkcd03', 'pass1234');
    const orphan = await mint(second);
    await server.call(userApi.logout, { token: second });
    expect(await server.fail(loginLinkApi.exchange, { body: { code: orphan.code } })).toMatchObject({ code: '012082' });
  });

  it('minting needs a session; a player token is never accepted in its place', async () => {
    expect(await server.fail(loginLinkApi.mint, { body: { purpose: 'login' } })).toMatchObject({ status: 401 });
    const { token } = await registerPlayer(server, 'linkcd04', 'pass1234');
    expect(await server.fail(loginLinkApi.exchange, { body: { code: token } })).toMatchObject({ code: '012082' });
  });
});
