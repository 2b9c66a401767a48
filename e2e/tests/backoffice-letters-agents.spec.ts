import { parseVipLevel } from '@site/contract/rules/vip';
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { loginByApi, loginFragment } from '../api';
import { createStaffByOps, settled, staffAxeBothThemes, staffLogin } from '../backoffice';
import { ledgerSumOf } from '../db';
import { awaitStart, closeLoginAdvertIfShown, expect, test } from '../fixtures';
import { ops } from '../ops';
import { startServer, type RunningServer } from '../server';

// Issue 38, letters and agents: a letter to VIP 3 and above reaches exactly those players' inboxes, live on the open
// page of a VIP 4 player and not on a VIP 1 player's; an agent's commission is approved by one member and paid by
// another. axe light and dark on the new pages; with BACKOFFICE_SHOTS=<folder>, screenshots at 1440x900 of each.
// On a server of its own: the letter and the payment change players' inboxes and an agent's wallet.
let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer('jade');
});
test.afterAll(async () => {
  await server.stop();
});

function withDb<T>(work: (db: Database.Database) => T): T {
  const db = new Database(join(server.dataDir, 'site.db'), { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    return work(db);
  } finally {
    db.close();
  }
}

/** axe in both themes, and the screenshots when asked for. */
async function checkPage(page: Page, name: string): Promise<void> {
  await staffAxeBothThemes(page, name);
  const folder = process.env.BACKOFFICE_SHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  const toggle = page.getByRole('button', { name: '深色模式' });
  for (const theme of ['light', 'dark'] as const) {
    if ((await toggle.getAttribute('aria-pressed')) !== String(theme === 'dark')) await toggle.click();
    await settled(page);
    await page.screenshot({ path: join(folder, `${name}-1440-${theme}.png`), fullPage: true });
  }
  await toggle.click();
}

/** The player's own site in a browser of its own, logged in, its live stream open. */
async function playerPage(browser: Browser, username: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  awaitStart(page);
  const token = await loginByApi(server.url, username);
  const opened = page.waitForResponse((r) => r.url().endsWith('/api/v1/events/stream') && r.status() === 200);
  await page.goto(`${server.url}/${await loginFragment(server.url, token)}`);
  await opened;
  await closeLoginAdvertIfShown(page);
  return page;
}

const unreadOf = async (page: Page) => Number(/(\d+) 則未讀/.exec((await page.getByRole('link', { name: /^訊息中心/ }).getAttribute('aria-label')) ?? '')?.[1] ?? 0);

test('a letter to VIP 3 and above reaches exactly those players, live; a commission approved by one member is paid by another', async ({ page: first, browser }) => {
  test.setTimeout(120_000);
  let page = first;
  await page.setViewportSize({ width: 1440, height: 900 });
  withDb((db) => {
    db.prepare(`UPDATE accounts SET vip_name = 'VIP4' WHERE username = 'demo01'`).run();
    db.prepare(`UPDATE accounts SET vip_name = 'VIP1' WHERE username = 'phone01'`).run();
  });
  const [vip, below] = [await playerPage(browser, 'demo01'), await playerPage(browser, 'phone01')];
  const [vipBefore, belowBefore] = [await unreadOf(vip), await unreadOf(below)];

  // Marketing writes the letter, previews its reach, sends it now; the list follows it to "sent".
  const marketing = createStaffByOps(server.dataDir, 'mkt.mia', 'marketing');
  await staffLogin(page, server.url, marketing);
  await page.getByRole('navigation').getByRole('link', { name: '群發信件' }).click();
  await expect(page.getByRole('heading', { name: '群發信件', level: 1 })).toBeVisible();
  const reach = withDb((db) => (db.prepare(`SELECT vip_name FROM accounts WHERE status = 'active' AND id NOT IN (SELECT account_id FROM agents)`).all() as Array<{ vip_name: string }>).filter((r) => parseVipLevel(r.vip_name) >= 3).length);
  await page.getByLabel('VIP 等級自').fill('3');
  await page.getByRole('button', { name: '計算人數' }).click();
  await expect(page.getByText(`目前符合 ${reach} 位會員`)).toBeVisible();
  await checkPage(page, 'letters');
  await page.getByLabel('標題').fill('VIP 專屬活動');
  await page.getByLabel('內容').fill('親愛的 VIP 會員，本週有專屬活動。');
  await page.getByRole('button', { name: '立即寄出' }).click();
  await expect(page.getByText(`「VIP 專屬活動」正在寄給 ${reach} 位會員。`)).toBeVisible();
  await expect(page.getByRole('table', { name: '群發信件' }).getByRole('row').filter({ hasText: 'VIP 專屬活動' })).toContainText('已寄出');

  // The VIP 4 player's open page hears of it; the VIP 1 player's does not; the inboxes hold exactly the segment.
  await expect(vip.getByRole('link', { name: /^訊息中心/ })).toHaveAccessibleName(`訊息中心，${vipBefore + 1} 則未讀`);
  expect(await unreadOf(below)).toBe(belowBefore);
  const got = withDb((db) => (db.prepare(`SELECT a.vip_name FROM letters l JOIN accounts a ON a.id = l.account_id WHERE l.title = 'VIP 專屬活動'`).all() as Array<{ vip_name: string }>).map((r) => parseVipLevel(r.vip_name)));
  expect(got).toHaveLength(reach);
  expect(got.every((level) => level >= 3)).toBe(true);
  await vip.context().close();
  await below.context().close();

  // An agent's month, computed: commission 1,234.00 NTD waiting for approval.
  expect(ops(server.dataDir, 'agent', 'create', 'agentq1', 'demo1234', 'AGQ1')).toMatch(/created/);
  withDb((db) => {
    const agent = db.prepare(`SELECT g.id FROM agents g JOIN accounts a ON a.id = g.account_id WHERE a.username = 'agentq1'`).get() as { id: number };
    db.prepare(
      `INSERT INTO agent_statements (agent_id, month, tier, rate_bp, active_members, meets_minimum, in_support, deposits, turnover, net_result, commission, status, computed_at)
       VALUES (?, '2026-10', 'partner', 2000, 3, 1, 0, 1000000, 5000000, 617000, 123400, 'pending', ?)`,
    ).run(agent.id, new Date().toISOString());
  });
  // The agent managers, each in a browser of their own.
  await page.context().close();
  page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await staffLogin(page, server.url, createStaffByOps(server.dataDir, 'agm.ann', 'agent_manager'));
  await page.getByRole('navigation').getByRole('link', { name: '代理', exact: true }).click();
  await page.getByRole('table', { name: '代理' }).getByRole('link', { name: 'agentq1' }).click();
  await expect(page.getByRole('heading', { name: '代理 agentq1', level: 1 })).toBeVisible();
  await checkPage(page, 'agent');
  await page.getByRole('navigation').getByRole('link', { name: '代理', exact: true }).click();
  await checkPage(page, 'agents');
  await page.getByRole('navigation').getByRole('link', { name: '代理佣金' }).click();
  const pending = page.getByRole('table', { name: '佣金報表' }).getByRole('row').filter({ hasText: 'agentq1' });
  await expect(pending).toContainText('1,234.00 NTD');
  await checkPage(page, 'commission');
  await pending.getByRole('button', { name: '核准 agentq1 2026-10 的佣金' }).click();
  await expect(page.getByText('agentq1 2026-10 的佣金已核准，請由另一位人員發放。')).toBeVisible();
  // The member who approved cannot pay it.
  await page.getByLabel('狀態').selectOption('已核准，待發放');
  await page.getByRole('button', { name: '發放 agentq1 2026-10 的佣金' }).click();
  await expect(page.getByRole('alert')).toContainText('您核准了此佣金，需由另一位人員發放');

  // Another member pays it: one ledger entry into the agent's wallet.
  const secondPage = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await staffLogin(secondPage, server.url, createStaffByOps(server.dataDir, 'agm.ben', 'agent_manager'));
  await secondPage.getByRole('navigation').getByRole('link', { name: '代理佣金' }).click();
  await secondPage.getByLabel('狀態').selectOption('已核准，待發放');
  await secondPage.getByRole('button', { name: '發放 agentq1 2026-10 的佣金' }).click();
  await expect(secondPage.getByText('已發放 1,234.00 NTD 給 agentq1（2026-10）。')).toBeVisible();
  expect(ledgerSumOf(server.dataDir, 'agentq1', 'agentCommission')).toBe(123400);
  await secondPage.context().close();
});
