import { messageApi, type BrandId } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../test/accounts';
import { startTestServer, type TestServer } from '../test/harness';

// passes: sqlite

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const db = () => server.app.site.db;
type Query = { language?: 'TW' | 'EN' | 'TH'; frontendType?: 1 | 2 };
const list = (query: Query = {}, brand: BrandId = 'jade', token?: string) =>
  server.call(messageApi.dialogList, { query, sign: { brand }, ...(token ? { token } : {}) });
const contents = async (query: Query = {}, brand: BrandId = 'jade', token?: string) => (await list(query, brand, token)).map((i) => i.detail.content);

describe('GET /v2/message/dialog/list (SPEC 3 Dialog items, SPEC 4 Login advert)', () => {
  it('a visitor gets the brand items by sort, without the unread notice; pictures served', async () => {
    const items = await list({ language: 'TW' });
    expect(items.map((i) => i.detail.content)).toEqual(['firstDeposit', 'promos', 'bonus']);
    expect(items.map((i) => i.sort)).toEqual([...items.map((i) => i.sort)].sort((a, b) => a - b));
    for (const item of items) {
      const picture = await server.fetch(item.image, { sign: false });
      expect(picture.status, item.image).toBe(200);
      expect(picture.headers.get('content-type')).toContain('image/svg+xml');
      expect(picture.text).toContain(item.title);
    }
    expect((await server.fetch('/assets/dialogs/jade/no-such-tw.svg', { sign: false })).status).toBe(404);
    expect((await server.fetch('/assets/dialogs/nobrand/first-deposit-tw.svg', { sign: false })).status).toBe(404);
  });

  it('titles and pictures follow the language', async () => {
    const [tw, en, th] = await Promise.all([list({ language: 'TW' }), list({ language: 'EN' }), list({ language: 'TH' })]);
    expect(tw[0]?.title).toBe('首儲加碼 最高送 1000');
    expect(en[0]?.title).toBe('First deposit bonus up to 1000');
    expect(th[0]?.title).toBe('โบนัสฝากครั้งแรกสูงสุด 1000');
    expect(en[0]?.image).toMatch(/-en\.svg$/);
    expect(en.map((i) => i.id)).toEqual(tw.map((i) => i.id));
  });

  it('every brand has an item for visitors of either frontend type (the advert shows for them)', async () => {
    for (const brand of ['jade', 'pearl', 'amber'] as const) {
      for (const frontendType of [1, 2] as const) expect((await list({ frontendType }, brand)).length, `${brand} ${frontendType}`).toBeGreaterThan(0);
    }
    const pearl = await list({}, 'pearl');
    expect(pearl.find((i) => i.detail.content === 'promos')?.link).toBe('/activity/detail/InviteFriends/NTD');
  });

  it('frontend type 2 never gets the recharge items (bonus, firstDeposit); items may target one type', async () => {
    expect(await contents({ frontendType: 2 })).toEqual(['promos']);
    expect(await contents({ frontendType: 2 }, 'amber')).toEqual(['promos', 'promos']);
    expect(await contents({ frontendType: 1 }, 'amber')).toEqual(['firstDeposit', 'promos', 'bonus']);
    const agentOnly = await list({ frontendType: 2, language: 'EN' }, 'amber');
    expect(agentOnly.map((i) => i.title)).toContain('Agent offers: higher commission');
    const res = await server.fetch('/api/v2/message/dialog/list', { query: { frontendType: '2' } });
    expect(res.status).toBe(200);
  });

  it('a player with unread messages gets the unread notice first; without any, not', async () => {
    const token = await login(server, 'demo01');
    expect(await contents({}, 'jade', token)).toEqual(['unreadNotice', 'firstDeposit', 'promos', 'bonus']);
    const account = await db().selectFrom('accounts').select('id').where('username_key', '=', 'demo01').executeTakeFirstOrThrow();
    await db().updateTable('messages').set({ is_read: 1 }).where('account_id', '=', account.id).execute();
    expect(await contents({}, 'jade', token)).toEqual(['firstDeposit', 'promos', 'bonus']);
    // A bad token is read as a visitor's call, not refused.
    expect(await contents({}, 'jade', 'not-a-token')).toEqual(['firstDeposit', 'promos', 'bonus']);
  });

  it("without frontendType in the query the player's own type counts (agent01 is type 2)", async () => {
    const token = await login(server, 'agent01');
    expect(await contents({}, 'jade', token)).toEqual(['unreadNotice', 'promos']);
    expect(await contents({ frontendType: 1 }, 'jade', token)).toEqual(['unreadNotice', 'firstDeposit', 'promos', 'bonus']);
  });

  it('disabled items and items outside their time window are left out', async () => {
    const base = { brand: 'jade', content: 'promos', titles: JSON.stringify({ TW: 't', EN: 't', TH: 't' }), link: '', frontend_type: null, sort: 0 };
    const hour = 3_600_000;
    const at = (ms: number) => new Date(Date.now() + ms).toISOString();
    await db()
      .insertInto('dialog_items')
      .values([
        { ...base, slug: 'off', enabled: 0, start_time: null, end_time: null },
        { ...base, slug: 'past', enabled: 1, start_time: at(-2 * hour), end_time: at(-hour) },
        { ...base, slug: 'future', enabled: 1, start_time: at(hour), end_time: null },
        { ...base, slug: 'now', enabled: 1, start_time: at(-hour), end_time: at(hour) },
      ])
      .execute();
    const items = await list();
    expect(items.map((i) => i.image.split('/').pop())).toEqual(['now-tw.svg', 'first-deposit-tw.svg', 'weekly-promos-tw.svg', 'rebate-bonus-tw.svg']);
    await db().deleteFrom('dialog_items').where('slug', 'in', ['off', 'past', 'future', 'now']).execute();
  });

  it('a bad query is a 400 000400 naming the field, before anything is read', async () => {
    for (const query of [{ frontendType: '3' }, { frontendType: 'x' }, { language: 'FR' }]) {
      const res = await server.fetch<{ code: string; data: { issues: Array<{ in: string; path: string }> } }>('/api/v2/message/dialog/list', { query });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.json.code).toBe('000400');
      expect(res.json.data.issues[0]).toMatchObject({ in: 'query', path: Object.keys(query)[0] });
    }
    const catalogue = await server.fetch<{ data: { errorCodes: Array<{ errorCode: string; httpStatus: number }> } }>('/api/v1/basics/errorCode/version');
    expect(catalogue.json.data.errorCodes).toContainEqual(expect.objectContaining({ errorCode: '000400', httpStatus: 400 }));
  });
});
