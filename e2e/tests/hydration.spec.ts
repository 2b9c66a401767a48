import type { Browser, BrowserContext, Page } from '@playwright/test';
import { declaredPages } from '../../apps/web/src/app/pages';
import { loginByApi, loginFragment } from '../api';
import { expect, test } from '../fixtures';

// Issue 36: no hydration mismatch, ever. Every page the server renders (its declaration says serverRendered, or its
// parent's: a new one is visited at once), in each language and appearance the server renders it in, as a visitor
// and as a player, each variant a fresh load; any hydration error or warning fails, named by page and variant.

/** Concrete instances of the rendered patterns' optional parameters, beside the declared addresses. */
const MORE_INSTANCES = ['/game/lobby/1', '/game/lobby/3', '/stationary/sponsor/1'];
const PAGES = [...new Set([...declaredPages({ serverRendered: true }), ...MORE_INSTANCES])];
const LANGUAGES = ['zh-TW', 'en', 'th'] as const;
const THEMES = ['light', 'dark'] as const;
/** Each language's visitor in a zone of their own (the server renders in its own): a date formatted in the local zone shows. */
const ZONES = { 'zh-TW': 'Asia/Taipei', en: 'America/Los_Angeles', th: 'Asia/Bangkok' } as const;
/** Pages loaded at once in a test: a busy machine, as where a mismatch that depends on timing was once seen. */
const AT_ONCE = 3;
type Who = 'visitor' | 'player';

/** React 19's production hydration errors (#418 text/markup, #423 root re-rendered, #425 text) and its dev wording. */
const HYDRATION = /hydrat|#418|#423|#425|did(?:n't| not) match|server rendered (?:html|text)|Minified React error/i;

/**
 * Collects what a hydration mismatch can say, however React surfaces it: console errors and warnings (its
 * recoverable errors are logged through reportError), uncaught page errors, and the window's error event
 * (reportError dispatches one; the app could also handle it without logging).
 */
export function watchHydration(page: Page): () => Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION.test(message.text())) seen.push(`console.${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => seen.push(`page error: ${error.message}`));
  void page.addInitScript(() => {
    const kept: string[] = [];
    (window as unknown as { hydrationErrors: string[] }).hydrationErrors = kept;
    addEventListener('error', (event) => kept.push(`error event: ${event.message || String(event.error)}`));
  });
  return async () => {
    const fromWindow = await page.evaluate(() => (window as unknown as { hydrationErrors?: string[] }).hydrationErrors ?? []).catch(() => []);
    // The error event and the page error are the same error told twice: kept once.
    const all = [...seen, ...fromWindow.filter((line) => !seen.some((s) => s.includes(line.replace(/^error event: (Uncaught )?(Error: )?/, ''))))];
    seen.length = 0;
    return all;
  };
}

/**
 * Waits until the page has started and hydrated all it holds: idle first (a player's own answers, which the server's
 * markup has not, arrive meanwhile, as they do before a player scrolls), then scrolled through (parts hydrated when
 * near), then idle again.
 */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-started'), null, { timeout: 30_000 });
  await page.evaluate(async () => {
    const idle = () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 }));
    await idle();
    await idle();
    for (let y = 0; y <= document.documentElement.scrollHeight; y += innerHeight) {
      scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    await idle();
    await idle();
  });
}

/** The visitor on a phone (the first screen Lighthouse measures, the phone's logo), the player on a desktop. */
const DEVICE = {
  visitor: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  player: { viewport: { width: 1440, height: 900 } },
} as const;

/** A context for one identity whose settings follow the cookies the server renders by (site-lang, site-appearance). */
async function contextFor(browser: Browser, baseURL: string, who: Who, language: keyof typeof ZONES = 'zh-TW'): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, locale: language, timezoneId: ZONES[language], ...DEVICE[who] });
  // The app writes its settings and the cookies together; a browser with the cookies has the same settings kept.
  await context.addInitScript(() => {
    const cookie = (name: string) => new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(document.cookie)?.[1];
    const language = cookie('site-lang');
    const appearance = cookie('site-appearance');
    if (language && appearance) localStorage.setItem('site.settings', JSON.stringify({ state: { language, appearance }, version: 1 }));
  });
  if (who === 'player') {
    const token = await loginByApi(baseURL, 'demo01');
    const page = await context.newPage();
    await page.goto(`/situation/comingSoon${await loginFragment(baseURL, token)}`);
    await expect(page.getByRole('button', { name: '用戶中心' })).toBeVisible();
    await page.close();
  }
  return context;
}

async function setVariant(context: BrowserContext, baseURL: string, language: string, theme: string): Promise<void> {
  await context.addCookies([
    { name: 'site-lang', value: language, url: baseURL },
    { name: 'site-appearance', value: theme, url: baseURL },
  ]);
}

for (const who of ['visitor', 'player'] as const) {
  for (const language of LANGUAGES) {
    test(`hydration: every server-rendered page in ${language}, light and dark, as a ${who}`, async ({ browser, baseURL }) => {
      test.setTimeout(240_000);
      const base = baseURL ?? '';
      const context = await contextFor(browser, base, who, language);
      const found: string[] = [];
      const visit = async (path: string, theme: string) => {
        // A fresh page each time: a fresh load with nothing kept in memory from the last.
        const page = await context.newPage();
        const problems = watchHydration(page);
        const response = await page.goto(path);
        expect(await response?.text(), `${path} is rendered by the server`).toContain('id="ssr-state"');
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await hydrated(page);
        for (const message of await problems()) found.push(`${path} [${language} ${theme} ${who}]: ${message}`);
        await page.close();
      };
      for (const theme of THEMES) {
        await setVariant(context, base, language, theme);
        const queue = [...PAGES];
        await Promise.all(Array.from({ length: AT_ONCE }, async () => {
          for (let path = queue.shift(); path; path = queue.shift()) await visit(path, theme);
        }));
      }
      await context.close();
      expect(found, 'hydration errors (page [variant]: message)').toEqual([]);
    });
  }
}

test('hydration: a mismatch planted in the server markup is reported by the check', async ({ browser, baseURL }) => {
  const base = baseURL ?? '';
  const context = await contextFor(browser, base, 'visitor');
  await setVariant(context, base, 'zh-TW', 'light');
  const page = await context.newPage();
  const problems = watchHydration(page);
  let planted = '';
  await page.route('**/stationary/agency', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    // One text node of the page's own markup (its first heading) changed: the client renders the original.
    const changed = body.replace(/(<div id="root">[\s\S]*?<h1[^>]*>)([^<]+)(<)/, (_all, open: string, text: string, close: string) => {
      planted = text;
      return `${open}${text}（已改）${close}`;
    });
    const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !/^(content-encoding|content-length)$/i.test(name)));
    await route.fulfill({ response, body: changed, headers });
  });
  await page.goto('/stationary/agency');
  expect(planted, 'a heading to change').not.toBe('');
  await hydrated(page);
  const found = await problems();
  expect(found.some((message) => HYDRATION.test(message)), `reported: ${found.join(' | ')}`).toBe(true);
  // React renders the client's text in its place.
  await expect(page.getByRole('heading', { level: 1, name: planted })).toBeVisible();
  await context.close();
});
