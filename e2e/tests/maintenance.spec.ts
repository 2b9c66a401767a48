import { test, expect } from '../fixtures';
import { ops } from '../ops';
import { startServer, type RunningServer } from '../server';

// This spec flips maintenance, so it runs on a server of its own.
let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer('jade');
});
test.afterAll(async () => {
  await server.stop();
});

test('maintenance on shows the 503 screen with the window; off returns home on the next call', async ({ page }) => {
  await page.goto(`${server.url}/stationary/agency`);
  await expect(page.locator('h1').first()).toBeVisible();

  ops(server.dataDir, 'maintenance', 'on', '--from', '2026-11-22T02:00:00Z', '--to', '2026-11-22T04:30:00Z');
  await page.goto(`${server.url}/`);
  await expect(page).toHaveURL(/\/situation\/503$/);
  // Times are shown local (Asia/Taipei, +8).
  await expect(page.getByText('2026/11/22 10:00:00')).toBeVisible();
  await expect(page.getByText('2026/11/22 12:30:00')).toBeVisible();

  const status = await fetch(`${server.url}/maintain`, { headers: { accept: 'application/json' } }).then((r) => r.json());
  expect(status.data).toMatchObject({ maintaining: true });

  ops(server.dataDir, 'maintenance', 'off');
  // The screen polls the API; the first successful call sends the player home.
  await expect(page).toHaveURL(`${server.url}/`, { timeout: 30_000 });
  await expect(page.getByRole('navigation', { name: '遊戲選單' })).toBeVisible();
});

test('the public /maintain page shows the window while maintenance is on', async ({ page }) => {
  ops(server.dataDir, 'maintenance', 'on', '--from', '2026-11-23T01:00:00Z', '--to', '2026-11-23T03:00:00Z');
  try {
    await page.goto(`${server.url}/maintain`);
    await expect(page.getByText('2026/11/23 09:00:00')).toBeVisible();
    await expect(page.getByText('2026/11/23 11:00:00')).toBeVisible();
  } finally {
    ops(server.dataDir, 'maintenance', 'off');
  }
});
