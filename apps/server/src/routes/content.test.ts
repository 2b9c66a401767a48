import { contentApi, SPONSOR_COUNT } from '@site/contract';
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

describe('sponsors (SPEC 2), over HTTP, parsed by the contract', () => {
  it.each(['TW', 'EN', 'TH'] as const)('lists the ten sponsors in %s with every field and a picture', async (language) => {
    const list = await server.call(contentApi.sponsorList, { query: { language } });
    expect(list).toHaveLength(SPONSOR_COUNT);
    expect(new Set(list.map((s) => s.id)).size).toBe(SPONSOR_COUNT);
    for (const s of list) {
      expect(s.title && s.subtitle && s.partnerSubtitle && s.imageName).toBeTruthy();
      expect(s.detail.length).toBeGreaterThanOrEqual(2);
      expect(s.image).toBe(`/assets/sponsors/${s.imageName}.svg`);
    }
  });

  it('gives the texts in the language asked for, Chinese by default', async () => {
    const tw = await server.call(contentApi.sponsorList);
    const en = await server.call(contentApi.sponsorList, { query: { language: 'EN' } });
    const th = await server.call(contentApi.sponsorList, { query: { language: 'TH' } });
    expect(tw[0]?.title).toBe('港灣競技足球俱樂部');
    expect(en[0]?.title).toBe('Harbourside Athletic FC');
    expect(th[0]?.title).toMatch(/[\u0E00-\u0E7F]/);
    expect(en.map((s) => s.id)).toEqual(tw.map((s) => s.id));
  });

  it('covers football clubs, leagues, an archery team and an e-sports league', async () => {
    const en = await server.call(contentApi.sponsorList, { query: { language: 'EN' } });
    const titles = en.map((s) => s.title).join(' | ');
    expect(titles).toMatch(/FC|United|Athletic/);
    expect(titles).toMatch(/League/);
    expect(titles).toMatch(/Archery/);
    expect(titles).toMatch(/Esports/);
  });

  it('returns one sponsor by id with its detail paragraphs', async () => {
    const one = await server.call(contentApi.sponsorDetail, { params: { id: 7 }, query: { language: 'EN' } });
    expect(one).toMatchObject({ id: 7, title: 'Golden Arrow Archery Team', imageName: 'golden-arrow-archery' });
    expect(one.detail[0]).toContain('four team gold medals');
  });

  it.each(['999', '0', 'abc'])('answers an unknown id (%s) with 404 / 071001 in the envelope', async (id) => {
    const failure = await server.fail(contentApi.sponsorDetail, { params: { id }, query: { language: 'EN' } });
    expect(failure).toMatchObject({ status: 404, code: '071001', msg: 'This sponsor could not be found' });
  });

  it('serves every sponsor picture as SVG and 404s an unknown one', async () => {
    const list = await server.call(contentApi.sponsorList);
    for (const s of list) {
      const res = await server.fetch(s.image, { sign: false });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('image/svg+xml');
      expect(res.text).toMatch(/^<svg[^>]+viewBox="0 0 800 450"/);
    }
    expect((await server.fetch('/assets/sponsors/nobody.svg', { sign: false })).status).toBe(404);
  });

  it('lists 071001 in the error catalogue in three languages', async () => {
    for (const [language, text] of [
      ['TW', '找不到此贊助夥伴'],
      ['EN', 'This sponsor could not be found'],
      ['TH', 'ไม่พบผู้สนับสนุนรายนี้'],
    ] as const) {
      const res = await server.fetch<{ data: { errorCodes: { errorCode: string; httpStatus: number; description: string }[] } }>('/api/v1/basics/errorCode/version', { query: { language } });
      const entry = res.json.data.errorCodes.find((e) => e.errorCode === '071001');
      expect(entry).toMatchObject({ httpStatus: 404, description: text });
    }
  });
});
