import { execFile } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { fundApi, staffApi, staffQueueCounts, staffQueuesApi, type StaffQueueCounts } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idem } from '../test/games';
import { signHeaders, startTestServer, type TestServer } from '../test/harness';
import { aPlayer } from '../test/players';
import { openStream } from '../test/sse';
import { enrolledStaff, type TestStaff } from '../test/staff';

// passes: sqlite postgres

/** Issue 37: the back office's live channel: every queue change reaches an open staff stream; the player's own stream still moves. */

let server: TestServer;
let finance: TestStaff;
beforeAll(async () => {
  server = await startTestServer();
  finance = await enrolledStaff(server, ['finance']);
});
afterAll(async () => {
  await server.close();
});

/** The staff stream as a back office tab opens it: fetch with the token header; its `queues` events parsed by the contract. */
async function staffStream(token: string) {
  const controller = new AbortController();
  const res = await fetch(`${server.url}/api${staffQueuesApi.events.path}`, { headers: { ...signHeaders(), token }, signal: controller.signal });
  const events: Array<{ event: string; data: unknown }> = [];
  let buffer = '';
  let wake = () => {};
  void (async () => {
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) as unknown });
        }
        wake();
      }
    } catch {
      // Aborted by close().
    }
    wake();
  })();
  /** The first event (taken from those not yet seen) named `name` whose data passes `test`; fails after 3 s. */
  const until = (name: string, test: (data: StaffQueueCounts) => boolean = () => true) =>
    new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no matching ${name} event; got ${JSON.stringify(events)}`)), 3000);
      const check = () => {
        while (events.length) {
          const e = events.shift()!;
          if (e.event === name && (name !== 'queues' || test(staffQueueCounts.parse(e.data)))) {
            clearTimeout(timer);
            resolve(e.data);
            return;
          }
        }
      };
      wake = check;
      check();
    });
  return { res, until, close: () => controller.abort() };
}

describe('the staff live channel', () => {
  it('sends the queues at once, then on a new deposit, a claim and an approval; the player’s own stream shows the new balance', async () => {
    const stream = await staffStream(finance.token);
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const first = staffQueueCounts.parse(await stream.until('queues'));
    const waiting = first.deposit.waiting;

    const { p, cardId } = await aPlayer(server, { card: true });
    const order = await server.call(fundApi.createDeposit, { token: p.token, headers: idem(), body: { currency: 'NTD', method: 'bank', channelCode: 'BANK', amount: '1500', cardId } });
    await stream.until('queues', (c) => c.deposit.waiting === waiting + 1);

    await server.call(staffQueuesApi.claim, { token: finance.token, params: { kind: 'deposit', itemId: order.orderNo } });
    await stream.until('queues');

    const player = await openStream(server.url, p.token);
    await player.next('balance');
    await server.call(staffQueuesApi.depositApprove, { token: finance.token, params: { itemId: order.orderNo } });
    await stream.until('queues', (c) => c.deposit.waiting === waiting);
    expect((await player.next('balance')).currencies.find((c) => c.currency === 'NTD')?.balance).toBe('1500.00');
    player.close();
    stream.close();
  });

  it('tells a stream whose session ended (logout) and closes it', async () => {
    const member = await enrolledStaff(server, ['finance']);
    const stream = await staffStream(member.token);
    await stream.until('queues');
    await server.call(staffApi.logout, { token: member.token });
    const { p, cardId } = await aPlayer(server, { card: true });
    await server.call(fundApi.createDeposit, { token: p.token, headers: idem(), body: { currency: 'NTD', method: 'bank', channelCode: 'BANK', amount: '1000', cardId } });
    expect(await stream.until('logout')).toEqual({ code: '001004' });
    stream.close();
  });

  it('logs out a stream whose member has been idle 15 minutes, at the next change', async () => {
    const member = await enrolledStaff(server, ['finance']);
    const stream = await staffStream(member.token);
    await stream.until('queues');
    const idle = new Date(Date.now() - 16 * 60_000).toISOString();
    await server.app.site.db.updateTable('staff_sessions').set({ last_seen_at: idle }).where('staff_id', '=', member.id).execute();
    const { p, cardId } = await aPlayer(server, { card: true });
    await server.call(fundApi.createDeposit, { token: p.token, headers: idem(), body: { currency: 'NTD', method: 'bank', channelCode: 'BANK', amount: '1000', cardId } });
    expect(await stream.until('logout')).toEqual({ code: '001004' });
    stream.close();
  });

  it('opens at most 5 streams per session: the sixth is refused (429)', async () => {
    const member = await enrolledStaff(server, ['risk']);
    const open = [];
    for (let i = 0; i < 5; i++) {
      const stream = await staffStream(member.token);
      await stream.until('queues');
      open.push(stream);
    }
    expect(await server.fail(staffQueuesApi.events, { token: member.token })).toMatchObject({ status: 429 });
    for (const stream of open) stream.close();
  });

  it('follows `npm run ops -- fund approve deposit` run in its own process (SQLite: the commit seen; PostgreSQL: NOTIFY)', async () => {
    const stream = await staffStream(finance.token);
    await stream.until('queues');
    const { p, cardId } = await aPlayer(server, { card: true });
    const order = await server.call(fundApi.createDeposit, { token: p.token, headers: idem(), body: { currency: 'NTD', method: 'bank', channelCode: 'BANK', amount: '1000', cardId } });
    const waiting = staffQueueCounts.parse(await stream.until('queues')).deposit.waiting;
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: server.dataDir };
    if (server.databaseUrl) env.DATABASE_URL = server.databaseUrl;
    else delete env.DATABASE_URL;
    const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
    await promisify(execFile)(process.execPath, ['--import', 'tsx', 'apps/server/src/ops.ts', 'fund', 'approve', 'deposit', order.orderNo], { cwd: repoRoot, env });
    await stream.until('queues', (c) => c.deposit.waiting === waiting - 1);
    stream.close();
  }, 30_000);

  it('is refused to a player token', async () => {
    const { p } = await aPlayer(server);
    expect(await server.fail(staffQueuesApi.events, { token: p.token })).toMatchObject({ status: 401, code: '001002' });
  });
});
