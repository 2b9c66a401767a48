import { gameApi, hotGames, maintenanceNotice, isMaintaining } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_GAMES } from '../bootstrap/seed/game-catalogue';
import { startTestServer, type TestServer } from '../test/harness';

// passes: sqlite postgres

let server: TestServer;
/** A host outside TESTING_HOSTS, as the Host the server is reached at (the test server itself runs on 127.0.0.1, a testing host). */
const PUBLIC = { host: 'www.jade-play.com' };

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('game list (SPEC 3 Game, 6 testing hosts)', () => {
  it('lists the catalogue with every SPEC 3 field, in type order, hidden games never', async () => {
    const list = await server.call(gameApi.list, { headers: PUBLIC });
    expect(list.length).toBeGreaterThan(100);
    const types = list.map((g) => g.gameType);
    expect(types).toEqual([...types].sort((a, b) => a - b));
    expect(new Set(types)).toEqual(new Set([1, 2, 3, 4, 5, 6, 7]));
    expect(list.find((g) => g.gameCode === DEMO_GAMES.hidden)).toBeUndefined();
    expect(list.some((g) => g.isTesting)).toBe(false);
    const plain = list.find((g) => g.gameCode === DEMO_GAMES.plain);
    expect(plain).toMatchObject({ gameType: 1, channelCode: 'SPX', name: 'SPX 體育', gameStatus: 1, isSubGameOpen: false, isFavorite: false, ratio: 1 });
    expect(plain?.icon).toBe('/assets/games/jade/SPX_SPORTS.svg');
    expect(plain?.logoGrayscale).toBe('/assets/games/jade/SPX_SPORTS-gray.svg');
  });

  it('names follow the language; pictures follow the brand', async () => {
    const en = await server.call(gameApi.list, { query: { language: 'EN', gameType: 5 } });
    expect(en.find((g) => g.gameCode === DEMO_GAMES.dbCards)?.name).toBe('DB Cards');
    const th = await server.call(gameApi.list, { query: { language: 'TH', gameType: 7 } });
    expect(th.find((g) => g.gameCode === DEMO_GAMES.dbFishing)?.name).toBe('DB ยิงปลา');
    const amber = await server.call(gameApi.list, { query: { gameType: 1 }, sign: { brand: 'amber' } });
    expect(amber[0]?.icon).toMatch(/^\/assets\/games\/amber\//);
  });

  it('the maintenance game: status 2 with a window around now', async () => {
    const g = (await server.call(gameApi.list, { query: { gameType: 2 } })).find((x) => x.gameCode === DEMO_GAMES.maintenance);
    expect(g?.gameStatus).toBe(2);
    expect(isMaintaining(g ?? { gameStatus: 1 })).toBe(true);
    expect(Date.parse(g?.maintainStartTime ?? '')).toBeLessThan(Date.now());
    expect(Date.parse(g?.maintainEndTime ?? '')).toBeGreaterThan(Date.now());
  });

  it('the upcoming game: open, maintenance 0-180 s ahead whenever asked (notice shown)', async () => {
    const g = (await server.call(gameApi.list, { query: { gameType: 4 } })).find((x) => x.gameCode === DEMO_GAMES.upcoming);
    expect(g?.gameStatus).toBe(1);
    expect(maintenanceNotice(g?.maintainStartTime)).toBe(true);
    expect(isMaintaining(g ?? { gameStatus: 1 })).toBe(false);
    expect(Date.parse(g?.maintainBufferStartTime ?? '')).toBe(Date.parse(g?.maintainStartTime ?? '') - 180_000);
  });

  it('isTesting games only for a testing host; isTestingDomain=true from a public host is not believed (issue 33)', async () => {
    const testingHost = await server.call(gameApi.list, { query: { gameType: 6 } });
    expect(testingHost.some((g) => g.gameCode === 'PG_BETA' && g.isTesting)).toBe(true);
    const publicHost = await server.call(gameApi.list, { query: { gameType: 6 }, headers: PUBLIC });
    expect(publicHost.some((g) => g.gameCode === 'PG_BETA')).toBe(false);
    const flagged = await server.call(gameApi.list, { query: { gameType: 6, isTestingDomain: 'true' }, headers: PUBLIC });
    expect(flagged.some((g) => g.gameCode === 'PG_BETA')).toBe(false);
  });

  it('isHot=true: hot games only; the client rule caps 5 per type by hotLevel', async () => {
    const hot = await server.call(gameApi.list, { query: { isHot: 'true' } });
    expect(hot.every((g) => g.isHot && g.hotLevel !== null)).toBe(true);
    const groups = hotGames(hot);
    expect(groups.find((x) => x.gameType === 6)?.games).toHaveLength(5);
    const levels = groups.find((x) => x.gameType === 6)?.games.map((g) => g.hotLevel) ?? [];
    expect(levels).toEqual([...levels].sort((a, b) => (a ?? 0) - (b ?? 0)));
  });

  it('bad query values are a 400 000400', async () => {
    expect((await server.fail(gameApi.list, { query: { gameType: 9 } })).code).toBe('000400');
    expect((await server.fail(gameApi.list, { query: { isHot: 'maybe' } })).code).toBe('000400');
  });
});

describe('sub-games', () => {
  it('categories: properties, channels with sub-games, types', async () => {
    const cat = await server.call(gameApi.subgameCategories, { query: { gameType: 6, language: 'EN' } });
    expect(cat.gameChannelList.map((c) => c.code)).toEqual(['KT', 'PG', 'JDB', 'RSG']);
    expect(cat.subGamePropertyList.map((p) => p.code)).toEqual(['hot', 'new', 'jackpot']);
    expect(cat.subGameTypeList.map((t) => t.name)).toContain('Slot machines');
    const fishing = await server.call(gameApi.subgameCategories, { query: { gameType: 7 } });
    expect(fishing.gameChannelList.map((c) => c.code)).toEqual(['FG', 'JL']);
    expect((await server.fail(gameApi.subgameCategories, {})).code).toBe('000400');
  });

  it('pages as {records, total} with page and size', async () => {
    const first = await server.call(gameApi.subgames, { query: { gameType: 6, channelCode: 'KT', page: 1, size: 30 } });
    expect(first.total).toBe(150);
    expect(first.records).toHaveLength(30);
    const last = await server.call(gameApi.subgames, { query: { gameType: 6, channelCode: 'KT', page: 5, size: 30 } });
    expect(last.records).toHaveLength(30);
    const beyond = await server.call(gameApi.subgames, { query: { gameType: 6, channelCode: 'KT', page: 6, size: 30 } });
    expect(beyond).toEqual({ records: [], total: 150 });
    const codes = new Set([...first.records, ...last.records].map((r) => r.subGameCode));
    expect(codes.size).toBe(60);
    expect(first.records[0]).toMatchObject({ subGameCode: 'KT-0001', gameCode: 'KT_SLOTS', channelCode: 'KT', gameType: 6, isFavorite: false });
    expect(first.records[0]?.subImg).toBe('/assets/games/jade/sub/KT-0001.svg');
    const all = await server.call(gameApi.subgames, { query: { gameType: 6, size: 100 } });
    expect(all.total).toBe(450);
  });

  it('validates page and size', async () => {
    for (const query of [{ gameType: 6, size: 0 }, { gameType: 6, size: 101 }, { gameType: 6, page: 0 }, { gameType: 6, page: 'x' }]) {
      expect((await server.fail(gameApi.subgames, { query })).code).toBe('000400');
    }
  });

  it('filters by property, sub-type and game', async () => {
    const jackpot = await server.call(gameApi.subgames, { query: { gameType: 6, property: 'jackpot', size: 100 } });
    expect(jackpot.total).toBeGreaterThan(0);
    expect(jackpot.records.every((r) => r.property.includes('jackpot'))).toBe(true);
    const mahjong = await server.call(gameApi.subgames, { query: { gameType: 5, subType: 'mahjong', gameCode: 'KY_CARDS' } });
    expect(mahjong.total).toBe(6);
    expect(mahjong.records.every((r) => r.subType === 'mahjong' && r.gameCode === 'KY_CARDS')).toBe(true);
  });

  it('recommend lists', async () => {
    const games = await server.call(gameApi.recommendList, { query: { gameType: 2, size: 3 } });
    expect(games).toHaveLength(3);
    expect(games.every((g) => g.gameStatus === 1 && g.isHot)).toBe(true);
    expect(games.map((g) => g.hotLevel)).toEqual([1, 2, 3]);
    const subs = await server.call(gameApi.subgameRecommendList, { query: { gameType: 6, channelCode: 'PG', size: 5 } });
    expect(subs).toHaveLength(5);
    expect(subs.every((s) => s.property.includes('hot') && s.channelCode === 'PG')).toBe(true);
  });
});

describe('search, select list, excludeGameCode, pictures', () => {
  it('finds games and sub-games by name in any language or by code', async () => {
    const page = await server.call(gameApi.subgames, { query: { gameType: 6, channelCode: 'RSG', page: 2, size: 10, language: 'EN' } });
    const target = page.records[3];
    const found = await server.call(gameApi.search, { query: { keyword: target?.subGameName ?? '', language: 'EN' } });
    expect(found.subGameList.map((s) => s.subGameCode)).toContain(target?.subGameCode);
    const tw = await server.call(gameApi.search, { query: { keyword: '搶莊牛牛' } });
    expect(tw.subGameList.map((s) => s.subGameCode)).toEqual(expect.arrayContaining(['KY-0001', 'LK-0001']));
    expect(tw.gameList.map((g) => g.gameCode)).toContain('KY_BULL');
    const byCode = await server.call(gameApi.search, { query: { keyword: 'db_c' } });
    expect(byCode.gameList.map((g) => g.gameCode).sort()).toEqual(['DB_CARDS']);
    const wild = await server.call(gameApi.search, { query: { keyword: '%' } });
    expect(wild).toEqual({ gameList: [], subGameList: [] });
    expect((await server.fail(gameApi.search, { query: { keyword: '' } })).code).toBe('000400');
  });

  it('select list and excludeGameCode', async () => {
    const options = await server.call(gameApi.selectList, { query: { gameType: 5, language: 'EN' } });
    expect(options.map((o) => o.gameCode)).toContain(DEMO_GAMES.dbCards);
    expect(options.find((o) => o.gameCode === DEMO_GAMES.dbCards)?.gameName).toBe('DB Cards');
    expect(await server.call(gameApi.excludeGameCode)).toEqual([]);
  });

  it('serves each brand its own game pictures; unknown codes are 404', async () => {
    const jade = await server.fetch('/assets/games/jade/KT_SLOTS.svg', { sign: false });
    const pearl = await server.fetch('/assets/games/pearl/KT_SLOTS.svg', { sign: false });
    expect(jade.status).toBe(200);
    expect(jade.headers.get('content-type')).toContain('image/svg+xml');
    expect(jade.text).toMatch(/^<svg /);
    expect(pearl.text).not.toBe(jade.text);
    expect((await server.fetch('/assets/games/jade/KT_SLOTS-gray.svg', { sign: false })).text).toContain('saturate');
    expect((await server.fetch('/assets/games/jade/sub/KT-0001.svg', { sign: false })).status).toBe(200);
    expect((await server.fetch('/assets/games/jade/NOPE.svg', { sign: false })).status).toBe(404);
    expect((await server.fetch('/assets/games/ruby/KT_SLOTS.svg', { sign: false })).status).toBe(404);
  });
});
