import { configApi, gameApi, mediaItem } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { startTestServer, type TestServer } from '../test/harness';

// passes: sqlite

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('configuration calls (SPEC 7), over HTTP, parsed by the contract', () => {
  it('languages: TW (default), EN, TH', async () => {
    const list = await server.call(configApi.language);
    expect(list.map((l) => l.code)).toEqual(['TW', 'EN', 'TH']);
    expect(list.filter((l) => l.isDefault).map((l) => l.code)).toEqual(['TW']);
  });

  it('currencies: NTD default and USDT, names in the requested language, icons served', async () => {
    const tw = await server.call(configApi.currency);
    expect(tw.map((c) => c.code)).toEqual(['NTD', 'USDT']);
    expect(tw.find((c) => c.isDefault)?.code).toBe('NTD');
    expect(tw[0]?.currencyName).toBe('新臺幣');
    const en = await server.call(configApi.currency, { query: { language: 'EN' } });
    expect(en[0]?.currencyName).toBe('New Taiwan Dollar');
    const icon = await server.fetch(tw[0]?.icon ?? '', { sign: false });
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('country codes: 886 default and 66 displayable with their regexes; 86 hidden and blocked', async () => {
    const shown = await server.call(configApi.countryCode, { query: { isDisplay: 'true' } });
    expect(shown.map((c) => c.countryCode)).toEqual(['886', '66']);
    const tw = shown.find((c) => c.countryCode === '886');
    expect(tw?.isDefault).toBe(true);
    expect(new RegExp(tw?.regex ?? '$^').test('0912345678')).toBe(true);
    expect(new RegExp(tw?.regex ?? '$^').test('0812345678')).toBe(false);
    const th = new RegExp(shown.find((c) => c.countryCode === '66')?.regex ?? '$^');
    expect(['0612345678', '0812345678', '0912345678'].every((n) => th.test(n))).toBe(true);
    expect(th.test('0712345678')).toBe(false);
    const all = await server.call(configApi.countryCode);
    const cn = all.find((c) => c.countryCode === '86');
    expect(cn).toMatchObject({ isDisplay: false, isBlocked: true, isDefault: false });
    const hidden = await server.call(configApi.countryCode, { query: { isDisplay: 'false' } });
    expect(hidden.map((c) => c.countryCode)).toEqual(['86']);
  });

  it('logo: per brand from the platform-code header, pictures served', async () => {
    const jade = await server.call(configApi.logo);
    expect(jade.pcLogo).toBe('/assets/logo/jade-pc.svg');
    const amber = await server.fetch('/api/v1/logo', { sign: { brand: 'amber' } });
    expect((amber.json as { data: { h5Logo: string } }).data.h5Logo).toBe('/assets/logo/amber-h5.svg');
    for (const path of [jade.pcLogo, jade.h5Logo]) {
      const res = await server.fetch(path, { sign: false });
      expect(res.status).toBe(200);
      expect(res.text).toMatch(/^<svg /);
    }
  });

  it('dynamic data: the requested keys, customerService as JSON with cards and a backup', async () => {
    const rows = await server.call(configApi.dynamicData, { query: { keys: 'permanentDomain,customerService,LiveChatId,noSuchKey' } });
    expect(rows.map((r) => r.key)).toEqual(['permanentDomain', 'customerService', 'LiveChatId']);
    const cs = JSON.parse(rows.find((r) => r.key === 'customerService')?.value ?? '{}') as {
      data: Array<Record<string, unknown>>;
      backupService: string;
    };
    expect(cs.data.length).toBeGreaterThanOrEqual(2);
    for (const card of cs.data) expect(Object.keys(card).sort()).toEqual(['excludeCode', 'id', 'key', 'link', 'title']);
    expect(cs.backupService).toMatch(/^https:\/\//);
  });

  it('process data: captcha flags', async () => {
    expect(await server.call(configApi.processData)).toEqual({ loginCaptcha: false, registerCaptcha: true, smsCaptcha: true });
  });

  it('parseDomain: the proxy of origin_url without its first label, else the default admin', async () => {
    const agent = await server.call(configApi.parseDomain, { headers: { origin_url: 'https://www.lucky88-play.com' } });
    expect(agent).toEqual({ proxyCode: 'AG1001', proxyAccount: 'lucky88' });
    const other = await server.call(configApi.parseDomain, { headers: { origin_url: 'https://m.unknown-site.net' } });
    expect(other).toEqual({ proxyCode: 'A0000', proxyAccount: 'admin' });
  });

  it('proxy code: the account of a code, null for an unknown one', async () => {
    expect(await server.call(configApi.proxyCode, { query: { proxyCode: 'AG1001' } })).toEqual({ proxyCode: 'AG1001', proxyAccount: 'lucky88' });
    expect(await server.call(configApi.proxyCode, { query: { proxyCode: 'NOPE' } })).toBeNull();
  });

  it('app last version: newest of the os, from the query or the os-type header; 404 when none', async () => {
    expect(await server.call(configApi.appLastVersion, { query: { appType: '1', osType: 'android' } })).toMatchObject({ version: '2.4.1' });
    expect(await server.call(configApi.appLastVersion, { query: { appType: '1', osType: 'IOS' } })).toMatchObject({ version: '2.4.0' });
    const none = await server.fetch('/api/v1/app/last/version', { query: { appType: '9', osType: 'android' } });
    expect(none.status).toBe(404);
    expect(none.json).toMatchObject({ code: '000404' });
  });

  it('customer link: per language, the LiveChat fallback with a group id when none is set', async () => {
    expect(await server.call(configApi.customerLink, { query: { language: 'TW' } })).toMatchObject({ name: '智能客服系統' });
    const en = await server.call(configApi.customerLink, { query: { language: 'EN' } });
    expect(en.url).not.toContain('username=');
    const th = await server.call(configApi.customerLink, { query: { language: 'TH' } });
    expect(th).toEqual({ url: 'https://direct.lc.chat/19012345/2', name: 'LiveChat' });
  });

  it('adverts: per language, sorted, banners served', async () => {
    const tw = await server.call(configApi.advertList, { query: { language: 'TW' } });
    const th = await server.call(configApi.advertList, { query: { language: 'TH' } });
    expect(tw).toHaveLength(3);
    expect(tw.map((a) => a.sort)).toEqual([1, 2, 3]);
    expect(tw[0]?.title).not.toBe(th[0]?.title);
    const banner = await server.fetch(th[0]?.image ?? '', { sign: false });
    expect(banner.status).toBe(200);
    expect(banner.text).toContain(th[0]?.title);
  });

  it('avatar urls: real SVG pictures', async () => {
    const urls = await server.call(configApi.avatarUrls);
    expect(urls.length).toBeGreaterThanOrEqual(8);
    const pics = await Promise.all(urls.map((u) => server.fetch(u, { sign: false })));
    for (const pic of pics) {
      expect(pic.status).toBe(200);
      expect(pic.text).toMatch(/^<svg [^>]*viewBox="0 0 128 128"/);
    }
    expect(new Set(pics.map((p) => p.text)).size).toBe(urls.length);
  });

  it('marquee: lines per language', async () => {
    const en = await server.call(configApi.marquee, { query: { language: 'EN' } });
    const tw = await server.call(configApi.marquee);
    expect(en.length).toBe(tw.length);
    expect(en[0]?.content).toMatch(/Welcome/);
    expect(tw[0]?.content).toMatch(/歡迎/);
  });

  it('marquee by betType: the game type\'s own line first, then the site-wide lines; a bad betType is a 400', async () => {
    const siteWide = await server.call(configApi.marquee);
    const sports = await server.call(configApi.marquee, { query: { language: 'TW', betType: 1 } });
    const slots = await server.call(configApi.marquee, { query: { language: 'TW', betType: 6 } });
    expect(sports[0]?.content).toMatch(/^體育/);
    expect(slots[0]?.content).toMatch(/^電子/);
    expect(sports.slice(1)).toEqual(siteWide);
    expect(siteWide.some((line) => /^(體育|電子)/.test(line.content))).toBe(false);
    const bad = await server.fetch<{ code: string }>('/api/v1/marquee', { query: { betType: '9' } });
    expect(bad.status).toBe(400);
    expect(bad.json.code).toBe('000400');
  });

  it("media setting: key 'media' whose value is JSON officialMedia with icons and QR codes served", async () => {
    const rows = await server.call(configApi.media);
    expect(rows[0]?.key).toBe('media');
    const value = z.object({ officialMedia: z.array(mediaItem) }).parse(JSON.parse(rows[0]?.value ?? '{}'));
    expect(value.officialMedia.length).toBeGreaterThanOrEqual(3);
    for (const m of value.officialMedia) {
      for (const path of [m.icon, m.QRCode]) {
        const res = await server.fetch(path, { sign: false });
        expect(res.status, path).toBe(200);
      }
    }
  });

  it('game types: 1-7 by sort with channels, sub-game properties and types, named per language', async () => {
    const tw = await server.call(gameApi.type);
    expect(tw.map((t) => t.type).sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(tw.map((t) => t.sort)).toEqual([...tw.map((t) => t.sort)].sort((a, b) => a - b));
    const six = tw.find((t) => t.type === 6);
    expect(six?.subGameCategoryDetail.gameChannelList.map((c) => c.code)).toContain('KT');
    for (const t of tw) {
      expect(t.subGameCategoryDetail.subGamePropertyList.length).toBeGreaterThan(0);
      expect(t.subGameCategoryDetail.subGameTypeList.length).toBeGreaterThan(0);
    }
    const en = await server.call(gameApi.type, { query: { language: 'EN' } });
    expect(en.find((t) => t.type === 1)?.name).toBe('Sports');
    expect(tw.find((t) => t.type === 1)?.name).toBe('體育');
  });

  it('error codes: the catalogue per language, by version, 404 for another version', async () => {
    const en = await server.call(configApi.errorCodeVersion, { query: { language: 'EN' } });
    const th = await server.call(configApi.errorCodeVersion, { query: { language: 'TH' } });
    expect(en.version).toBe(th.version);
    const notFound = en.errorCodes.find((c) => c.errorCode === '000404');
    expect(notFound?.description).toBe('The requested resource was not found');
    expect(notFound?.defaultDesc).toBe('找不到請求的資源');
    expect(th.errorCodes.find((c) => c.errorCode === '000404')?.description).toBe('ไม่พบข้อมูลที่ร้องขอ');
    const byVersion = await server.call(configApi.errorCodeByVersion, { params: { version: en.version }, query: { language: 'EN' } });
    expect(byVersion).toEqual(en);
    const old = await server.fetch('/api/v1/basics/errorCode/version/0000old', { query: { language: 'EN' } });
    expect(old.status).toBe(404);
    expect(old.json).toEqual({ code: '000404', msg: 'The requested resource was not found', data: null });
  });

  it('/maintain answers JSON to a non-browser, unsigned', async () => {
    const res = await server.fetch('/maintain', { sign: false, headers: { accept: 'application/json' } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ code: '000000', msg: 'success', data: { maintaining: false, startTime: null, endTime: null } });
  });

  it('serves every config endpoint of the contract', () => {
    for (const e of [...Object.values(configApi), gameApi.type]) {
      const url = e.path === '/maintain' ? e.path : `/api${e.path.replace(/\{(\w+)\}/g, ':$1')}`;
      expect(server.app.hasRoute({ method: e.method, url }), e.id).toBe(true);
    }
  });
});
