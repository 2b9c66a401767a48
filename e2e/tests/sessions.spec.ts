import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { solveCaptchaIfAsked } from '../captcha';
import { awaitStart, closeLoginAdvertIfShown, expect, test } from '../fixtures';
import { startServer, type RunningServer } from '../server';

// Issue 39, devices and sessions: the same player logged in from a computer and a phone (two browser contexts);
// the computer's sessions page lists both, "log out all others" ends the phone's session, and the phone is told so
// at once by its live stream in SPEC 8's words (溫馨提示, 001004 您已登出，請重新登入); the login history lists the
// logins, the wrong password among them. axe on the page, light and dark.
let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer('jade');
});
test.afterAll(async () => {
  await server.stop();
});

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const IPHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const SETTINGS = (appearance: string, language: string) => JSON.stringify({ state: { appearance, language }, version: 1 });

async function newPage(browser: Browser, options: Parameters<Browser['newContext']>[0]): Promise<Page> {
  const context = await browser.newContext({ locale: 'zh-TW', timezoneId: 'Asia/Taipei', ...options });
  const page = await context.newPage();
  awaitStart(page);
  return page;
}

/** The header's login popup on a login-only page: a wrong password first when asked (the history shows it), then the right one. */
async function logIn(page: Page, path: string, wrongFirst = false): Promise<void> {
  await page.goto(`${server.url}${path}`);
  await page.getByRole('banner').getByRole('button', { name: '登入', exact: true }).click();
  const login = page.getByRole('dialog', { name: '會員登入' });
  await expect(login).toBeVisible();
  await login.getByRole('textbox', { name: '帳號', exact: true }).fill('demo01');
  if (wrongFirst) {
    await login.getByLabel('密碼', { exact: true }).fill('wrong999');
    await login.getByRole('button', { name: '登入', exact: true }).click();
    await solveCaptchaIfAsked(page, server.dataDir);
    await expect(page.getByText('帳號或密碼錯誤').first()).toBeVisible();
  }
  await login.getByLabel('密碼', { exact: true }).fill('demo1234');
  await login.getByRole('button', { name: '登入', exact: true }).click();
  await solveCaptchaIfAsked(page, server.dataDir);
  await expect(login).toBeHidden();
  await closeLoginAdvertIfShown(page);
}

/** The page drawn: both lists there (not 'networkidle': the live stream keeps a request open). */
async function drawn(page: Page): Promise<void> {
  await expect(page.locator('main ul li, main ol li').first()).toBeVisible();
  await expect(page.locator('main ol li').first()).toBeVisible();
}

async function axe(page: Page, label: string): Promise<void> {
  await drawn(page);
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => null))));
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const lines = results.violations.flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target.join(' ')} ${n.html.slice(0, 80)}`));
  expect(lines, `axe on ${label}`).toEqual([]);
}

/** With SESSIONS_SHOTS=<folder>: the page at 390x844 and 1440x900, light and dark, zh-TW and th (for looking at). */
async function shots(page: Page, path: string): Promise<void> {
  const folder = process.env.SESSIONS_SHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  for (const [size, width, height] of [['phone', 390, 844], ['desktop', 1440, 900]] as const) {
    await page.setViewportSize({ width, height });
    for (const appearance of ['light', 'dark']) {
      for (const language of ['zh-TW', 'th']) {
        await page.evaluate((s) => localStorage.setItem('site.settings', s), SETTINGS(appearance, language));
        await page.goto(`${server.url}${path}`);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await drawn(page);
        await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => null))));
        await page.screenshot({ path: join(folder, `sessions-${size}-${appearance}-${language}.png`), fullPage: true });
      }
    }
  }
  await page.evaluate((s) => localStorage.setItem('site.settings', s), SETTINGS('light', 'zh-TW'));
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${server.url}${path}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  await drawn(page);
}

test('two devices of one player: the sessions page lists both, "log out all others" ends the phone, which is told so; the history lists the logins', async ({ browser }) => {
  test.setTimeout(process.env.SESSIONS_SHOTS ? 300_000 : 90_000);
  const phone = await newPage(browser, { viewport: { width: 390, height: 844 }, userAgent: IPHONE_UA, isMobile: true, hasTouch: true });
  const computer = await newPage(browser, { viewport: { width: 1440, height: 900 } });

  // The phone signs in and stays on My account, its live stream open.
  const streamed = phone.waitForResponse((r) => r.url().endsWith('/api/v1/events/stream') && r.status() === 200, { timeout: 20_000 });
  await logIn(phone, '/mine/account');
  await expect(phone.getByRole('heading', { level: 1, name: '我的帳號' })).toBeVisible();
  await streamed;

  // The computer signs in (a wrong password first) and follows My account's link to the sessions page.
  await logIn(computer, '/mine/account', true);
  await computer.getByRole('link', { name: '管理裝置' }).click();
  await expect(computer).toHaveURL(`${server.url}/mine/account/sessions`);
  await expect(computer.getByRole('heading', { level: 1, name: '登入裝置' })).toBeVisible();

  const devices = computer.getByRole('list', { name: '已登入的裝置' });
  const mine = devices.getByRole('listitem').filter({ hasText: '本裝置' });
  const other = devices.getByRole('listitem').filter({ has: computer.getByRole('heading', { name: '手機' }) });
  await expect(mine).toHaveCount(1);
  await expect(mine.getByRole('heading', { level: 3 })).toHaveText('電腦');
  await expect(mine).toContainText(/Chrome \d+ 上的 Linux|Linux 上的 Chrome \d+/);
  await expect(mine).toContainText('區域網路（與您目前的網路相同）');
  await expect(mine.getByRole('button', { name: /^登出/ })).toHaveCount(0);
  await expect(other).toHaveCount(1);
  await expect(other).toContainText('iOS 18 上的 Safari 18');

  // The history: the two logins and the refused password, newest first.
  const history = computer.getByRole('list', { name: '登入紀錄' });
  await expect(history.getByRole('listitem').filter({ hasText: '登入成功' })).toHaveCount(2);
  await expect(history.getByRole('listitem').filter({ hasText: '登入失敗：密碼錯誤' })).toHaveCount(1);
  await expect(history.getByRole('listitem').first()).toContainText('登入成功');

  await axe(computer, '/mine/account/sessions light');
  await computer.evaluate((s) => localStorage.setItem('site.settings', s), SETTINGS('dark', 'zh-TW'));
  await computer.reload();
  await expect(computer.locator('html')).toHaveClass(/\bdark\b/);
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  await axe(computer, '/mine/account/sessions dark');
  await shots(computer, '/mine/account/sessions');

  // "Log out all others", after its confirmation; focus comes back to the page.
  await computer.getByRole('button', { name: '登出所有其他裝置' }).click();
  const confirm = computer.getByRole('dialog', { name: '登出所有其他裝置' });
  await expect(confirm).toContainText('確定要登出其他 1 台裝置嗎？');
  await confirm.getByRole('button', { name: '登出所有其他裝置' }).click();
  await expect(computer.getByText('已登出其他裝置：1 台')).toBeVisible();
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  await expect(computer.getByText('目前只有本裝置登入。')).toBeVisible();

  // The phone is told at once, in SPEC's words, and is logged out.
  const notice = phone.getByRole('dialog', { name: '溫馨提示' });
  await expect(notice).toContainText('您已登出，請重新登入');
  await notice.getByRole('button', { name: '關閉' }).first().click();
  await expect(phone.getByRole('banner').getByRole('button', { name: '登入', exact: true })).toBeVisible();

  await phone.context().close();
  await computer.context().close();
});
