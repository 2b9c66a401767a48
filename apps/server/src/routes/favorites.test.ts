import { gameApi } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_GAMES } from '../bootstrap/seed/game-catalogue';
import { login } from '../test/accounts';
import { letThrottlePass } from '../test/games';
import { startTestServer, type TestServer } from '../test/harness';

// passes: sqlite postgres

let server: TestServer;
let token: string;
const PUBLIC = { host: 'www.jade-play.com' };

async function gameId(code: string): Promise<number> {
  const list = await server.call(gameApi.list, {});
  const id = list.find((g) => g.gameCode === code)?.id;
  if (id === undefined) throw new Error(`no ${code}`);
  return id;
}

beforeAll(async () => {
  server = await startTestServer();
  token = await login(server, 'demo01');
});
afterAll(async () => {
  await server.close();
});

describe('favourites (SPEC 4 Games, 9 throttle)', () => {
  it('needs a login', async () => {
    const id = await gameId(DEMO_GAMES.plain);
    expect(await server.fail(gameApi.favoriteAdd, { params: { id } })).toMatchObject({ status: 401, code: '001001' });
    expect(await server.fail(gameApi.favorites, {})).toMatchObject({ status: 401, code: '001001' });
  });

  it('adds and removes a game; lists show isFavorite for the player only', async () => {
    const id = await gameId(DEMO_GAMES.plain);
    await letThrottlePass(server, 'demo01');
    expect(await server.call(gameApi.favoriteAdd, { token, params: { id } })).toEqual({ isFavorite: true });
    const mine = await server.call(gameApi.favorites, { token });
    expect(mine.map((g) => g.gameCode)).toEqual([DEMO_GAMES.plain]);
    expect(mine[0]?.isFavorite).toBe(true);
    const listed = await server.call(gameApi.list, { token, query: { gameType: 1 } });
    expect(listed.find((g) => g.id === id)?.isFavorite).toBe(true);
    const visitor = await server.call(gameApi.list, { query: { gameType: 1 } });
    expect(visitor.find((g) => g.id === id)?.isFavorite).toBe(false);

    await letThrottlePass(server, 'demo01');
    expect(await server.call(gameApi.favoriteRemove, { token, params: { id } })).toEqual({ isFavorite: false });
    expect(await server.call(gameApi.favorites, { token })).toEqual([]);
  });

  it('one toggle per 5 s per player: 429 020003 正在處理中，請勿重複點擊 (games and sub-games share it)', async () => {
    const id = await gameId(DEMO_GAMES.dbCards);
    await letThrottlePass(server, 'demo01');
    await server.call(gameApi.favoriteAdd, { token, params: { id } });
    const again = await server.fail(gameApi.favoriteRemove, { token, params: { id } });
    expect(again).toMatchObject({ status: 429, code: '020003', msg: '正在處理中，請勿重複點擊' });
    expect((again.data as { retryAfterMs: number }).retryAfterMs).toBeGreaterThan(4000);
    const sub = await server.fail(gameApi.subgameFavoriteAdd, { token, params: { id: 1 }, headers: { language: 'EN' } });
    expect(sub).toMatchObject({ status: 429, code: '020003', msg: 'Processing, please do not click repeatedly' });
    // Nothing changed by the refused toggle.
    expect((await server.call(gameApi.favorites, { token })).map((g) => g.id)).toEqual([id]);
    // Another player is not throttled.
    const other = await login(server, 'phone01');
    expect(await server.call(gameApi.favoriteAdd, { token: other, params: { id } })).toEqual({ isFavorite: true });
    await letThrottlePass(server, 'demo01');
    await server.call(gameApi.favoriteRemove, { token, params: { id } });
  });

  it('sub-game favourites: paged list, home favourites mix games and sub-games newest first', async () => {
    const page = await server.call(gameApi.subgames, { token, query: { gameType: 6, channelCode: 'KT', size: 3 } });
    const [a, b] = page.records;
    for (const s of [a, b]) {
      await letThrottlePass(server, 'demo01');
      expect(await server.call(gameApi.subgameFavoriteAdd, { token, params: { id: s?.id ?? 0 } })).toEqual({ isFavorite: true });
    }
    await letThrottlePass(server, 'demo01');
    await server.call(gameApi.favoriteAdd, { token, params: { id: await gameId(DEMO_GAMES.dbFishing) } });
    const favs = await server.call(gameApi.subgameFavorites, { token, query: { size: 1 } });
    expect(favs.total).toBe(2);
    expect(favs.records[0]).toMatchObject({ subGameCode: b?.subGameCode, isFavorite: true });
    const listed = await server.call(gameApi.subgames, { token, query: { gameType: 6, channelCode: 'KT', size: 3 } });
    expect(listed.records.map((r) => r.isFavorite)).toEqual([true, true, false]);
    const home = await server.call(gameApi.homeFavorites, { token });
    expect(home.map((h) => h.kind)).toEqual(['game', 'subGame', 'subGame']);
    expect(home[0]?.game.gameCode).toBe(DEMO_GAMES.dbFishing);
    expect(home[1]).toMatchObject({ game: { gameCode: 'KT_SLOTS' }, subGame: { subGameCode: b?.subGameCode } });
    expect(await server.call(gameApi.homeFavorites, { token, query: { size: 1 } })).toHaveLength(1);
  });

  it('unknown or invisible ids are 404 (020001 game, 020008 sub-game)', async () => {
    await letThrottlePass(server, 'demo01');
    expect(await server.fail(gameApi.favoriteAdd, { token, params: { id: 999999 } })).toMatchObject({ status: 404, code: '020001' });
    expect(await server.fail(gameApi.favoriteAdd, { token, params: { id: 'abc' } })).toMatchObject({ status: 404, code: '020001' });
    // Wider than PostgreSQL's integer column: still a 404, never a 500 (found by the fuzzer on PostgreSQL).
    expect(await server.fail(gameApi.favoriteAdd, { token, params: { id: '926576149860' } })).toMatchObject({ status: 404, code: '020001' });
    expect(await server.fail(gameApi.subgameFavoriteRemove, { token, params: { id: '99999999999' } })).toMatchObject({ status: 404, code: '020008' });
    const testing = (await server.call(gameApi.list, { query: { gameType: 6 } })).find((g) => g.gameCode === 'PG_BETA');
    expect(await server.fail(gameApi.favoriteAdd, { token, params: { id: testing?.id ?? 0 }, headers: PUBLIC })).toMatchObject({ code: '020001' });
    expect(await server.fail(gameApi.subgameFavoriteAdd, { token, params: { id: 999999 } })).toMatchObject({ status: 404, code: '020008' });
  });
});

describe('usual games', () => {
  it('a launch records the game; most recent first; size 6 by default', async () => {
    const player = await login(server, 'vip999');
    expect(await server.call(gameApi.usual, { token: player })).toEqual([]);
    const codes = ['SPX_SPORTS', 'DG_LIVE', 'IM_ESPORTS', 'TC_LOTTERY', 'KY_BULL', 'DB_CARDS', 'DB_FISHING'];
    for (const gameCode of codes) await server.call(gameApi.redirectOnly, { token: player, params: { gameCode } });
    const usual = await server.call(gameApi.usual, { token: player });
    expect(usual.map((g) => g.gameCode)).toEqual([...codes].reverse().slice(0, 6));
    expect(await server.call(gameApi.usual, { token: player, query: { size: 2 } })).toHaveLength(2);
    expect((await server.fail(gameApi.usual, { token: player, query: { size: 0 } })).code).toBe('000400');
  });
});
