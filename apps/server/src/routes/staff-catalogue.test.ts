import { gameApi, STAFF_CATALOGUE_ERROR_CODES, STAFF_ERROR_CODES, staffApi, staffCatalogueApi } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '../ops-commands';
import { setMaintenance } from '../services/maintenance';
import { startTestServer, type TestServer } from '../test/harness';
import { enrolledStaff, type TestStaff } from '../test/staff';

// passes: sqlite postgres

/**
 * Issue 38's games catalogue and site maintenance in the back office: marketing (and admin) list every game,
 * hide, open or close one, mark it hot, order it, flag it for testing, and set a provider's maintenance
 * window; each change is audited and reaches the player's lobby at once (the server keeps public answers
 * for a minute here, as in production it keeps them for seconds). The site's maintenance window is
 * scheduled with its message through the same service as the ops command.
 */

let server: TestServer;
let marketing: TestStaff;
let admin: TestStaff;
let support: TestStaff;

beforeAll(async () => {
  // Public answers kept a minute: only the back office's drop can make the lobby change at once.
  server = await startTestServer({ publicAnswerFreshMs: 60_000 });
  [marketing, admin, support] = await Promise.all([enrolledStaff(server, ['marketing']), enrolledStaff(server, ['admin']), enrolledStaff(server, ['support'])]);
});

afterAll(async () => {
  await setMaintenance(server.app.site.db, { enabled: false });
  await server.close();
});

const lobby = async () => server.call(gameApi.list, { query: {} });
const auditOf = async (action: string) =>
  (await server.call(staffApi.audit, { token: admin.token, query: { action } })).records;

describe('the games catalogue', () => {
  it('lists every game in lobby order, paged, by provider, status and a name', async () => {
    const page1 = await server.call(staffCatalogueApi.games, { token: marketing.token, query: { size: 100 } });
    const page2 = await server.call(staffCatalogueApi.games, { token: marketing.token, query: { size: 100, page: 2 } });
    const all = { total: page1.total, records: [...page1.records, ...page2.records] };
    expect(all.records).toHaveLength(all.total);
    const shown = (await lobby()).map((g) => g.gameCode);
    // The lobby's order is the catalogue's, less the hidden games (the test server is reached at a testing host).
    expect(all.records.filter((g) => g.status !== 'hidden').map((g) => g.gameCode)).toEqual(shown);
    const second = await server.call(staffCatalogueApi.games, { token: marketing.token, query: { page: 2, size: 2 } });
    expect(second.records.map((g) => g.id)).toEqual(all.records.slice(2, 4).map((g) => g.id));
    const first = all.records[0];
    if (!first) throw new Error('no games');
    const byProvider = await server.call(staffCatalogueApi.games, { token: marketing.token, query: { gameType: first.gameType, channelCode: first.channelCode } });
    expect(byProvider.records.every((g) => g.channelCode === first.channelCode && g.gameType === first.gameType)).toBe(true);
    const byName = await server.call(staffCatalogueApi.games, { token: marketing.token, query: { keyword: first.gameCode.toUpperCase() } });
    expect(byName.records.map((g) => g.id)).toContain(first.id);
    const providers = await server.call(staffCatalogueApi.providers, { token: marketing.token });
    expect(providers.find((p) => p.channelCode === first.channelCode && p.gameType === first.gameType)?.games).toBe(byProvider.total);
  });

  it('a game hidden by marketing leaves the lobby at once, and comes back when opened; each change audited', async () => {
    const shown = await lobby();
    const game = shown[0];
    if (!game) throw new Error('an empty lobby');
    const hidden = await server.call(staffCatalogueApi.updateGame, { token: marketing.token, params: { id: String(game.id) }, body: { status: 'hidden' } });
    expect(hidden).toMatchObject({ id: game.id, status: 'hidden' });
    expect((await lobby()).map((g) => g.id)).not.toContain(game.id);
    expect((await server.call(staffCatalogueApi.games, { token: marketing.token, query: { status: 'hidden' } })).records.map((g) => g.id)).toContain(game.id);

    await server.call(staffCatalogueApi.updateGame, { token: admin.token, params: { id: String(game.id) }, body: { status: 'open', isHot: true, hotLevel: 1, sort: 0 } });
    const back = (await lobby()).find((g) => g.id === game.id);
    expect(back).toMatchObject({ gameStatus: 1, isHot: true, hotLevel: 1 });

    const rows = await auditOf('catalogue.game');
    const [last, previous] = rows;
    expect(previous).toMatchObject({ actor: `staff:${marketing.name}`, subjectType: 'game', subjectId: game.gameCode, before: { status: 'open' }, after: { status: 'hidden' } });
    expect(last).toMatchObject({ actor: `staff:${admin.name}`, before: { status: 'hidden' }, after: { status: 'open', isHot: true, hotLevel: 1, sort: 0 } });
  });

  it('a game flagged for testing says so to the lobby (shown on testing hosts only); maintenance shows it greyed', async () => {
    const game = (await lobby()).find((g) => !g.isTesting && g.gameStatus === 1);
    if (!game) throw new Error('no open game');
    await server.call(staffCatalogueApi.updateGame, { token: marketing.token, params: { id: String(game.id) }, body: { isTesting: true } });
    expect((await lobby()).find((g) => g.id === game.id)?.isTesting).toBe(true);
    await server.call(staffCatalogueApi.updateGame, { token: marketing.token, params: { id: String(game.id) }, body: { isTesting: false, status: 'maintenance' } });
    expect((await lobby()).find((g) => g.id === game.id)?.gameStatus).toBe(2);
    await server.call(staffCatalogueApi.updateGame, { token: marketing.token, params: { id: String(game.id) }, body: { status: 'open' } });
  });

  it("a provider's maintenance window reaches each of its games, and is cleared", async () => {
    const providers = await server.call(staffCatalogueApi.providers, { token: marketing.token });
    const provider = providers.find((p) => p.games > 1);
    if (!provider) throw new Error('no provider with games');
    const from = new Date(Date.now() + 3_600_000).toISOString();
    const to = new Date(Date.now() + 7_200_000).toISOString();
    const set = await server.call(staffCatalogueApi.providerMaintenance, { token: marketing.token, body: { gameType: provider.gameType, channelCode: provider.channelCode, window: { from, to } } });
    expect(set.games).toBe(provider.games);
    const ofProvider = (await lobby()).filter((g) => g.channelCode === provider.channelCode && g.gameType === provider.gameType);
    expect(ofProvider.length).toBeGreaterThan(0);
    for (const g of ofProvider) expect([g.maintainStartTime, g.maintainEndTime]).toEqual([from, to]);
    await server.call(staffCatalogueApi.providerMaintenance, { token: marketing.token, body: { gameType: provider.gameType, channelCode: provider.channelCode, window: null } });
    for (const g of (await lobby()).filter((x) => x.channelCode === provider.channelCode && x.gameType === provider.gameType)) expect(g.maintainStartTime).toBeNull();
    const [cleared, opened] = await auditOf('catalogue.providerMaintenance');
    expect(opened).toMatchObject({ subjectId: `${provider.gameType}:${provider.channelCode}`, after: { from, to, games: provider.games } });
    expect(cleared).toMatchObject({ before: { from, to }, after: { from: null, to: null } });
  });

  it('refuses an unknown game or provider, an empty change, a window ending first, and other roles', async () => {
    expect(await server.fail(staffCatalogueApi.updateGame, { token: marketing.token, params: { id: '999999' }, body: { isHot: true } })).toMatchObject({ status: 404, code: STAFF_CATALOGUE_ERROR_CODES.gameNotFound });
    expect(await server.fail(staffCatalogueApi.updateGame, { token: marketing.token, params: { id: '1' }, body: {} })).toMatchObject({ status: 400, code: STAFF_CATALOGUE_ERROR_CODES.nothingToChange });
    const window = { from: new Date(Date.now() + 7_200_000).toISOString(), to: new Date(Date.now() + 3_600_000).toISOString() };
    expect(await server.fail(staffCatalogueApi.providerMaintenance, { token: marketing.token, body: { gameType: 1, channelCode: 'NOPE', window: null } })).toMatchObject({ status: 404, code: STAFF_CATALOGUE_ERROR_CODES.providerNotFound });
    const provider = (await server.call(staffCatalogueApi.providers, { token: marketing.token }))[0];
    if (!provider) throw new Error('no provider');
    expect(await server.fail(staffCatalogueApi.providerMaintenance, { token: marketing.token, body: { gameType: provider.gameType, channelCode: provider.channelCode, window } })).toMatchObject({ status: 400, code: STAFF_CATALOGUE_ERROR_CODES.windowInvalid });
    expect(await server.fail(staffCatalogueApi.updateGame, { token: support.token, params: { id: '1' }, body: { status: 'hidden' } })).toMatchObject({ status: 403, code: STAFF_ERROR_CODES.roleRefused });
  });
});

describe('the site maintenance window', () => {
  const gated = () => server.fetch('/api/v1/config/language');

  it('a window scheduled for later leaves the site open; inside its window players get 503; ended, open again', async () => {
    const from = new Date(Date.now() + 3_600_000).toISOString();
    const to = new Date(Date.now() + 7_200_000).toISOString();
    const message = { TW: '系統升級中', EN: 'Upgrading the system', TH: 'กำลังอัปเกรดระบบ' };
    const later = await server.call(staffCatalogueApi.scheduleMaintenance, { token: marketing.token, body: { from, to, message } });
    expect(later).toMatchObject({ maintaining: false, scheduled: true, startTime: from, endTime: to, message });
    expect((await gated()).status).toBe(200);
    expect((await server.fetch('/maintain', { sign: false })).json).toMatchObject({ data: { maintaining: false } });

    const now = await server.call(staffCatalogueApi.scheduleMaintenance, { token: admin.token, body: { from: new Date(Date.now() - 60_000).toISOString(), to, message } });
    expect(now.maintaining).toBe(true);
    const refused = await gated();
    expect(refused.status).toBe(503);
    expect(refused.json).toMatchObject({ code: '000503', data: { endTime: to } });
    // Players read the window and its message at /maintain (the 503 screen and the public page show it).
    expect((await server.fetch('/maintain', { sign: false })).json).toMatchObject({ data: { maintaining: true, endTime: to, message } });
    // The back office still answers while the site is closed.
    expect((await server.call(staffCatalogueApi.maintenance, { token: marketing.token })).maintaining).toBe(true);

    const ended = await server.call(staffCatalogueApi.endMaintenance, { token: marketing.token });
    expect(ended).toMatchObject({ maintaining: false, scheduled: false, startTime: null, message: null });
    expect((await gated()).status).toBe(200);
    const [off, on, scheduled] = await auditOf('maintenance.');
    expect(scheduled).toMatchObject({ action: 'maintenance.on', actor: `staff:${marketing.name}`, after: { scheduled: true, from, to, message } });
    expect(on).toMatchObject({ actor: `staff:${admin.name}` });
    expect(off).toMatchObject({ action: 'maintenance.off', before: { scheduled: true }, after: { enabled: false } });
  });

  it('the ops command schedules by the same rule, and the back office reads it', async () => {
    const target = { dataDir: server.dataDir, databaseUrl: server.databaseUrl };
    const from = new Date(Date.now() + 3_600_000).toISOString();
    const to = new Date(Date.now() + 7_200_000).toISOString();
    expect(await runOps(['maintenance', 'schedule', '--from', from, '--to', to, '--message-en', 'Back soon'], target)).toBe(`maintenance off scheduled (window ${from} .. ${to})`);
    expect(await server.call(staffCatalogueApi.maintenance, { token: marketing.token })).toMatchObject({ scheduled: true, startTime: from, message: { EN: 'Back soon', TW: '' } });
    expect((await gated()).status).toBe(200);
    expect((await auditOf('maintenance.on'))[0]).toMatchObject({ actor: 'ops', after: { from, to } });
    await runOps(['maintenance', 'off'], target);
  });

  it('refuses a window that ends before it starts or has ended', async () => {
    const message = { TW: '', EN: '', TH: '' };
    const past = { from: new Date(Date.now() - 7_200_000).toISOString(), to: new Date(Date.now() - 3_600_000).toISOString(), message };
    expect(await server.fail(staffCatalogueApi.scheduleMaintenance, { token: marketing.token, body: past })).toMatchObject({ status: 400, code: STAFF_CATALOGUE_ERROR_CODES.windowInvalid });
    expect(await server.fail(staffCatalogueApi.scheduleMaintenance, { token: support.token, body: past })).toMatchObject({ status: 403, code: STAFF_ERROR_CODES.roleRefused });
  });
});
