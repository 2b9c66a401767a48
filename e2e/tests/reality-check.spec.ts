import { randomUUID } from 'node:crypto';
import { api, loginByApi } from '../api';
import { expect, test } from '../fixtures';
import { startServer, type RunningServer } from '../server';

// Issue 20, UKGC RTS 13: a player sets a 15-minute reality check; the game window's clock (Playwright's
// page.clock) moves on 15 minutes and the dialog shows the time played and the session's net result.
// A server of its own: the journey changes demo01's reality-check setting.
let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer('jade');
});
test.afterAll(async () => {
  await server.stop();
});

interface Check {
  intervalMinutes: number;
  session: { net: string; acknowledgedAt: string | null } | null;
}

test('a 15-minute reality check appears in the game window with the time played and the net result, and only its buttons close it', async ({ page }) => {
  const token = await loginByApi(server.url, 'demo01');
  expect((await api(server.url, 'PUT', '/v1/protection/reality-check', { token, body: { intervalMinutes: 15 } })).code).toBe('000000');
  const moved = await api(server.url, 'POST', '/v1/wallet/transfer', { token, headers: { 'idempotency-key': randomUUID() }, body: { from: 'main', to: 'SPX', amount: '500', currency: 'NTD' } });
  expect(moved.code).toBe('000000');
  const launch = await api<{ url: string }>(server.url, 'GET', '/v1/game/redirect/SPX_SPORTS/url/only?language=TW', { token });
  expect(launch.data.url).toMatch(/^\/play\/SPX_SPORTS\?launch=/);

  await page.clock.install();
  await page.goto(`${server.url}${launch.data.url}`);
  await page.getByRole('textbox', { name: '下注金額' }).fill('100');
  await page.getByRole('button', { name: '擲骰' }).click();
  await expect(page.getByRole('status')).toContainText(/贏得|未中|輸/);
  const check = (await api<Check>(server.url, 'GET', '/v1/protection/reality-check', { token })).data;
  expect(check.intervalMinutes).toBe(15);
  const net = check.session?.net ?? '';
  const netText = net.startsWith('-') ? `本次輸贏：輸 ${net.slice(1)}` : `本次輸贏：贏 ${net}`;

  const dialog = page.getByRole('alertdialog', { name: '遊戲時間提醒' });
  await page.clock.fastForward('14:00');
  await expect(dialog).toBeHidden();
  await page.clock.fastForward('01:01');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('您本次已遊戲 15 分鐘。');
  await expect(dialog).toContainText(netText);

  // Escape and a click outside do not dismiss it.
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: '繼續遊戲' }).click();
  await expect(dialog).toBeHidden();
  const answered = (await api<Check>(server.url, 'GET', '/v1/protection/reality-check', { token })).data;
  expect(answered.session?.acknowledgedAt).not.toBeNull();
});

test('a bet that could pass the daily loss limit is refused in the game window, with the time play is allowed again', async ({ page }) => {
  const token = await loginByApi(server.url, 'phone01');
  expect((await api(server.url, 'PUT', '/v1/protection/loss-limits', { token, body: { period: 'day', amount: '100' } })).code).toBe('000000');
  const moved = await api(server.url, 'POST', '/v1/wallet/transfer', { token, headers: { 'idempotency-key': randomUUID() }, body: { from: 'main', to: 'SPX', amount: '500', currency: 'NTD' } });
  expect(moved.code).toBe('000000');
  const launch = await api<{ url: string }>(server.url, 'GET', '/v1/game/redirect/SPX_SPORTS/url/only?language=TW', { token });
  await page.goto(`${server.url}${launch.data.url}`);
  await page.getByRole('textbox', { name: '下注金額' }).fill('150');
  await page.getByRole('button', { name: '擲骰' }).click();
  await expect(page.getByRole('status')).toContainText('每日輸額上限');
  await expect(page.getByRole('status')).toContainText(/（可於 .+ 後再遊戲）/);
  await expect(page.getByRole('region', { name: '最近紀錄' })).toContainText('尚無紀錄');
});
