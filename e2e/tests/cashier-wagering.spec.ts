import { expect as baseExpect } from '@playwright/test';
import { gameNamed, loginByApi } from '../api';
import { cashierFrame, readyForCashier } from '../cashier';
import { closeLoginAdvertIfShown, expect, test } from '../fixtures';
import { startServer, type RunningServer } from '../server';

// Issue 17, bonuses need wagering: phone01 is told the wagering of a reward before claiming it, then
// the withdrawal screen names that reward with what is left, and a bet lowers it. A server of its own.
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

test('a claimed reward shows its wagering on the withdrawal screen, and a bet lowers what is left', async ({ page, context }) => {
  test.setTimeout(120_000);
  // Logged in the way a returning player is: the kept session, no token in any address.
  await context.addInitScript((t) => localStorage.setItem('site.session', JSON.stringify({ state: { token: t }, version: 1 })), token);

  await page.goto(`${server.url}/activity/list`);
  await closeLoginAdvertIfShown(page);
  const rewards = page.getByRole('region', { name: '待領取獎勵' });
  const wheel = rewards.getByRole('listitem').filter({ hasText: '幸運轉盤' });
  // Said before claiming: the promotion's own multiple (8x) and the turnover it makes.
  await expect(wheel.getByText('領取後須完成 8 倍有效投注（144.00）才能託售')).toBeVisible();
  await wheel.getByRole('button', { name: '領取 幸運轉盤 18.00 NTD' }).click();
  await expect(rewards.getByRole('button', { name: /幸運轉盤/ })).toHaveCount(0);

  await page.goto(`${server.url}/finance/withdraw`);
  const frame = cashierFrame(page);
  await expect(frame.getByText('尚需有效投注 144.00，完成後才能申請託售。')).toBeVisible();
  const list = frame.getByRole('list', { name: '流水要求明細' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem')).toContainText('幸運轉盤18.00 × 8 倍 = 144.00尚需 144.00');
  await expect(frame.getByRole('button', { name: '確認託售' })).toBeDisabled();

  // A bet of 100 in the demo dice game (decimal odds 2.35: it qualifies).
  const sports = await gameNamed(server.url, 'SPX_SPORTS');
  await page.goto(`${server.url}/game/lobby/1`);
  const [game] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: sports.name, exact: true }).first().click()]);
  await baseExpect(game).toHaveURL(/\/play\//, { timeout: 20_000 });
  await game.getByRole('textbox', { name: '下注金額' }).fill('100');
  await game.getByRole('radio', { name: /大/ }).check();
  await game.getByRole('button', { name: '擲骰' }).click();
  await baseExpect(game.getByRole('table', { name: '最近紀錄' }).getByRole('row')).not.toHaveCount(1);
  await game.close();

  await page.goto(`${server.url}/finance/withdraw`);
  await expect(frame.getByText('尚需有效投注 44.00，完成後才能申請託售。')).toBeVisible();
  await expect(list.getByRole('listitem')).toContainText('尚需 44.00');
  await expect(list.getByRole('progressbar', { name: '幸運轉盤：已完成 100.00 / 144.00' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('wagering-withdraw.png'), fullPage: true });
});
