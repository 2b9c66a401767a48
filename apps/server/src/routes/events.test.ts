import { userApi, walletApi, messageApi } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/connection';
import { createHub, removeHub, runInHub } from '../services/events/poke';
import { attachPgTransport } from '../services/events/pg-transport';
import { writeNotice } from '../services/fund/notices';
import { credit } from '../services/fund/operator';
import { setMaintenance } from '../services/maintenance';
import { login } from '../test/accounts';
import { newPlayer, type Player } from '../test/fund';
import { idem } from '../test/games';
import { startTestServer, type TestServer } from '../test/harness';
import { openStream } from '../test/sse';
import { EVENTS_STREAM_PATH } from '@site/contract';

// passes: sqlite postgres node24

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ liveEvents: { maxPerAccount: 3, watchMs: 100, heartbeatMs: 200 } });
});
afterAll(async () => {
  await server.close();
});

const texts = { TW: { title: '測試通知', body: '內容' }, EN: { title: 'Test', body: 'Body' }, TH: { title: 'ทดสอบ', body: 'เนื้อหา' } };

async function funded(amount = '1000'): Promise<Player> {
  const p = await newPlayer(server);
  await credit(server.app.site.db, p.id, 'NTD', amount, 'addCoin');
  return p;
}

const mainOf = (b: { currencies: Array<{ currency: string; balance: string }> }) => b.currencies.find((c) => c.currency === 'NTD')?.balance;

describe('GET /api/v1/events/stream (extension)', () => {
  it('sends the state on connect as text/event-stream, with a retry field', async () => {
    const p = await funded('1000');
    const stream = await openStream(server.url, p.token);
    expect(stream.status).toBe(200);
    expect(await stream.next('maintenance')).toEqual({ on: false });
    expect(await stream.next('unread')).toEqual(await server.call(userApi.unreadCount, { token: p.token }));
    const balance = await stream.next('balance');
    expect(balance).toEqual(await server.call(walletApi.balance, { token: p.token }));
    expect(mainOf(balance)).toBe('1000.00');
    expect(stream.text()).toMatch(/^retry: \d+\n\n/);
    stream.close();
  });

  it('keeps an idle stream alive with heartbeat comments', async () => {
    const p = await newPlayer(server);
    const stream = await openStream(server.url, p.token);
    await stream.next('balance');
    await expect.poll(() => stream.text().includes('\n: ping\n\n'), { timeout: 2000 }).toBe(true);
    stream.close();
  });

  it('without a token: the 401 001001 envelope, no stream', async () => {
    const res = await server.fetch(`/api${EVENTS_STREAM_PATH}`);
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ code: '001001', data: null });
    const bad = await openStream(server.url, 'not-a-token');
    expect(bad.status).toBe(401);
  });

  it('a transfer pokes a balance event within the coalescing window', async () => {
    const p = await funded('1000');
    const stream = await openStream(server.url, p.token);
    await stream.next('balance');
    const started = Date.now();
    await server.call(walletApi.transfer, { token: p.token, headers: idem(), body: { currency: 'NTD', from: 'main', to: 'KT', amount: '300' } });
    const after = await stream.next('balance', 1000);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(mainOf(after)).toBe('700.00');
    expect(after.gameWallets.find((w) => w.channelCode === 'KT')?.balance).toBe('300.00');
    stream.close();
  });

  it('a notice pokes unread; reading all pokes it back to zero', async () => {
    const p = await newPlayer(server);
    const stream = await openStream(server.url, p.token);
    const first = await stream.next('unread');
    await writeNotice(server.app.site.db, p.id, 'trade', texts, new Date());
    const raised = await stream.next('unread', 1000);
    expect(raised.total).toBe(first.total + 1);
    expect(raised.transNotice).toBe(first.transNotice + 1);
    await server.call(messageApi.readAll, { token: p.token, body: {} });
    expect((await stream.next('unread', 1000)).total).toBe(0);
    stream.close();
  });

  it('logout of that session sends logout and closes the stream', async () => {
    const p = await newPlayer(server);
    const stream = await openStream(server.url, p.token);
    await stream.next('unread');
    await server.call(userApi.logout, { token: p.token });
    expect(await stream.next('logout', 1000)).toEqual({ code: '001004' });
    await stream.ended;
  });

  it("a password change ends the player's other sessions: their streams get logout, the changer's stays", async () => {
    const p = await newPlayer(server);
    const other = await login(server, p.name);
    const mine = await openStream(server.url, p.token);
    const theirs = await openStream(server.url, other);
    await Promise.all([mine.next('balance'), theirs.next('unread')]);
    await server.call(userApi.securityPwd, { token: p.token, body: { oldPwd: 'demo1234', newPwd: 'newpass99', confirmPwd: 'newpass99' } });
    expect(await theirs.next('logout', 1000)).toEqual({ code: '001006' });
    await theirs.ended;
    await credit(server.app.site.db, p.id, 'NTD', '5', 'addCoin');
    expect(mainOf(await mine.next('balance', 1000))).toBe('5.00');
    mine.close();
  });

  it('maintenance on and off reaches every stream', async () => {
    const [a, b] = [await newPlayer(server), await newPlayer(server)];
    const streams = [await openStream(server.url, a.token), await openStream(server.url, b.token)];
    for (const s of streams) expect(await s.next('maintenance')).toEqual({ on: false });
    await setMaintenance(server.app.site.db, { enabled: true });
    try {
      for (const s of streams) expect(await s.next('maintenance', 1000)).toEqual({ on: true });
    } finally {
      await setMaintenance(server.app.site.db, { enabled: false });
    }
    for (const s of streams) expect(await s.next('maintenance', 1000)).toEqual({ on: false });
    for (const s of streams) s.close();
  });

  it('a notice written by another process (the ops CLI: its own connection) reaches the streams', async () => {
    const p = await newPlayer(server);
    const stream = await openStream(server.url, p.token);
    const before = (await stream.next('unread')).total;
    // As the ops CLI does: its own connection, and on PostgreSQL a hub that only publishes (NOTIFY);
    // on SQLite the server notices the other connection's commit (PRAGMA data_version).
    const elsewhere = openDatabase({ dataDir: server.dataDir, databaseUrl: server.databaseUrl });
    const hub = createHub();
    const transport = server.databaseUrl ? attachPgTransport(hub, elsewhere.db, server.databaseUrl, { listen: false }) : undefined;
    try {
      await runInHub(hub, () => writeNotice(elsewhere.db, p.id, 'system', texts, new Date()));
    } finally {
      await transport?.close();
      removeHub(hub);
      await elsewhere.close();
    }
    expect((await stream.next('unread', 2000)).total).toBe(before + 1);
    stream.close();
  });

  it('releases the stream and its listeners on disconnect; caps streams per account (429)', async () => {
    const { streams, hub } = server.app.liveEvents;
    const listeners = hub.listenerCount;
    const p = await newPlayer(server);
    const open = [await openStream(server.url, p.token), await openStream(server.url, p.token), await openStream(server.url, p.token)];
    await Promise.all(open.map((s) => s.next('unread')));
    expect(streams.count(p.id)).toBe(3);
    const refused = await server.fetch(`/api${EVENTS_STREAM_PATH}`, { headers: { token: p.token } });
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ code: '000429' });
    for (const s of open) s.close();
    await expect.poll(() => streams.count(p.id)).toBe(0);
    expect(hub.listenerCount).toBe(listeners);
  });
});
