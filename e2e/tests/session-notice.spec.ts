import { api, loginByApi, loginFragment } from '../api';
import { expect, test } from '../fixtures';
import { startServer, type RunningServer } from '../server';

// Issue 19: a password changed on one device ends the player's other sessions; the other device
// says why (401 001006, the catalogue's words) instead of logging out without a word.
let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer('jade');
});
test.afterAll(async () => {
  await server.stop();
});

test('a password changed on another device logs this one out with a message saying so', async ({ page }) => {
  const here = await loginByApi(server.url, 'demo01');
  const elsewhere = await loginByApi(server.url, 'demo01');
  const streamed = page.waitForResponse((r) => r.url().endsWith('/api/v1/events/stream') && r.status() === 200, { timeout: 15_000 });
  await page.goto(`${server.url}/mine/account${await loginFragment(server.url, here)}`);
  await streamed;

  const changed = await api(server.url, 'PUT', '/v1/user/security/pwd', { token: elsewhere, body: { oldPwd: 'demo1234', newPwd: 'fresh5678', confirmPwd: 'fresh5678' } });
  expect(changed.code).toBe('000000');

  const notice = page.getByRole('dialog', { name: '溫馨提示' });
  await expect(notice).toContainText('您的密碼已變更，此裝置已登出，請使用新密碼重新登入');
  await notice.getByRole('button', { name: '關閉' }).click();
  await expect(page.getByRole('button', { name: '登入' }).first()).toBeVisible();
});
