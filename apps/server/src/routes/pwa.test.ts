import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BRAND_IDS, type BrandId } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';

// passes: sqlite

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

/** Width and height from a PNG's IHDR chunk; undefined when the bytes are not a PNG. */
function pngSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (!signature.every((b, i) => bytes[i] === b)) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

const ACCENTS: Record<BrandId, string> = { jade: '#2fb48a', pearl: '#a99bf0', amber: '#f0a020' };
const servers = new Map<BrandId, TestServer>();
const webRoot = mkdtempSync(join(tmpdir(), 'pwa-web-'));
writeFileSync(join(webRoot, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
writeFileSync(join(webRoot, 'sw.js'), "/* build test */ self.addEventListener('fetch', () => {});");

beforeAll(async () => {
  for (const brand of BRAND_IDS) servers.set(brand, await startTestServer({ brand, webRoot }));
});
afterAll(async () => {
  for (const server of servers.values()) await server.close();
});

describe('installable app: manifest, icons and service worker', () => {
  it.each(BRAND_IDS)('serves the %s manifest as application/manifest+json with the installability fields', async (brand) => {
    const server = servers.get(brand) as TestServer;
    const res = await server.fetch<Manifest>('/manifest.webmanifest', { sign: false });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/manifest+json');
    expect(res.json).toMatchObject({
      name: brand.toUpperCase(),
      short_name: brand.toUpperCase(),
      start_url: '/?source=pwa',
      scope: '/',
      display: 'standalone',
      theme_color: ACCENTS[brand],
      background_color: '#0c0d11',
    });
    const kinds = res.json.icons.map((i) => `${i.sizes} ${i.type} ${i.purpose}`);
    expect(kinds).toEqual(expect.arrayContaining(['192x192 image/png any', '512x512 image/png any', '192x192 image/png maskable', '512x512 image/png maskable', 'any image/svg+xml any']));
  });

  it.each(BRAND_IDS)('every %s icon exists and is a PNG of its stated size (or the SVG)', async (brand) => {
    const server = servers.get(brand) as TestServer;
    const manifest = (await server.fetch<Manifest>('/manifest.webmanifest', { sign: false })).json;
    for (const icon of manifest.icons) {
      expect(icon.src.startsWith(`/pwa/${brand}`)).toBe(true);
      const res = await fetch(new URL(icon.src, server.url));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain(icon.type);
      const bytes = new Uint8Array(await res.arrayBuffer());
      if (icon.type === 'image/png') {
        const [w, h] = icon.sizes.split('x').map(Number);
        expect(pngSize(bytes)).toEqual({ width: w, height: h });
      } else {
        expect(new TextDecoder().decode(bytes)).toMatch(/^<svg[^>]+viewBox="0 0 512 512"/);
      }
    }
  });

  it("serves the brand's 180 px apple-touch-icon under the name index.html links", async () => {
    const res = await fetch(new URL('/pwa/apple-touch-icon.png', servers.get('pearl')?.url));
    expect(pngSize(new Uint8Array(await res.arrayBuffer()))).toEqual({ width: 180, height: 180 });
  });

  it("refuses icons of another brand and unknown files", async () => {
    const jade = servers.get('jade') as TestServer;
    expect((await jade.fetch('/pwa/amber-192.png', { sign: false })).status).toBe(404);
    expect((await jade.fetch('/pwa/..%2F..%2Fpackage.json', { sign: false })).status).toBe(404);
  });

  it('serves sw.js uncached, for the whole site, as JavaScript', async () => {
    const res = await (servers.get('jade') as TestServer).fetch('/sw.js', { sign: false });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('service-worker-allowed')).toBe('/');
    expect(res.headers.get('content-type')).toContain('text/javascript');
    expect(res.text).toContain('build test');
  });

  it('answers 404 for sw.js without a web build', async () => {
    const bare = await startTestServer();
    try {
      expect((await bare.fetch('/sw.js', { sign: false })).status).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
