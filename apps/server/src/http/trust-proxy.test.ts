import { userApi } from '@site/contract';
import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { startTestServer, type TestServer } from '../test/harness';

// passes: sqlite

// Behind nginx (deploy/) every request comes from 127.0.0.1: the per-address limits must count the
// player's address from X-Forwarded-For, and only when the proxy itself is trusted (TRUST_PROXY).

/** What Fastify made of the caller: the address the limits count and the scheme. */
const whoAmI: FastifyPluginAsync = async (app) => {
  app.get('/__test/ip', async (request) => ({ ip: request.ip, protocol: request.protocol }));
};

let direct: TestServer;
let proxied: TestServer;
beforeAll(async () => {
  direct = await startTestServer({ plugins: [whoAmI], trustProxy: false });
  proxied = await startTestServer({ plugins: [whoAmI], trustProxy: loadEnv({ TRUST_PROXY: '127.0.0.1' }).trustProxy });
});
afterAll(async () => {
  await Promise.all([direct?.close(), proxied?.close()]);
});

const forwarded = (address: string) => ({ 'x-forwarded-for': address, 'x-forwarded-proto': 'https' });

describe('TRUST_PROXY', () => {
  it('is off when unset and takes a comma list of addresses, CIDRs or loopback', () => {
    expect(loadEnv({}).trustProxy).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadEnv({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '127.0.0.1, ::1' }).trustProxy).toEqual(['127.0.0.1', '::1']);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.0/8,fd00::/8,loopback' }).trustProxy).toEqual(['10.0.0.0/8', 'fd00::/8', 'loopback']);
  });

  it('refuses trusting everyone, hop counts and anything that is not an address', () => {
    for (const bad of ['true', '1', '*', 'nginx.local', '10.0.0.0/33', '127.0.0.1/8/1']) {
      expect(() => loadEnv({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('unset: X-Forwarded-For is ignored, the address is the socket peer', async () => {
    const r = await direct.fetch<{ ip: string; protocol: string }>('/__test/ip', { headers: forwarded('203.0.113.7') });
    expect(r.json).toEqual({ ip: '127.0.0.1', protocol: 'http' });
  });

  it('TRUST_PROXY=127.0.0.1: the address nginx appended is the player, forged entries before it are not', async () => {
    const r = await proxied.fetch<{ ip: string; protocol: string }>('/__test/ip', { headers: forwarded('203.0.113.7') });
    expect(r.json).toEqual({ ip: '203.0.113.7', protocol: 'https' });
    // A proxy that appends (nginx's $proxy_add_x_forwarded_for): the forged entries a player sent come first.
    const forged = await proxied.fetch<{ ip: string }>('/__test/ip', { headers: forwarded('10.9.9.9, 198.51.100.4') });
    expect(forged.json.ip).toBe('198.51.100.4');
  });

  it('the login lockout counts per player address behind the proxy, and per socket without trust', async () => {
    const wrong = (server: TestServer, address: string) =>
      server.fail(userApi.login, { body: { username: 'demo01', pwd: 'wrong123' }, headers: { 'x-forwarded-for': address } });
    // As routes/user.test.ts shows, the fifth wrong try already answers 012002.
    for (let i = 0; i < 4; i++) expect((await wrong(proxied, '203.0.113.10')).code).toBe('012001');
    expect(await wrong(proxied, '203.0.113.10')).toMatchObject({ status: 429, code: '012002' });
    // Another player behind the same nginx is not locked out with them.
    expect(await wrong(proxied, '203.0.113.11')).toMatchObject({ status: 400, code: '012001' });

    // Without trust a new X-Forwarded-For per try does not escape the lock: it is all 127.0.0.1.
    for (let i = 0; i < 4; i++) expect((await wrong(direct, `203.0.113.${20 + i}`)).code).toBe('012001');
    expect(await wrong(direct, '203.0.113.99')).toMatchObject({ status: 429, code: '012002' });
  });

  it('/metrics without a token still refuses a request nginx forwarded, even with the proxy trusted', async () => {
    expect((await proxied.fetch('/metrics', { sign: false })).status).toBe(200);
    expect((await proxied.fetch('/metrics', { sign: false, headers: { 'x-forwarded-for': '203.0.113.7' } })).status).toBe(403);
    // Nor does a forged loopback address make a remote caller local.
    expect((await proxied.fetch('/metrics', { sign: false, headers: { 'x-forwarded-for': '127.0.0.1' } })).status).toBe(403);
  });
});
