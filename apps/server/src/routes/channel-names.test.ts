import { gameApi, walletApi } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up } from '../db/migrations/028_channel_names';
import { up as upTranslated } from '../db/migrations/032_channel_names_translated';
import { newPlayer } from '../test/fund';
import { startTestServer, type TestServer } from '../test/harness';

// passes: sqlite postgres

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const LANGUAGES = ['TW', 'EN', 'TH'] as const;

describe('one name per game wallet (issue 19)', () => {
  it.each(LANGUAGES)('in %s the wallet list, the game menu and the lobby call each platform the same', async (language) => {
    const p = await newPlayer(server);
    const { gameWallets } = await server.call(walletApi.balance, { token: p.token, query: { language } });
    const types = await server.call(gameApi.type, { query: { language } });
    const menu = new Map(types.flatMap((t) => t.subGameCategoryDetail.gameChannelList.map((c) => [c.code, c.name] as const)));
    const lobbies = (await server.call(gameApi.list, { query: { language } })).filter((g) => g.isSubGameOpen && !g.isTesting);
    expect(gameWallets.length).toBeGreaterThan(0);
    for (const wallet of gameWallets) expect(menu.get(wallet.channelCode), wallet.channelCode).toBe(wallet.name);
    // A platform's lobby game bears the platform's name, which is its wallet's name.
    for (const lobby of lobbies) expect(gameWallets.find((w) => w.channelCode === lobby.channelCode)?.name, lobby.gameCode).toBe(lobby.name);
    const pg = gameWallets.find((w) => w.channelCode === 'PG')?.name;
    expect(pg).toBe({ TW: 'PG 電子', EN: 'PG Slots', TH: 'PG สล็อต' }[language]);
  });

  it.each(LANGUAGES)('in %s every wallet bears the name the lobby gives its platform, translated: SPX 體育, not Sportix (issue 34)', async (language) => {
    const p = await newPlayer(server);
    const { gameWallets } = await server.call(walletApi.balance, { token: p.token, query: { language } });
    const games = await server.call(gameApi.list, { query: { language } });
    // DB serves two types (DB 棋牌, DB 捕魚), so its wallet has a name of its own.
    for (const wallet of gameWallets.filter((w) => w.channelCode !== 'DB')) {
      const names = games.filter((g) => g.channelCode === wallet.channelCode).map((g) => g.name);
      expect(names, wallet.channelCode).toContain(wallet.name);
    }
    const named = (code: string) => gameWallets.find((w) => w.channelCode === code)?.name;
    expect([named('SPX'), named('DG'), named('DB')]).toEqual(
      {
        TW: ['SPX 體育', 'DG 真人', 'DB 遊戲'],
        EN: ['SPX Sports', 'Dragon Live', 'DB Gaming'],
        TH: ['SPX กีฬา', 'ดราก้อนไลฟ์', 'DB เกมมิ่ง'],
      }[language],
    );
  });

  it('the migration renames the first seeded names only, keeping a name an operator chose', async () => {
    const db = server.app.site.db;
    const names = async () => Object.fromEntries((await db.selectFrom('game_channels').select(['code', 'name']).where('code', 'in', ['PG', 'KT']).execute()).map((r) => [r.code, r.name]));
    const before = await names();
    await db.updateTable('game_channels').set({ name: 'Pocket Slots' }).where('code', '=', 'PG').execute();
    await db.updateTable('game_channels').set({ name: 'Our own KT' }).where('code', '=', 'KT').execute();
    await up(db);
    expect(await names()).toEqual({ PG: '{"TW":"PG 電子","EN":"PG Slots","TH":"PG สล็อต"}', KT: 'Our own KT' });
    await db.updateTable('game_channels').set({ name: before.KT as string }).where('code', '=', 'KT').execute();
  });

  it("032 translates the English names of the other platforms as first seeded only, keeping a name an operator chose (issue 34)", async () => {
    const db = server.app.site.db;
    const names = async () => Object.fromEntries((await db.selectFrom('game_channels').select(['code', 'name']).where('code', 'in', ['SPX', 'DG']).execute()).map((r) => [r.code, r.name]));
    const before = await names();
    await db.updateTable('game_channels').set({ name: 'Sportix' }).where('code', '=', 'SPX').execute();
    await db.updateTable('game_channels').set({ name: 'Our own DG' }).where('code', '=', 'DG').execute();
    await upTranslated(db);
    expect(await names()).toEqual({ SPX: '{"TW":"SPX 體育","EN":"SPX Sports","TH":"SPX กีฬา"}', DG: 'Our own DG' });
    await db.updateTable('game_channels').set({ name: before.DG as string }).where('code', '=', 'DG').execute();
  });
});
