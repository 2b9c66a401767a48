import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '../http/security';
import { startTestServer, type TestServer } from '../test/harness';

// passes: sqlite

const INDEX = '<!doctype html><html><head><script type="module" src="/cashier/assets/app-1a2b.js"></script></head><body><div id="root"></div></body></html>';

let server: TestServer;
let root: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'cashier-root-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), INDEX);
  writeFileSync(join(root, 'assets', 'app-1a2b.js'), 'console.log("cashier")');
  server = await startTestServer({ cashierRoot: root });
});
afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the cashier frame at /cashier/', () => {
  it.each(['/cashier/', '/cashier/?page=transfer', '/cashier'])('serves its index.html at %s, never cached, with the security headers', async (path) => {
    const res = await server.fetch(path, { sign: false, headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.text).toBe(INDEX);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name)).toBe(value);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
  });

  it('serves its hashed assets for a year', async () => {
    const res = await server.fetch('/cashier/assets/app-1a2b.js', { sign: false });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers 404 for a missing asset', async () => {
    const res = await server.fetch('/cashier/assets/missing.js', { sign: false });
    expect(res.status).toBe(404);
  });
});

describe('without a built cashier', () => {
  it('answers /cashier/ with 404', async () => {
    const bare = await startTestServer({ cashierRoot: join(tmpdir(), 'no-such-cashier-build') });
    try {
      const res = await bare.fetch('/cashier/', { sign: false });
      expect(res.status).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
