import { gameApi, STAFF_CATALOGUE_ERROR_CODES, STAFF_ERROR_CODES, staffApi, staffCatalogueApi, type BrandId, type BrandOverrideChange } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import { enrolledStaff, type TestStaff } from '../test/staff';

// passes: sqlite postgres

/**
 * Issue 38's catalogue per brand: marketing hides a game, marks it hot or new, or moves it for one brand only
 * (game_brand_settings); the other brands keep the catalogue's settings. The public answers are kept a minute
 * here, so only the back office's drop can make a lobby change at once, and they are kept per brand.
 */

let server: TestServer;
let marketing: TestStaff;
let admin: TestStaff;
let support: TestStaff;

beforeAll(async () => {
  server = await startTestServer({ publicAnswerFreshMs: 60_000 });
  [marketing, admin, support] = await Promise.all([enrolledStaff(server, ['marketing']), enrolledStaff(server, ['admin']), enrolledStaff(server, ['support'])]);
});

afterAll(async () => {
  await server.close();
});

const lobby = async (brand: BrandId) => server.call(gameApi.list, { query: {}, sign: { brand } });
const search = async (brand: BrandId, keyword: string) => server.call(gameApi.search, { query: { keyword }, sign: { brand } });
const override = (id: number, brand: string, body: BrandOverrideChange) =>
  server.call(staffCatalogueApi.brandOverride, { token: marketing.token, params: { id: String(id), brand }, body });

describe('the catalogue per brand', () => {
  it("a game hidden for one brand leaves that brand's lobby and search only, and comes back when the override is cleared; audited", async () => {
    const before = await lobby('pearl');
    const game = before.find((g) => g.gameStatus === 1);
    if (!game) throw new Error('no open game');
    // Every brand's lobby is kept (a minute here) before the change.
    await Promise.all([lobby('jade'), lobby('amber')]);

    const hidden = await override(game.id, 'pearl', { status: 'hidden' });
    expect(hidden).toMatchObject({ id: game.id, status: 'hidden', override: { brand: 'pearl', status: 'hidden', isHot: null, isNew: null, sort: null } });
    expect((await lobby('pearl')).map((g) => g.id)).not.toContain(game.id);
    expect((await search('pearl', game.gameCode)).gameList.map((g) => g.id)).not.toContain(game.id);
    expect((await lobby('jade')).map((g) => g.id)).toContain(game.id);
    expect((await lobby('amber')).map((g) => g.id)).toContain(game.id);
    expect((await search('jade', game.gameCode)).gameList.map((g) => g.id)).toContain(game.id);

    // The back office reads the brand's games as the brand shows them; the catalogue's own setting is unchanged.
    const ofPearl = await server.call(staffCatalogueApi.games, { token: marketing.token, query: { brand: 'pearl', status: 'hidden', size: 100 } });
    expect(ofPearl.records.find((g) => g.id === game.id)).toMatchObject({ status: 'hidden', override: { status: 'hidden' } });
    const catalogue = await server.call(staffCatalogueApi.games, { token: marketing.token, query: { keyword: game.gameCode, size: 100 } });
    expect(catalogue.records.find((g) => g.id === game.id)).toMatchObject({ status: 'open', override: null });

    const cleared = await server.call(staffCatalogueApi.clearBrandOverride, { token: admin.token, params: { id: String(game.id), brand: 'pearl' } });
    expect(cleared).toMatchObject({ status: 'open', override: null });
    expect((await lobby('pearl')).map((g) => g.id)).toEqual(before.map((g) => g.id));

    const [clear, hide] = (await server.call(staffApi.audit, { token: admin.token, query: { action: 'catalogue.brandOverride' } })).records;
    expect(hide).toMatchObject({ actor: `staff:${marketing.name}`, subjectType: 'game', subjectId: game.gameCode, before: { brand: 'pearl', override: null }, after: { brand: 'pearl', override: { status: 'hidden' } } });
    expect(clear).toMatchObject({ actor: `staff:${admin.name}`, before: { brand: 'pearl', override: { status: 'hidden' } }, after: { brand: 'pearl', override: null } });
  });

  it("a game marked new shows new on every brand's lobby, unless a brand says not; a brand's order and hot mark are its own", async () => {
    const games = await lobby('jade');
    const [game, other] = games.filter((g) => g.gameStatus === 1 && !g.isHot);
    if (!game || !other) throw new Error('too few open games');
    expect(game.isNew).toBe(false);

    const marked = await server.call(staffCatalogueApi.updateGame, { token: marketing.token, params: { id: String(game.id) }, body: { isNew: true } });
    expect(marked.isNew).toBe(true);
    for (const brand of ['jade', 'pearl', 'amber'] as const) expect((await lobby(brand)).find((g) => g.id === game.id)?.isNew).toBe(true);
    expect((await server.call(staffApi.audit, { token: admin.token, query: { action: 'catalogue.game' } })).records[0]).toMatchObject({ before: { isNew: false }, after: { isNew: true } });

    await override(game.id, 'amber', { isNew: false });
    expect((await lobby('amber')).find((g) => g.id === game.id)?.isNew).toBe(false);
    expect((await lobby('pearl')).find((g) => g.id === game.id)?.isNew).toBe(true);

    // Amber marks the other game new and hot, and moves it first among its provider's games.
    const moved = await override(other.id, 'amber', { isNew: true, isHot: true, sort: 0 });
    expect(moved).toMatchObject({ isNew: true, isHot: true, sort: 0, override: { isNew: true, isHot: true, sort: 0, status: null } });
    const amber = await lobby('amber');
    expect(amber.find((g) => g.id === other.id)).toMatchObject({ isNew: true, isHot: true });
    const ofProvider = amber.filter((g) => g.gameType === other.gameType && g.channelCode === other.channelCode);
    expect(ofProvider[0]?.id).toBe(other.id);
    expect((await lobby('jade')).find((g) => g.id === other.id)).toMatchObject({ isNew: false, isHot: false });
    expect((await server.call(gameApi.list, { query: { isHot: true }, sign: { brand: 'amber' } })).map((g) => g.id)).toContain(other.id);

    // Setting every field back to null deletes the override.
    expect(await override(other.id, 'amber', { isNew: null, isHot: null, sort: null })).toMatchObject({ override: null, isNew: false });
    await server.call(staffCatalogueApi.clearBrandOverride, { token: marketing.token, params: { id: String(game.id), brand: 'amber' } });
    await server.call(staffCatalogueApi.updateGame, { token: marketing.token, params: { id: String(game.id) }, body: { isNew: false } });
  });

  it('refuses an unknown brand or game, an empty change, and other roles', async () => {
    expect(await server.fail(staffCatalogueApi.brandOverride, { token: marketing.token, params: { id: '1', brand: 'nope' }, body: { isHot: true } })).toMatchObject({ status: 404, code: STAFF_CATALOGUE_ERROR_CODES.brandNotFound });
    expect(await server.fail(staffCatalogueApi.clearBrandOverride, { token: marketing.token, params: { id: '1', brand: 'nope' } })).toMatchObject({ status: 404, code: STAFF_CATALOGUE_ERROR_CODES.brandNotFound });
    expect(await server.fail(staffCatalogueApi.brandOverride, { token: marketing.token, params: { id: '999999', brand: 'jade' }, body: { isHot: true } })).toMatchObject({ status: 404, code: STAFF_CATALOGUE_ERROR_CODES.gameNotFound });
    expect(await server.fail(staffCatalogueApi.brandOverride, { token: marketing.token, params: { id: '1', brand: 'jade' }, body: {} })).toMatchObject({ status: 400, code: STAFF_CATALOGUE_ERROR_CODES.nothingToChange });
    expect(await server.fail(staffCatalogueApi.brandOverride, { token: support.token, params: { id: '1', brand: 'jade' }, body: { status: 'hidden' } })).toMatchObject({ status: 403, code: STAFF_ERROR_CODES.roleRefused });
  });
});
