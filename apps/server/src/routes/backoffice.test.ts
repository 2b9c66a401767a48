import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { startTestServer, type TestServer } from '../test/harness';

// passes: sqlite

/** Issue 37: the built back office at /backoffice/: the page never kept, its hashed files kept a year, and a host of its own. */

const root = mkdtempSync(join(tmpdir(), 'backoffice-root-'));
const INDEX = '<!doctype html><html lang="zh-TW"><head><title>back office</title></head><body><div id="root"></div></body></html>';
mkdirSync(join(root, 'assets'));
writeFileSync(join(root, 'index.html'), INDEX);
writeFileSync(join(root, 'assets', 'index-AbC123.js'), 'console.log("back office");\n');

let shared: TestServer;
let ownHost: TestServer;
beforeAll(async () => {
  shared = await startTestServer({ backofficeRoot: root });
  ownHost = await startTestServer({ backofficeRoot: root, env: { ...loadEnv(), backofficeHost: 'backoffice.example.test' } });
});
afterAll(async () => {
  await Promise.all([shared.close(), ownHost.close()]);
  rmSync(root, { recursive: true, force: true });
});

describe('the back office under /backoffice/ on every host (no BACKOFFICE_HOST)', () => {
  it('answers the page, never kept nor framed nor indexed, at /backoffice/ and at any deeper address (the app routes it)', async () => {
    for (const path of ['/backoffice/', '/backoffice/login', '/backoffice/players/42', '/backoffice/audit?action=staff.']) {
      const res = await shared.fetch(path, { sign: false });
      expect(res.status, path).toBe(200);
      expect(res.text, path).toBe(INDEX);
      expect(res.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('x-robots-tag'), path).toBe('noindex, nofollow');
    }
  });

  it('answers /backoffice without its slash as well (the page or the way to it), never a player page', async () => {
    const res = await fetch(`${shared.url}/backoffice`, { redirect: 'manual' });
    if (res.status === 301) expect(res.headers.get('location')).toBe('/backoffice/');
    else {
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(INDEX);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('serves the hashed files for a year (immutable), and a missing one is a 404, not the page', async () => {
    const asset = await shared.fetch('/backoffice/assets/index-AbC123.js', { sign: false });
    expect(asset.status).toBe(200);
    expect(asset.text).toContain('back office');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const missing = await shared.fetch('/backoffice/assets/index-gone999.js', { sign: false });
    expect(missing.status).toBe(404);
    expect(missing.text).not.toContain('<div id="root">');
  });
});

describe('the back office on a host of its own (BACKOFFICE_HOST)', () => {
  it('answers on that host, the page and the files', async () => {
    const page = await ownHost.fetch('/backoffice/staff', { sign: false, headers: { host: 'backoffice.example.test' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const asset = await ownHost.fetch('/backoffice/assets/index-AbC123.js', { sign: false, headers: { host: 'BACKOFFICE.example.test:8443' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  it('is a 404 on every other host (the player site), page and files alike', async () => {
    for (const path of ['/backoffice/', '/backoffice/login', '/backoffice/assets/index-AbC123.js']) {
      const res = await ownHost.fetch(path, { sign: false, headers: { host: 'www.example.test' } });
      expect(res.status, path).toBe(404);
      expect(res.text, path).not.toContain('<div id="root">');
      expect(res.text, path).not.toContain('back office');
    }
  });
});
