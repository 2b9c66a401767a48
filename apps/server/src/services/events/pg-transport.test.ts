import { walletApi } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlayer } from '../../test/fund';
import { idem } from '../../test/games';
import { startTestServer, type TestServer } from '../../test/harness';
import { createTestDatabase, startPgCluster, type PgCluster } from '../../test/pg';
import { openStream } from '../../test/sse';
import { credit } from '../fund/operator';
import { setMaintenance } from '../maintenance';
import { runInHub } from './poke';

// On PostgreSQL in every pass (a cluster of its own): the PostgreSQL pass would only repeat it.
// passes: sqlite node24

/**
 * Two server apps on one PostgreSQL database, as two processes would run: each has its own pool,
 * event hub and LISTEN connection, so what one app's requests change reaches the other's streams
 * only through NOTIFY site_events.
 */
describe('live events across servers on one PostgreSQL (NOTIFY/LISTEN)', () => {
  let cluster: PgCluster;
  let database: { url: string; drop: () => Promise<void> } | undefined;
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    cluster = await startPgCluster();
    database = await createTestDatabase(cluster.url);
    a = await startTestServer({ databaseUrl: database!.url });
    b = await startTestServer({ databaseUrl: database!.url });
  }, 120_000);

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
    await cluster?.stop();
  }, 60_000);

  it('each app has its own hub; a transfer through app A reaches a stream opened on app B', async () => {
    expect(a.app.site.dialect).toBe('postgres');
    expect(a.app.liveEvents.hub).not.toBe(b.app.liveEvents.hub);
    const { id, token } = await newPlayer(a);
    await credit(a.app.site.db, id, 'NTD', '100', 'addCoin');
    const onB = await openStream(b.url, token);
    const mainOf = (x: { currencies: Array<{ currency: string; balance: string }> }) => Number(x.currencies.find((c) => c.currency === 'NTD')?.balance);
    const before = mainOf(await onB.next('balance'));
    await a.call(walletApi.transfer, { token, headers: idem(), body: { currency: 'NTD', from: 'main', to: 'KT', amount: '12.5' } });
    const after = await onB.next('balance', 2000);
    expect(mainOf(after)).toBeCloseTo(before - 12.5, 2);
    expect(after.gameWallets.find((w) => w.channelCode === 'KT')?.balance).toBe('12.50');
    onB.close();
  });

  it("a maintenance switch made in app A reaches app B's streams by NOTIFY", async () => {
    const { token } = await newPlayer(b);
    const onB = await openStream(b.url, token);
    expect(await onB.next('maintenance')).toEqual({ on: false });
    // As app A's own work: only A's hub is told locally; B hears it through PostgreSQL.
    const inA = (enabled: boolean) => runInHub(a.app.liveEvents.hub, () => setMaintenance(a.app.site.db, { enabled }));
    await inA(true);
    try {
      expect(await onB.next('maintenance', 2000)).toEqual({ on: true });
    } finally {
      await inA(false);
    }
    expect(await onB.next('maintenance', 2000)).toEqual({ on: false });
    onB.close();
  });
});
