import type { Page } from '@playwright/test';
import { api, loginByApi, loginFragment } from '../api';
import { verifyIdByApi } from '../cashier';
import { expect, test, awaitStart } from '../fixtures';
import { startServer, type RunningServer } from '../server';

// Live updates (extension: GET /api/v1/events/stream): one player, two tabs of one browser. What
// changes on the server reaches the other tab's header without a reload and without it asking.
let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer('jade');
});
test.afterAll(async () => {
  await server.stop();
});

/** Counts this tab's requests to an API path from now on. */
function countRequests(page: Page, path: string): () => number {
  let n = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api${path}`) n++;
  });
  return () => n;
}

/** Waits until the tab's live stream is open (it is requested once logged in). */
async function streamOpen(page: Page): Promise<void> {
  await page.waitForResponse((r) => r.url().endsWith('/api/v1/events/stream') && r.status() === 200, { timeout: 15_000 });
}

test("a transfer and an operator's notice reach the player's other tab without a reload", async ({ page, context }) => {
  const token = await loginByApi(server.url, 'phone01');
  const first = page;
  await first.goto(`${server.url}/${await loginFragment(server.url, token)}`);
  const wallet = (tab: Page) => tab.getByRole('group', { name: '錢包', exact: true }).getByRole('button', { name: /^錢包餘額 NTD / });
  await expect(wallet(first)).toHaveAccessibleName('錢包餘額 NTD 50,000.00');

  // The second tab shares the login (same browser) and opens its own stream.
  const second = await context.newPage();
  awaitStart(second);
  const opened = streamOpen(second);
  await second.goto(`${server.url}/`);
  await opened;
  await expect(wallet(second)).toHaveAccessibleName('錢包餘額 NTD 50,000.00');
  const messages = second.getByRole('link', { name: /^訊息中心/ });
  await expect(messages).toBeVisible();
  const badgeBefore = (await messages.getAttribute('aria-label')) ?? '';
  const unreadBefore = Number(/(\d+) 則未讀/.exec(badgeBefore)?.[1] ?? 0);
  const balanceCalls = countRequests(second, '/v1/wallet/front/user/balance');
  const unreadCalls = countRequests(second, '/v1/message/center/unread/count');

  // Money moved elsewhere (the player's own transfer, through the API): the second tab shows it within 2 s.
  const moved = await api(server.url, 'POST', '/v1/wallet/transfer', {
    token,
    headers: { 'Idempotency-Key': `live-e2e-${Date.now()}` },
    body: { currency: 'NTD', from: 'main', to: 'KT', amount: '1000' },
  });
  expect(moved.code).toBe('000000');
  await expect(wallet(second)).toHaveAccessibleName('錢包餘額 NTD 49,000.00', { timeout: 2000 });
  await expect(wallet(first)).toHaveAccessibleName('錢包餘額 NTD 49,000.00', { timeout: 2000 });

  // The operator approves the player's ID verification (a command in another process): its system
  // notice raises the second tab's unread badge.
  await verifyIdByApi(server.url, server.dataDir, 'phone01', token);
  await expect(messages).toHaveAccessibleName(`訊息中心，${unreadBefore + 1} 則未讀`, { timeout: 5000 });

  // Pushed, not fetched: the tab asked for neither figure again.
  expect(balanceCalls()).toBe(0);
  expect(unreadCalls()).toBe(0);
});
