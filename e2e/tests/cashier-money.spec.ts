import { expect as baseExpect, type FrameLocator, type Page } from '@playwright/test';
import { gameNamed, loginByApi, loginFragment } from '../api';
import { cashierFrame, newestRecord, readyForCashier } from '../cashier';
import { test, expect } from '../fixtures';
import { ops } from '../ops';
import { startServer, type RunningServer } from '../server';

// Money in and out for phone01 (phone bound, auto transfer on), one journey after another on a
// server of its own: the deposits make the turnover the withdrawal then asks for.
test.describe.configure({ mode: 'serial' });

let server: RunningServer;
let token: string;
test.beforeAll(async () => {
  server = await startServer('jade');
  token = await loginByApi(server.url, 'phone01');
  await readyForCashier(server.url, server.dataDir, 'phone01', token);
});
test.afterAll(async () => {
  await server.stop();
});

const TX_HASH = 'ab'.repeat(32);

async function approveNewestDeposit(): Promise<void> {
  ops(server.dataDir, 'fund', 'approve', 'deposit', newestRecord(server.dataDir, 'deposit', 'phone01', 'processing'));
}

/** Picks a deposit channel as a player does: by its label (the radio itself is visually hidden). */
async function pickChannel(frame: FrameLocator, name: RegExp): Promise<void> {
  const radio = frame.getByRole('radio', { name });
  await frame.locator('label').filter({ has: radio }).click();
  await expect(radio).toBeChecked();
}

async function openRecharge(page: Page) {
  await page.goto(`${server.url}/finance/recharge${await loginFragment(server.url, token)}`);
  const frame = cashierFrame(page);
  await expect(frame.getByRole('form', { name: '儲值' })).toBeVisible();
  return frame;
}

test('deposits by bank transfer, USDT and convenience store, each approved by the operator, then sees them in the passbook', async ({ page }) => {
  test.setTimeout(150_000);
  const frame = await openRecharge(page);
  const order = frame.getByRole('region', { name: '儲值訂單' });

  // Bank transfer: the order names the bound card the money must come from, and the receiving account.
  await pickChannel(frame, /^銀行轉帳/);
  await frame.getByLabel('儲值金額').fill('100');
  await frame.getByRole('button', { name: '立即儲值' }).click();
  const bank = frame.getByRole('region', { name: '收款帳戶' });
  await expect(bank).toBeVisible();
  await expect(bank.getByText(/請由 .*1234 轉帳至以下帳戶/)).toBeVisible();
  await expect(bank.getByRole('button', { name: /^複製/ }).first()).toBeVisible();
  await approveNewestDeposit();
  await expect(order.getByRole('status').filter({ hasText: '成功' })).toBeVisible({ timeout: 30_000 });

  // USDT on TRC-20: address as text and QR code, the USDT amount at the rate, a checked transaction hash.
  await frame.getByRole('button', { name: '再次儲值' }).click();
  await pickChannel(frame, /^USDT/);
  await frame.getByLabel('儲值金額').fill('300');
  await expect(frame.getByText(/約需支付 [\d.,]+ USDT（匯率 1 USDT = /)).toBeVisible();
  await frame.getByRole('button', { name: '立即儲值' }).click();
  const usdt = frame.getByRole('region', { name: 'USDT 收款地址' });
  await expect(usdt.getByRole('img', { name: '收款地址 QR Code' })).toBeVisible();
  await expect(usdt.getByText(/^T[1-9A-HJ-NP-Za-km-z]{33}$/)).toBeVisible();
  const hash = frame.getByRole('form', { name: '提交交易哈希' });
  await hash.getByLabel('交易哈希（TxID）').fill('0xnothex');
  await hash.getByRole('button', { name: '提交交易哈希' }).click();
  await expect(hash.getByText('交易哈希格式錯誤，應為 64 位十六進位字元')).toBeVisible();
  await hash.getByLabel('交易哈希（TxID）').fill(TX_HASH);
  await hash.getByRole('button', { name: '提交交易哈希' }).click();
  await expect(frame.getByText('已送出交易哈希：')).toBeVisible();
  await approveNewestDeposit();
  await expect(order.getByRole('status').filter({ hasText: '成功' })).toBeVisible({ timeout: 30_000 });

  // Convenience store: a 14-digit payment code with its expiry, shown large and copyable.
  await frame.getByRole('button', { name: '再次儲值' }).click();
  await pickChannel(frame, /^超商/);
  await frame.getByLabel('儲值金額').fill('100');
  await frame.getByRole('button', { name: '立即儲值' }).click();
  const store = frame.getByRole('region', { name: '超商繳費' });
  // 14 digits, grouped by four to be read out at the counter.
  await expect(store.getByText(/^\d{4} \d{4} \d{4} \d{2}$/)).toBeVisible();
  await expect(store.getByText(/請於 .* 前完成繳費/)).toBeVisible();
  await expect(store.getByRole('button', { name: /^複製/ })).toBeVisible();
  await approveNewestDeposit();
  await expect(order.getByRole('status').filter({ hasText: '成功' })).toBeVisible({ timeout: 30_000 });

  // The passbook: three successful deposits.
  await frame.getByRole('button', { name: '查看交易明細' }).click();
  await expect(page).toHaveURL(/\/finance\/passbook/);
  const passbook = cashierFrame(page);
  await expect(passbook.getByRole('listitem').filter({ hasText: '儲值' }).filter({ hasText: '成功' })).toHaveCount(3);
});

test('a withdrawal before the turnover is met shows what is still required; after betting it is applied and moves through its states', async ({ page, context }) => {
  test.setTimeout(150_000);
  await page.goto(`${server.url}/finance/withdraw${await loginFragment(server.url, token)}`);
  const frame = cashierFrame(page);
  // 500.00 deposited, nothing bet: 1x turnover still required before an amount can be typed.
  await expect(frame.getByText('尚需有效投注 500.00，完成後才能申請託售。')).toBeVisible();

  // A bet of 500 in the demo dice game (auto transfer on: the game opens in a new window with the balance).
  const sports = await gameNamed(server.url, 'SPX_SPORTS');
  await page.goto(`${server.url}/game/lobby/1`);
  const [game] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: sports.name, exact: true }).first().click()]);
  await baseExpect(game).toHaveURL(/\/play\//, { timeout: 20_000 });
  await game.getByRole('textbox', { name: '下注金額' }).fill('500');
  await game.getByRole('radio', { name: /大/ }).check();
  await game.getByRole('button', { name: '擲骰' }).click();
  await baseExpect(game.getByRole('table', { name: '最近紀錄' }).getByRole('row')).not.toHaveCount(1);
  await game.close();

  // The game balance comes back to the main wallet (one-click recycle), then the withdrawal.
  await page.getByRole('button', { name: /^錢包餘額/ }).click();
  await page.getByRole('button', { name: '一鍵回收' }).click();
  await expect(page.getByText('回收成功').first()).toBeVisible();
  await page.goto(`${server.url}/finance/withdraw`);
  await expect(frame.getByText('已達標')).toBeVisible();
  const form = frame.getByRole('form', { name: '申請託售' });
  await form.getByLabel('託售金額').fill('1000');
  await form.getByLabel('託售密碼（6 位數字）').fill('135790');
  await form.getByRole('button', { name: '確認託售' }).click();
  // The frame's toast is shown by the host.
  await expect(page.getByText('託售申請已送出').first()).toBeVisible();
  const orders = frame.getByRole('region', { name: '託售紀錄' });
  await expect(orders.getByText('處理中')).toBeVisible();

  const orderNo = newestRecord(server.dataDir, 'withdraw', 'phone01');
  for (const shown of ['審核中', '待出款', '成功']) {
    ops(server.dataDir, 'fund', 'approve', 'withdraw', orderNo);
    await expect(orders.getByText(shown, { exact: true })).toBeVisible({ timeout: 30_000 });
  }
});

test('removes a currency, the header follows, and the last enabled one cannot be removed', async ({ page }) => {
  await page.goto(`${server.url}/finance/wallet${await loginFragment(server.url, token)}`);
  const frame = cashierFrame(page);
  // The frame's first load (its own bundle and calls) can take a while on a busy machine.
  await expect(frame.getByRole('heading', { name: '我的錢包' })).toBeVisible({ timeout: 30_000 });
  const usdt = frame.getByRole('switch', { name: '啟用泰達幣' });
  await expect(usdt).toHaveAttribute('aria-checked', 'true');
  await usdt.click();
  await expect(usdt).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByText('錢包幣種已更新').first()).toBeVisible(); // the host's toast
  await page.getByRole('button', { name: /^錢包餘額/ }).click();
  await expect(page.getByRole('banner').getByText('USDT')).toHaveCount(0);

  const ntd = frame.getByRole('switch', { name: '啟用新臺幣' });
  await ntd.click();
  await expect(frame.getByRole('alert')).toHaveText('當前必須啓用一個錢包幣種');
  await expect(ntd).toHaveAttribute('aria-checked', 'true');
});

test('on a phone the confirmation of 取消訂單 opens on screen, though the frame is taller than the screen (issue 34)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const frame = await openRecharge(page);
  // A USDT order: its address, QR code and hash form make the order screen taller than the phone.
  await pickChannel(frame, /^USDT/);
  await frame.getByLabel('儲值金額').fill('300');
  await frame.getByRole('button', { name: '立即儲值' }).click();
  const order = frame.getByRole('region', { name: '儲值訂單' });
  await expect(frame.getByRole('region', { name: 'USDT 收款地址' })).toBeVisible();
  // The host sizes the frame to its content: taller than the phone, which is the case at hand.
  const host = page.locator('main iframe[src*="/cashier/"]');
  await expect.poll(async () => (await host.boundingBox())?.height ?? 0).toBeGreaterThan(844);

  const cancel = order.getByRole('button', { name: '取消訂單' });
  await cancel.scrollIntoViewIfNeeded();
  await cancel.click();
  const dialog = frame.getByRole('dialog', { name: '取消儲值訂單' });
  await expect(dialog).toBeVisible();
  // Measured once its entrance has finished (it drops in by a few pixels).
  await dialog.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished.catch(() => null))));
  const box = await dialog.boundingBox();
  expect(box, 'the dialog has a box').not.toBeNull();
  const { x, y, width, height } = box as { x: number; y: number; width: number; height: number };
  // On the screen, and below the sticky header that would hide its top.
  const header = await page.getByRole('banner').first().boundingBox();
  const below = Math.max(0, (header?.y ?? 0) + (header?.height ?? 0));
  expect({ left: x >= 0, top: y >= below, right: x + width <= 390, bottom: y + height <= 844 }).toEqual({ left: true, top: true, right: true, bottom: true });

  await dialog.getByRole('button', { name: '取消訂單' }).click();
  await expect(order.getByRole('status').filter({ hasText: '已取消' })).toBeVisible();
});
