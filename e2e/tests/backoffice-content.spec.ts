import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { createStaffByOps, setStaffTheme, settled, staffAxe, staffAxeBothThemes, staffLogin } from '../backoffice';
import { closeLoginAdvertIfShown, expect, test } from '../fixtures';
import { startServer, type RunningServer } from '../server';

// Issue 38, marketing: a marketing member schedules an advert (with an uploaded picture) and a promotion with a 5x
// wagering multiple, each ending a minute ahead; the player site's home and promotions page show them inside the
// window, the promotion's page says 5x, and once the window has passed a reload shows neither. axe on the content
// and promotion pages, light and dark. On a server of its own: it adds content every visitor sees.
let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer('jade');
});
test.afterAll(async () => {
  await server.stop();
});

const SHOTS = process.env.BACKOFFICE_SHOTS;
/** A datetime-local value `ms` from now, to the second, in the browsers' zone (playwright.config.ts: Asia/Taipei, +08:00). */
function local(ms: number): string {
  return new Date(Date.now() + ms + 8 * 3_600_000).toISOString().slice(0, 19);
}

async function shot(page: Page, name: string, size: { width: number; height: number }): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize(size);
  await settled(page).catch(() => undefined);
  await page.screenshot({ path: join(SHOTS, `${name}-${size.width}.png`), fullPage: true });
}

/** Both themes' screenshots of a back-office page at 1440x900 (with BACKOFFICE_SHOTS). */
async function staffShots(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  for (const dark of [false, true]) {
    await setStaffTheme(page, dark);
    await shot(page, `${name}-${dark ? 'dark' : 'light'}`, { width: 1440, height: 900 });
  }
  await setStaffTheme(page, false);
}

const banner = () =>
  sharp({ create: { width: 1500, height: 600, channels: 3, background: '#0f5c4a' } })
    .composite([{ input: Buffer.from('<svg width="1500" height="600"><text x="80" y="340" font-size="120" font-family="sans-serif" fill="#f5c542">Summer Cup</text></svg>') }])
    .png()
    .toBuffer();

test('marketing schedules an advert and a 5x promotion: the player site shows them in their window and not after', async ({ page, browser }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await staffLogin(page, server.url, createStaffByOps(server.dataDir, 'mkt.mia', 'marketing'));
  const menu = page.getByRole('navigation', { name: '功能選單' });

  // The advert: jade, zh-TW, a picture re-encoded at its widths, shown from a minute ago until a minute ahead.
  await menu.getByRole('link', { name: '內容' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '廣告輪播' })).toBeVisible();
  await page.getByRole('button', { name: '新增廣告' }).click();
  let dialog = page.getByRole('dialog', { name: '新增廣告' });
  await dialog.getByLabel('品牌').selectOption({ label: '翡翠' });
  await dialog.getByLabel('標題').fill('夏日盃 E2E');
  await dialog.getByLabel('連結').fill('/activity/list');
  await dialog.getByLabel('圖片').setInputFiles({ name: 'summer.png', mimeType: 'image/png', buffer: await banner() });
  await expect(dialog.getByText('已上傳，儲存尺寸 375px · 750px · 1500px')).toBeVisible();
  await expect(dialog.getByRole('region', { name: '預覽' }).getByRole('img', { name: '夏日盃 E2E' })).toBeVisible();
  await dialog.getByLabel('開始').fill(local(-60_000));
  await dialog.getByLabel('結束').fill(local(60_000));
  await shot(page, 'content-advert-editor-light', { width: 1440, height: 900 });
  await dialog.getByRole('button', { name: '儲存' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status')).toContainText('廣告「夏日盃 E2E」已儲存（上線中）。');

  // The promotion: a fixed 100 with a 5x wagering multiple, in the same kind of window.
  await menu.getByRole('link', { name: '優惠活動' }).click();
  await page.getByRole('button', { name: '新增活動' }).click();
  dialog = page.getByRole('dialog', { name: '新增活動' });
  await dialog.getByLabel('代碼（活動網址）').fill('summer-e2e');
  for (const [language, title] of [['繁體中文', '夏日紅利 E2E'], ['英文', 'Summer bonus E2E'], ['泰文', 'โบนัสฤดูร้อน E2E']] as const) {
    await dialog.getByLabel(`標題（${language}）`).fill(title);
    await dialog.getByLabel(`摘要（${language}）`).fill(`${title}：儲值即送 100`);
  }
  await dialog.getByLabel('金額（新台幣）').fill('100');
  await dialog.getByLabel('流水倍數').fill('5');
  await dialog.getByLabel('預算上限（新台幣）').fill('10000');
  await dialog.getByLabel('開始').fill(local(-60_000));
  await dialog.getByLabel('結束').fill(local(60_000));
  await expect(dialog.getByRole('region', { name: '預覽' })).toContainText('100 新台幣 · 流水 5 倍');
  await shot(page, 'promotion-editor-light', { width: 1440, height: 900 });
  await dialog.getByRole('button', { name: '儲存' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status')).toContainText('活動「夏日紅利 E2E」已儲存（上線中）。');
  await expect(page.getByRole('table', { name: '優惠活動' }).getByRole('row').filter({ hasText: 'summer-e2e' })).toContainText('流水 5 倍');

  // The player site, inside the window: the advert leads the home carousel, the promotion is listed and says 5x.
  const player = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const site = await player.newPage();
  await site.goto(`${server.url}/`);
  await closeLoginAdvertIfShown(site);
  await expect(site.getByRole('img', { name: '夏日盃 E2E' })).toBeVisible();
  await expect(site.getByRole('img', { name: '夏日盃 E2E' })).toHaveAttribute('srcset', /-375\.png 375w, .*-750\.png 750w, .*-1500\.png 1500w/);
  await shot(site, 'site-home-advert', { width: 390, height: 844 });
  await site.goto(`${server.url}/activity/list`);
  await expect(site.getByRole('link', { name: /夏日紅利 E2E/ })).toBeVisible();
  await shot(site, 'site-promotions', { width: 390, height: 844 });
  await site.getByRole('link', { name: /夏日紅利 E2E/ }).click();
  await expect(site.frameLocator('iframe[title="活動內容"]').getByText('流水要求：獎金的 5 倍')).toBeVisible();

  // Meanwhile the windows run out: axe on every new page, both themes (with their screenshots).
  await page.setViewportSize({ width: 1440, height: 900 });
  await staffAxeBothThemes(page, 'promotions');
  await staffShots(page, 'promotions');
  await menu.getByRole('link', { name: '內容' }).click();
  for (const [link, heading, name] of [['廣告輪播', '廣告輪播', 'content-adverts'], ['公告', '公告', 'content-announcements'], ['登入彈窗', '登入彈窗', 'content-login-advert'], ['贊助夥伴', '贊助夥伴', 'content-sponsors']] as const) {
    await page.getByRole('navigation', { name: '內容' }).getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await staffAxeBothThemes(page, name);
    await staffShots(page, name);
  }
  await page.getByRole('navigation', { name: '內容' }).getByRole('link', { name: '廣告輪播' }).click();
  // The editor is modal (the theme toggle behind it is inert): each theme set first, then the editor opened.
  for (const dark of [false, true]) {
    await setStaffTheme(page, dark);
    await page.getByRole('button', { name: '新增廣告' }).click();
    await staffAxe(page, `the advert editor, ${dark ? 'dark' : 'light'}`);
    await shot(page, `content-advert-editor-empty-${dark ? 'dark' : 'light'}`, { width: 1440, height: 900 });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  }
  await setStaffTheme(page, false);

  // After the window: a reload shows neither (the kept page is rendered again once its answers change).
  await expect(async () => {
    await site.goto(`${server.url}/`);
    await expect(site.getByRole('img', { name: '夏日盃 E2E' })).toHaveCount(0);
    await site.goto(`${server.url}/activity/list`);
    await expect(site.getByRole('heading', { level: 1, name: '優惠活動' })).toBeVisible();
    await expect(site.getByRole('link', { name: /夏日紅利 E2E/ })).toHaveCount(0);
  }).toPass({ timeout: 90_000, intervals: [2_000] });
  await player.close();
});
