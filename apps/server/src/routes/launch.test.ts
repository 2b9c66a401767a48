import { gameApi, playApi, userApi, walletApi } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_GAMES } from '../bootstrap/seed/game-catalogue';
import { login } from '../test/accounts';
import { idem } from '../test/games';
import { startTestServer, type TestServer } from '../test/harness';

// passes: sqlite postgres

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await login(server, 'demo01');
});
afterAll(async () => {
  await server.close();
});

const wallets = async (t: string, currency?: string) => server.call(walletApi.balance, { token: t, query: currency ? { currency } : {} });
const mainOf = (b: Awaited<ReturnType<typeof wallets>>, currency = 'NTD') => b.currencies.find((c) => c.currency === currency)?.balance;
const gameOf = (b: Awaited<ReturnType<typeof wallets>>, channel: string) => b.gameWallets.find((w) => w.channelCode === channel)?.balance;

describe('game launch (SPEC 4 Games)', () => {
  it('needs a login', async () => {
    expect(await server.fail(gameApi.redirect, { params: { gameCode: DEMO_GAMES.plain } })).toMatchObject({ status: 401, code: '001001' });
  });

  it('a plain game: /play/<gameCode>?launch=<one-time token>&lang=..; the token works once', async () => {
    const { url } = await server.call(gameApi.redirect, { token, params: { gameCode: DEMO_GAMES.plain }, query: { language: 'EN' } });
    expect(url).toMatch(/^\/play\/SPX_SPORTS\?launch=[\w-]{43}&lang=EN$/);
    const launch = new URL(url, server.url).searchParams.get('launch') ?? '';
    const stored = await server.app.site.db.selectFrom('launch_tokens').select('token_hash').execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(launch);
    const session = await server.call(playApi.session, { body: { launch } });
    expect(session).toMatchObject({ gameCode: 'SPX_SPORTS', channelCode: 'SPX', currency: 'NTD', ratio: 1, balance: '0.00', subGameCode: null });
    expect(await server.fail(playApi.session, { body: { launch } })).toMatchObject({ status: 400, code: '020006' });
  });

  it('a launch token expires after 60 s', async () => {
    const { url } = await server.call(gameApi.redirectOnly, { token, params: { gameCode: DEMO_GAMES.plain } });
    const launch = new URL(url, server.url).searchParams.get('launch') ?? '';
    await server.app.site.db.updateTable('launch_tokens').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('used_at', 'is', null).execute();
    expect((await server.fail(playApi.session, { body: { launch } })).code).toBe('020006');
    expect((await server.fail(playApi.session, { body: { launch: 'x'.repeat(43) } })).code).toBe('020006');
  });

  it("a lobby with open sub-games: '' without a sub-game, a URL with one of its own", async () => {
    expect(await server.call(gameApi.redirect, { token, params: { gameCode: DEMO_GAMES.withSubGames } })).toEqual({ url: '' });
    const { url } = await server.call(gameApi.redirect, { token, params: { gameCode: DEMO_GAMES.withSubGames }, query: { subGameCode: 'KT-0007' } });
    const launch = new URL(url, server.url).searchParams.get('launch') ?? '';
    expect((await server.call(playApi.session, { body: { launch } })).subGameCode).toBe('KT-0007');
    expect(await server.fail(gameApi.redirect, { token, params: { gameCode: DEMO_GAMES.withSubGames }, query: { subGameCode: 'PG-0001' } })).toMatchObject({
      status: 404,
      code: '020008',
    });
  });

  it('unknown, hidden and testing games (on a public host) are 404 020001', async () => {
    for (const gameCode of ['NOPE', DEMO_GAMES.hidden]) {
      expect(await server.fail(gameApi.redirect, { token, params: { gameCode } })).toMatchObject({ status: 404, code: '020001' });
    }
    const publicHost = { host: 'www.jade-play.com' };
    expect(await server.fail(gameApi.redirect, { token, params: { gameCode: 'PG_BETA' }, headers: publicHost })).toMatchObject({ code: '020001' });
    expect((await server.call(gameApi.redirect, { token, params: { gameCode: 'PG_BETA' } })).url).toMatch(/^\/play\/PG_BETA\?/);
  });

  it('the maintenance game: 020002 遊戲預計維護時間 with the window; the upcoming one still launches', async () => {
    const res = await server.fail(gameApi.redirect, { token, params: { gameCode: DEMO_GAMES.maintenance } });
    expect(res).toMatchObject({ status: 400, code: '020002', msg: '遊戲預計維護時間' });
    const data = res.data as { startTime: string; endTime: string };
    expect(Date.parse(data.endTime)).toBeGreaterThan(Date.now());
    expect((await server.call(gameApi.redirect, { token, params: { gameCode: DEMO_GAMES.upcoming } })).url).toMatch(/^\/play\/TC_SSC\?/);
  });

  it('auto transfer on: the whole main balance moves into the game wallet first (ledgered); /url/only moves nothing', async () => {
    expect(await server.call(userApi.isAutoGameTransfer, { token })).toBe(false);
    await server.call(gameApi.redirect, { token, params: { gameCode: 'DG_LIVE' } });
    expect(gameOf(await wallets(token), 'DG')).toBe('0.00');

    expect(await server.call(walletApi.setAutoTransfer, { token, body: { enabled: true } })).toBe(true);
    expect(await server.call(userApi.isAutoGameTransfer, { token })).toBe(true);
    await server.call(gameApi.redirectOnly, { token, params: { gameCode: 'DG_LIVE' } });
    expect(mainOf(await wallets(token))).toBe('10000.00');

    await server.call(gameApi.redirect, { token, params: { gameCode: 'DG_LIVE' } });
    const after = await wallets(token);
    expect(mainOf(after)).toBe('0.00');
    expect(gameOf(after, 'DG')).toBe('10000.00');
    expect(mainOf(after, 'USDT')).toBe('100.00');
    const entries = await server.app.site.db.selectFrom('wallet_transfers').selectAll().where('reason', '=', 'autoTransfer').execute();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ from_kind: 'main', to_kind: 'DG', debited: 1_000_000, credited: 1_000_000 });

    // Back to main, then into a DB game: 1 : 0.2, only what converts exactly.
    await server.call(walletApi.transfer, { token, headers: idem(), body: { from: 'DG', to: 'main', amount: '10000', currency: 'NTD' } });
    await server.call(walletApi.transfer, { token, headers: idem(), body: { from: 'main', to: 'SPX', amount: '0.03', currency: 'NTD' } });
    await server.call(gameApi.redirect, { token, params: { gameCode: DEMO_GAMES.dbCards } });
    const db = await wallets(token);
    expect(gameOf(db, 'DB')).toBe('1999.99');
    expect(mainOf(db)).toBe('0.02');
    await server.call(walletApi.setAutoTransfer, { token, body: { enabled: false } });
    expect(await server.call(userApi.isAutoGameTransfer, { token })).toBe(false);
  });
});
