import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, type Page } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { api, gameNamed, latestCode, loginByApi } from '../api';
import { solveCaptchaIfAsked } from '../captcha';
import { newestRecord, readyForCashier } from '../cashier';
import { ledgerMismatches, ledgerSumOf } from '../db';
import { closeLoginAdvertIfShown, expect, test, awaitStart } from '../fixtures';
import { ops } from '../ops';
import { skipLimitsOffer } from '../protection';
import { startServer, type RunningServer } from '../server';

// Issue 21, the agent backend end to end on a server of its own: an operator creates agent A, a player
// registers through A's invite link, deposits and bets 5,000 in the demo game; A logs in and sees one
// active member with those figures; the month-end job (ops agent settle) makes A's statement, the
// operator approves and pays it; A's wallet, the statement and the ledger agree, and the CSV is the screen.
let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer('jade');
});
test.afterAll(async () => {
  await server.stop();
});

const A = { account: 'agentj01', password: 'agent1234', proxyCode: 'AGJ01' };
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The server's month (+08:00), as the month-end job names it. */
const serverMonth = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 7);

async function axe(page: Page, label: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  // A dialog fading in is measured at its final colours.
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => null))));
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const lines = results.violations.flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target.join(' ')} ${n.html.slice(0, 80)}`));
  expect(lines, `axe on ${label}`).toEqual([]);
}

/**
 * With AGENT_SHOTS=<folder>: each screen at 390x844 and 1440x900, light and dark, zh-TW and th, saved as
 * <folder>/<screen>-<size>-<theme>-<language>.png (for looking at, not compared).
 */
async function shots(page: Page, paths: readonly string[]): Promise<void> {
  const folder = process.env.AGENT_SHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  for (const path of paths) {
    for (const [size, width, height] of [['phone', 390, 844], ['desktop', 1440, 900]] as const) {
      await page.setViewportSize({ width, height });
      for (const appearance of ['light', 'dark']) {
        for (const language of ['zh-TW', 'th']) {
          await page.evaluate(([a, l]) => localStorage.setItem('site.settings', JSON.stringify({ state: { appearance: a, language: l }, version: 1 })), [appearance, language]);
          await page.goto(`${server.url}${path}`);
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          await page.waitForLoadState('networkidle');
          await page.screenshot({ path: join(folder, `${path.replace(/\//g, '_').replace(/^_/, '')}-${size}-${appearance}-${language}.png`), fullPage: true });
        }
      }
    }
  }
  await page.evaluate(() => localStorage.setItem('site.settings', JSON.stringify({ state: { appearance: 'dark', language: 'zh-TW' }, version: 1 })));
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** The cells of a table as the screen shows them, row by row (header row first). */
async function tableCells(page: Page, name: string): Promise<string[][]> {
  return page.getByRole('table', { name }).evaluate((table) => [...table.querySelectorAll('tr')].map((tr) => [...tr.querySelectorAll('th, td')].map((c) => (c.textContent ?? '').trim())));
}

test('agent A: a member through its link, its figures, the month-end statement approved and paid into its wallet, the CSV as the screen', async ({ page, context }) => {
  test.setTimeout(240_000);
  const month = serverMonth();
  expect(ops(server.dataDir, 'agent', 'create', A.account, A.password, A.proxyCode)).toMatch(/created/);

  // A logs in (the agent login is linked from the agency page) and reads its invite link.
  await page.goto(`${server.url}/stationary/agency`);
  await page.getByRole('main').getByRole('link', { name: '代理登入' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '代理登入' })).toBeVisible();
  await axe(page, '/agent/login');
  await page.getByLabel('代理帳號').fill(A.account);
  await page.getByLabel('密碼', { exact: true }).fill(A.password);
  await page.getByRole('button', { name: '登入', exact: true }).click();
  await solveCaptchaIfAsked(page, server.dataDir);
  await expect(page.getByRole('heading', { level: 1, name: '代理總覽' })).toBeVisible();
  await page.getByRole('navigation', { name: '代理後台選單' }).getByRole('link', { name: '推廣連結' }).click();
  await expect(page.getByTestId('agent-invite-link')).toHaveText(`${server.url}/?tab=register&proxyCode=${A.proxyCode}`);
  const link = (await page.getByTestId('agent-invite-link').innerText()).trim();
  await expect(page.getByRole('img', { name: '推廣連結 QR Code' })).toBeVisible();
  await axe(page, '/agent/invite');

  // A player opens the link in a browser of its own: the register form, the proxy code filled from the address.
  const player = await context.browser()!.newContext({ locale: 'zh-TW', timezoneId: 'Asia/Taipei' });
  const playerPage = await player.newPage();
  awaitStart(playerPage);
  await playerPage.goto(link);
  await closeLoginAdvertIfShown(playerPage);
  const dialog = playerPage.getByRole('dialog', { name: '會員註冊' });
  await expect(dialog).toBeVisible();
  const phone = `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const username = `ag${Date.now().toString(36)}1`;
  await dialog.getByRole('textbox', { name: '手機號碼' }).fill(phone);
  await dialog.getByRole('button', { name: '發送驗證碼' }).click();
  await solveCaptchaIfAsked(playerPage, server.dataDir);
  await expect(dialog.getByRole('button', { name: /秒後重發/ })).toBeVisible();
  await dialog.getByRole('textbox', { name: '驗證碼' }).fill(await latestCode(server.url, phone));
  await dialog.getByRole('checkbox', { name: /我已年滿18歲/ }).check();
  await dialog.getByRole('button', { name: '下一步' }).click();
  await dialog.getByRole('textbox', { name: '帳號', exact: true }).fill(username);
  await dialog.getByLabel('密碼', { exact: true }).fill('abc12345');
  await dialog.getByLabel('確認密碼', { exact: true }).fill('abc12345');
  await dialog.getByRole('button', { name: '註冊', exact: true }).click();
  await solveCaptchaIfAsked(playerPage, server.dataDir);
  await skipLimitsOffer(playerPage);
  await expect(playerPage.getByRole('button', { name: '用戶中心' })).toBeVisible();

  // A deposit of 6,000 approved by the operator, then a bet of 5,000 in the demo dice game.
  const token = await loginByApi(server.url, username, 'abc12345');
  await readyForCashier(server.url, server.dataDir, username, token);
  const cards = await api<Array<{ id: number; status: string }>>(server.url, 'GET', '/v1/fund/bank-cards', { token });
  const order = await api(server.url, 'POST', '/v1/fund/recharge/order', {
    token,
    headers: { 'Idempotency-Key': `agent-e2e-${Date.now()}` },
    body: { channelCode: 'BANK', method: 'bank', currency: 'NTD', amount: '6000', cardId: cards.data.find((c) => c.status === 'approved')?.id },
  });
  expect(order.code).toBe('000000');
  ops(server.dataDir, 'fund', 'approve', 'deposit', newestRecord(server.dataDir, 'deposit', username, 'processing'));
  const moved = await api(server.url, 'POST', '/v1/wallet/transfer', {
    token,
    body: { from: 'main', to: 'SPX', amount: '6000.00', currency: 'NTD' },
    headers: { 'Idempotency-Key': `agent-e2e-move-${Date.now()}` },
  });
  expect(moved.status).toBe(200);
  const game = await gameNamed(server.url, 'SPX_SPORTS');
  await playerPage.goto(`${server.url}/game/lobby/1`);
  await playerPage.getByRole('button', { name: game.name, exact: true }).first().click();
  // A new player has no automatic transfer: the transfer popup comes first; the money is already in the game.
  const transfer = playerPage.getByRole('dialog', { name: '轉入遊戲' }).frameLocator('iframe');
  const [gameWindow] = await Promise.all([player.waitForEvent('page'), transfer.getByRole('button', { name: '進入遊戲' }).click()]);
  await baseExpect(gameWindow).toHaveURL(/\/play\//, { timeout: 20_000 });
  await gameWindow.getByRole('textbox', { name: '下注金額' }).fill('5000');
  await gameWindow.getByRole('radio', { name: /大/ }).check();
  await gameWindow.getByRole('button', { name: '擲骰' }).click();
  await baseExpect(gameWindow.getByRole('table', { name: '最近紀錄' }).getByRole('row')).not.toHaveCount(1);
  await player.close();

  // A sees one active member with those figures (the dashboard and the members list).
  await page.getByRole('navigation', { name: '代理後台選單' }).getByRole('link', { name: '總覽' }).click();
  await page.reload(); // the figures asked afresh (the app keeps answers for a minute)
  const current = page.getByRole('region', { name: new RegExp(`本月 ${month}`) });
  await expect(current.getByText('有效會員 1 位，未達每月至少 3 位的門檻。')).toBeVisible();
  await expect(current.getByRole('definition').nth(3)).toHaveText('6,000.00');
  await expect(current.getByRole('definition').nth(4)).toHaveText('5,000.00');
  const net = (await current.getByRole('definition').nth(5).innerText()).trim();
  await expect(page.getByRole('table', { name: '近 6 個月數據' })).toBeVisible();
  await axe(page, '/agent');
  await page.getByRole('navigation', { name: '代理後台選單' }).getByRole('link', { name: '會員' }).click();
  const masked = page.getByRole('table', { name: `${month} 會員數據` }).getByRole('row').nth(1);
  await expect(masked).toContainText('有效');
  await expect(masked).toContainText('5,000.00');
  expect(await masked.getByRole('rowheader').innerText()).not.toBe(username);
  await masked.getByRole('button', { name: /當月明細/ }).click();
  await expect(page.getByRole('dialog', { name: '會員當月明細' }).getByText('5,000.00').first()).toBeVisible();
  await axe(page, '/agent/members with a member month');
  await page.keyboard.press('Escape');

  // The month-end job, then the operator's approval and payment (paying twice pays once).
  // Every agent of the shared server without a statement this month gets one (the demo agent too): A's is checked on screen below.
  expect(ops(server.dataDir, 'agent', 'settle', month)).toMatch(/statements computed=[1-9]\d* existing=\d+/);
  ops(server.dataDir, 'agent', 'approve', A.account, month);
  ops(server.dataDir, 'agent', 'pay', A.account, month);
  ops(server.dataDir, 'agent', 'pay', A.account, month);

  await page.getByRole('navigation', { name: '代理後台選單' }).getByRole('link', { name: '佣金' }).click();
  await page.reload(); // the wallet asked afresh after the payment
  const list = page.getByRole('table', { name: '每月佣金報表' });
  const row = list.getByRole('row', { name: new RegExp(`^${month}`) });
  await expect(row).toContainText('已派發');
  await expect(row).toContainText(net);
  const commission = (await row.getByRole('cell').nth(3).innerText()).trim();
  // The wallet shown equals the commission paid, and the ledger says the same.
  await expect(page.getByText(`錢包餘額: ${commission} NTD`)).toBeVisible();
  expect(ledgerSumOf(server.dataDir, A.account, 'agentCommission')).toBe(Math.round(Number(commission.replace(/,/g, '')) * 100));
  expect(ledgerMismatches(server.dataDir)).toEqual([]);
  await axe(page, '/agent/commission');

  // The CSV is the screen: its member rows are the table's cells.
  const shown = await tableCells(page, `${month} 結算時的會員數據`);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '匯出 CSV' }).click()]);
  const text = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  const lines = text.trim().split('\r\n');
  const cells = lines.slice(lines.findIndex((l) => l.startsWith('"帳號"'))).map((line) => line.slice(1, -1).split('","'));
  expect(cells).toEqual(shown);
  expect(lines).toContain(`"佣金","${commission}"`);
  expect(lines).toContain('"狀態","已派發"');

  await page.getByRole('navigation', { name: '代理後台選單' }).getByRole('link', { name: '修改密碼' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '修改密碼' })).toBeVisible();
  await axe(page, '/agent/password');
  await shots(page, ['/agent', '/agent/members', '/agent/commission', '/agent/invite', '/agent/password']);
  await page.goto(`${server.url}/agent/password`);

  // Logging out ends the agent's session: its pages go to the agent login.
  await page.getByRole('button', { name: '登出' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '代理登入' })).toBeVisible();
  await page.goto(`${server.url}/agent/members`);
  await expect(page).toHaveURL(/\/agent\/login\?next=%2Fagent%2Fmembers$/);
  await shots(page, ['/agent/login']);
});
