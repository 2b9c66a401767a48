import type { ProtectionStatus } from '@site/contract/api/protection-exclusion';
import { formatDateTime } from '@site/contract/rules/format';
import { api, gameNamed, loginByApi, loginFragment } from '../api';
import { cashierFrame, readyForCashier } from '../cashier';
import { expect, test } from '../fixtures';
import { ops } from '../ops';
import { startServer, type RunningServer } from '../server';

// Issue 20 from the player's side: a 24-hour time-out taken on the protection page, confirmed with the
// login password; then the header says so. Issue 33: the screens follow the server: a game card, the
// transfer page, the deposit page, the first-recharge promotion and the VIP exchange each say what is
// paused and until when instead of offering their steps; a withdrawal still goes through. phone01 on a
// server of its own (the time-out stays).
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

test('a 24-hour time-out: the header, a game, the transfer and deposit pages, a promotion and the VIP exchange say until when; withdrawal works', async ({ page, context }) => {
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
  // The end as the screens write it (the site's date format, in the browser's zone).
  const status = await api<ProtectionStatus>(server.url, 'GET', '/v1/protection/status', { token });
  expect(status.data.break?.kind).toBe('timeout');
  const end = formatDateTime(status.data.break?.until, 'Asia/Taipei');
  expect(end).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/);

  // A game: no window and no transfer popup; the card says games are paused, until when.
  let windows = 0;
  context.on('page', () => (windows += 1));
  const game = await gameNamed(server.url, 'SPX_SPORTS');
  await page.goto(`${server.url}/game/lobby/1`);
  // The banner and the cards read one status query: once the banner shows it, a card knows it too.
  await expect(banner).toContainText(/暫停遊戲中/);
  await page.getByRole('button', { name: game.name, exact: true }).first().click();
  const paused = page.getByRole('dialog', { name: '無法開啟遊戲' });
  await expect(paused).toHaveAccessibleDescription(`暫停遊戲中，至 ${end} 為止：無法開啟遊戲，託售仍可使用。`);
  await paused.getByRole('button', { name: '我知道了' }).click();
  await expect(paused).toBeHidden();
  expect(windows).toBe(0);
  await expect(page.getByRole('dialog', { name: '轉入遊戲' })).toHaveCount(0);

  // The transfer page: nothing goes into a game wallet; back to the main wallet stays open.
  await page.goto(`${server.url}/finance/transfer`);
  const transfer = cashierFrame(page);
  const transferNotice = transfer.getByRole('status').filter({ has: transfer.getByRole('heading', { name: '轉入遊戲已暫停' }) });
  await expect(transferNotice).toContainText(`暫停遊戲中，至 ${end} 為止：無法轉入遊戲錢包，轉回主錢包與託售仍可使用。`);
  await expect(transfer.getByRole('radio', { name: '轉入遊戲' })).toBeDisabled();
  await expect(transfer.getByRole('radio', { name: '轉回主錢包' })).toBeChecked();

  // The first-recharge promotion: 立即參與 disabled, described by the pause.
  await page.goto(`${server.url}/activity/list`);
  const join = page.getByRole('region', { name: '首存紅利' }).getByRole('button', { name: '立即參與' });
  await expect(join).toBeDisabled();
  await expect(join).toHaveAccessibleDescription(`暫停遊戲中，至 ${end} 為止：無法參加優惠活動。`);

  // The VIP points exchange: 確認兌換 disabled, described by the pause.
  await page.goto(`${server.url}/mine/vip?tab=coupons`);
  const exchange = page.getByRole('region', { name: '點券兌換' }).getByRole('button', { name: '確認兌換' });
  await expect(exchange).toHaveAccessibleDescription(`暫停遊戲中，至 ${end} 為止：無法兌換點券。`);
  await expect(exchange).toBeDisabled();

  // The deposit page: the pause instead of the channels (or the binding gate), and the way to withdrawal.
  await page.goto(`${server.url}/finance/recharge`);
  const recharge = cashierFrame(page);
  const depositNotice = recharge.getByRole('alert').filter({ has: recharge.getByRole('heading', { name: '儲值已暫停' }) });
  await expect(depositNotice).toContainText(`暫停遊戲中，至 ${end} 為止：儲值已暫停，託售仍可使用。`);
  await expect(recharge.getByRole('button', { name: '立即儲值' })).toHaveCount(0);
  await expect(recharge.getByRole('button', { name: '綁定銀行卡' })).toHaveCount(0);

  // A withdrawal still goes through: the notice's way there.
  await depositNotice.getByRole('button', { name: '前往託售' }).click();
  await expect(page).toHaveURL(/\/finance\/withdraw/);
  const form = cashierFrame(page).getByRole('form', { name: '申請託售' });
  await form.getByLabel('託售金額').fill('1000');
  await form.getByLabel('託售密碼（6 位數字）').fill('135790');
  await form.getByRole('button', { name: '確認託售' }).click();
  await expect(page.getByText('託售申請已送出').first()).toBeVisible();
});
