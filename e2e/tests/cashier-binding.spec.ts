import { api, loginByApi, loginFragment } from '../api';
import { bindPhoneInPopup, cashierFrame, newestRecord, pngPicture } from '../cashier';
import { test, expect } from '../fixtures';
import { ops } from '../ops';
import { startServer, type RunningServer } from '../server';

// Binds a phone, a withdrawal password and a bank card for demo01 and sets phone01's limits: a server of its own.
let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer('jade');
});
test.afterAll(async () => {
  await server.stop();
});

const PHONE = '0922333444';
const OK = '確定';

test('a new player meets each finance gate in turn, binds phone, withdrawal password and bank card, and is approved', async ({ page }) => {
  test.setTimeout(120_000);
  const base = server.url;

  // 1. Login: a visitor opening the cashier gets the login popup; the page opens after login.
  await page.goto(`${base}/finance/recharge`);
  const login = page.getByRole('dialog', { name: '會員登入' });
  await expect(login).toBeVisible();
  await login.getByRole('textbox', { name: '帳號' }).fill('demo01');
  await login.getByLabel('密碼', { exact: true }).fill('demo1234');
  await login.getByRole('button', { name: '登入', exact: true }).click();

  // 2. A bound telephone: the deposit page lists it first among the first deposit's steps (issue 34) and binds it
  //    in the host's popup over the page; the withdrawal's button still asks SPEC's confirm, bind / cancel.
  const frame = cashierFrame(page);
  const steps = frame.getByRole('region', { name: '首次儲值前，請完成以下步驟' });
  await expect(steps.getByText('需先綁定您的手機號碼')).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: '託售' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: '需先綁定您的手機號碼' });
  await expect(confirm.getByRole('button', { name: '綁定' })).toBeVisible();
  await confirm.getByRole('button', { name: '取消' }).click();
  await steps.getByRole('button', { name: '綁定手機號碼' }).click();
  await bindPhoneInPopup(page, base, server.dataDir, PHONE);
  await expect(steps.getByRole('listitem').first()).toContainText('已完成');

  // 3. Withdrawal: a withdrawal password first, set in the account's dialog.
  await page.getByRole('banner').getByRole('link', { name: '託售' }).click();
  const pwdGate = page.getByRole('dialog').filter({ hasText: '為了保障您的帳號安全，請先綁定託售密碼' });
  await expect(pwdGate).toBeVisible();
  await pwdGate.getByRole('button').filter({ hasNotText: /取消|關閉/ }).first().click();
  await expect(page).toHaveURL(/\/mine\/account/);
  const pwdDialog = page.getByRole('dialog', { name: '設定託售密碼' });
  await pwdDialog.getByLabel('託售密碼', { exact: true }).fill('246810');
  await pwdDialog.getByLabel('確認託售密碼').fill('246810');
  await pwdDialog.getByRole('button', { name: '確認設定' }).click();
  // Set, the player is taken straight back to the withdrawal they came for.
  await expect(page).toHaveURL(/\/finance\/withdraw/);

  // 4. The withdrawal page asks for a binding; the bank-card form takes real photos.
  await page.goto(`${base}/finance/withdraw`);
  await expect(frame.getByRole('heading', { name: '請先綁定銀行卡或錢包地址' })).toBeVisible();
  await frame.getByRole('button', { name: '綁定銀行卡' }).click();
  const form = frame.getByRole('form', { name: '新增銀行卡' });
  await form.getByLabel('銀行', { exact: true }).selectOption({ index: 1 });
  await form.getByLabel('分行').fill('信義分行');
  await form.getByLabel('銀行帳號').fill('12345678901234');
  await form.getByLabel('身分證正面').setInputFiles(pngPicture('id-front.png'));
  await form.getByLabel('身分證反面').setInputFiles(pngPicture('id-back.png'));
  await form.getByLabel('銀行卡或存摺封面').setInputFiles(pngPicture('cover.png'));
  await expect(form.getByText('已上傳')).toHaveCount(3);
  // Issue 17: a new destination is proved by the withdrawal password set above.
  await form.getByLabel('託售密碼（6 位數字）').fill('246810');
  await form.getByRole('button', { name: '送出審核' }).click();
  await expect(frame.getByText('等待後台審核中，預計 15 分鐘至 24 小時內完成審核')).toBeVisible();
  // One application at a time.
  await expect(frame.getByText('您有審核中的綁定銀行卡申請，請耐心等待審核結果。如有疑問，請聯繫客服。')).toBeVisible();

  // 5. The operator approves; the frame shows it without a reload.
  ops(server.dataDir, 'fund', 'approve', 'card', newestRecord(server.dataDir, 'card', 'demo01', 'reviewing'));
  await expect(frame.getByText('已通過').first()).toBeVisible({ timeout: 30_000 });

  // 6. The decision is in the inbox.
  await page.goto(`${base}/mine/notification/system`);
  await expect(page.getByRole('main').getByText('銀行卡綁定成功').first()).toBeVisible();
});

test('the operator-set gates: recharge paused and closed, withdrawals locked, an automatic suspension, each with its words', async ({ page }) => {
  const base = server.url;
  const token = await loginByApi(base, 'phone01');
  const pwd = await api(base, 'PUT', '/v1/user/security/withdrawPassword', { token, body: { withdrawPassword: '112233', confirmWithdrawPassword: '112233' } });
  expect(pwd.code).toBe('000000');
  await page.goto(`${base}/stationary/agency${await loginFragment(base, token)}`);
  const header = page.getByRole('banner');
  const gateSays = (text: string) => page.getByRole('dialog').filter({ hasText: text });
  const dismiss = async (dialog: ReturnType<typeof gateSays>, button: string) => {
    await dialog.getByRole('button', { name: button, exact: true }).click();
    await expect(dialog).toBeHidden();
  };

  ops(server.dataDir, 'fund', 'limit', 'phone01', '--level', '2', '--minutes', '30');
  await header.getByRole('link', { name: '儲值' }).click();
  const paused = gateSays('很抱歉，您暫時無法繼續儲值');
  await expect(paused).toContainText(/請於(30|29)分鐘後再試/);
  await dismiss(paused, OK);

  ops(server.dataDir, 'fund', 'limit', 'phone01', '--level', '3');
  await header.getByRole('link', { name: '儲值' }).click();
  const closed = gateSays('很抱歉，您暫時無法繼續儲值');
  await expect(closed).toContainText('請聯繫客服協助處理');
  await expect(closed.getByRole('button', { name: '聯繫客服' })).toBeVisible();
  await dismiss(closed, '取消');
  ops(server.dataDir, 'fund', 'limit', 'phone01', '--level', '1');

  ops(server.dataDir, 'fund', 'withdraw-lock', 'phone01', 'on');
  await header.getByRole('link', { name: '託售' }).click();
  const locked = gateSays('很抱歉，您暫時無法繼續託售');
  await expect(locked).toBeVisible();
  await dismiss(locked, OK);
  ops(server.dataDir, 'fund', 'withdraw-lock', 'phone01', 'off');

  ops(server.dataDir, 'fund', 'suspend', 'phone01', '--action', 'withdraw', '--minutes', '20');
  await header.getByRole('link', { name: '託售' }).click();
  const suspended = gateSays('很抱歉，您暫時無法繼續託售');
  await expect(suspended).toContainText(/系統已自動暫停，請於(20|19)分鐘後再試/);
  await dismiss(suspended, OK);

  // With every gate open again the withdrawal frame opens.
  ops(server.dataDir, 'fund', 'limit', 'phone01', '--level', '1');
  await header.getByRole('link', { name: '儲值' }).click();
  await expect(page).toHaveURL(/\/finance\/recharge/);
  await expect(cashierFrame(page).getByRole('form', { name: '儲值' }).or(cashierFrame(page).getByRole('heading', { name: '請先綁定銀行卡或錢包地址' }))).toBeVisible({ timeout: 30_000 });
});
