import { announcementApi, contentApi, messageApi, STAFF_CONTENT_ERROR_CODES, STAFF_ERROR_CODES, staffApi, staffContentApi, type AdvertInput } from '@site/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signHeaders, startTestServer, type TestServer } from '../test/harness';
import { newPlayer } from '../test/fund';
import { HTML_PAYLOAD, picture } from '../test/images';
import { enrolledStaff, type TestStaff } from '../test/staff';

// passes: sqlite postgres

/**
 * Issue 38's content in the back office: adverts, announcements, the login advert and sponsors, each shown on the
 * player site inside its schedule only, per brand and language; pictures through the players' re-encoding at
 * responsive widths; every change audited. The server keeps public answers a minute here: a change is seen at once.
 */

let server: TestServer;
let marketing: TestStaff;
let support: TestStaff;
let admin: TestStaff;

beforeAll(async () => {
  server = await startTestServer({ publicAnswerFreshMs: 60_000 });
  [marketing, support, admin] = await Promise.all([enrolledStaff(server, ['marketing']), enrolledStaff(server, ['support']), enrolledStaff(server, ['admin'])]);
});

afterAll(async () => {
  await server.close();
});

const MIN = 60_000;
const at = (msFromNow: number) => new Date(Date.now() + msFromNow).toISOString();
const advert = (o: Partial<AdvertInput> = {}): AdvertInput => ({ brand: 'jade', language: 'EN', title: 'Spring cup', link: '/activity/list', sort: 0, enabled: true, pictureId: null, startTime: at(-MIN), endTime: at(60 * MIN), ...o });
const siteAdverts = async (brand: 'jade' | 'pearl' = 'jade') =>
  (await server.fetch<{ data: Array<{ title: string; image: string; srcset?: string }> }>('/api/v2/message/advert/list', { query: { language: 'EN' }, sign: { brand } })).json.data;

async function uploadPicture(token: string, body: Buffer) {
  const res = await fetch(`${server.url}/api/v1/staff/content/pictures`, { method: 'POST', headers: { ...signHeaders(), token, 'content-type': 'application/octet-stream' }, body });
  return { status: res.status, json: (await res.json()) as { code: string; data: { pictureId: string; width: number; sizes: Array<{ width: number; url: string }> } | null } };
}

describe('adverts', () => {
  it('an advert is shown on its brand in its window only: not before its start, not after its end', async () => {
    const live = await server.call(staffContentApi.advertCreate, { token: marketing.token, body: advert({ title: 'Live cup' }) });
    expect(live.state).toBe('live');
    await server.call(staffContentApi.advertCreate, { token: marketing.token, body: advert({ title: 'Later cup', startTime: at(30 * MIN) }) });
    await server.call(staffContentApi.advertCreate, { token: marketing.token, body: advert({ title: 'Past cup', startTime: at(-60 * MIN), endTime: at(-MIN) }) });
    await server.call(staffContentApi.advertCreate, { token: marketing.token, body: advert({ title: 'Pearl cup', brand: 'pearl' }) });
    const titles = (await siteAdverts()).map((a) => a.title);
    expect(titles).toContain('Live cup');
    expect(titles).not.toContain('Later cup');
    expect(titles).not.toContain('Past cup');
    expect(titles).not.toContain('Pearl cup');
    expect((await siteAdverts('pearl')).map((a) => a.title)).toContain('Pearl cup');
    const list = await server.call(staffContentApi.adverts, { token: marketing.token, query: { brand: 'jade', language: 'EN', size: 100 } });
    expect(Object.fromEntries(list.records.filter((r) => r.title.endsWith(' cup')).map((r) => [r.title, r.state]))).toEqual({ 'Live cup': 'live', 'Later cup': 'scheduled', 'Past cup': 'ended' });
  });

  it('a change is seen at once though answers are kept a minute; it is in the audit log with before and after', async () => {
    const made = await server.call(staffContentApi.advertCreate, { token: marketing.token, body: advert({ title: 'Kept cup' }) });
    expect((await siteAdverts()).map((a) => a.title)).toContain('Kept cup');
    await server.call(staffContentApi.advertUpdate, { token: marketing.token, params: { id: made.id }, body: advert({ title: 'Kept cup', enabled: false }) });
    expect((await siteAdverts()).map((a) => a.title)).not.toContain('Kept cup');
    const audit = await server.call(staffApi.audit, { token: admin.token, query: { action: 'content.advertUpdate' } });
    const entry = audit.records.find((r) => r.subjectId === String(made.id));
    expect(entry?.actor).toBe(`staff:${marketing.name}`);
    expect(entry?.before).toMatchObject({ enabled: 1, title: 'Kept cup' });
    expect(entry?.after).toMatchObject({ enabled: 0 });
  });

  it('a picture is re-encoded at each responsive width it reaches, served publicly, and the advert carries its srcset', async () => {
    const up = await uploadPicture(marketing.token, await picture('png', 900, 360));
    expect(up.status).toBe(200);
    const pic = up.json.data!;
    expect(pic.sizes.map((s) => s.width)).toEqual([375, 750]);
    const served = await fetch(`${server.url}${pic.sizes[1]!.url}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(750);
    await server.call(staffContentApi.advertCreate, { token: marketing.token, body: advert({ title: 'Pictured cup', pictureId: pic.pictureId }) });
    const shown = (await siteAdverts()).find((a) => a.title === 'Pictured cup');
    expect(shown?.image).toBe(pic.sizes[1]!.url);
    expect(shown?.srcset).toBe(`${pic.sizes[0]!.url} 375w, ${pic.sizes[1]!.url} 750w`);
    expect((await uploadPicture(marketing.token, Buffer.from(HTML_PAYLOAD))).json.code).toBe('031011');
    expect((await fetch(`${server.url}/assets/content/${pic.pictureId}-1500.png`)).status).toBe(404);
  });

  it('refuses an end before the start, an unknown picture and an unknown advert; other roles are refused', async () => {
    expect((await server.fail(staffContentApi.advertCreate, { token: marketing.token, body: advert({ startTime: at(MIN), endTime: at(-MIN) }) })).code).toBe(STAFF_CONTENT_ERROR_CODES.windowOrder);
    expect((await server.fail(staffContentApi.advertCreate, { token: marketing.token, body: advert({ pictureId: 'abcdefghijklmnopqrstuvwx' }) })).code).toBe(STAFF_CONTENT_ERROR_CODES.pictureNotFound);
    expect((await server.fail(staffContentApi.advertUpdate, { token: marketing.token, params: { id: 999_999 }, body: advert() })).code).toBe(STAFF_CONTENT_ERROR_CODES.contentNotFound);
    expect((await server.fail(staffContentApi.adverts, { token: support.token, query: {} })).code).toBe(STAFF_ERROR_CODES.roleRefused);
    expect((await uploadPicture(support.token, await picture('png'))).json.code).toBe(STAFF_ERROR_CODES.roleRefused);
  });
});

describe('announcements, the login advert and sponsors', () => {
  const texts = (title: string) => ({ TW: { title, body: '<p>內容</p>' }, EN: { title, body: '<p>Body<script>x()</script></p>' }, TH: { title, body: '<p>เนื้อหา</p>' } });

  it("an announcement is in players' inboxes inside its window only, its body sanitised", async () => {
    const player = await newPlayer(server);
    await server.call(staffContentApi.announcementCreate, { token: marketing.token, body: { brand: '', texts: texts('Now on'), enabled: true, startTime: at(-MIN), endTime: at(60 * MIN) } });
    await server.call(staffContentApi.announcementCreate, { token: marketing.token, body: { brand: '', texts: texts('Not yet'), enabled: true, startTime: at(60 * MIN), endTime: null } });
    await server.call(staffContentApi.announcementCreate, { token: marketing.token, body: { brand: '', texts: texts('Over'), enabled: true, startTime: at(-60 * MIN), endTime: at(-MIN) } });
    await server.call(staffContentApi.announcementCreate, { token: marketing.token, body: { brand: 'pearl', texts: texts('Pearl only'), enabled: true, startTime: at(-MIN), endTime: null } });
    const inbox = await server.call(announcementApi.announcements, { token: player.token, query: { language: 'EN', size: 50 } });
    const titles = inbox.records.map((r) => r.title);
    expect(titles).toContain('Now on');
    expect(titles).not.toContain('Not yet');
    expect(titles).not.toContain('Over');
    expect(titles).not.toContain('Pearl only');
    expect(inbox.records.find((r) => r.title === 'Now on')?.content).not.toContain('script');
    // Listed for marketing with where each is in its schedule; moved into the past, it leaves the inbox.
    const listed = (await server.call(staffContentApi.announcements, { token: marketing.token, query: { size: 100 } })).records;
    const nowOn = listed.find((a) => a.texts.EN.title === 'Now on')!;
    expect(Object.fromEntries(listed.filter((a) => ['Now on', 'Not yet', 'Over'].includes(a.texts.EN.title)).map((a) => [a.texts.EN.title, a.state]))).toEqual({ 'Now on': 'live', 'Not yet': 'scheduled', Over: 'ended' });
    await server.call(staffContentApi.announcementUpdate, { token: marketing.token, params: { id: nowOn.id }, body: { brand: '', texts: texts('Now on'), enabled: true, startTime: at(-60 * MIN), endTime: at(-MIN) } });
    const after = await server.call(announcementApi.announcements, { token: player.token, query: { language: 'EN', size: 50 } });
    expect(after.records.map((r) => r.title)).not.toContain('Now on');
  });

  it('a login advert item shows in its window with its uploaded picture', async () => {
    const pic = (await uploadPicture(marketing.token, await picture('jpeg', 800, 320))).json.data!;
    const body = { brand: 'jade' as const, content: 'promos' as const, titles: { TW: '登入禮', EN: 'Login gift', TH: 'ของขวัญ' }, link: '', frontendType: null, sort: 0, enabled: true, pictureId: pic.pictureId, startTime: at(-MIN), endTime: at(60 * MIN) };
    const made = await server.call(staffContentApi.dialogCreate, { token: marketing.token, body });
    expect((await server.call(staffContentApi.dialogs, { token: marketing.token, query: { brand: 'jade', size: 100 } })).records.find((d) => d.id === made.id)).toMatchObject({ state: 'live', pictureId: pic.pictureId });
    const shown = (await server.call(messageApi.dialogList, { query: { language: 'EN' } })).find((d) => d.id === made.id);
    expect(shown).toMatchObject({ title: 'Login gift', image: `/assets/content/${pic.pictureId}-750.jpg` });
    await server.call(staffContentApi.dialogUpdate, { token: marketing.token, params: { id: made.id }, body: { ...body, startTime: at(-60 * MIN), endTime: at(-MIN) } });
    expect((await server.call(messageApi.dialogList, { query: { language: 'EN' } })).some((d) => d.id === made.id)).toBe(false);
  });

  it("a sponsor's texts change in one language and the site's sponsor list follows", async () => {
    const [first] = (await server.call(staffContentApi.sponsors, { token: marketing.token, query: { language: 'EN' } })).records;
    await server.call(staffContentApi.sponsorUpdate, { token: marketing.token, params: { id: first!.id, language: 'EN' }, body: { title: 'New name', subtitle: first!.subtitle, partnerSubtitle: first!.partnerSubtitle, sort: first!.sort, detail: ['One', 'Two'] } });
    const site = await server.call(contentApi.sponsorDetail, { params: { id: first!.id }, query: { language: 'EN' } });
    expect(site).toMatchObject({ title: 'New name', detail: ['One', 'Two'] });
    expect((await server.call(contentApi.sponsorDetail, { params: { id: first!.id }, query: { language: 'TW' } })).title).not.toBe('New name');
    expect((await server.fail(staffContentApi.sponsorUpdate, { token: marketing.token, params: { id: 9999, language: 'EN' }, body: { title: 'x', subtitle: '', partnerSubtitle: '', sort: 0, detail: [] } })).code).toBe(STAFF_CONTENT_ERROR_CODES.contentNotFound);
  });
});

