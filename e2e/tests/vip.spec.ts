import { api, gameNamed, loginByApi, loginFragment } from '../api';
import { newestRecord, readyForCashier } from '../cashier';
import { ledgerMismatches } from '../db';
import { expect, test } from '../fixtures';
import { ops } from '../ops';
import { startServer, type RunningServer } from '../server';

// VIP (SPEC 4, 6, 9): the daily job upgrades a player the day after the deposits and bets meet
// the next level, the level-up coupon follows, and its points become money through the ledger.
// A server of its own: the job runs for chosen days with the operator command.
test.describe.configure({ mode: 'serial' });

let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer('jade');
});
test.afterAll(async () => {
  await server.stop();
});

/** A server day (+08:00, SPEC 9) `offset` days from today. */
function serverDay(offset = 0): string {
  return new Date(Date.now() + 8 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);
}

async function mainBalance(token: string): Promise<number> {
  const r = await api<{ currencies: Array<{ currency: string; balance: string }> }>(server.url, 'GET', '/v1/wallet/front/user/balance', { token });
  return Number(r.data.currencies.find((w) => w.currency === 'NTD')?.balance.replace(/,/g, '') ?? NaN);
}

test('deposits and bets meeting VIP2 upgrade the player the next day, with a level-up coupon exchanged into the main wallet', async ({ page, context }) => {
  const token = await loginByApi(server.url, 'phone01');
  await readyForCashier(server.url, server.dataDir, 'phone01', token);
  const record = await api<{ level: number }>(server.url, 'GET', '/v1/user/vip', { token });
  expect(record.data.level).toBe(1);

  // 5,000 deposited (approved by the operator) and 25,000 bet: VIP2's recharge and bet totals.
  const cards = await api<Array<{ id: number; status: string }>>(server.url, 'GET', '/v1/fund/bank-cards', { token });
  const cardId = cards.data.find((c) => c.status === 'approved')?.id;
  const order = await api(server.url, 'POST', '/v1/fund/recharge/order', {
    token,
    headers: { 'Idempotency-Key': `vip-e2e-${Date.now()}` },
    body: { channelCode: 'BANK', method: 'bank', currency: 'NTD', amount: '5000', cardId },
  });
  expect(order.code).toBe('000000');
  ops(server.dataDir, 'fund', 'approve', 'deposit', newestRecord(server.dataDir, 'deposit', 'phone01', 'processing'));

  const game = await gameNamed(server.url, 'SPX_SPORTS');
  await page.goto(`${server.url}/game/lobby/1${await loginFragment(server.url, token)}`);
  const [gameWindow] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: game.name, exact: true }).first().click()]);
  await expect(gameWindow).toHaveURL(/\/play\/SPX_SPORTS/, { timeout: 20_000 });
  await gameWindow.getByRole('textbox', { name: '下注金額' }).fill('25000');
  await gameWindow.getByRole('radio', { name: /大/ }).check();
  await gameWindow.getByRole('button', { name: '擲骰' }).click();
  await expect(gameWindow.getByRole('table', { name: '最近紀錄' }).getByRole('row')).not.toHaveCount(1);
  await gameWindow.close();

  // The job of the same day leaves the level alone; the page says when the upgrade comes.
  ops(server.dataDir, 'vip', 'daily', '--date', serverDay(0));
  await page.goto(`${server.url}/mine/vip`);
  await expect(page.getByText(/您已達成 VIP2 的條件，將於 .* 升級。/)).toBeVisible();
  expect((await api<{ level: number }>(server.url, 'GET', '/v1/user/vip', { token })).data.level).toBe(1);

  // The next day's job upgrades and issues the level-up coupon.
  const report = ops(server.dataDir, 'vip', 'daily', '--date', serverDay(1));
  expect(report).toMatch(/upgraded=1/);
  await page.reload();
  const card = page.getByRole('tabpanel', { name: '我的等級' });
  await expect(card.getByText('VIP2', { exact: true }).first()).toBeVisible();
  await page.getByRole('tab', { name: '等級說明' }).click();
  await expect(page.getByRole('table').first().getByRole('row').filter({ hasText: '目前等級' })).toContainText('VIP2');

  await page.getByRole('tab', { name: '點券' }).click();
  await expect(page.getByText('晉級點券').first()).toBeVisible();
  const before = await mainBalance(token);
  const info = await api<{ points: string; ratio: { points: string; amount: string } }>(server.url, 'GET', '/v1/user/vip/coupon-exchange?currency=NTD', { token });
  const points = Number(info.data.points);
  expect(points).toBeGreaterThan(0);
  await page.getByRole('button', { name: '全部' }).click();
  await page.getByRole('button', { name: '確認兌換' }).click();
  // Issue 19: the exchange is confirmed first, in a dialog naming the points.
  const ask = page.getByRole('dialog', { name: '確認兌換點券' });
  await expect(ask).toContainText(`確定將 ${points.toLocaleString('en-US')} 點兌換為`);
  await ask.getByRole('button', { name: '確定兌換' }).click();
  await expect(page.getByText(/兌換成功/)).toBeVisible();
  const gained = (points * Number(info.data.ratio.amount)) / Number(info.data.ratio.points);
  await expect.poll(() => mainBalance(token)).toBeCloseTo(before + gained, 2);

  // Every wallet still equals the sum of its ledger entries.
  expect(ledgerMismatches(server.dataDir)).toEqual([]);
});

test('one brand lists 10 VIP levels and the others 11; a 999 player sees every level', async ({ page, brandUrl }) => {
  for (const [brand, top, hidden] of [
    ['pearl', 'VIP10', 'VIP11'],
    ['jade', 'VIP11', null],
  ] as const) {
    const token = await loginByApi(brandUrl(brand), 'phone01');
    await page.goto(`${brandUrl(brand)}/mine/vip?tab=guide${await loginFragment(brandUrl(brand), token)}`);
    const table = page.getByRole('table').first();
    await expect(table.getByRole('rowheader', { name: new RegExp(`${top}(?!\\d)`) })).toBeVisible();
    if (hidden) await expect(table.getByRole('rowheader', { name: new RegExp(`${hidden}(?!\\d)`) })).toHaveCount(0);
  }
  const token = await loginByApi(brandUrl('pearl'), 'vip999');
  await page.goto(`${brandUrl('pearl')}/mine/vip?tab=guide${await loginFragment(brandUrl('pearl'), token)}`);
  // phone01 is still logged in on this brand's site: a login link for another player asks first.
  await page.getByRole('dialog', { name: '切換帳號' }).getByRole('button', { name: '切換帳號' }).click();
  const table = page.getByRole('table').first();
  await expect(table.getByRole('rowheader', { name: /VIP11(?!\d)/ })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: /特邀VIP/ })).toBeVisible();
});
