import { SMS_REQUEST_TYPES } from '@site/contract/api/validation';
import { latestCode, loginByApi, loginFragment } from '../api';
import { cashierFrame, readyForCashier } from '../cashier';
import { test, expect } from '../fixtures';
import { ops } from '../ops';
import { startServer, type RunningServer } from '../server';

// Issue 20, the terms, on a server of its own: a withdrawal above 2,500 confirmed by the SMS code sent to the
// bound phone (phone01: 886 0912345678), through the cashier frame as a player does it.
let server: RunningServer;
let token: string;
test.beforeAll(async () => {
  server = await startServer('jade');
  token = await loginByApi(server.url, 'phone01');
  await readyForCashier(server.url, server.dataDir, 'phone01', token);
  // An operator's correction: no turnover asked of it (issue 17), so the withdrawal is open at once.
  ops(server.dataDir, 'fund', 'credit', 'phone01', '--amount', '10000', '--type', 'addCoin');
});
test.afterAll(async () => {
  await server.stop();
});

test('a withdrawal above 2,500 asks for the SMS code sent to the bound phone, then is applied', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(`${server.url}/finance/withdraw${await loginFragment(server.url, token)}`);
  const frame = cashierFrame(page);
  const form = frame.getByRole('form', { name: '申請託售' });
  await expect(form).toBeVisible();
  await form.getByLabel('託售金額').fill('3000');
  await form.getByLabel('託售密碼（6 位數字）').fill('135790');
  await form.getByRole('button', { name: '確認託售' }).click();
  await expect(form.getByText('請輸入 6 位數字驗證碼')).toBeVisible();

  await form.getByRole('button', { name: '發送驗證碼' }).click();
  await expect(form.getByRole('button', { name: /秒後可重新發送/ })).toBeDisabled();
  await form.getByLabel('簡訊驗證碼').fill(await latestCode(server.url, '912345678', SMS_REQUEST_TYPES.withdrawConfirm));
  await form.getByRole('button', { name: '確認託售' }).click();
  await expect(page.getByText('託售申請已送出').first()).toBeVisible();
  await expect(frame.getByRole('region', { name: '託售紀錄' }).getByText('NTD 3,000.00')).toBeVisible();
});
