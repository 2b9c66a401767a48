import { api, loginByApi, loginFragment } from '../api';
import { solveCaptchaIfAsked } from '../captcha';
import { ledgerMismatches } from '../db';
import { closeLoginAdvertIfShown, expect, test } from '../fixtures';
import { startServer, type RunningServer } from '../server';

// Promotions (SPEC 2 "Activity link opening", SPEC 4, SPEC 7): a visitor opens a login-only promotion, logs
// in and lands on it; the entry screen frames only our own activity pages; a reward is claimed into the wallet.
// A server of its own: the journey claims phone01's demo reward.
test.describe.configure({ mode: 'serial' });

let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer('jade');
});
test.afterAll(async () => {
  await server.stop();
});

test('a visitor opening a login-only promotion logs in and lands on its page', async ({ page }) => {
  await page.goto(`${server.url}/activity/list`);
  await closeLoginAdvertIfShown(page);
  await expect(page.getByRole('heading', { level: 1, name: '優惠活動' })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: '活動分類' });
  await tabs.getByRole('tab', { name: '新會員' }).click();
  const panel = page.getByRole('tabpanel');
  await panel.getByRole('link', { name: /會員專屬禮/ }).click();

  const login = page.getByRole('dialog', { name: '會員登入' });
  await expect(login).toBeVisible();
  await expect(page).toHaveURL(/\/activity\/list$/);
  await login.getByRole('textbox', { name: '帳號', exact: true }).fill('phone01');
  await login.getByLabel('密碼', { exact: true }).fill('demo1234');
  await login.getByRole('button', { name: '登入', exact: true }).click();
  await solveCaptchaIfAsked(page, server.dataDir);

  await expect(page).toHaveURL(/\/activity\/entry\?url=%2Factivity-pages%2Fmembers-gift$/);
  await expect(page.getByRole('heading', { level: 1, name: '活動詳情' })).toBeVisible();
  const frame = page.frameLocator('iframe[title="活動內容"]');
  await expect(frame.getByRole('heading', { level: 1, name: '會員專屬禮' })).toBeVisible();
  await expect(frame.getByText('每月會員禮遇：VIP 等級越高，禮金越多。')).toBeVisible();
});

test('the entry screen refuses a foreign page and frames our own', async ({ page }) => {
  await page.goto(`${server.url}/activity/entry?url=${encodeURIComponent('https://evil.example/')}`);
  await closeLoginAdvertIfShown(page);
  await expect(page.getByRole('alert')).toHaveText(/此活動無法開啟/);
  await expect(page.locator('iframe')).toHaveCount(0);
  await page.getByRole('link', { name: '返回優惠活動' }).click();
  await expect(page).toHaveURL(/\/activity\/list$/);

  // The theme activity (its ai link is a theme path) opens in the entry screen under the theme prefix.
  await page.getByRole('tabpanel').getByRole('link', { name: /幸運轉盤/ }).click();
  await expect(page).toHaveURL(/url=%2Factivity-pages%2Ftheme%2Flucky-wheel$/);
  await expect(page.frameLocator('iframe[title="活動內容"]').getByRole('heading', { level: 1, name: '幸運轉盤' })).toBeVisible();
});

test('phone01 claims an unclaimed reward into the main wallet, once', async ({ page }) => {
  const token = await loginByApi(server.url, 'phone01');
  const balance = async () => {
    const r = await api<{ currencies: Array<{ currency: string; balance: string }> }>(server.url, 'GET', '/v1/wallet/front/user/balance', { token });
    return Number(r.data.currencies.find((w) => w.currency === 'NTD')?.balance.replace(/,/g, '') ?? NaN);
  };
  const before = await balance();
  await page.goto(`${server.url}/activity/list${await loginFragment(server.url, token)}`);
  await closeLoginAdvertIfShown(page);
  const rewards = page.getByRole('region', { name: '待領取獎勵' });
  await rewards.getByRole('button', { name: '領取 幸運轉盤 18.00 NTD' }).click();
  await expect(rewards.getByRole('button', { name: /幸運轉盤/ })).toHaveCount(0);
  await expect(rewards.getByRole('button', { name: '領取 週末足球加碼 88.00 NTD' })).toBeVisible();
  expect(await balance()).toBeCloseTo(before + 18, 2);
  expect(ledgerMismatches(server.dataDir)).toEqual([]);
});
