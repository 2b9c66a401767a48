import { loginByApi, loginFragment } from '../api';
import { expect, test } from '../fixtures';
import { startServer, type RunningServer } from '../server';

// Delivery addresses (SPEC 2 /mine/account/address, SPEC 5 receiver and bound phone, SPEC 8 cap
// message). A server of its own: the journey fills phone01's list to the cap.
let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer('jade');
});
test.afterAll(async () => {
  await server.stop();
});

const FULL = '設置收貨地址數已滿，刪除後才可以新增';

test('a player adds addresses up to the cap and is refused one more; deleting one makes room again', async ({ page }) => {
  const token = await loginByApi(server.url, 'phone01');
  await page.goto(`${server.url}/mine/account/address${await loginFragment(server.url, token)}`);
  await expect(page.getByRole('heading', { name: '我的收貨地址' })).toBeVisible();

  for (let i = 1; i <= 5; i++) {
    await page.getByRole('button', { name: '新增地址' }).click();
    const dialog = page.getByRole('dialog', { name: '新增收貨地址' });
    await dialog.getByLabel('收貨人').fill(`王小明${i}`);
    await dialog.getByLabel('詳細地址').fill(`台北市大安區復興南路一段${i}號`);
    await dialog.getByRole('button', { name: '儲存' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`王小明${i}`)).toBeVisible();
  }
  await expect(page.getByText('已設定 5/5 個地址')).toBeVisible();

  await page.getByRole('button', { name: '新增地址' }).click();
  await expect(page.getByRole('alert').filter({ hasText: FULL })).toBeVisible();
  await expect(page.getByRole('dialog', { name: '新增收貨地址' })).toHaveCount(0);

  // The receiver needs at least 2 characters (SPEC 5): refused at the field, nothing saved.
  const first = page.getByRole('listitem').filter({ hasText: '王小明1' });
  await first.getByRole('button', { name: '編輯' }).click();
  const edit = page.getByRole('dialog', { name: '編輯收貨地址' });
  await edit.getByLabel('收貨人').fill('王');
  await edit.getByRole('button', { name: '儲存' }).click();
  await expect(edit.getByText('收貨人姓名至少2個字')).toBeVisible();
  await edit.getByRole('button', { name: '關閉' }).first().click();

  await page.getByRole('listitem').filter({ hasText: '王小明5' }).getByRole('button', { name: '刪除' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '刪除' }).click();
  await expect(page.getByText('王小明5')).toHaveCount(0);
  await expect(page.getByText('已設定 4/5 個地址')).toBeVisible();
  await expect(page.getByText(FULL)).toHaveCount(0);
});

test('a player without a bound phone is told to bind one first', async ({ page }) => {
  const token = await loginByApi(server.url, 'demo01');
  await page.goto(`${server.url}/mine/account/address${await loginFragment(server.url, token)}`);
  await expect(page.getByText('需先綁定您的手機號碼')).toBeVisible();
  await page.getByRole('button', { name: '綁定手機號碼' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
