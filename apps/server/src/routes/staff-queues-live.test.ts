import { fundApi, staffApi, staffQueueCounts, staffQueuesApi } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idem } from '../test/games';
import { startTestServer, type TestServer } from '../test/harness';
import { aPlayer } from '../test/players';
import { openStream } from '../test/sse';
import { enrolledStaff, type TestStaff } from '../test/staff';
import { staffStream } from '../test/staff-stream';

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

describe('the staff live channel', () => {
  it('sends the queues at once, then on a new deposit, a claim and an approval; the player’s own stream shows the new balance', async () => {
    const stream = await staffStream(server, finance.token);
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
    const stream = await staffStream(server, member.token);
    await stream.until('queues');
    await server.call(staffApi.logout, { token: member.token });
    const { p, cardId } = await aPlayer(server, { card: true });
    await server.call(fundApi.createDeposit, { token: p.token, headers: idem(), body: { currency: 'NTD', method: 'bank', channelCode: 'BANK', amount: '1000', cardId } });
    expect(await stream.until('logout')).toEqual({ code: '001004' });
    stream.close();
  });

  it('logs out a stream whose member has been idle 15 minutes, at the next change', async () => {
    const member = await enrolledStaff(server, ['finance']);
    const stream = await staffStream(server, member.token);
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
      const stream = await staffStream(server, member.token);
      await stream.until('queues');
      open.push(stream);
    }
    expect(await server.fail(staffQueuesApi.events, { token: member.token })).toMatchObject({ status: 429 });
    for (const stream of open) stream.close();
  });

  it('is refused to a player token', async () => {
    const { p } = await aPlayer(server);
    expect(await server.fail(staffQueuesApi.events, { token: p.token })).toMatchObject({ status: 401, code: '001002' });
  });
});
