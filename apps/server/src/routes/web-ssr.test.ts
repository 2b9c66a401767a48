import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signHeaders, startTestServer, type TestServer } from '../test/harness';

// passes: sqlite node24

const INDEX = `<!doctype html><html lang="zh-TW"><head><meta charset="utf-8"><title>Site</title><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>`;
const HTML = { accept: 'text/html' };

/**
 * A stand-in for apps/web/dist-server/entry-server.js with the same exports: it asks the server for
 * a public answer in-process (the languages) and counts its renders.
 */
const ENTRY = `
globalThis.ssrRenders = [];
export function isServerRendered(path) { return path === '/' || path.startsWith('/stationary/'); }
export async function render({ url, language, brand, appearance, origin, fetchPublic }) {
  globalThis.ssrRenders.push(language + ' ' + url);
  if (url === '/stationary/broken') throw new Error('broken page');
  if (url === '/stationary/slow') return new Promise(() => {});
  if (url === '/stationary/games') {
    const list = await (await fetchPublic('/api/v1/game/list?language=TW&gameType=3', { headers: { ...globalThis.ssrSignHeaders, origin_url: origin } })).json();
    return { html: '<p>' + origin + ' ' + list.data.map((g) => g.gameCode).join(',') + '</p>', state: '{}' };
  }
  if (url === '/stationary/adverts') {
    const adverts = await (await fetchPublic('/api/v2/message/advert/list?language=TW', { headers: globalThis.ssrSignHeaders })).json();
    return { html: '<p>' + adverts.data[0].title + '</p>', state: '{}' };
  }
  const reply = await fetchPublic('/api/v1/config/language', { headers: globalThis.ssrSignHeaders });
  const names = (await reply.json()).data.map((l) => l.name).join(',');
  return { html: '<p>' + brand + ' ' + language + ' ' + appearance + ' ' + names + '</p>', state: JSON.stringify({ language }) };
}`;

let server: TestServer;
let shellOnly: TestServer;
/** Keeps a rendered page 100 ms; the public answers are not kept (each call reads the database). */
let shortLived: TestServer;
let webRoot: string;
const renders = () => (globalThis as { ssrRenders?: string[] }).ssrRenders ?? [];

beforeAll(async () => {
  // The web app signs its calls as in the browser; the stand-in signs with the test's headers.
  (globalThis as { ssrSignHeaders?: Record<string, string> }).ssrSignHeaders = signHeaders({ brand: 'pearl' });
  webRoot = mkdtempSync(join(tmpdir(), 'web-ssr-'));
  mkdirSync(join(webRoot, 'dist'));
  mkdirSync(join(webRoot, 'dist-server'));
  writeFileSync(join(webRoot, 'dist', 'index.html'), INDEX);
  writeFileSync(join(webRoot, 'dist-server', 'entry-server.js'), ENTRY);
  server = await startTestServer({ webRoot: join(webRoot, 'dist'), brand: 'pearl', ssrTimeoutMs: 200 });
  shellOnly = await startTestServer({ webRoot: join(webRoot, 'dist'), ssrEntry: join(webRoot, 'missing', 'entry-server.js') });
  shortLived = await startTestServer({ webRoot: join(webRoot, 'dist'), ssrCacheMs: 100, publicAnswerFreshMs: 0 });
});
afterAll(async () => {
  await Promise.all([server.close(), shellOnly.close(), shortLived.close()]);
  rmSync(webRoot, { recursive: true, force: true });
});

describe('server-rendered public pages', () => {
  it('sends the page rendered in the cookie language inside the root, with its state as data', async () => {
    const res = await server.fetch('/', { sign: false, headers: { ...HTML, cookie: 'site-lang=en; site-appearance=light' } });
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root"><p>pearl en light 繁體中文,English,ไทย</p></div>');
    expect(res.text).toContain('<script type="application/json" id="ssr-state">{"language":"en"}</script>');
    expect(res.text).toMatch(/<html class="light" data-brand="pearl" style="--brand-accent: #a99bf0; [^"]+" lang="en">/);
    // Its scripts only hydrate what is painted: asked for after the page has loaded.
    expect(res.text).not.toContain('<script type="module"');
    expect(res.text).toMatch(/<script defer src="\/hydrate.js" data-entry="\/assets\/index-abc123.js" data-chunks="[^"]*"><\/script>\s*<\/head>/);
    expect(res.headers.get('vary')).toMatch(/cookie/);
    expect(res.headers.get('vary')).toMatch(/accept-language/);
  });

  it('takes Accept-Language when there is no cookie', async () => {
    const res = await server.fetch('/stationary/agency', { sign: false, headers: { ...HTML, 'accept-language': 'fr;q=0.9, th-TH, en;q=0.5' } });
    expect(res.text).toContain('<p>pearl th device');
    expect(res.text).toMatch(/<html data-brand="\w+" style="--brand-accent: [^"]+" lang="th">/);
  });

  it('renders a page once per language while it is kept', async () => {
    const before = renders().length;
    await server.fetch('/stationary/about-us', { sign: false, headers: { ...HTML, cookie: 'site-lang=en' } });
    await server.fetch('/stationary/about-us', { sign: false, headers: { ...HTML, cookie: 'site-lang=en' } });
    await server.fetch('/stationary/about-us', { sign: false, headers: { ...HTML, cookie: 'site-lang=zh-TW' } });
    const thai = await server.fetch('/stationary/about-us', { sign: false, headers: { ...HTML, cookie: 'site-lang=th' } });
    expect(renders().slice(before)).toEqual(['en /stationary/about-us', 'zh-TW /stationary/about-us', 'th /stationary/about-us']);
    expect(thai.text).toContain('<p>pearl th');
  });

  it("renders for the visitor's address: a testing host's games on a testing host only, each kind of host its own kept page", async () => {
    const page = async (host: string) => (await server.app.inject({ url: '/stationary/games', headers: { ...HTML, host } })).body;
    const before = renders().length;
    const visitor = await page('jade.example.com');
    const tester = await page('localhost:8080');
    expect(visitor).toContain('<p>http://jade.example.com ');
    expect(visitor).not.toContain('IM_LOL');
    expect(tester).toContain('<p>http://localhost:8080 ');
    expect(tester).toContain('IM_LOL');
    // Another host of each kind gets the page kept for its kind.
    expect(await page('pearl.example.com')).not.toContain('IM_LOL');
    expect(await page('127.0.0.1:9000')).toContain('IM_LOL');
    expect(renders().length - before).toBe(2);
  });

  it('sends a kept page compressed as the browser accepts it', async () => {
    for (const encoding of ['br', 'gzip']) {
      const res = await server.fetch('/', { sign: false, headers: { ...HTML, cookie: 'site-lang=en', 'accept-encoding': encoding } });
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('vary')).toMatch(/accept-encoding/);
      expect(res.text).toContain('<div id="root"><p>pearl en device');
    }
  });

  it('sends the SPA shell for a page that is not public, without rendering it', async () => {
    const before = renders().length;
    const res = await server.fetch('/mine/vip', { sign: false, headers: HTML });
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.text).not.toContain('ssr-state');
    expect(renders().length).toBe(before);
  });

  it('sends the SPA shell when rendering fails or takes too long', async () => {
    const broken = await server.fetch('/stationary/broken', { sign: false, headers: HTML });
    expect(broken.status).toBe(200);
    expect(broken.text).toContain('<div id="root"></div>');
    const slow = await server.fetch('/stationary/slow', { sign: false, headers: HTML });
    expect(slow.status).toBe(200);
    expect(slow.text).toContain('<div id="root"></div>');
    expect(slow.text).not.toContain('ssr-state');
  });

  it('sends the SPA shell when the renderer is not built', async () => {
    const res = await shellOnly.fetch('/', { sign: false, headers: { ...HTML, cookie: 'site-lang=en' } });
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.text).toMatch(/<html data-brand="\w+" style="--brand-accent: [^"]+" lang="en">/);
  });

  it('renders a page again only when an answer it used has changed, sending the kept page meanwhile', async () => {
    const page = () => shortLived.fetch('/stationary/adverts', { sign: false, headers: HTML });
    const adverts = () => renders().filter((r) => r.endsWith('/stationary/adverts')).length;
    const before = adverts();
    const first = await page();
    expect(adverts() - before).toBe(1);
    // Past its time with the same answers: checked, kept, not rendered again.
    await sleep(150);
    await page();
    await sleep(50);
    await page();
    expect(adverts() - before).toBe(1);

    const db = shortLived.app.site.db;
    const row = await db.selectFrom('adverts').selectAll().where('language', '=', 'TW').where('enabled', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    expect(first.text).toContain(row.title);
    await db.updateTable('adverts').set({ title: `${row.title} (new)` }).where('id', '=', row.id).execute();
    await sleep(150);
    // The first visitor after the change still gets the kept page while it is rendered again.
    const during = await page();
    expect(during.text).toContain(`<p>${row.title}</p>`);
    await expect.poll(adverts).toBe(before + 2);
    await expect.poll(async () => (await page()).text).toContain(`<p>${row.title} (new)</p>`);
  });
});
