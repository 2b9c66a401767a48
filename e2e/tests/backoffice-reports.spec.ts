import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { createStaffByOps, settled, staffAxeBothThemes, staffLogin } from '../backoffice';
import { expect, test } from '../fixtures';
import { REPO_ROOT, startServer, type RunningServer } from '../server';

// Issue 38, reports: last Asia/Taipei month seeded through the ledger's move() (scripts/bench/reports-seed.ts, 3,000
// entries, 30 players, two agents); a finance member reads it day by day and the agents report, each page's chart
// beside its table, axe light and dark. On a server of its own: the seeding writes its database.
let server: RunningServer;
let month: { from: string; to: string };
test.beforeAll(async () => {
  server = await startServer('jade');
  const today = new Date(Date.now() + 8 * 3_600_000);
  const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 0));
  month = { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/bench/reports-seed.ts', server.dataDir, '3000', month.from.slice(0, 7), '30'], { cwd: REPO_ROOT, stdio: 'pipe' });
});
test.afterAll(async () => {
  await server.stop();
});

/** With BACKOFFICE_SHOTS=<folder>: the page at 1440x900, light and dark. */
async function shots(page: Page, name: string): Promise<void> {
  const folder = process.env.BACKOFFICE_SHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  for (const dark of [false, true]) {
    const toggle = page.getByRole('button', { name: '深色模式' });
    if ((await toggle.getAttribute('aria-pressed')) !== String(dark)) await toggle.click();
    await settled(page);
    await page.screenshot({ path: join(folder, `${name}-1440-${dark ? 'dark' : 'light'}.png`), fullPage: true });
  }
  await page.getByRole('button', { name: '深色模式' }).click();
}

async function showMonth(page: Page): Promise<void> {
  await page.getByLabel('開始日').fill(month.from);
  await page.getByLabel('結束日').fill(month.to);
  await page.getByRole('button', { name: '查詢' }).click();
}

test('finance reads last month day by day, per provider, the cohort and per agent, each chart beside its table', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await staffLogin(page, server.url, createStaffByOps(server.dataDir, 'report.fay', 'finance'));
  await page.getByRole('navigation', { name: '功能選單' }).getByRole('link', { name: '報表', exact: true }).click();
  await expect(page.getByRole('heading', { name: '報表', level: 1 })).toBeVisible();
  await showMonth(page);
  const byDay = page.getByRole('table', { name: `依期間統計，${month.from} 至 ${month.to}` });
  await expect(byDay.getByRole('row', { name: new RegExp(`^${month.from}`) })).toBeVisible();
  await expect(byDay.getByRole('row', { name: /^合計/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /各期間遊戲毛利 NTD/ })).toBeVisible();
  await expect(page.getByRole('table', { name: /^依遊戲廠商統計/ }).getByRole('row', { name: /^KT/ })).toBeVisible();
  await expect(page.getByRole('table', { name: /^依註冊月份的留存/ }).getByRole('row', { name: new RegExp(`^${month.from.slice(0, 7)}`) })).toBeVisible();
  await staffAxeBothThemes(page, 'reports');
  await shots(page, 'reports');

  await page.getByRole('navigation', { name: '功能選單' }).getByRole('link', { name: '代理報表' }).click();
  await expect(page.getByRole('heading', { name: '代理報表', level: 1 })).toBeVisible();
  await showMonth(page);
  await expect(page.getByRole('table', { name: `依代理統計，${month.from} 至 ${month.to}` }).getByRole('row', { name: /^benchag1/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /各代理淨營收/ })).toBeVisible();
  await staffAxeBothThemes(page, 'agents report');
  await shots(page, 'reports-agents');
});
