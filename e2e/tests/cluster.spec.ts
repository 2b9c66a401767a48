import type { Page } from '@playwright/test';
import pg from 'pg';
import { api, gameNamed, loginByApi, loginFragment } from '../api';
import { closeLoginAdvertIfShown, expect, test } from '../fixtures';

// Issue 12: two server processes on one PostgreSQL behind nginx (scripts/cluster.mts, deploy/).
// A player keeps playing through nginx while one server is killed: nothing that matters lived in
// the dead process, a retried transfer is applied once, and the ledger stays exact.

// scripts/ is outside the e2e TypeScript project (its rootDir): loaded at run time, typed here.
interface ClusterServer {
  url: string;
  kill: (signal?: NodeJS.Signals) => Promise<void>;
  restart: () => Promise<void>;
}
interface Cluster {
  url: string;
  servers: ClusterServer[];
  databaseUrl: string;
  stop: () => Promise<void>;
}
type StartCluster = (options: { servers?: number; brand?: string; env?: Record<string, string> }) => Promise<Cluster>;
const CLUSTER_MODULE = new URL('../../scripts/cluster.mts', import.meta.url).href;

/** As e2e/server.ts: every browser comes from 127.0.0.1, so the per-address limits are loosened. */
const E2E_ADDRESS_LIMITS = { ADDRESS_CODES_PER_HOUR: '1000000', ADDRESS_CAPTCHAS_PER_10_MIN: '1000000', REGISTRATIONS_PER_DEVICE: '1000000', REGISTRATIONS_PER_ADDRESS_PER_DAY: '1000000' };

test.describe.configure({ mode: 'serial' });

let cluster: Cluster;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  const { startCluster } = (await import(CLUSTER_MODULE)) as { startCluster: StartCluster };
  cluster = await startCluster({ servers: 2, brand: 'jade', env: { NODE_ENV: 'test', ...E2E_ADDRESS_LIMITS } });
});
test.afterAll(async () => {
  await cluster?.stop();
});

/** Wallets whose balance is not the sum of their ledger entries, and the number of wallets (PostgreSQL). */
async function ledgerCheck(databaseUrl: string): Promise<{ wallets: number; negative: number; mismatches: Array<{ id: number; balance: string; sum: string }> }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const mismatches = await client.query<{ id: number; balance: string; sum: string }>(
      `SELECT w.id, w.balance, COALESCE(SUM(l.amount), 0) AS sum FROM wallet_accounts w
       LEFT JOIN ledger_entries l ON l.wallet_account_id = w.id
       GROUP BY w.id, w.balance HAVING w.balance <> COALESCE(SUM(l.amount), 0)`,
    );
    const totals = await client.query<{ wallets: string; negative: string }>(
      'SELECT COUNT(*) AS wallets, COUNT(*) FILTER (WHERE balance < 0) AS negative FROM wallet_accounts',
    );
    return { wallets: Number(totals.rows[0]?.wallets), negative: Number(totals.rows[0]?.negative), mismatches: mismatches.rows };
  } finally {
    await client.end();
  }
}

const wallet = (page: Page) => page.getByRole('group', { name: '錢包', exact: true }).getByRole('button', { name: /^錢包餘額 NTD / });

async function balances(url: string, token: string): Promise<{ main: string; kt: string; db: string }> {
  const r = await api<{ currencies: Array<{ currency: string; balance: string }>; gameWallets: Array<{ channelCode: string; balance: string }> }>(
    url,
    'GET',
    '/v1/wallet/front/user/balance?currency=NTD',
    { token },
  );
  const game = (code: string) => r.data.gameWallets.find((w) => w.channelCode === code)?.balance ?? 'none';
  return { main: r.data.currencies.find((c) => c.currency === 'NTD')?.balance ?? 'none', kt: game('KT'), db: game('DB') };
}

test('a player keeps playing through nginx while one of two servers is killed, and the ledger stays exact', async ({ page }) => {
  test.setTimeout(120_000);
  const [server0, server1] = cluster.servers as [ClusterServer, ClusterServer];
  const token = await loginByApi(cluster.url, 'demo01');
  await page.goto(`${cluster.url}/${await loginFragment(cluster.url, token)}`);
  await closeLoginAdvertIfShown(page);
  await expect(wallet(page)).toHaveAccessibleName('錢包餘額 NTD 10,000.00');

  // A transfer answered by server 0 whose answer the player never sees (the server dies next):
  // the client retries with the same Idempotency-Key through nginx, where server 1 answers.
  const key = `cluster-e2e-${Date.now()}`;
  const transfer = (url: string) =>
    api<{ orderNo: string; fromBalance: string }>(url, 'POST', '/v1/wallet/transfer', {
      token,
      headers: { 'Idempotency-Key': key },
      body: { currency: 'NTD', from: 'main', to: 'KT', amount: '1000' },
    });
  const first = await transfer(server0.url);
  expect(first).toMatchObject({ status: 200, code: '000000', data: { fromBalance: '9000.00' } });
  // The page's live stream may hang on either server: the event crosses processes through PostgreSQL.
  await expect(wallet(page)).toHaveAccessibleName('錢包餘額 NTD 9,000.00', { timeout: 5000 });

  await server0.kill('SIGKILL');
  for (let attempt = 0; attempt < 2; attempt++) {
    const retry = await transfer(cluster.url);
    expect(retry).toMatchObject({ status: 200, code: '000000', data: { orderNo: first.data.orderNo, fromBalance: '9000.00' } });
  }
  expect(await balances(cluster.url, token)).toMatchObject({ main: '9000.00', kt: '1000.00' });

  // Another page and a money action in the UI, all through nginx to the server left.
  const game = await gameNamed(cluster.url, 'DB_CARDS');
  await page.goto(`${cluster.url}/game/lobby/5`);
  await expect(wallet(page)).toHaveAccessibleName('錢包餘額 NTD 9,000.00');
  await page.getByRole('button', { name: game.name, exact: true }).first().click();
  await page.getByRole('dialog', { name: '點數換算提示' }).getByRole('button', { name: '進入遊戲' }).click();
  const popup = page.getByRole('dialog', { name: '轉入遊戲' });
  await expect(popup).toBeVisible();
  const frame = page.frameLocator('iframe[title="轉帳至遊戲錢包"]');
  await frame.getByRole('textbox', { name: '轉帳金額' }).fill('500');
  await frame.getByRole('button', { name: '確認轉帳' }).click();
  await expect(page.getByText('轉帳成功').first()).toBeVisible();
  // The popup stays open (it offers to enter the game) and hides the header until closed.
  await popup.getByRole('button', { name: '關閉' }).click();
  await expect(wallet(page)).toHaveAccessibleName('錢包餘額 NTD 8,500.00');
  expect(await balances(cluster.url, token)).toMatchObject({ main: '8500.00', kt: '1000.00', db: '100.00' });

  // Every wallet balance is the sum of its ledger entries, none is negative.
  const ledger = await ledgerCheck(cluster.databaseUrl);
  expect(ledger.wallets).toBeGreaterThan(0);
  expect(ledger).toMatchObject({ negative: 0, mismatches: [] });

  // The killed server comes back on the same port and database, and answers ready again.
  await server0.restart();
  const ready = await fetch(`${server0.url}/readyz`);
  expect(ready.status).toBe(200);
  expect(await balances(server0.url, token)).toMatchObject({ main: '8500.00' });
  expect((await fetch(`${server1.url}/readyz`)).status).toBe(200);
});
