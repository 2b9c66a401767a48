import { BRAND_IDS, BRAND_SIGN_SECRETS, requestSign } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signHeaders, startTestServer, TEST_DEVICE_ID, type TestServer } from '../test/harness';
import { computeSign, MAX_SKEW_MS, signMatches, verifySignedHeaders } from './sign';

// passes: sqlite

describe('sign implementations agree', () => {
  it.each(BRAND_IDS)('node:crypto and the contract (browser) sign are the same for %s', (brand) => {
    for (const ts of ['0', '1700000000000', String(Date.now())]) {
      expect(requestSign(BRAND_SIGN_SECRETS[brand], TEST_DEVICE_ID, 'h5', ts)).toBe(computeSign(BRAND_SIGN_SECRETS[brand], TEST_DEVICE_ID, 'h5', ts));
    }
  });

  it('signMatches refuses non-hex, empty and different lengths', () => {
    const good = computeSign('s', 'd', 'pc', '1');
    expect(signMatches(good, good)).toBe(true);
    expect(signMatches(good, good.toUpperCase())).toBe(true);
    expect(signMatches(good, '')).toBe(false);
    expect(signMatches(good, good.slice(2))).toBe(false);
    expect(signMatches(good, `zz${good.slice(2)}`)).toBe(false);
  });

  it('verifySignedHeaders returns the brand and checks the window at its edges', () => {
    const now = 1_800_000_000_000;
    expect(verifySignedHeaders(signHeaders({ brand: 'pearl', timestamp: now - MAX_SKEW_MS }), now)).toBe('pearl');
    expect(verifySignedHeaders(signHeaders({ timestamp: now + MAX_SKEW_MS }), now)).toBe('jade');
    expect(() => verifySignedHeaders(signHeaders({ timestamp: now - MAX_SKEW_MS - 1 }), now)).toThrow('400000403');
    expect(() => verifySignedHeaders(signHeaders({ timestamp: now + MAX_SKEW_MS + 1 }), now)).toThrow('400000403');
  });
});

describe('signed requests over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  const path = '/api/v1/config/language';

  it('accepts a correctly signed request for every brand', async () => {
    for (const brand of BRAND_IDS) expect((await server.fetch(path, { sign: { brand } })).status).toBe(200);
  });

  it.each(['device-id', 'os-type', 'timestamp', 'platform-code', 'sign'])('refuses a request without %s: 400 000401', async (name) => {
    const headers = signHeaders();
    delete headers[name];
    const res = await server.fetch(path, { sign: false, headers });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ code: '000401', msg: '缺少請求簽名', data: null });
  });

  it('refuses a wrong sign: 400 000402, in the requested language', async () => {
    const headers = { ...signHeaders(), sign: 'ab'.repeat(32) };
    const res = await server.fetch(path, { sign: false, headers, query: { language: 'EN' } });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ code: '000402', msg: 'The request signature is invalid', data: null });
  });

  it('refuses a sign made with another brand secret or for other values', async () => {
    const other = { ...signHeaders({ brand: 'pearl' }), 'platform-code': 'jade' };
    expect((await server.fetch(path, { sign: false, headers: other })).json).toMatchObject({ code: '000402' });
    const tampered = { ...signHeaders(), 'device-id': 'zzzzzzzzzz0123456789' };
    expect((await server.fetch(path, { sign: false, headers: tampered })).json).toMatchObject({ code: '000402' });
    const unknownBrand = { ...signHeaders(), 'platform-code': 'ruby' };
    expect((await server.fetch(path, { sign: false, headers: unknownBrand })).json).toMatchObject({ code: '000402' });
  });

  it('refuses a stale, a future and a non-numeric timestamp: 400 000403', async () => {
    for (const timestamp of [Date.now() - 6 * 60_000, Date.now() + 6 * 60_000, 'yesterday']) {
      const res = await server.fetch(path, { sign: { timestamp } });
      expect(res.status, String(timestamp)).toBe(400);
      expect(res.json).toMatchObject({ code: '000403' });
    }
  });

  it('does not ask /maintain, the docs or static pictures for a sign', async () => {
    expect((await server.fetch('/maintain', { sign: false })).status).toBe(200);
    expect((await server.fetch('/api/docs', { sign: false })).status).toBe(200);
    expect((await server.fetch('/api/docs/openapi.json', { sign: false })).status).toBe(200);
    expect((await server.fetch('/assets/avatars/avatar-01.svg', { sign: false })).status).toBe(200);
  });
});
