import { EVENTS_STREAM_PATH } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressKey, DEFAULT_LIMITS } from '../services/events/streams';
import { newPlayer, type Player } from '../test/fund';
import { startTestServer, type TestServer } from '../test/harness';
import { openStream, type OpenStream } from '../test/sse';

// passes: sqlite

// Issue 17: one process allowed 1,000 live-event streams in all and 10 per account, which many
// accounts (from one address or many) could fill. Now: 5 per account, 20 per address, and at the
// process's cap the oldest stream is shed instead of the newcomer refused.

let server: TestServer;
let small: TestServer;

beforeAll(async () => {
  // Behind a trusted proxy (nginx on loopback), so each request can say which player address it is for.
  server = await startTestServer({ trustProxy: ['127.0.0.1'], liveEvents: { heartbeatMs: 60_000 } });
  small = await startTestServer({ trustProxy: ['127.0.0.1'], liveEvents: { heartbeatMs: 60_000, maxTotal: 3 } });
});
afterAll(async () => {
  await Promise.all([server?.close(), small?.close()]);
});

const from = (address: string) => ({ 'x-forwarded-for': address });

const players = (target: TestServer, n: number): Promise<Player[]> =>
  Promise.all(Array.from({ length: n }, () => newPlayer(target, { phone: false, idVerified: false })));

/** Each player of the list `tabs` times: the order in which their streams are tried. */
const tabsOf = (list: Player[], tabs: number) => list.flatMap((p) => Array<Player>(tabs).fill(p));

/** Opens a stream; an accepted one is read up to its first state, so it is registered before the next try. */
async function tryOpen(target: TestServer, p: Player, address: string): Promise<OpenStream> {
  const stream = await openStream(target.url, p.token, from(address));
  if (stream.status === 200) await stream.next('balance');
  return stream;
}

describe('live-event stream caps', () => {
  it('accepts 20 streams from one address (6 players, 5 tabs each) and refuses the next ten with 429; another address is unaffected', async () => {
    expect(DEFAULT_LIMITS).toMatchObject({ maxPerAccount: 5, maxPerAddress: 20, maxTotal: 1000 });
    const crowd = await players(server, 7);
    const opened: OpenStream[] = [];
    for (const p of tabsOf(crowd.slice(0, 6), 5)) opened.push(await tryOpen(server, p, '203.0.113.50'));
    const accepted = opened.filter((s) => s.status === 200).length;
    expect(accepted).toBe(20);
    expect(opened.slice(20).map((s) => s.status)).toEqual(Array<number>(10).fill(429));
    const last = crowd[6];
    if (!last) throw new Error('no player');
    const elsewhere = await tryOpen(server, last, '198.51.100.7');
    expect(elsewhere.status).toBe(200);
    for (const s of [...opened, elsewhere]) s.close();
    await expect.poll(() => server.app.liveEvents.streams.count()).toBe(0);
  }, 60_000);

  it('counts an IPv6 /64 as one address', async () => {
    expect(addressKey('2001:db8:1:2::1')).toBe(addressKey('2001:0db8:0001:0002:ffff:ffff:ffff:5'));
    expect(addressKey('2001:db8:1:2::1')).not.toBe(addressKey('2001:db8:1:3::1'));
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    const crowd = await players(server, 5);
    const opened: OpenStream[] = [];
    for (const [i, p] of tabsOf(crowd, 5).slice(0, 21).entries()) opened.push(await tryOpen(server, p, `2001:db8:aa:bb::${(i + 1).toString(16)}`));
    expect(opened.filter((s) => s.status === 200)).toHaveLength(20);
    expect(opened[20]?.status).toBe(429);
    for (const s of opened) s.close();
    await expect.poll(() => server.app.liveEvents.streams.count()).toBe(0);
  }, 60_000);

  it('allows one account 5 tabs, the sixth is 429', async () => {
    const [p] = await players(server, 1);
    if (!p) throw new Error('no player');
    const tabs: OpenStream[] = [];
    for (let i = 0; i < 6; i++) tabs.push(await tryOpen(server, p, `192.0.2.${i + 1}`));
    expect(tabs.map((s) => s.status)).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await server.fetch(`/api${EVENTS_STREAM_PATH}`, { headers: { token: p.token, ...from('192.0.2.99') } });
    expect(refused.json).toMatchObject({ code: '000429' });
    for (const s of tabs) s.close();
    await expect.poll(() => server.app.liveEvents.streams.count(p.id)).toBe(0);
  });

  it("at the process's cap a new stream is accepted and the oldest one is ended", async () => {
    const crowd = await players(small, 4);
    const opened: OpenStream[] = [];
    for (const [i, p] of crowd.slice(0, 3).entries()) opened.push(await tryOpen(small, p, `203.0.113.${i + 1}`));
    expect(small.app.liveEvents.streams.count()).toBe(3);
    const [oldest, second, third] = opened;
    const newcomer = crowd[3];
    if (!oldest || !second || !third || !newcomer) throw new Error('setup');
    const late = await tryOpen(small, newcomer, '198.51.100.80');
    expect(late.status).toBe(200);
    await oldest.ended;
    expect(small.app.liveEvents.streams.count()).toBe(3);
    expect(small.app.liveEvents.streams.count(crowd[0]?.id)).toBe(0);
    expect([second, third].map((s) => small.app.liveEvents.streams.count(crowd[opened.indexOf(s)]?.id))).toEqual([1, 1]);
    for (const s of [...opened, late]) s.close();
    await expect.poll(() => small.app.liveEvents.streams.count()).toBe(0);
  });
});
