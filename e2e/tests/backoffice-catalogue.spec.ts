import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { gameNamed } from '../api';
import { createStaffByOps, settled, staffAxe, staffAxeBothThemes, staffLogin } from '../backoffice';
import { expect, test } from '../fixtures';
import { startServer, type RunningServer } from '../server';

// Issue 38, games and maintenance: a marketing member hides a game in the back office and the player site's lobby
// (a fresh, server-rendered load) no longer lists it; marks another new for this server's brand only and the lobby's
// card carries the 新 badge in its name; the same member schedules a site maintenance window with its
// message and cancels it. axe on the catalogue, maintenance and VIP configuration pages, light and dark. On a server
// of its own: hiding a game changes every visitor's lobby.
let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer('jade');
});
test.afterAll(async () => {
  await server.stop();
});

/** With BACKOFFICE_SHOTS=<folder>: the page at 1440x900, light and dark (the header's toggle), back to light. */
async function shots(page: Page, name: string): Promise<void> {
  const folder = process.env.BACKOFFICE_SHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  const toggle = page.getByRole('button', { name: '深色模式' });
  for (const dark of [false, true]) {
    if ((await toggle.getAttribute('aria-pressed')) !== String(dark)) await toggle.click();
    await settled(page);
    await page.screenshot({ path: join(folder, `${name}-1440-${dark ? 'dark' : 'light'}.png`), fullPage: true });
  }
  await toggle.click();
}

/** With BACKOFFICE_SHOTS: an open dialog at 1440x900 (the theme toggle sits behind it: light only). */
async function dialogShot(page: Page, name: string): Promise<void> {
  const folder = process.env.BACKOFFICE_SHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: join(folder, `${name}-1440-light.png`) });
}

/** The type-1 lobby as a new visitor gets it: the server's HTML (no script run), then the page in a browser of its own. */
async function lobbyOfNewVisitor(browser: Browser, viewport = { width: 1440, height: 900 }): Promise<{ html: string; page: Page; close: () => Promise<void> }> {
  const html = await (await fetch(`${server.url}/game/lobby/1`, { headers: { accept: 'text/html' } })).text();
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(`${server.url}/game/lobby/1`);
  return { html, page, close: () => context.close() };
}

test('a game hidden in the back office disappears from the lobby; a site maintenance window is scheduled with its message', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const [hidden, kept] = await Promise.all([gameNamed(server.url, 'SPX_VIRTUAL'), gameNamed(server.url, 'SPX_SPORTS')]);

  const before = await lobbyOfNewVisitor(browser);
  expect(before.html).toContain(hidden.name);
  await expect(before.page.getByRole('button', { name: hidden.name, exact: true }).first()).toBeVisible();
  await before.close();

  await staffLogin(page, server.url, createStaffByOps(server.dataDir, 'marketing.mia', 'marketing'));
  await page.getByRole('navigation').getByRole('link', { name: '遊戲目錄' }).click();
  await page.getByLabel('名稱或代碼').fill('SPX_VIRTUAL');
  const table = page.getByRole('table', { name: '依大廳順序排列的遊戲' });
  const row = table.getByRole('row').filter({ hasText: 'SPX_VIRTUAL' });
  await expect(row).toContainText('開放');
  await expect(table.getByRole('row')).toHaveCount(2);
  await staffAxeBothThemes(page, 'the games catalogue');
  await shots(page, 'catalogue-games');

  await row.getByRole('button', { name: `編輯 ${hidden.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `編輯 ${hidden.name}` });
  await dialog.getByLabel('玩家網站上的狀態').selectOption('隱藏');
  await staffAxe(page, 'the game dialog');
  await dialogShot(page, 'catalogue-game-dialog');
  await dialog.getByRole('button', { name: '儲存' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').first()).toContainText(`已儲存 ${hidden.name}：隱藏`);
  await expect(row).toContainText('隱藏');

  // A new visitor at once: neither the server's HTML nor the page lists it; the rest of the lobby is there.
  const after = await lobbyOfNewVisitor(browser);
  expect(after.html).not.toContain(hidden.name);
  await expect(after.page.getByRole('button', { name: kept.name, exact: true }).first()).toBeVisible();
  await expect(after.page.getByRole('button', { name: hidden.name, exact: true })).toHaveCount(0);
  await after.close();

  // For this server's brand only (jade): the kept game marked new; a new visitor's card says so in its name.
  await page.getByRole('combobox', { name: /^品牌/ }).selectOption('翡翠');
  await page.getByLabel('名稱或代碼').fill('SPX_SPORTS');
  const keptRow = table.getByRole('row').filter({ hasText: 'SPX_SPORTS' });
  await keptRow.getByRole('button', { name: `編輯 ${kept.name}` }).click();
  const own = page.getByRole('dialog', { name: `${kept.name}（翡翠）` });
  await own.getByLabel('此品牌的新遊戲').selectOption('是');
  await staffAxe(page, 'the brand setting dialog');
  await dialogShot(page, 'catalogue-brand-dialog');
  await own.getByRole('button', { name: '儲存' }).click();
  await expect(own).toBeHidden();
  await expect(keptRow).toContainText('翡翠 自訂設定');
  await shots(page, 'catalogue-games-brand');
  const marked = await lobbyOfNewVisitor(browser, { width: 390, height: 844 });
  const card = marked.page.getByRole('button', { name: `${kept.name} 新`, exact: true }).first();
  await expect(card).toBeVisible();
  if (process.env.BACKOFFICE_SHOTS) await card.screenshot({ path: join(process.env.BACKOFFICE_SHOTS, 'game-card-new-390.png') });
  await marked.close();

  // The site's maintenance window, a year ahead (the site stays open meanwhile), with the players' message; then cancelled.
  await page.getByRole('navigation').getByRole('link', { name: '全站維護' }).click();
  await expect(page.getByText('正常開放')).toBeVisible();
  const year = new Date().getUTCFullYear() + 1;
  await page.getByLabel('開始').fill(`${year}-03-01T02:00`);
  await page.getByLabel('結束').fill(`${year}-03-01T04:00`);
  await page.getByLabel('繁體中文訊息').fill('系統升級，請稍後再來');
  await page.getByLabel('英文訊息').fill('Upgrading: back soon');
  await page.getByLabel('泰文訊息').fill('กำลังอัปเกรดระบบ');
  await page.getByRole('button', { name: '排定' }).click();
  await expect(page.getByRole('status')).toContainText(`已排定維護時段：${year}/03/01 02:00:00 至 ${year}/03/01 04:00:00`);
  const now = page.getByRole('region', { name: '目前狀態' });
  await expect(now).toContainText('已排定維護時段');
  await expect(now).toContainText('Upgrading: back soon');
  const status = await (await fetch(`${server.url}/maintain`, { headers: { accept: 'application/json' } })).json();
  expect(status.data).toMatchObject({ maintaining: false });
  await staffAxeBothThemes(page, 'site maintenance');
  await shots(page, 'catalogue-maintenance');
  await now.getByRole('button', { name: '取消此時段' }).click();
  await expect(page.getByRole('status')).toContainText('全站已恢復開放');

  await page.getByRole('navigation').getByRole('link', { name: 'VIP 設定' }).click();
  await expect(page.getByRole('table', { name: '今天生效中的等級' }).getByRole('row').filter({ hasText: 'VIP3' })).toBeVisible();
  await staffAxeBothThemes(page, 'VIP configuration');
  await shots(page, 'vip-config');
  await page.getByRole('button', { name: '變更 VIP3' }).click();
  const change = page.getByRole('dialog', { name: '變更 VIP3' });
  await expect(change.getByLabel('生效日')).toBeVisible();
  await staffAxe(page, 'the VIP level dialog');
  await dialogShot(page, 'vip-level-dialog');
  await change.getByRole('button', { name: '取消' }).click();
  await expect(change).toBeHidden();
});
