import { loginByApi, loginFragment } from '../api';
import { cashierFrame, readyForCashier } from '../cashier';
import { test, expect } from '../fixtures';
import { ops } from '../ops';
import { startServer, type RunningServer } from '../server';

// Issue 17 from the player's side: a new wallet address asks for the withdrawal password and waits
// 24 hours; five wrong withdrawal passwords lock withdrawals, with the time on the page and a notice.
// phone01 on a server of its own: a card approved (its first destination), a withdrawal password, 5,000 credited.
let server: RunningServer;
let token: string;
test.beforeAll(async () => {
  server = await startServer('jade');
  token = await loginByApi(server.url, 'phone01');
  await readyForCashier(server.url, server.dataDir, 'phone01', token);
  ops(server.dataDir, 'fund', 'credit', 'phone01', '--amount', '5000.00');
});
test.afterAll(async () => {
  await server.stop();
});

const PASSWORD = '135790';
const ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

test('binding an address asks for the withdrawal password; wrong withdrawal passwords lock withdrawals with a notice', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(`${server.url}/finance/withdraw${await loginFragment(server.url, token)}`);
  const frame = cashierFrame(page);
  const form = frame.getByRole('form', { name: '申請託售' });
  await expect(form).toBeVisible();

  // 1. A second destination: the bind-address form asks for the withdrawal password.
  await form.getByRole('button', { name: '綁定錢包地址' }).click();
  const bind = frame.getByRole('form', { name: '新增錢包地址' });
  await bind.getByLabel('TRC-20 錢包地址').fill(ADDRESS);
  await bind.getByLabel('錢包名稱').fill('冷錢包');
  await bind.getByRole('button', { name: '確認綁定' }).click();
  await expect(bind.getByText('請輸入 6 位數字託售密碼')).toBeVisible();
  await bind.getByLabel('託售密碼（6 位數字）').fill(PASSWORD);
  await bind.getByRole('button', { name: '確認綁定' }).click();
  // Bound, and not the first destination: withdrawals to it wait 24 hours.
  await expect(frame.getByText(/後可託售$/).first()).toBeVisible();

  // 2. Back on the withdrawal form the new address says when it becomes usable.
  await page.goto(`${server.url}/finance/withdraw`);
  await expect(form).toBeVisible();
  await expect(form.getByText(/後可託售$/)).toBeVisible();

  // 3. Wrong withdrawal passwords: tries left, then the lock with its end instead of the form.
  for (let left = 4; left >= 1; left--) {
    await form.getByLabel('託售金額').fill('1000');
    await form.getByLabel('託售密碼（6 位數字）').fill('000000');
    await form.getByRole('button', { name: '確認託售' }).click();
    await expect(form.getByText(`託售密碼錯誤，還可嘗試 ${left} 次`)).toBeVisible();
  }
  await form.getByLabel('託售金額').fill('1000');
  await form.getByLabel('託售密碼（6 位數字）').fill('000000');
  await form.getByRole('button', { name: '確認託售' }).click();
  const lock = frame.getByRole('alert').filter({ hasText: '託售功能已暫時鎖定' });
  await expect(lock).toBeVisible();
  await expect(lock).toContainText(/託售功能已鎖定至 \d{4}\/\d{2}\/\d{2} \d{2}:\d{2}/);
  await expect(form).toBeHidden();

  // 4. The notices in the inbox: the lock and the new address.
  await page.goto(`${server.url}/mine/notification/system`);
  const main = page.getByRole('main');
  await expect(main.getByText('託售功能已鎖定').first()).toBeVisible();
  await expect(main.getByText('已綁定新的錢包地址').first()).toBeVisible();
});
