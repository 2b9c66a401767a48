import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '../http/security';
import { injectBrand, tokenRefused } from '../http/spa';
import { startTestServer, type TestServer } from '../test/harness';

// passes: sqlite

const INDEX = `<!doctype html><html lang="zh-TW"><head><meta charset="utf-8"><title>Site</title><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>`;
const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

let server: TestServer;
let webRoot: string;

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'web-root-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'index.html'), INDEX);
  writeFileSync(join(webRoot, 'assets', 'index-abc123.js'), 'console.log("app")');
  // What scripts/precompress.mjs writes beside a built asset.
  writeFileSync(join(webRoot, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log("app")'));
  writeFileSync(join(webRoot, 'assets', 'index-abc123.js.gz'), gzipSync('console.log("app")'));
  writeFileSync(join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  server = await startTestServer({ webRoot, brand: 'pearl' });
});
afterAll(async () => {
  await server.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('compression', () => {
  it('sends a built asset precompressed, as the browser accepts it', async () => {
    const br = await server.fetch('/assets/index-abc123.js', { sign: false, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(br.text).toBe('console.log("app")');
    const gz = await server.fetch('/assets/index-abc123.js', { sign: false, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.text).toBe('console.log("app")');
  });

  it('compresses a large API reply and leaves a small one alone', async () => {
    const list = await server.fetch('/api/v1/game/list', { query: { currency: 'NTD', language: 'TW' }, headers: { 'accept-encoding': 'gzip' } });
    expect(list.status).toBe(200);
    expect(list.headers.get('content-encoding')).toBe('gzip');
    expect((list.json as { data: unknown[] }).data.length).toBeGreaterThan(50);
    const small = await server.fetch('/api/v1/config/language', { headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers.get('content-encoding')).toBeNull();
  });
});

describe('static web app and SPA fallback', () => {
  it('serves index.html at / with the brand meta and no-cache', async () => {
    const res = await server.fetch('/', { sign: false, headers: HTML });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.text).toContain('<meta name="site-brand" content="pearl">');
    expect(res.text.indexOf('site-brand')).toBeLessThan(res.text.indexOf('</head>'));
  });

  it.each(['/game/lobby/6/KT', '/mine/account?openDialog=popupWithDrawPwdBind', '/no/such/page', '/stationary/help-center/'])(
    'falls back to index.html for the client route %s',
    async (path) => {
      const res = await server.fetch(path, { sign: false, headers: HTML });
      expect(res.status).toBe(200);
      expect(res.text).toContain('<div id="root">');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    },
  );

  it('serves hashed assets for a year, immutable; other files revalidated', async () => {
    const js = await server.fetch('/assets/index-abc123.js', { sign: false });
    expect(js.status).toBe(200);
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const icon = await server.fetch('/favicon.svg', { sign: false });
    expect(icon.status).toBe(200);
    expect(icon.headers.get('cache-control')).toBe('no-cache');
  });

  it('never answers a missing asset or an API path with the HTML page', async () => {
    for (const path of ['/assets/missing-000.js', '/api/v1/nothing/here']) {
      const res = await server.fetch(path, { sign: false, headers: HTML });
      expect(res.status, path).toBe(404);
      expect(res.json).toMatchObject({ code: '000404' });
    }
    const script = await server.fetch('/some/file.js', { sign: false, headers: { accept: '*/*' } });
    expect(script.status).toBe(404);
  });

  it('/maintain: the SPA page for a browser, JSON for a script', async () => {
    const page = await server.fetch('/maintain', { sign: false, headers: HTML });
    expect(page.status).toBe(200);
    expect(page.text).toContain('site-brand');
    const json = await server.fetch('/maintain', { sign: false });
    expect(json.json).toMatchObject({ code: '000000', data: { maintaining: false } });
    expect(json.headers.get('vary')).toContain('accept');
  });

  it('puts the security headers on pages, assets, API answers and errors', async () => {
    const responses = await Promise.all([
      server.fetch('/', { sign: false, headers: HTML }),
      server.fetch('/assets/index-abc123.js', { sign: false }),
      server.fetch('/api/v1/config/language'),
      server.fetch('/api/v1/config/language', { sign: false }),
      server.fetch('/api/nope', { sign: false }),
      server.fetch('/api/docs', { sign: false }),
    ]);
    for (const res of responses) {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name), name).toBe(value);
    }
    const csp = SECURITY_HEADERS['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'self'");
  });
});

describe('without a built web app', () => {
  it('the API works and / is a 404 envelope', async () => {
    const bare = await startTestServer();
    try {
      expect((await bare.fetch('/api/v1/config/language')).status).toBe(200);
      const root = await bare.fetch('/', { sign: false, headers: HTML });
      expect(root.status).toBe(404);
      expect(root.json).toMatchObject({ code: '000404' });
      expect((await bare.fetch('/maintain', { sign: false, headers: HTML })).json).toMatchObject({ code: '000000' });
    } finally {
      await bare.close();
    }
  });
});

describe('injectBrand', () => {
  it('adds the meta after <head> or replaces an existing one', () => {
    expect(injectBrand('<html><head lang="x"><title>t</title></head></html>', 'amber')).toContain('<head lang="x">\n    <meta name="site-brand" content="amber"><title>');
    expect(injectBrand('<head><meta name="site-brand" content="jade"></head>', 'pearl')).toBe('<head><meta name="site-brand" content="pearl"></head>');
    expect(injectBrand('<head></head>', '"><script>')).toContain('content="script"');
  });

  it("marks <html> with the brand and its colours, so the first paint is the brand's", () => {
    expect(injectBrand('<html lang="zh-TW"><head></head></html>', 'pearl')).toContain(
      '<html data-brand="pearl" style="--brand-accent: #a99bf0; --brand-accent-soft: rgba(169, 155, 240, 0.16)" lang="zh-TW">',
    );
    // Marked again (a rebuilt page): one mark, the new brand's.
    const twice = injectBrand(injectBrand('<html><head></head></html>', 'jade'), 'amber');
    expect(twice.match(/data-brand=/g)).toHaveLength(1);
    expect(twice).toContain('data-brand="amber" style="--brand-accent: #f0a020;');
    expect(injectBrand('<html><head></head></html>', '"><script>')).toMatch(/^<html>/);
  });
});

describe('the login link /?token= (SPEC 4; issue 17: a bare token no longer logs in)', () => {
  const open = (path: string) => fetch(new URL(path, server.url), { headers: HTML, redirect: 'manual' });

  it('refuses a bare token in the address: the page is reached without it, marked #token-refused', async () => {
    const res = await open('/game/lobby?proxyCode=P1&token=abc%2Bdef&x=2');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/game/lobby?proxyCode=P1&x=2#token-refused');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).not.toContain('abc');
  });

  it('never sends the player to another host, and leaves an address without a token alone', async () => {
    expect(tokenRefused('/a/..//evil.example/?token=t1')).toBe('/evil.example/#token-refused');
    expect(tokenRefused('//evil.example/x?token=t1')).toBe('/x#token-refused');
    expect(tokenRefused('/?tokens=1')).toBeUndefined();
    const plain = await open('/?proxyCode=P1');
    expect(plain.status).toBe(200);
  });
});
