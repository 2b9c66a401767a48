import { activityApi, type BrandId } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';

// passes: sqlite

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const floats = (language: 'TW' | 'EN' | 'TH' = 'TW', brand: BrandId = 'jade') => server.call(activityApi.float, { query: { language }, sign: { brand } });

describe('GET /v1/activity/float (SPEC 3 Float activity; extension path)', () => {
  it('one active float activity per brand, titled in the language, with a served picture', async () => {
    for (const brand of ['jade', 'pearl', 'amber'] as const) {
      const [item, ...rest] = await floats('EN', brand);
      expect(rest, brand).toEqual([]);
      expect(item).toMatchObject({ link: '/activity/list', pcUrl: expect.stringMatching(new RegExp(`^/assets/float/${brand}/[a-z-]+-en\\.svg$`)) });
      expect(Date.parse(item?.displayStartTime ?? '')).toBeLessThanOrEqual(Date.now());
      expect(Date.parse(item?.displayEndTime ?? '')).toBeGreaterThan(Date.now());
      const picture = await server.fetch(item?.pcUrl ?? '', { sign: false });
      expect(picture.status).toBe(200);
      expect(picture.text).toContain(item?.title);
    }
    expect((await floats('TW'))[0]?.title).toBe('幸運轉盤');
    expect((await floats('TH'))[0]?.title).toBe('วงล้อนำโชค');
    expect((await server.fetch('/assets/float/jade/nothing-tw.svg', { sign: false })).status).toBe(404);
  });

  it('only activities whose display window includes now, enabled, by sort', async () => {
    const hour = 3_600_000;
    const at = (ms: number) => new Date(Date.now() + ms).toISOString();
    const base = { brand: 'jade', titles: JSON.stringify({ TW: '測試', EN: 'Test', TH: 'ทดสอบ' }), link: 'https://promo.example.com/spin', sort: 0 };
    await server.app.site.db
      .insertInto('float_activities')
      .values([
        { ...base, code: 'ended', enabled: 1, display_start_time: at(-2 * hour), display_end_time: at(-hour) },
        { ...base, code: 'upcoming', enabled: 1, display_start_time: at(hour), display_end_time: at(2 * hour) },
        { ...base, code: 'off', enabled: 0, display_start_time: at(-hour), display_end_time: at(hour) },
        { ...base, code: 'current', enabled: 1, display_start_time: at(-hour), display_end_time: at(hour) },
      ])
      .execute();
    expect((await floats()).map((f) => f.code)).toEqual(['current', 'lucky-wheel']);
    expect((await floats('TW', 'pearl')).map((f) => f.code)).toEqual(['red-envelope']);
  });

  it('a bad language is a 400 000400', async () => {
    const res = await server.fetch<{ code: string }>('/api/v1/activity/float', { query: { language: 'FR' } });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('000400');
  });
});
