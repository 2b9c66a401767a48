import { randomUUID } from 'node:crypto';
import { api, gameNamed, loginByApi, loginFragment } from '../api';
import { closeLoginAdvert, test, expect, awaitStart } from '../fixtures';


test('home shows the game categories and hot games', async ({ page }) => {
  await page.goto('/');
  await closeLoginAdvert(page);
  await expect(page.getByRole('tab', { name: '電子' })).toBeVisible();
  await expect(page.locator('#hot')).toBeVisible();
});

test('deep links into a lobby by path and by query', async ({ page }) => {
  await page.goto('/game/lobby/6/KT');
  const channels = page.getByRole('navigation', { name: '遊戲平台' });
  await expect(channels.locator('[aria-current="page"]')).toContainText('KT');
  await expect(page.getByRole('button', { name: '載入更多' })).toBeVisible();

  await page.goto('/game/lobby/6?channelCode=KT');
  await expect(page.getByRole('navigation', { name: '遊戲平台' }).locator('[aria-current="page"]')).toContainText('KT');
});

test('search finds a sub-game', async ({ page }) => {
  await page.goto('/game/lobby');
  await page.getByRole('searchbox', { name: '搜尋遊戲' }).fill('寶藏');
  await expect(page.getByRole('heading', { name: /子遊戲（[1-9]\d*）/ })).toBeVisible();
});

test('a maintenance game shows its window', async ({ page }) => {
  await page.goto('/game/lobby/2');
  await expect(page.getByText(/遊戲預計維護時間/).first()).toBeAttached();
});

test('a visitor launching a game gets the login popup', async ({ page, baseURL }) => {
  const game = await gameNamed(baseURL as string, 'SPX_SPORTS');
  await page.goto('/game/lobby/1');
  await page.getByRole('button', { name: game.name, exact: true }).first().click();
  await expect(page.getByRole('dialog', { name: '會員登入' })).toBeVisible();
});

test('favourites a game, sees it on /favorite, and a second toggle within 5 s is throttled', async ({ page, baseURL }) => {
  const token = await loginByApi(baseURL as string, 'agent01');
  const game = await gameNamed(baseURL as string, 'SPX_SPORTS');
  await page.goto(`/game/lobby/1${await loginFragment(baseURL as string, token)}`);
  const heart = page.getByRole('button', { name: `收藏 ${game.name}` }).first();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await heart.click();
  await expect(page.getByText('正在處理中，請勿重複點擊').first()).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/favorite');
  await expect(page.getByRole('button', { name: game.name, exact: true }).first()).toBeVisible();
});

test('a player launches a game into a real new window, bets, and sees the bet in /mine/betRecord', async ({ page, context, baseURL }) => {
  // phone01 has auto transfer on: the game opens in a new window.
  const token = await loginByApi(baseURL as string, 'phone01');
  const game = await gameNamed(baseURL as string, 'SPX_SPORTS');
  await page.goto(`/game/lobby/1${await loginFragment(baseURL as string, token)}`);
  const [gameWindow] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: game.name, exact: true }).first().click()]);
  await expect(gameWindow).toHaveURL(/\/play\/SPX_SPORTS/, { timeout: 20_000 });
  expect(await gameWindow.evaluate(() => window.opener)).toBeNull();
  await expect(gameWindow).not.toHaveURL(/launch=/);

  await gameWindow.getByRole('textbox', { name: '下注金額' }).fill('100');
  await gameWindow.getByRole('radio', { name: /大/ }).check();
  await gameWindow.getByRole('button', { name: '擲骰' }).click();
  await expect(gameWindow.getByRole('table', { name: '最近紀錄' }).getByRole('row')).not.toHaveCount(1);
  await gameWindow.close();

  await page.goto('/mine/betRecord');
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('table')).toContainText('100');
});

test('transfer into a DB game shows the 1 : 0.2 ratio', async ({ page, baseURL }) => {
  const token = await loginByApi(baseURL as string, 'demo01');
  const game = await gameNamed(baseURL as string, 'DB_CARDS');
  await page.goto(`/game/lobby/5${await loginFragment(baseURL as string, token)}`);
  await page.getByRole('button', { name: game.name, exact: true }).first().click();
  await page.getByRole('dialog', { name: '點數換算提示' }).getByRole('button', { name: '進入遊戲' }).click();
  const popup = page.getByRole('dialog', { name: '轉入遊戲' });
  await expect(popup).toBeVisible();
  const frame = page.frameLocator('iframe[title="轉帳至遊戲錢包"]');
  await expect(frame.getByRole('note')).toContainText('點數換算 1 : 0.2');
  await frame.getByRole('textbox', { name: '轉帳金額' }).fill('500');
  await expect(frame.getByRole('status').first()).toContainText('100');
});

test('one-click recycle returns game balances to the main wallet', async ({ page, baseURL }) => {
  const token = await loginByApi(baseURL as string, 'vip999');
  const moved = await api(baseURL as string, 'POST', '/v1/wallet/transfer', {
    token,
    body: { from: 'main', to: 'SPX', amount: '300.00', currency: 'NTD' },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(moved.status).toBe(200);
  await page.goto(`/stationary/agency${await loginFragment(baseURL as string, token)}`);
  await page.getByRole('button', { name: /^錢包餘額/ }).click();
  await page.getByRole('button', { name: '一鍵回收' }).click();
  await expect(page.getByText('回收成功').first()).toBeVisible();
  const after = await api<{ gameWallets: Array<{ balance: string }> }>(baseURL as string, 'GET', '/v1/wallet/front/user/balance?currency=NTD', { token });
  expect(after.data.gameWallets.every((w) => Number(w.balance) === 0)).toBe(true);
});

test('the host page and the cashier frame ignore messages posted from another origin', async ({ context, baseURL, brandUrl }) => {
  const token = await loginByApi(baseURL as string, 'demo01');
  const game = await gameNamed(baseURL as string, 'DB_CARDS');
  // A page on another origin (the pearl server's port) holds a reference to the site's window.
  const foreign = await context.newPage();
  awaitStart(foreign);
  await foreign.goto(`${brandUrl('pearl')}/stationary/agency`);
  const [site] = await Promise.all([
    context.waitForEvent('page'),
    foreign.evaluate((url) => {
      (window as unknown as { site: Window | null }).site = window.open(url);
    }, `${baseURL}/game/lobby/5${await loginFragment(baseURL as string, token)}`),
  ]);
  // Opened by window.open, not goto: the wait for the app to start (fixtures.ts awaitStart) is written out.
  await site.waitForFunction(() => document.documentElement.hasAttribute('data-started'));
  await site.getByRole('button', { name: game.name, exact: true }).first().click();
  await site.getByRole('dialog', { name: '點數換算提示' }).getByRole('button', { name: '進入遊戲' }).click();
  const frame = site.frameLocator('iframe[title="轉帳至遊戲錢包"]');
  await expect(frame.getByRole('textbox', { name: '轉帳金額' })).toBeVisible();
  const lobbyUrl = site.url();

  await foreign.evaluate(() => {
    const site = (window as unknown as { site: Window }).site;
    // Well-formed protocol messages, but from the wrong origin: both must be dropped.
    site.postMessage({ type: 'recharge' }, '*');
    site.frames[0]?.postMessage({ type: 'language', language: 'EN' }, '*');
  });
  await site.waitForTimeout(1000);
  expect(site.url()).toBe(lobbyUrl);
  await expect(site.getByRole('dialog', { name: '轉入遊戲' })).toBeVisible();
  await expect(frame.getByRole('textbox', { name: '轉帳金額' })).toBeVisible();
  await foreign.close();
});
