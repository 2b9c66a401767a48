import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { loginByApi, loginFragment } from '../api';
import { expect, test } from '../fixtures';
import { REPO_ROOT } from '../server';

// Issue 36: a page's code in one round. The server lists every chunk the page needs (its lazy module, everything
// that imports statically, its CSS and strings: dist/preloads.json from the declarations and the build's manifest),
// so the browser asks for all of them together: none is asked for only once another of the page's has arrived, as
// when it found them one level of imports at a time (a visitor's /mine/notification took four rounds).

interface Fetched {
  name: string;
  startTime: number;
  responseEnd: number;
}

/** The page's scripts as the browser fetched them (Resource Timing), up to the page being shown. */
async function scriptsFetched(page: Page): Promise<Fetched[]> {
  await expect(page.locator('html[data-started]')).toHaveCount(1, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  return page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => /\/assets\/[\w-]+\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => ({ name: new URL(entry.name).pathname, startTime: entry.startTime, responseEnd: entry.responseEnd })),
  );
}

/** The scripts asked for only after another of the page's scripts had arrived: a second round. */
function lateOnes(scripts: readonly Fetched[]): string[] {
  const firstArrival = Math.min(...scripts.map((s) => s.responseEnd));
  return scripts.filter((s) => s.startTime > firstArrival).map((s) => s.name);
}

test("a visitor's /mine/notification asks for all of its code in one round", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, locale: 'zh-TW' });
  const page = await context.newPage();
  await page.goto('/mine/notification');
  const own = new Set(pageChunks('/mine/notification', 'zh-TW'));
  const scripts = (await scriptsFetched(page)).filter((s) => own.has(s.name));
  expect(own.size).toBeGreaterThan(5);
  expect(scripts.map((s) => s.name).sort()).toEqual([...own].sort());
  expect(lateOnes(scripts)).toEqual([]);
  await context.close();
});

/** The page's own chunks as the build lists them for the server (dist/preloads.json): its module, imports and strings. */
function pageChunks(path: string, language: string): string[] {
  const preloads = JSON.parse(readFileSync(join(REPO_ROOT, 'apps/web/dist/preloads.json'), 'utf8')) as {
    routes: Array<{ pattern: string; js: string[]; namespaces: string[] }>;
    locales: Record<string, Record<string, string[]>>;
  };
  const route = preloads.routes.find((r) => new RegExp(r.pattern).test(path));
  return [...(route?.js ?? []), ...(route?.namespaces ?? []).flatMap((ns) => preloads.locales[language]?.[ns] ?? [])];
}

test("a player's /mine/notification/mail asks for all of its code in one round", async ({ browser, baseURL }) => {
  const base = baseURL ?? '';
  const login = await browser.newContext({ baseURL, locale: 'zh-TW' });
  const first = await login.newPage();
  await first.goto(`/situation/comingSoon${await loginFragment(base, await loginByApi(base, 'demo01'))}`);
  await expect(first.getByRole('button', { name: '用戶中心' })).toBeVisible();
  // A fresh browser with the player's login (nothing cached), as when a player opens the page from a bookmark. The
  // player's own parts of the shell load once the app knows the player: only the page's chunks are counted.
  const context = await browser.newContext({ baseURL, locale: 'zh-TW', storageState: await login.storageState() });
  await login.close();
  const page = await context.newPage();
  await page.goto('/mine/notification/mail');
  const own = new Set(pageChunks('/mine/notification/mail', 'zh-TW'));
  const scripts = (await scriptsFetched(page)).filter((s) => own.has(s.name));
  expect(scripts.map((s) => s.name).sort()).toEqual([...own].sort());
  expect(lateOnes(scripts)).toEqual([]);
  await context.close();
});
