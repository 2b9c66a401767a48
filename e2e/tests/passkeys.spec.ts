import AxeBuilder from '@axe-core/playwright';
import type { CDPSession, Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { solveCaptchaIfAsked } from '../captcha';
import { awaitStart, closeLoginAdvertIfShown, expect, test } from '../fixtures';
import { startServer, type RunningServer } from '../server';

// Issue 39, passkeys: a player adds a passkey from My account in real Chromium with its virtual authenticator (over
// the DevTools protocol), logs out, signs in with it from the login popup without typing a password, then removes it
// (confirmed with the password). axe on the page, light and dark. WebAuthn needs a secure context and a domain as
// the relying party id: the site is reached at localhost (http://localhost is one), not 127.0.0.1.
let server: RunningServer;
let site: string;
test.beforeAll(async () => {
  server = await startServer('jade');
  site = server.url.replace('127.0.0.1', 'localhost');
});
test.afterAll(async () => {
  await server.stop();
});

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const SETTINGS = (appearance: string, language: string) => JSON.stringify({ state: { appearance, language }, version: 1 });
const PAGE = '/mine/account/passkeys';

/** A platform authenticator that holds discoverable credentials and verifies the user by itself (no prompt). */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  return { cdp, authenticatorId };
}

async function drawn(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: '通行密鑰' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '我的通行密鑰' })).toBeVisible();
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => null))));
}

async function axe(page: Page, label: string): Promise<void> {
  await drawn(page);
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const lines = results.violations.flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target.join(' ')} ${n.html.slice(0, 80)}`));
  expect(lines, `axe on ${label}`).toEqual([]);
}

/** With PASSKEYS_SHOTS=<folder>: the page at 390x844 and 1440x900, light and dark, zh-TW and th (for looking at). */
async function shots(page: Page): Promise<void> {
  const folder = process.env.PASSKEYS_SHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  for (const [size, width, height] of [['phone', 390, 844], ['desktop', 1440, 900]] as const) {
    await page.setViewportSize({ width, height });
    for (const appearance of ['light', 'dark']) {
      for (const language of ['zh-TW', 'th']) {
        await page.evaluate((s) => localStorage.setItem('site.settings', s), SETTINGS(appearance, language));
        await page.goto(`${site}${PAGE}`);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
        await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => null))));
        await page.screenshot({ path: join(folder, `passkeys-${size}-${appearance}-${language}.png`), fullPage: true });
      }
    }
  }
  await page.evaluate((s) => localStorage.setItem('site.settings', s), SETTINGS('light', 'zh-TW'));
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${site}${PAGE}`);
  await drawn(page);
}

test('a player adds a passkey, logs out, signs in with it without a password, then removes it with the password', async ({ browser }) => {
  test.setTimeout(process.env.PASSKEYS_SHOTS ? 300_000 : 90_000);
  const context = await browser.newContext({ locale: 'zh-TW', timezoneId: 'Asia/Taipei', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  awaitStart(page);
  const { cdp, authenticatorId } = await virtualAuthenticator(page);

  // Signed in with the password, the player opens the passkeys page (a login-only page: the header's popup).
  await page.goto(`${site}${PAGE}`);
  await page.getByRole('banner').getByRole('button', { name: '登入', exact: true }).click();
  let login = page.getByRole('dialog', { name: '會員登入' });
  await login.getByRole('textbox', { name: '帳號', exact: true }).fill('demo01');
  await login.getByLabel('密碼', { exact: true }).fill('demo1234');
  await login.getByRole('button', { name: '登入', exact: true }).click();
  await solveCaptchaIfAsked(page, server.dataDir);
  await expect(login).toBeHidden();
  await closeLoginAdvertIfShown(page);
  await drawn(page);
  await expect(page.getByText(/尚未新增通行密鑰/)).toBeVisible();

  // Adds one, named; the virtual authenticator answers the browser's dialog.
  await page.getByRole('button', { name: '新增通行密鑰' }).click();
  const add = page.getByRole('dialog', { name: '新增通行密鑰' });
  await add.getByRole('textbox', { name: '名稱' }).fill('我的電腦');
  await add.getByRole('button', { name: '繼續' }).click();
  await expect(add).toBeHidden();
  const list = page.getByRole('list', { name: '我的通行密鑰' });
  const card = list.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: '我的電腦' }) });
  await expect(card).toContainText('尚未使用');
  expect((await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials).toHaveLength(1);

  await axe(page, `${PAGE} light`);
  await page.evaluate((s) => localStorage.setItem('site.settings', s), SETTINGS('dark', 'zh-TW'));
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await axe(page, `${PAGE} dark`);
  await page.evaluate((s) => localStorage.setItem('site.settings', s), SETTINGS('light', 'zh-TW'));

  // Logs out, then signs in with the passkey: one tap, no name or password typed.
  await page.getByRole('button', { name: '用戶中心' }).click();
  await page.getByRole('button', { name: '登出' }).click();
  await page.getByRole('dialog', { name: '溫馨提示' }).getByRole('button', { name: '登出' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: '登入', exact: true })).toBeVisible();
  await page.goto(`${site}${PAGE}`);
  await page.getByRole('banner').getByRole('button', { name: '登入', exact: true }).click();
  login = page.getByRole('dialog', { name: '會員登入' });
  await expect(login.getByLabel('密碼', { exact: true })).toHaveValue('');
  if (process.env.PASSKEYS_SHOTS) await login.screenshot({ path: join(process.env.PASSKEYS_SHOTS, 'passkeys-login-popup.png') });
  const passkeyLogin = page.waitForResponse((r) => r.url().endsWith('/api/v1/user/passkeys/login'));
  await login.getByRole('button', { name: '使用通行密鑰登入' }).click();
  expect((await passkeyLogin).status()).toBe(200);
  await expect(login).toBeHidden();
  await closeLoginAdvertIfShown(page);
  await expect(page.getByRole('button', { name: '用戶中心' })).toBeVisible();
  await drawn(page);
  await expect(card).not.toContainText('尚未使用');
  await shots(page);

  // Removes it: the password confirms.
  await card.getByRole('button', { name: '移除 我的電腦' }).click();
  const remove = page.getByRole('dialog', { name: '移除通行密鑰' });
  await expect(remove).toContainText('移除「我的電腦」後，將無法再以它登入。');
  await remove.getByLabel('登入密碼', { exact: true }).fill('demo1234');
  await remove.getByRole('button', { name: '移除', exact: true }).click();
  await expect(remove).toBeHidden();
  await expect(page.getByText(/尚未新增通行密鑰/)).toBeVisible();
  await context.close();
});
