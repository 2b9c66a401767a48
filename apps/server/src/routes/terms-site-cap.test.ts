import { TERMS_ERROR_CODES as T } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedCard, fund, newPlayer, type Player } from '../test/fund';
import { startTestServer, type TestServer } from '../test/harness';
import { priorWithdrawal, tryWithdraw } from '../test/terms';

// passes: sqlite postgres

// Its own server: the 600,000 is the whole site's, so no other test's withdrawals may share its day.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function player(): Promise<{ p: Player; cardId: number }> {
  const p = await newPlayer(server, { vipName: 'VIP9' });
  const cardId = await approvedCard(server, p);
  await fund(server, p, '50000');
  return { p, cardId };
}

describe("the site's 600,000 a day", () => {
  it('concurrent withdrawals of several players cannot together pass it (031071 with what is left); yesterday does not count', async () => {
    const [a, b, c] = [await player(), await player(), await player()];
    const others = await newPlayer(server);
    // Earlier today (Taipei) another player took 590,000; yesterday's 500,000 is another day.
    await priorWithdrawal(server, others.id, 590_000_00, new Date(Date.now() - 1000));
    await priorWithdrawal(server, others.id, 500_000_00, new Date(Date.now() - 25 * 3600_000));
    const jobs = [a, b, c].flatMap(({ p, cardId }) => Array.from({ length: 5 }, () => tryWithdraw(server, p, { cardId, amount: '1000' })));
    const results = await Promise.all(jobs);
    expect(results.filter((r) => r.code === '000000')).toHaveLength(10);
    const refused = results.filter((r) => r.code !== '000000');
    expect(refused).toHaveLength(5);
    expect(refused.every((r) => r.code === T.siteDailyCapReached)).toBe(true);
    expect(await tryWithdraw(server, a.p, { cardId: a.cardId, amount: '1000' })).toMatchObject({ code: T.siteDailyCapReached, data: { limit: '600000.00', used: '600000.00', remaining: '0.00' } });
  });
});
