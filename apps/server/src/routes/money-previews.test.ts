import { fundApi } from '@site/contract';
import { usdtPreview } from '@site/contract/rules/usdt-rate';
import { convertMinor, formatMinor, toMinor } from '@site/contract/rules/money';
import { exchangePreview } from '@site/contract/rules/vip-exchange';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USDT_RATE_KEY } from '../services/fund/constants';
import { createDeposit, depositChannels } from '../services/fund/deposits';
import { exchange, exchangeInfo } from '../services/vip/exchange';
import { balances } from '../services/wallet/wallet';
import { transfer } from '../services/wallet/transfers';
import { addressOf, fund, newPlayer, WITHDRAW_PASSWORD } from '../test/fund';
import { startTestServer, type TestServer } from '../test/harness';
import { couponFor } from './vip-fixtures';

// passes: sqlite postgres

/**
 * Issue 18: the previews a screen shows (the cashier's USDT to pay, the web
 * VIP page's "you receive") against the server's own code path, over many
 * amounts: the screen's function is fed what the screen is sent (the
 * channels' usdtRate, the exchange info's ratio), the server makes the real
 * order. (The USDT withdrawal preview calls the same usdtForOrder.) The pure maths are checked over thousands more in
 * packages/contract/src/rules/{usdt-rate,vip-exchange}.test.ts.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const db = () => server.app.site.db;
const RUNS = 300;

describe('money previews against the server', () => {
  it('the cashier USDT deposit preview is the usdtAmount of the order the server makes', async () => {
    const p = await newPlayer(server);
    await server.call(fundApi.bindWalletAddress, { token: p.token, body: { network: 'TRC20', address: addressOf(41), name: 'w', withdrawPassword: WITHDRAW_PASSWORD } });
    const rate = fc.tuple(fc.integer({ min: 1, max: 99 }), fc.integer({ min: 0, max: 9_999 })).map(([whole, fraction]) => `${whole}.${String(fraction).padStart(4, '0')}`);
    // USDT_TRC20 takes 300.00 to 100,000.00 NTD.
    const amount = fc.integer({ min: 30_000, max: 10_000_000 });
    const before = await db().selectFrom('settings').select('value').where('key', '=', USDT_RATE_KEY).executeTakeFirstOrThrow();
    try {
      await fc.assert(
        fc.asyncProperty(amount, rate, async (minor, r) => {
          await db().updateTable('settings').set({ value: r }).where('key', '=', USDT_RATE_KEY).execute();
          const shownRate = (await depositChannels(db(), p.id, 'NTD', 'TW')).usdtRate;
          const order = await createDeposit(db(), p.id, { channelCode: 'USDT_TRC20', method: 'usdt', currency: 'NTD', amount: formatMinor(minor) }, randomUUID());
          expect(order.receiving.usdt?.usdtAmount).toBe(usdtPreview('deposit', minor, shownRate));
        }),
        { numRuns: RUNS },
      );
    } finally {
      await db().updateTable('settings').set({ value: before.value }).where('key', '=', USDT_RATE_KEY).execute();
    }
  });

  it('the web VIP exchange preview is the amount the server credits', async () => {
    const p = await newPlayer(server);
    await couponFor(server, p.id, 1_000_000_000);
    const ratio = fc.record({ points: fc.integer({ min: 1, max: 1_000 }), amount: fc.integer({ min: 1, max: 10_000 }) });
    try {
      await fc.assert(
        fc.asyncProperty(ratio, fc.integer({ min: 1, max: 100_000 }), async (r, points) => {
          await db().updateTable('vip_point_ratios').set(r).where('currency', '=', 'NTD').execute();
          const info = await exchangeInfo(db(), p.id, 'NTD');
          fc.pre(points >= info.minPoints);
          const result = await exchange(db(), p.id, 'NTD', points, randomUUID());
          expect(result.amount).toBe(exchangePreview(points, info.ratio));
        }),
        { numRuns: RUNS },
      );
    } finally {
      await db().updateTable('vip_point_ratios').set({ points: 1, amount: 100 }).where('currency', '=', 'NTD').execute();
    }
  });

  it('the cashier transfer preview is what the server debits and credits, both ways, at the wallet ratio it was sent', async () => {
    const p = await newPlayer(server);
    await fund(server, p, '100000000.00');
    const wallets = new Map((await balances(db(), p.id, 'TW')).gameWallets.map((w) => [w.channelCode, w]));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('DB', 'KY'), fc.boolean(), fc.integer({ min: 1, max: 2_000_000 }), async (channel, toGame, minor) => {
        const wallet = wallets.get(channel);
        if (!wallet) throw new Error(`no ${channel} wallet`);
        const direction = toGame ? 'toGame' : 'toMain';
        const gameBalance = toMinor((await balances(db(), p.id, 'TW')).gameWallets.find((w) => w.channelCode === channel)?.balance ?? '0');
        const preview = convertMinor(minor, wallet.ratio, direction);
        fc.pre((toGame || minor <= gameBalance) && preview.credited > 0);
        const body = toGame ? { from: 'main', to: channel } : { from: channel, to: 'main' };
        const result = await transfer(db(), p.id, { ...body, amount: formatMinor(minor), currency: 'NTD' }, randomUUID());
        expect({ debited: result.debited, credited: result.credited }).toEqual({ debited: formatMinor(preview.debited), credited: formatMinor(preview.credited) });
      }),
      { numRuns: RUNS },
    );
  });
});
