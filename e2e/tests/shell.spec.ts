import type { Page } from '@playwright/test';
import { loginByApi, loginFragment } from '../api';
import { closeLoginAdvert, test, expect } from '../fixtures';
import { switchLanguage } from '../matrix/session';
import { ops } from '../ops';
import { startServer, type RunningServer } from '../server';

// The footer clock and go-to-top are the components' own tests (FooterClock.test.tsx, GoTop.test.tsx: docs/testing.md).

test('switching language re-renders in en and th and survives a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  await page.getByRole('combobox', { name: '語言' }).selectOption({ label: 'English' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('combobox', { name: 'Language' })).toBeVisible();
  await expect(page.getByLabel('Current time')).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'ไทย' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page.getByLabel('เวลาปัจจุบัน')).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page.getByRole('combobox', { name: 'ภาษา' })).toBeVisible();
});

test('the appearance choice is applied as a class and survives a reload', async ({ page }) => {
  await page.goto('/');
  const appearance = page.getByRole('combobox', { name: '外觀' });
  await appearance.selectOption('dark');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.getByRole('combobox', { name: '外觀' }).selectOption('light');
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
});

test('the game menu lists the game types and opens the lobby, slots with channel KT', async ({ page }) => {
  await page.goto('/');
  await closeLoginAdvert(page);
  const menu = page.getByRole('navigation', { name: '遊戲選單' });
  for (const name of ['體育', '真人', '電競', '彩票', '棋牌', '電子', '捕魚']) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await menu.getByRole('link', { name: '電子', exact: true }).click();
  await expect(page).toHaveURL(/\/game\/lobby\/6\/KT$/);
});

test('the customer-service button opens the service page with its cards', async ({ page }) => {
  await page.goto('/');
  await closeLoginAdvert(page);
  await page.getByRole('link', { name: '線上客服' }).first().click();
  await expect(page).toHaveURL(/\/service$/);
  await expect(page.getByRole('link', { name: /^前往/ }).first()).toBeVisible();
});

/**
 * The next script asked for is gone, as an old build's chunk is once the new build has replaced it: every request for
 * it fails until the page loads again (then the "new build" serves it). Every request, not the first only: a page's
 * import asks for its chunks twice (Vite's preload list, then the import itself, issue 36). Returns which.
 */
async function refuseNextScript(page: Page): Promise<() => string> {
  let refused = '';
  let reloaded = false;
  // The new page's own request, not its load event: the reloaded page asks for its scripts before it has loaded,
  // and one refused again then would be the old build's chunk asked of the new build (it was, now and then).
  page.on('request', (request) => {
    if (refused && request.isNavigationRequest() && request.frame() === page.mainFrame()) reloaded = true;
  });
  await page.route('**/assets/*.js', async (route) => {
    if (reloaded || (refused && route.request().url() !== refused)) return route.continue();
    refused = route.request().url();
    return route.abort();
  });
  return () => refused;
}

test.describe('a new build', () => {
  // The service worker answers scripts from its cache, which page.route does not see.
  test.use({ serviceWorkers: 'block' });

  test('a page whose code is gone (a new build deployed meanwhile) loads its address again and opens', async ({ page }) => {
    await page.goto('/');
    await closeLoginAdvert(page);
    await page.waitForLoadState('networkidle');
    const refused = await refuseNextScript(page);
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    await page.getByRole('link', { name: '線上客服' }).first().click();
    await expect(page).toHaveURL(/\/service$/);
    await expect(page.getByRole('link', { name: /^前往/ }).first()).toBeVisible();
    expect(refused()).toMatch(/\/assets\/[\w-]+\.js$/);
    expect(loads).toEqual([expect.stringMatching(/\/service$/)]);
    await expect(page.getByRole('heading', { name: '頁面載入失敗' })).toHaveCount(0);
  });

  test('a part of the shell whose code is gone (the side menu) loads the address again instead of a blank page', async ({ page }) => {
    await page.goto('/stationary/agency');
    await page.waitForLoadState('networkidle');
    const refused = await refuseNextScript(page);
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    await page.getByRole('button', { name: '開啟選單' }).click();
    await expect.poll(() => loads).toEqual([expect.stringMatching(/\/stationary\/agency$/)]);
    expect(refused()).toMatch(/\/assets\/[\w-]+\.js$/);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-started'));
    await page.getByRole('button', { name: '開啟選單' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});

test('the route flags hide header and footer on /ccGamePreparePage', async ({ page }) => {
  await page.goto('/ccGamePreparePage');
  await expect(page.getByRole('navigation', { name: '遊戲選單' })).toHaveCount(0);
  await expect(page.getByLabel('目前時間')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '回到頂部' })).toHaveCount(0);
});

test("a player's phone header has the deposit beside the wallet, within 390 px, in zh-TW, en and th", async ({ page, baseURL }) => {
  // Issue 34: the phone header had no deposit button (the desktop's 儲值).
  await page.setViewportSize({ width: 390, height: 844 });
  const token = await loginByApi(baseURL as string, 'demo01');
  await page.goto(`/situation/comingSoon${await loginFragment(baseURL as string, token)}`);
  const banner = page.getByRole('banner');
  for (const [language, deposit, userCentre] of [
    ['zh-TW', '儲值', '用戶中心'],
    ['en', 'Deposit', 'User centre'],
    ['th', 'ฝากเงิน', 'ศูนย์สมาชิก'],
  ] as const) {
    if (language !== 'zh-TW') await switchLanguage(page, language);
    const link = banner.getByRole('link', { name: deposit, exact: true });
    await expect(link, language).toBeVisible();
    await expect(link).toHaveAttribute('href', '/finance/recharge');
    for (const control of [link, banner.getByRole('button', { name: userCentre })]) {
      const box = await control.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390, `${language}: inside the bar`).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${language}: no sideways scrolling`).toBeLessThanOrEqual(390);
  }
});

test.describe('a large balance', () => {
  // A server of its own: the operator's credit changes vip999's balance.
  let server: RunningServer;
  test.beforeAll(async () => {
    server = await startServer('jade');
    // vip999 holds 200,000.00; the credit takes it to 999,999,999.99, the largest figure a phone's bar must hold.
    ops(server.dataDir, 'fund', 'credit', 'vip999', '--amount', '999799999.99', '--type', 'addCoin');
  });
  test.afterAll(async () => {
    await server.stop();
  });

  test("a phone's header holds a balance of 999,999,999.99 at 390 and 360 px in zh-TW, en and th, the logo whole", async ({ page }) => {
    // Issue 34: with the deposit beside it, a balance of 1,000,000.00 or more pushed the phone's bar wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    const token = await loginByApi(server.url, 'vip999');
    await page.goto(`${server.url}/situation/comingSoon${await loginFragment(server.url, token)}`);
    const banner = page.getByRole('banner');
    for (const [language, deposit, userCentre, logo] of [
      ['zh-TW', '儲值', '用戶中心', / 首頁$/],
      ['en', 'Deposit', 'User centre', / home$/],
      ['th', 'ฝากเงิน', 'ศูนย์สมาชิก', /^หน้าแรก /],
    ] as const) {
      if (language !== 'zh-TW') await switchLanguage(page, language);
      for (const width of [390, 360]) {
        await page.setViewportSize({ width, height: 844 });
        const where = `${language} at ${width} px`;
        // The whole figure is the button's name and title, whatever room the bar leaves it.
        const balance = banner.getByRole('button', { name: /NTD 999,999,999\.99$/ });
        await expect(balance, where).toBeVisible();
        await expect(balance).toHaveAttribute('title', /NTD 999,999,999\.99$/);
        // And the bar shows it whole (a size smaller), not cut by the ellipsis kept for longer figures.
        const amount = balance.getByTestId('header-balance');
        await expect(amount).toHaveText('999,999,999.99');
        expect(await amount.evaluate((e) => e.scrollWidth <= e.clientWidth), `${where}: the figure whole`).toBe(true);
        for (const control of [balance, banner.getByRole('link', { name: deposit, exact: true }), banner.getByRole('button', { name: userCentre })]) {
          const box = await control.boundingBox();
          expect(box && box.x >= 0 && box.x + box.width <= width, `${where}: inside the bar`).toBe(true);
        }
        const logoBox = await banner.getByRole('link', { name: logo }).boundingBox();
        expect(logoBox && logoBox.x >= 0 && logoBox.width >= 40, `${where}: the logo keeps its 40 px`).toBe(true);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${where}: no sideways scrolling`).toBeLessThanOrEqual(width);
      }
      await page.setViewportSize({ width: 390, height: 844 });
    }
  });
});
