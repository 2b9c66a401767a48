import type { Browser, Locator, Page } from '@playwright/test';
import { api, latestCode, loginByApi, loginFragment } from '../api';
import { createStaffByOps, staffLogin, type StaffLogin, staffAxe as axe, staffAxeBothThemes as axeBothThemes } from '../backoffice';
import { readyForCashier, taiwanIdFor, uploadByApi } from '../cashier';
import { expect, test } from '../fixtures';
import { ops } from '../ops';
import { startServer, type RunningServer } from '../server';

// Issue 37, the back office's queues, in real Chromium on a server of this file's own: a bank deposit approved from
// the queue reaches the player's open page without a reload; a 60,000 withdrawal needs two different finance members;
// risk approves an ID and a bank card with their photos. One set of staff, logged in once, works through all three
// (a member's code is accepted once per 30 s window: logging in again would wait for the next one).
test.describe.configure({ mode: 'serial' });

const PASSWORD = '135790';

let server: RunningServer;
/** The staff's tabs, each signed in once: two finance members and a risk member. */
const tabs: Record<'finance1' | 'finance2' | 'risk', Page> = {} as never;
const errors: string[] = [];

async function staffTab(browser: Browser, member: StaffLogin): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  page.on('pageerror', (e) => errors.push(`${member.name}: ${e.message}`));
  await staffLogin(page, server.url, member);
  return page;
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  server = await startServer('jade');
  const [finance1, finance2, risk] = await Promise.all([
    staffTab(browser, createStaffByOps(server.dataDir, 'fin.one', 'finance')),
    staffTab(browser, createStaffByOps(server.dataDir, 'fin.two', 'finance')),
    staffTab(browser, createStaffByOps(server.dataDir, 'risk.one', 'risk')),
  ]);
  Object.assign(tabs, { finance1, finance2, risk });
});
test.afterAll(async () => {
  for (const page of Object.values(tabs)) await page.context().close();
  await server.stop();
  expect(errors, 'uncaught errors in the staff tabs').toEqual([]);
});

/** The queue page of the menu's entry (its name may carry the queue's length). */
async function openQueue(page: Page, entry: string, heading: string): Promise<void> {
  await page.getByRole('navigation', { name: '功能選單' }).getByRole('link', { name: new RegExp(`^${entry}`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** The table row of an item, by a text only it has. */
const rowOf = (page: Page, text: string): Locator => page.getByRole('row').filter({ hasText: text });

/** A review photo shown: visible, named, its picture decoded. */
async function photoShown(row: Locator, name: string): Promise<void> {
  const image = row.getByRole('img', { name });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
}

test("a bank deposit approved from the queue by finance reaches the player's open page without a reload", async ({ page }) => {
  test.setTimeout(90_000);
  const token = await loginByApi(server.url, 'phone01');
  await readyForCashier(server.url, server.dataDir, 'phone01', token);

  // The player's page is open on the site (a browser of its own), its live stream connected.
  const streamed = page.waitForResponse((r) => r.url().endsWith('/api/v1/events/stream') && r.status() === 200, { timeout: 20_000 });
  await page.goto(`${server.url}/${await loginFragment(server.url, token)}`);
  await streamed;
  const wallet = page.getByRole('group', { name: '錢包', exact: true }).getByRole('button', { name: /^錢包餘額 NTD / });
  await expect(wallet).toHaveAccessibleName('錢包餘額 NTD 50,000.00');

  // Finance has the queue open before the deposit exists: it arrives by the staff stream.
  const finance = tabs.finance1;
  await openQueue(finance, '存款審核', '存款審核');
  const cards = await api<Array<{ id: number; status: string }>>(server.url, 'GET', '/v1/fund/bank-cards', { token });
  const order = await api<{ orderNo: string }>(server.url, 'POST', '/v1/fund/recharge/order', {
    token,
    headers: { 'Idempotency-Key': `bo-queues-${Date.now()}` },
    body: { channelCode: 'BANK', method: 'bank', currency: 'NTD', amount: '1000', cardId: cards.data.find((c) => c.status === 'approved')?.id },
  });
  expect(order.code).toBe('000000');
  const row = rowOf(finance, order.data.orderNo);
  await expect(row).toBeVisible();
  await expect(row).toContainText('銀行轉帳');
  await expect(row).toContainText('1,000.00 NTD');
  await expect(row).toContainText('綁定卡號：004 **** **** 1234');
  // The menu says how many wait (the stream's count), in words for a screen reader.
  await expect(finance.getByRole('link', { name: /^存款審核/ })).toHaveAccessibleName(/^存款審核 ?，\d+ 筆待處理$/);

  // Claimed, then approved by its holder: the item leaves the queue and the player's page shows the money.
  await row.getByRole('button', { name: '認領' }).click();
  await expect(row).toContainText('由您處理至');
  await axeBothThemes(finance, 'the deposit queue');
  // The rejection's dialog: its reason labelled, axe-clean, and the focus back on the button when cancelled.
  const rejectButton = row.getByRole('button', { name: '駁回' });
  await rejectButton.click();
  const dialog = finance.getByRole('dialog', { name: `駁回 ${order.data.orderNo}` });
  await expect(dialog.getByRole('textbox', { name: '駁回原因' })).toBeFocused();
  await axe(finance, 'the rejection dialog');
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toBeHidden();
  await expect(rejectButton).toBeFocused();
  await row.getByRole('button', { name: '核准' }).click();
  await expect(row).toHaveCount(0);
  await expect(wallet).toHaveAccessibleName('錢包餘額 NTD 51,000.00', { timeout: 15_000 });
});

test('risk approves an ID verification and then a bank card, each with its photos on the page', async () => {
  test.setTimeout(90_000);
  const token = await loginByApi(server.url, 'vip999');
  const pwd = await api(server.url, 'PUT', '/v1/user/security/withdrawPassword', { token, body: { withdrawPassword: PASSWORD, confirmWithdrawPassword: PASSWORD } });
  expect(pwd.code).toBe('000000');
  const risk = tabs.risk;

  // The ID: the player sends it with both photos; risk compares them and approves.
  await openQueue(risk, '身分證審核', '身分證審核');
  const [frontFileId, backFileId] = [await uploadByApi(server.url, token, 'idFront'), await uploadByApi(server.url, token, 'idBack')];
  const sent = await api(server.url, 'POST', '/v1/user/idcard', { token, body: { realName: '陳貴賓', idNumber: taiwanIdFor('vip999'), frontFileId, backFileId } });
  expect(sent.code).toBe('000000');
  const id = rowOf(risk, 'vip999');
  await expect(id).toContainText('陳貴賓');
  await photoShown(id, 'vip999 的身分證正面');
  await photoShown(id, 'vip999 的身分證反面');
  await id.getByRole('button', { name: '認領' }).click();
  await expect(id).toContainText('由您處理至');
  await axeBothThemes(risk, 'the ID queue');
  await id.getByRole('button', { name: '核准' }).click();
  await expect(id).toHaveCount(0);
  expect((await api<{ status: number }>(server.url, 'GET', '/v1/user/idcard', { token })).data.status).toBe(2);

  // The card, now that the ID is verified: three photos; approved from its queue.
  await openQueue(risk, '銀行卡審核', '銀行卡審核');
  const [idFrontFileId, idBackFileId, coverFileId] = [await uploadByApi(server.url, token, 'idFront'), await uploadByApi(server.url, token, 'idBack'), await uploadByApi(server.url, token, 'cardCover')];
  const card = await api(server.url, 'POST', '/v1/fund/bank-cards', { token, body: { bankCode: '004', branch: '信義分行', cardNo: '12345678905678', idFrontFileId, idBackFileId, coverFileId, withdrawPassword: PASSWORD } });
  expect(card.code).toBe('000000');
  const row = rowOf(risk, '12345678905678');
  await expect(row).toContainText('vip999');
  await expect(row).toContainText('信義分行');
  await photoShown(row, 'vip999 的存摺封面或金融卡');
  await photoShown(row, 'vip999 的身分證正面');
  await row.getByRole('button', { name: '認領' }).click();
  await expect(row).toContainText('由您處理至');
  await axeBothThemes(risk, 'the bank card queue');
  // The photo opened large: a dialog named for it, the focus back on its button when closed.
  const zoom = row.getByRole('button', { name: '放大檢視vip999 的存摺封面或金融卡' });
  await zoom.click();
  const dialog = risk.getByRole('dialog', { name: 'vip999 的存摺封面或金融卡' });
  await expect(dialog.getByRole('img', { name: 'vip999 的存摺封面或金融卡' })).toBeVisible();
  await risk.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(zoom).toBeFocused();
  await row.getByRole('button', { name: '核准' }).click();
  await expect(row).toHaveCount(0);
  const cards = await api<Array<{ cardNo: string; status: string }>>(server.url, 'GET', '/v1/fund/bank-cards', { token });
  expect(cards.data.map((c) => c.status)).toEqual(['approved']);
});

test('a 60,000 withdrawal needs two different finance members: the first cannot approve it twice; the second approves, then it is paid', async () => {
  test.setTimeout(90_000);
  // vip999 (ID and card approved by the journey above) has the money and withdraws 60,000 with the SMS code the terms ask above 2,500.
  const token = await loginByApi(server.url, 'vip999');
  ops(server.dataDir, 'fund', 'credit', 'vip999', '--amount', '100000.00');
  const cards = await api<Array<{ id: number; status: string }>>(server.url, 'GET', '/v1/fund/bank-cards', { token });
  const sms = await api(server.url, 'POST', '/v1/terms/code', { token, body: { purpose: 'withdrawConfirm' } });
  expect(sms.code).toBe('000000');
  const applied = await api<{ orderNo: string }>(server.url, 'POST', '/v1/fund/withdraw/apply', {
    token,
    headers: { 'Idempotency-Key': `bo-queues-w-${Date.now()}` },
    body: { currency: 'NTD', amount: '60000', cardId: cards.data[0]?.id, withdrawPassword: PASSWORD, smsCode: await latestCode(server.url, '955666777') },
  });
  expect(applied.code).toBe('000000');
  const orderNo = applied.data.orderNo;

  // The first member: the item with what the decision needs, claimed and approved once.
  const first = tabs.finance1;
  await openQueue(first, '提款審核', '提款審核');
  const row = rowOf(first, orderNo);
  await expect(row).toContainText('60,000.00 NTD');
  await expect(row).toContainText('需兩位員工核准');
  await expect(row).toContainText('尚無');
  await row.getByRole('button', { name: '認領' }).click();
  await expect(row).toContainText('由您處理至');
  await axeBothThemes(first, 'the withdrawal queue');
  await row.getByRole('button', { name: '核准' }).click();
  await expect(row).toContainText('待覆核');
  await expect(row).toContainText('fin.one：初審');
  await expect(row).toContainText('需由另一位員工覆核');

  // Approving it a second time is refused in the contract's words; the first member lets it go.
  await row.getByRole('button', { name: '認領' }).click();
  await row.getByRole('button', { name: '核准' }).click();
  await expect(row.getByRole('alert')).toHaveText('此筆提款需由另一位員工覆核');
  await expect(row).toContainText('待覆核');
  await row.getByRole('button', { name: '釋出' }).click();
  await expect(row).toContainText('未認領');

  // The second member, whose open queue followed: approves (to payout), then marks it paid.
  const second = tabs.finance2;
  await openQueue(second, '提款審核', '提款審核');
  const theirs = rowOf(second, orderNo);
  await expect(theirs).toContainText('fin.one：初審');
  await theirs.getByRole('button', { name: '認領' }).click();
  await theirs.getByRole('button', { name: '核准' }).click();
  await expect(theirs).toContainText('待出款');
  await expect(theirs).toContainText('fin.two：覆核');
  // The first member's tab shows the step taken by the other without a reload.
  await expect(row).toContainText('待出款');
  await theirs.getByRole('button', { name: '認領' }).click();
  await theirs.getByRole('button', { name: '標記已出款' }).click();
  await expect(theirs).toHaveCount(0);
  await expect(row).toHaveCount(0);
  const orders = await api<{ records: Array<{ orderNo: string; status: string }> }>(server.url, 'GET', '/v1/fund/withdraw/orders', { token });
  expect(orders.data.records.find((o) => o.orderNo === orderNo)?.status).toBe('success');
});

test('the audit log shows each decision above with its member, the values before and after', async ({ browser }) => {
  const admin = await staffTab(browser, createStaffByOps(server.dataDir, 'admin.one', 'admin'));
  await admin.getByRole('navigation', { name: '功能選單' }).getByRole('link', { name: '稽核紀錄' }).click();
  const filters = admin.getByRole('form', { name: '篩選稽核紀錄' });
  const log = admin.getByRole('table', { name: '稽核紀錄' });
  // The rows of one action (the filter's answer: a row names its action), by one member.
  const rows = async (action: string, member: string) => {
    await filters.getByLabel('動作（開頭為）').fill(action);
    await filters.getByRole('button', { name: '搜尋' }).click();
    return log.getByRole('row').filter({ hasText: action }).filter({ hasText: member });
  };
  await expect(await rows('fund.deposit.approve', 'fin.one')).toContainText(/processing.+success/);
  await expect(await rows('fund.withdraw.approve', 'fin.one')).toHaveCount(1);
  await expect(await rows('fund.withdraw.approve', 'fin.two')).toHaveCount(1);
  await expect(await rows('fund.withdraw.paid', 'fin.two')).toContainText(/withdrawing.+success/);
  await expect(await rows('fund.card.approve', 'risk.one')).toContainText(/status.+/);
  await expect(await rows('account.idcard.approve', 'risk.one')).toContainText(/status.+/);
  await admin.context().close();
});
