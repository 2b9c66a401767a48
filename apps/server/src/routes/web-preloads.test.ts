import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageFiles, pagePreloadLinks } from '../http/preloads';
import { hydrateAfterLoad, personalise } from '../http/spa';
import { startTestServer, type TestServer } from '../test/harness';

// passes: sqlite

const INDEX = `<!doctype html><html lang="zh-TW"><head><title>Site</title><script type="module" src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>`;
const HTML = { accept: 'text/html' };
// What apps/web/build/route-preloads.mjs writes.
const PRELOADS = {
  shell: { js: ['/assets/shell.js'], css: ['/assets/shell.css'], namespaces: ['common'] },
  routes: [
    { pattern: '^/$', js: ['/assets/home.js'], css: ['/assets/home.css'], namespaces: ['home'] },
    { pattern: '^/game/lobby(/|$)', js: ['/assets/lobby.js'], css: [], namespaces: ['games'] },
  ],
  locales: {
    'zh-TW': { common: ['/assets/common-tw.js'], home: ['/assets/home-tw.js'], games: ['/assets/games-tw.js'], auth: ['/assets/auth-tw.js'] },
    th: { common: ['/assets/common-th.js'], home: ['/assets/home-th.js'], games: ['/assets/games-th.js'], auth: ['/assets/auth-th.js'] },
  },
  brands: { jade: ['/assets/jade.js'], pearl: ['/assets/pearl.js'] },
  popups: { register: { js: ['/assets/login-popup.js'], css: ['/assets/dialog.css'], namespaces: ['auth'] } },
};

let server: TestServer;
let webRoot: string;

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'web-preloads-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'index.html'), INDEX);
  writeFileSync(join(webRoot, 'preloads.json'), JSON.stringify(PRELOADS));
  server = await startTestServer({ webRoot, brand: 'jade' });
});
afterAll(async () => {
  await server.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const modulePreloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe('index.html names what the page loads at once', () => {
  it('home in the default language: shell, brand, page and their zh-TW strings, CSS as style preloads, the first advert picture', async () => {
    const res = await server.fetch('/', { sign: false, headers: HTML });
    expect(modulePreloads(res.text).sort()).toEqual(['/assets/common-tw.js', '/assets/home-tw.js', '/assets/home.js', '/assets/jade.js', '/assets/shell.js']);
    expect(res.text).toContain('<link rel="preload" as="style" crossorigin href="/assets/home.css">');
    expect(res.text).toMatch(/<link rel="preload" as="image" fetchpriority="high" href="\/assets\/adverts\/[^"]+-tw\.svg">/);
    expect(res.text.indexOf('modulepreload')).toBeLessThan(res.text.indexOf('</head>'));
    // The picture is asked for before the app's script, so it is painted while the code downloads.
    expect(res.text.indexOf('as="image"')).toBeLessThan(res.text.indexOf('<script'));
    expect(res.text).toMatch(/<html data-brand="\w+" style="--brand-accent: [^"]+" lang="zh-TW">/);
    // On a phone the same picture is painted where the carousel will be, before the app runs.
    expect(res.text).toMatch(/<div id="root"><\/div>\s*<div id="boot" aria-hidden="true"><img src="\/assets\/adverts\/[^"]+-tw\.svg" alt=""/);
    expect(res.text).toContain('@media (max-width:1023px){#boot{display:block');
  });

  it("paints the server brand's own first advert, never another brand's (adverts are per brand: issue 38)", async () => {
    const advert = (brand: string, slug: string) => ({ slug, language: 'TW', title: slug, image: `/assets/adverts/${slug}-tw.svg`, link: '', sort: -1, enabled: 1, brand, start_time: null, end_time: null, picture_id: null });
    await server.app.site.db.insertInto('adverts').values(advert('pearl', 'pearl-first')).execute();
    expect((await server.fetch('/', { sign: false, headers: HTML })).text).not.toContain('pearl-first');
    await server.app.site.db.insertInto('adverts').values(advert('jade', 'jade-first')).execute();
    expect((await server.fetch('/', { sign: false, headers: HTML })).text).toContain('<div id="boot" aria-hidden="true"><img src="/assets/adverts/jade-first-tw.svg"');
    await server.app.site.db.deleteFrom('adverts').where('slug', 'in', ['pearl-first', 'jade-first']).execute();
  });

  it('follows the site-lang cookie the app writes: Thai strings, lang="th", the Thai advert', async () => {
    const res = await server.fetch('/game/lobby/6/KT', { sign: false, headers: { ...HTML, cookie: 'a=1; site-lang=th' } });
    expect(modulePreloads(res.text).sort()).toEqual(['/assets/common-th.js', '/assets/games-th.js', '/assets/jade.js', '/assets/lobby.js', '/assets/shell.js']);
    expect(res.text).toMatch(/<html data-brand="\w+" style="--brand-accent: [^"]+" lang="th">/);
    expect(res.text).not.toContain('as="image"');
    expect(res.text).not.toContain('id="boot"');
    const home = await server.fetch('/', { sign: false, headers: { ...HTML, cookie: 'site-lang=th' } });
    expect(home.text).toMatch(/as="image"[^>]+-th\.svg"/);
  });

  it('an invite link (?tab=register) on any page also names the register popup\'s code and strings; without it they are left out', async () => {
    const res = await server.fetch('/game/lobby/6/KT?tab=register&inviterCode=AB12CD34', { sign: false, headers: { ...HTML, cookie: 'site-lang=th' } });
    expect(modulePreloads(res.text).sort()).toEqual(['/assets/auth-th.js', '/assets/common-th.js', '/assets/games-th.js', '/assets/jade.js', '/assets/lobby.js', '/assets/login-popup.js', '/assets/shell.js']);
    expect(res.text).toContain('<link rel="preload" as="style" crossorigin href="/assets/dialog.css">');
    const plain = await server.fetch('/game/lobby/6/KT?tab=login', { sign: false, headers: HTML });
    expect(modulePreloads(plain.text)).not.toContain('/assets/login-popup.js');
  });

  it('an unknown cookie value or page gets the default language and only the shell', async () => {
    const res = await server.fetch('/stationary/about-us', { sign: false, headers: { ...HTML, cookie: 'site-lang="><script>' } });
    expect(modulePreloads(res.text).sort()).toEqual(['/assets/common-tw.js', '/assets/jade.js', '/assets/shell.js']);
    expect(res.text).toMatch(/<html data-brand="\w+" style="--brand-accent: [^"]+" lang="zh-TW">/);
    expect(res.text).not.toContain('<script>"');
  });
});

describe('pagePreloadLinks', () => {
  it('a server-rendered page gets only its CSS, as stylesheets (its markup is painted before any script); the shell gets module and style preloads', () => {
    const rendered = pagePreloadLinks(PRELOADS, '/', 'zh-TW', 'jade', { rendered: true });
    expect(rendered).not.toContain('modulepreload');
    expect(rendered).toContain('<link rel="stylesheet" crossorigin href="/assets/shell.css">');
    expect(rendered).toContain('<link rel="stylesheet" crossorigin href="/assets/home.css">');
    expect(rendered).not.toContain('as="style"');
    const shell = pagePreloadLinks(PRELOADS, '/', 'zh-TW', 'jade');
    expect(shell).toMatch(/<link rel="modulepreload" crossorigin href="[^"]+">/);
    expect(shell).toContain('<link rel="preload" as="style" crossorigin href="/assets/home.css">');
  });
});

describe('pagePreloadLinks', () => {
  it('a rendered page asked with ?tab=register names the popup\'s chunks to the script that starts the app', () => {
    expect(pageFiles(PRELOADS, '/', 'zh-TW', 'jade', '?tab=register').js).toEqual(expect.arrayContaining(['/assets/login-popup.js', '/assets/auth-tw.js']));
    expect(pageFiles(PRELOADS, '/', 'zh-TW', 'jade', '?tab=registerx').js).not.toContain('/assets/login-popup.js');
  });
});

describe('hydrateAfterLoad', () => {
  it("takes a rendered page's entry script out and names it, with the chunks it imports at once, to the script that asks for them after load", () => {
    const html = '<head><title>t</title>\n    <script type="module" crossorigin src="/assets/index-abc.js"></script>\n  </head>';
    const { html: page, script } = hydrateAfterLoad(html, ['/assets/index-abc.js', '/assets/home.js', '/assets/zod.js']);
    expect(page).toBe('<head><title>t</title>\n  </head>');
    expect(script).toBe('\n    <script defer src="/hydrate.js" data-entry="/assets/index-abc.js" data-chunks="/assets/home.js /assets/zod.js"></script>');
  });

  it('leaves a page without an entry script as it is', () => {
    expect(hydrateAfterLoad('<head></head>', ['/assets/a.js'])).toEqual({ html: '<head></head>', script: '' });
  });
});

describe('personalise', () => {
  it('sets lang on <html> whether it has one or not, and appends to the head', () => {
    expect(personalise('<html><head></head></html>', 'en', { headEnd: '<x>' })).toBe('<html lang="en"><head><x>\n  </head></html>');
    expect(personalise('<html class="a" lang="zh-TW"><head></head></html>', 'th')).toBe('<html class="a" lang="th"><head></head></html>');
    expect(personalise('<html><body><div id="root"></div></body></html>', 'en', { afterRoot: '<b>' })).toBe('<html lang="en"><body><div id="root"></div>\n    <b></body></html>');
    expect(personalise('<html><head><title>t</title><script src="/e.js"></script></head></html>', 'en', { headEnd: '<p>', beforeScripts: '<i>' })).toBe(
      '<html lang="en"><head><title>t</title><i>\n    <script src="/e.js"></script><p>\n  </head></html>',
    );
    expect(personalise('<html><head></head><body><script></script></body></html>', 'en', { beforeScripts: '<i>' })).toBe('<html lang="en"><head><i>\n    </head><body><script></script></body></html>');
  });
});
