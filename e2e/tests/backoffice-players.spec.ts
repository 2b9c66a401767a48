import { FUND_ERROR_CODES } from '@site/contract/codes/fund';
import { formatAmount } from '@site/contract/rules/format';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { api, loginByApi } from '../api';
import { createStaffByOps, staffLogin, settled, staffAxe as axe, staffAxeBothThemes as axeBothThemes } from '../backoffice';
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures';
import { startServer, type RunningServer } from '../server';

// Issue 37, the player's file: support finds phone01 by its phone, blocks withdrawals and adds a note; the player
// is refused a withdrawal in SPEC's words; a finance member's credit above the four-eyes amount (1,000 NTD on
// this server) waits until an admin approves it on the Adjustments page, and the file's balance follows.
// On a server of its own: the restriction and the credit change phone01.
let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer('jade', { STAFF_FOUR_EYES_AMOUNT: '1000' });
});
test.afterAll(async () => {
  await server.stop();
});

const WITHDRAWALS_REFUSED = '很抱歉，您暫時無法繼續託售';

/** With BACKOFFICE_SHOTS=<folder>: the page at 1440x900 and 1024x768, light and dark (for looking at, not compared). */
async function shots(page: Page, name: string): Promise<void> {
  const folder = process.env.BACKOFFICE_SHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  const toggle = page.getByRole('button', { name: '深色模式' });
  for (const [width, height] of [[1440, 900], [1024, 768]] as const) {
    await page.setViewportSize({ width, height });
    for (const theme of ['light', 'dark']) {
      if ((await toggle.getAttribute('aria-pressed')) !== String(theme === 'dark')) await toggle.click();
      await settled(page);
      await page.screenshot({ path: join(folder, `${name}-${width}-${theme}.png`), fullPage: true });
    }
  }
  if ((await toggle.getAttribute('aria-pressed')) === 'true') await toggle.click();
  await page.setViewportSize({ width: 1440, height: 900 });
  // And once in English.
  await page.getByLabel('語言').selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await settled(page);
  await page.screenshot({ path: join(folder, `${name}-1440-light-en.png`), fullPage: true });
  await page.getByLabel('Language').selectOption('zh-TW');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
}

/** The main wallet's NTD balance as the file's wallets table shows it. */
function mainBalance(page: Page) {
  return page.getByRole('table', { name: '錢包餘額' }).getByRole('row', { name: /主錢包 NTD/ }).getByRole('cell').last();
}

test('support finds a player by phone, blocks withdrawals and notes it; a credit above four eyes waits for a second member', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const support = createStaffByOps(server.dataDir, 'support.amy', 'support');
  const finance = createStaffByOps(server.dataDir, 'finance.ben', 'finance');
  const admin = createStaffByOps(server.dataDir, 'admin.cho', 'admin');

  // 1. Support finds phone01 by its phone (support sees it in full) and opens the file.
  await staffLogin(page, server.url, support);
  await page.getByRole('navigation', { name: '功能選單' }).getByRole('link', { name: '會員查詢' }).click();
  await page.getByLabel('查詢方式').selectOption({ label: '手機號碼' });
  await page.getByLabel('查詢內容').fill('0912345678');
  await page.getByRole('button', { name: '查詢', exact: true }).click();
  const results = page.getByRole('table', { name: '「0912345678」的查詢結果' });
  await expect(results.getByRole('row', { name: /phone01/ })).toContainText('+886 0912345678');
  await axeBothThemes(page, 'the search page');
  await shots(page, 'players-search');
  await results.getByRole('link', { name: 'phone01' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /phone01/ })).toBeVisible();
  // Support may restrict, end sessions, unlock and write; money is finance's.
  const actions = page.getByRole('region', { name: '操作' });
  await expect(actions.getByRole('button', { name: '停用或限制…' })).toBeVisible();
  await expect(actions.getByRole('button', { name: '人工加扣款…' })).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'phone01 的帳變紀錄' })).toBeVisible();
  await expect(page.getByText('帳變合計與餘額相符')).toBeVisible();
  await axeBothThemes(page, "the player's file");
  await shots(page, 'players-file');

  // 2. Withdrawals blocked, with what it stops and the player's words beside the choice.
  await actions.getByRole('button', { name: '停用或限制…' }).click();
  const restrict = page.getByRole('dialog', { name: 'phone01 的帳號限制' });
  const withdraw = restrict.getByRole('checkbox', { name: '禁止託售' });
  await expect(withdraw).toHaveAccessibleDescription(new RegExp(WITHDRAWALS_REFUSED));
  await withdraw.check();
  await restrict.getByRole('button', { name: '儲存限制' }).click();
  await expect(restrict.getByText('請填寫原因（至少 2 個字）')).toBeVisible();
  await restrict.getByLabel('原因').fill('會員來電要求暫停託售');
  await axe(page, 'the restrict dialog');
  if (process.env.BACKOFFICE_SHOTS) await page.screenshot({ path: join(process.env.BACKOFFICE_SHOTS, 'players-restrict-dialog.png') });
  await restrict.getByRole('button', { name: '儲存限制' }).click();
  await expect(restrict).toBeHidden();
  await expect(actions.getByRole('status')).toHaveText('已儲存限制：禁止託售');
  await expect(actions.getByRole('button', { name: '停用或限制…' })).toBeFocused();
  await expect(page.getByRole('region', { name: '帳號限制' })).toContainText(`禁止託售 會員看到：「${WITHDRAWALS_REFUSED}」`);

  // 3. A note.
  await page.getByRole('tab', { name: '員工備註' }).click();
  await page.getByLabel('備註', { exact: true }).fill('已依會員來電暫停託售');
  await page.getByRole('button', { name: '新增備註' }).click();
  await expect(page.getByRole('table', { name: 'phone01 的員工備註' }).getByRole('row', { name: /support\.amy/ })).toContainText('已依會員來電暫停託售');

  // The file's other parts, each a captioned table (phone01's own session from this journey's login among them).
  for (const [tab, caption] of [['儲值', '儲值紀錄'], ['託售', '託售紀錄'], ['投注', '投注紀錄'], ['登入與裝置', '登入與裝置'], ['站內信', '站內信']]) {
    await page.getByRole('tab', { name: tab, exact: true }).click();
    await expect(page.getByRole('table', { name: `phone01 的${caption}` })).toBeVisible();
    await axe(page, `the file's ${tab}`);
  }

  // 4. The player is refused a withdrawal in SPEC's words.
  const token = await loginByApi(server.url, 'phone01');
  const refused = await api(server.url, 'POST', '/v1/fund/withdraw/apply', {
    token,
    headers: { 'Idempotency-Key': randomUUID() },
    body: { currency: 'NTD', amount: '500', cardId: 1, withdrawPassword: '135790' },
  });
  expect(refused.code).toBe(FUND_ERROR_CODES.withdrawBlocked);
  const catalogue = await api<{ errorCodes: { errorCode: string; httpStatus: number; description: string }[] }>(server.url, 'GET', '/v1/basics/errorCode/version?language=TW');
  expect(catalogue.data.errorCodes.find((r) => r.errorCode === refused.code && r.httpStatus === refused.status)?.description).toBe(WITHDRAWALS_REFUSED);

  // 5. Finance credits 2,000 (above 1,000): it waits, nothing moves.
  const financeContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const financePage = await financeContext.newPage();
  await staffLogin(financePage, server.url, finance);
  const fileUrl = page.url();
  await financePage.goto(fileUrl);
  const before = (await mainBalance(financePage).textContent()) ?? '';
  await financePage.getByRole('button', { name: '人工加扣款…' }).click();
  const adjust = financePage.getByRole('dialog', { name: 'phone01 人工加扣款' });
  await adjust.getByLabel('金額').fill('2000');
  await adjust.getByLabel('原因').fill('客訴補償');
  await adjust.getByRole('button', { name: '確認加款' }).click();
  await expect(adjust).toBeHidden();
  await expect(financePage.getByRole('region', { name: '操作' }).getByRole('status')).toContainText('2,000.00 NTD 等待另一位員工覆核');
  await expect(mainBalance(financePage)).toHaveText(before);
  const waiting = financePage.getByRole('region', { name: '等待覆核的調帳' });
  await expect(waiting).toContainText('2,000.00 NTD，finance.ben 於');
  // The requester cannot decide it.
  await waiting.getByRole('link', { name: '前往調帳覆核' }).click();
  const queue = financePage.getByRole('table', { name: '調帳紀錄' });
  await expect(queue.getByRole('row', { name: /phone01/ })).toContainText('本人申請，需由其他員工覆核');

  // 6. A different member approves it on the Adjustments page; the file's balance follows.
  const adminContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const adminPage = await adminContext.newPage();
  await staffLogin(adminPage, server.url, admin);
  await adminPage.getByRole('navigation', { name: '功能選單' }).getByRole('link', { name: '調帳覆核' }).click();
  await axe(adminPage, 'the adjustments page');
  await shots(adminPage, 'adjustments');
  await adminPage.getByRole('button', { name: /^核准 phone01 的調帳/ }).click();
  const decide = adminPage.getByRole('dialog', { name: '核准調帳' });
  await decide.getByRole('button', { name: '核准' }).click();
  await expect(decide).toBeHidden();
  await expect(adminPage.getByRole('status').filter({ hasText: '已核准調帳' })).toContainText('phone01 已入帳 2,000.00 NTD');
  const expected = formatAmount(Number(before.replace(/,/g, '')) + 2000);
  await financePage.goto(fileUrl);
  await expect(mainBalance(financePage)).toHaveText(expected);
  await expect(financePage.getByRole('region', { name: '等待覆核的調帳' })).toHaveCount(0);
  await expect(financePage.getByRole('table', { name: 'phone01 的帳變紀錄' }).getByRole('row').nth(1)).toContainText('人工加款');
  await expect(financePage.getByText('帳變合計與餘額相符')).toBeVisible();
  await financePage.getByRole('tab', { name: '關聯、保護與流水' }).click();
  await expect(financePage.getByRole('table', { name: '流水要求（未完成者在前）' })).toBeVisible();
  await axe(financePage, "the file's standing");
  await shots(financePage, 'players-standing');
  // The audit log (admin): support's restriction with the restrictions before and after, and the note.
  await adminPage.getByRole('navigation', { name: '功能選單' }).getByRole('link', { name: '稽核紀錄' }).click();
  const filters = adminPage.getByRole('form', { name: '篩選稽核紀錄' });
  await filters.getByLabel('動作（開頭為）').fill('player.');
  await filters.getByRole('button', { name: '搜尋' }).click();
  const log = adminPage.getByRole('table', { name: '稽核紀錄' });
  const restricted = log.getByRole('row').filter({ hasText: 'player.restrict' });
  await expect(restricted).toContainText('support.amy');
  await expect(restricted).toContainText(/withdraw/);
  await expect(restricted).toContainText('會員來電要求暫停託售');
  await expect(log.getByRole('row').filter({ hasText: 'player.note' })).toContainText('已依會員來電暫停託售');
  await financeContext.close();
  await adminContext.close();
});
