import { formatAmount } from '@site/contract/rules/format';
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { api, loginByApi, loginFragment } from '../api';
import { createStaffByOps, staffLogin, settled, staffAxe as axe } from '../backoffice';
import { closeLoginAdvertIfShown, expect, test } from '../fixtures';
import { startServer, type RunningServer } from '../server';

// Issue 38, risk: demo01's invite reward for vip999 was withheld because the two are linked (the guard's row, written
// here as services/risk/guards.ts writes it); a risk member releases it with a reason on the Withheld bonuses page,
// the reward is credited to demo01's main wallet and the player site's header shows the new balance. axe on the
// risk pages (safer gambling, linked accounts, fraud patterns, the device look-up), light and dark. On a server of
// its own: the release changes demo01's balance.
let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer('jade');
});
test.afterAll(async () => {
  await server.stop();
});

/** axe in light and dark (the header's toggle), back to light; with BACKOFFICE_SHOTS=<folder>, screenshots at 1440x900 and 1024x768 of each. */
async function checkPage(page: Page, name: string): Promise<void> {
  const toggle = page.getByRole('button', { name: '深色模式' });
  const folder = process.env.BACKOFFICE_SHOTS;
  for (const theme of ['light', 'dark'] as const) {
    if ((await toggle.getAttribute('aria-pressed')) !== String(theme === 'dark')) await toggle.click();
    await expect(page.locator('html')).toHaveClass(new RegExp(theme));
    await axe(page, `${name}, ${theme}`);
    if (folder) {
      mkdirSync(folder, { recursive: true });
      for (const [width, height] of [[1440, 900], [1024, 768]] as const) {
        await page.setViewportSize({ width, height });
        await settled(page);
        await page.screenshot({ path: join(folder, `${name}-${width}-${theme}.png`), fullPage: true });
      }
      await page.setViewportSize({ width: 1440, height: 900 });
    }
  }
  await toggle.click();
  await expect(page.locator('html')).toHaveClass(/light/);
}

/** With BACKOFFICE_SHOTS: an open dialog at 1440x900 (the theme toggle sits behind it: light only). */
async function dialogShot(page: Page, name: string): Promise<void> {
  const folder = process.env.BACKOFFICE_SHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: join(folder, `${name}-1440-light.png`) });
}

/** The invite reward of `inviter` for `friend`, withheld for a shared device: the friend's qualifying deposit and the guard's row. */
function withholdInvite(dataDir: string, inviter: string, friend: string): string {
  const db = new Database(join(dataDir, 'site.db'), { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const id = (name: string) => (db.prepare('SELECT id FROM accounts WHERE username = ?').get(name) as { id: number }).id;
    const [inviterId, friendId] = [id(inviter), id(friend)];
    const now = new Date().toISOString();
    db.prepare(
      `INSERT INTO deposit_orders (order_no, account_id, channel_code, method, currency, amount, status, receiving, created_at, expires_at, updated_at, settled_at, ntd_amount)
       VALUES (?, ?, 'BANK', 'bank', 'NTD', 100000, 'success', '{}', ?, ?, ?, ?, 100000)`,
    ).run(`DPRISK${friendId}`, friendId, now, now, now, now);
    db.prepare(`DELETE FROM invite_rewards WHERE friend_account_id = ?`).run(friendId);
    // What linked them: one device both logged in from.
    for (const account of [inviterId, friendId]) {
      db.prepare(`INSERT INTO account_sightings (account_id, kind, value, source, first_seen, last_seen) VALUES (?, 'device', 'e2e-shared-device', 'login', ?, ?)`).run(account, now, now);
    }
    // demo01 shows markers of harm: a high self-assessment score and a four-hour session last week.
    db.prepare(`INSERT INTO self_assessments (account_id, answers, score, created_at) VALUES (?, '333000000', 9, ?)`).run(inviterId, now);
    const weekAgo = Date.now() - 7 * 86_400_000;
    db.prepare(`INSERT INTO play_periods (account_id, started_at, last_activity_at, acknowledged_at) VALUES (?, ?, ?, NULL)`).run(inviterId, new Date(weekAgo).toISOString(), new Date(weekAgo + 4 * 3_600_000).toISOString());
    db.prepare(`INSERT INTO risk_refusals (account_id, kind, reference, linked_account_id, links, created_at) VALUES (?, 'invite', ?, ?, 'device', ?)`).run(inviterId, `INV${friendId}`, friendId, now);
    return `INV${friendId}`;
  } finally {
    db.close();
  }
}

/** Three accounts seen on one device, as a farm of accounts is: the shared-device pattern. */
function seenOnOneDevice(dataDir: string, device: string, accounts: string[]): void {
  const db = new Database(join(dataDir, 'site.db'), { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const now = new Date().toISOString();
    for (const name of accounts) {
      db.prepare(`INSERT INTO account_sightings (account_id, kind, value, source, first_seen, last_seen) SELECT id, 'device', ?, 'register', ?, ? FROM accounts WHERE username = ?`).run(device, now, now, name);
    }
  } finally {
    db.close();
  }
}

test('risk releases a withheld invite reward with a reason and the player site shows the credited balance', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const reference = withholdInvite(server.dataDir, 'demo01', 'vip999');
  const token = await loginByApi(server.url, 'demo01');
  const balance = async () => {
    const r = await api<{ currencies: Array<{ currency: string; balance: string }> }>(server.url, 'GET', '/v1/wallet/front/user/balance', { token });
    return Number(r.data.currencies.find((w) => w.currency === 'NTD')?.balance.replace(/,/g, '') ?? NaN);
  };
  const before = await balance();

  await staffLogin(page, server.url, createStaffByOps(server.dataDir, 'risk.rita', 'risk'));
  await page.getByRole('navigation').getByRole('link', { name: '扣留紅利' }).click();
  const table = page.getByRole('table', { name: '扣留紅利' });
  const row = table.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText('100.00 NTD');
  await expect(row).toContainText('邀請好友獎勵');
  await checkPage(page, 'risk-withheld');

  await row.getByRole('button', { name: `發放 demo01 的 ${reference}` }).click();
  const dialog = page.getByRole('dialog', { name: '發放扣留紅利' });
  await expect(dialog).toContainText('將立即入帳至主錢包');
  await axe(page, 'the release dialog');
  await dialogShot(page, 'risk-release');
  await dialog.getByLabel('原因').fill('Checked: friends in one household, not a farm');
  await dialog.getByRole('button', { name: '發放', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status')).toContainText(`已發放 ${reference}：100.00 NTD 已入帳至 demo01。`);
  // The row left the withheld list; it is among the released ones, with its reason.
  await expect(table.getByRole('row').filter({ hasText: reference })).toHaveCount(0);
  await page.getByLabel('狀態').selectOption('已發放');
  await expect(table.getByRole('row').filter({ hasText: reference })).toContainText('Checked: friends in one household');

  const after = await balance();
  expect(after).toBeCloseTo(before + 100, 2);

  // The other risk pages: safer gambling and the linked accounts look-up, axe-clean both ways.
  await page.getByRole('navigation').getByRole('link', { name: '負責任博彩' }).click();
  await expect(page.getByRole('heading', { name: '負責任博彩', level: 1 })).toBeVisible();
  const harm = page.getByRole('table', { name: '出現傷害徵兆的會員' }).getByRole('row').filter({ hasText: 'demo01' });
  await expect(harm).toContainText('自我評估分數偏高');
  await expect(harm).toContainText('長時間遊戲');
  await checkPage(page, 'risk-harm');
  // A call note: recorded, and the row says when.
  await harm.getByRole('button', { name: '記錄與 demo01 的關懷' }).click();
  const note = page.getByRole('dialog', { name: '與 demo01 的關懷' });
  await expect(note.getByText('尚無關懷紀錄。')).toBeVisible();
  await axe(page, 'the interaction dialog');
  await dialogShot(page, 'risk-interaction');
  await note.getByLabel('備註（談話內容或原因）').fill('Called: agreed a daily deposit limit');
  await note.getByRole('button', { name: '記錄', exact: true }).click();
  await expect(note).toBeHidden();
  await expect(page.getByRole('status')).toContainText('已為 demo01 記錄電話紀錄。');
  await expect(harm.getByRole('cell').nth(3)).not.toHaveText('尚無');

  await harm.getByRole('link', { name: 'demo01 的關聯帳號' }).click();
  await expect(page.getByRole('heading', { name: 'demo01 的關聯帳號', level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name: /demo01 的 1 個關聯帳號關係圖/ })).toBeVisible();
  await expect(page.getByRole('table', { name: /demo01 的關聯帳號及關聯原因/ }).getByRole('row').filter({ hasText: 'vip999' })).toContainText('e2e-shared-device');
  await checkPage(page, 'risk-linked');

  // The fraud patterns: three accounts on one device, and the look-up of that device from its row.
  seenOnOneDevice(server.dataDir, 'e2e-farm-device', ['demo01', 'phone01', 'vip999']);
  await page.getByRole('navigation').getByRole('link', { name: '異常模式' }).click();
  const farm = page.getByRole('table', { name: '出現異常模式的帳號' }).getByRole('row').filter({ hasText: 'e2e-farm-device' });
  await expect(farm).toContainText('同裝置多帳號');
  await expect(farm).toContainText('3（≥ 3）');
  await checkPage(page, 'risk-patterns');
  await farm.getByRole('link', { name: '查詢 e2e-farm-device 的所有帳號' }).click();
  const seen = page.getByRole('table', { name: '曾使用 裝置 e2e-farm-device 的帳號' });
  for (const account of ['demo01', 'phone01', 'vip999']) await expect(seen.getByRole('link', { name: account, exact: true })).toBeVisible();
  await checkPage(page, 'risk-lookup');

  // The player's site: the header's wallet shows the credited balance.
  await page.goto(`${server.url}/${await loginFragment(server.url, token)}`);
  await closeLoginAdvertIfShown(page);
  await expect(page.getByRole('button', { name: `錢包餘額 NTD ${formatAmount(after)}` })).toBeVisible();
});
