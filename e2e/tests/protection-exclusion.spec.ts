import { api, gameNamed, loginByApi, loginFragment } from '../api';
import { cashierFrame, readyForCashier } from '../cashier';
import { expect, test } from '../fixtures';
import { ops } from '../ops';
import { startServer, type RunningServer } from '../server';

// Issue 20 from the player's side: a 24-hour time-out taken on the protection page, confirmed with the
// login password; then the header says so, a game launch, a deposit and the first-recharge join are
// refused, and a withdrawal still goes through. phone01 on a server of its own (the time-out stays).
let server: RunningServer;
let token: string;
test.beforeAll(async () => {
  server = await startServer('jade');
  token = await loginByApi(server.url, 'phone01');
  await readyForCashier(server.url, server.dataDir, 'phone01', token);
  ops(server.dataDir, 'fund', 'credit', 'phone01', '--amount', '5000.00');
  // The deposit-limit offer (once per account) is answered, so this journey is about the time-out only.
  const offer = await api(server.url, 'POST', '/v1/protection/limits-offer', { token, body: { answer: 'skipped' } });
  expect(offer.code).toBe('000000');
});
test.afterAll(async () => {
  await server.stop();
});

test('a 24-hour time-out: the header says until when; games, deposits and promotions are refused; withdrawal works', async ({ page, context }) => {
  test.setTimeout(150_000);
  await page.goto(`${server.url}/mine/protection/break${await loginFragment(server.url, token)}`);
  const timeout = page.getByRole('region', { name: '暫停遊戲', exact: true });
  await timeout.getByRole('radio', { name: '24 小時' }).check();
  await timeout.getByRole('button', { name: '開始暫停遊戲' }).click();
  const dialog = page.getByRole('dialog', { name: '確認暫停遊戲 24 小時' });
  await dialog.getByLabel('登入密碼').fill('demo1234');
  await dialog.getByRole('button', { name: '確認' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^已設定，將於 .+ 結束。$/)).toBeVisible();
  const banner = page.getByRole('banner').getByRole('status');
  await expect(banner).toContainText(/暫停遊戲中，至 .+ 為止/);

  // A game: the window opened for it closes, and the site says why.
  const game = await gameNamed(server.url, 'SPX_SPORTS');
  await page.goto(`${server.url}/game/lobby/1`);
  await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: game.name, exact: true }).first().click()]);
  const refusal = page.getByRole('dialog', { name: '溫馨提示' });
  await expect(refusal).toContainText('您目前處於暫停遊戲或自我排除期間，無法開啟遊戲。託售與帳戶設定仍可使用。');
  await refusal.getByRole('button', { name: '關閉' }).click();
  await expect(page.getByRole('banner').getByRole('status')).toContainText(/暫停遊戲中/);

  // A deposit order.
  await page.goto(`${server.url}/finance/recharge`);
  const recharge = cashierFrame(page);
  await expect(recharge.getByRole('form', { name: '儲值' })).toBeVisible();
  const bank = recharge.getByRole('radio', { name: /^銀行轉帳/ });
  await recharge.locator('label').filter({ has: bank }).click();
  await recharge.getByLabel('儲值金額').fill('100');
  await recharge.getByRole('button', { name: '立即儲值' }).click();
  await expect(recharge.getByText('您目前處於暫停遊戲或自我排除期間，無法儲值。託售仍可使用。').or(page.getByText('您目前處於暫停遊戲或自我排除期間，無法儲值。託售仍可使用。')).first()).toBeVisible();

  // The first-recharge promotion.
  await page.goto(`${server.url}/activity/list`);
  const card = page.getByRole('region', { name: '首存紅利' });
  await card.getByRole('button', { name: '立即參與' }).click();
  await expect(page.getByText('您目前處於暫停遊戲或自我排除期間，無法參加優惠活動。').first()).toBeVisible();

  // A withdrawal still goes through.
  await page.goto(`${server.url}/finance/withdraw`);
  const form = cashierFrame(page).getByRole('form', { name: '申請託售' });
  await form.getByLabel('託售金額').fill('1000');
  await form.getByLabel('託售密碼（6 位數字）').fill('135790');
  await form.getByRole('button', { name: '確認託售' }).click();
  await expect(page.getByText('託售申請已送出').first()).toBeVisible();
});
