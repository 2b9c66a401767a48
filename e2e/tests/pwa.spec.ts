import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { startServer, type RunningServer } from '../server';

// The installable app: Chromium finds the manifest and the service worker installable, and with
// the server gone a reload shows the offline screen in the player's language. Each test has a
// server of its own, because one of them stops it.

let server: RunningServer | undefined;
test.afterEach(async () => {
  await server?.stop();
  server = undefined;
});

async function controlledBy(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 20_000 });
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
}

test('the manifest and the service worker pass Chromium installability checks', async () => {
  server = await startServer('pearl');
  // Chromium never offers installation in an incognito-like context (Playwright's default): a profile on disk.
  const profile = mkdtempSync(join(tmpdir(), 'pwa-profile-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'], locale: 'zh-TW' });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${server.url}/stationary/app-download`);
    await expect(page.getByRole('heading', { level: 1, name: 'APP 下載' })).toBeVisible();
    expect(await controlledBy(page)).toBe(`${server.url}/sw.js`);
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    expect(manifest.url).toBe(`${server.url}/manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('with the server stopped a reload shows the translated offline screen, and the API is never served from cache', async ({ page }) => {
  server = await startServer('jade');
  await page.goto(`${server.url}/`);
  await controlledBy(page);
  // The server goes away once the page has all it asks for (a rendered page's app starts after its load event).
  await page.waitForLoadState('networkidle');
  // Unsigned, the server refuses it (400): what matters is that the server, not a cache, answers.
  const apiOnline = await page.evaluate(() => fetch('/api/v1/config/language').then((r) => r.status));
  expect(apiOnline).toBe(400);

  await server.stop();
  server = undefined;
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '目前無法連線' })).toBeVisible();
  await expect(page.getByText('網路連線中斷或伺服器暫時無法使用，請檢查網路後重新整理。')).toBeVisible();
  await expect(page.getByRole('button', { name: '重新整理' })).toBeVisible();
  const apiOffline = await page.evaluate(() => fetch('/api/v1/config/language').then((r) => String(r.status), () => 'network error'));
  expect(apiOffline).toBe('network error');

  // The language the player chose in the app wins over the browser's.
  await page.evaluate(() => localStorage.setItem('site.settings', JSON.stringify({ state: { language: 'th' }, version: 1 })));
  await page.getByRole('button', { name: '重新整理' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ไม่สามารถเชื่อมต่อได้' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
});
