import { STAFF_ERROR_CODES, STAFF_LETTER_ERROR_CODES, staffLettersApi } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPoke } from '../services/events/poke';
import { runDueCampaigns, sendCampaignBatch } from '../services/staff/letter-job';
import { newPlayer, type Player } from '../test/fund';
import { startTestServer, type TestServer } from '../test/harness';
import { enrolledStaff, type TestStaff } from '../test/staff';

// passes: sqlite postgres

/**
 * Issue 38's letters to many players: the segment's reach, a letter to VIP 3 and above reaching exactly those
 * players' inboxes in batches (each poked live after its batch), a scheduled letter started only when due and
 * cancellable before, a restart resuming a letter half sent without sending anyone a second copy, the audit rows.
 */

let server: TestServer;
let marketing: TestStaff;
let support: TestStaff;
let finance: TestStaff;

beforeAll(async () => {
  server = await startTestServer({ sensitiveRateLimitMax: 1_000_000 });
  [marketing, support, finance] = await Promise.all([enrolledStaff(server, ['marketing']), enrolledStaff(server, ['support']), enrolledStaff(server, ['finance'])]);
});

afterAll(async () => {
  await server.close();
});

const db = () => server.app.site.db;
const brand = () => server.app.site.brand;
const run = () => runDueCampaigns(db(), { brand: brand(), batch: 2, pauseMs: 0 });

async function lettersOf(p: Player, title: string): Promise<number> {
  const row = await db().selectFrom('letters').select((eb) => eb.fn.countAll<number | string>().as('n')).where('account_id', '=', p.id).where('title', '=', title).where('origin', '=', 'operator').where('is_read', '=', 0).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A tag only this test's players carry: their registration instant, so a segment can pick exactly them. */
async function registeredAt(players: Player[], at: string) {
  await db().updateTable('accounts').set({ register_date: at }).where('id', 'in', players.map((p) => p.id)).execute();
}

describe('letters to many players', () => {
  it('reaches exactly the VIP 3 and above players of the segment, in batches, each poked once its batch committed', async () => {
    const [v1, v3, v5, v999] = await Promise.all([newPlayer(server, { vipName: 'VIP1' }), newPlayer(server, { vipName: 'VIP3' }), newPlayer(server, { vipName: 'VIP5' }), newPlayer(server, { vipName: 'VIP999' })]);
    const tag = '2020-01-02T03:04:05.000Z';
    await registeredAt([v1, v3, v5, v999], tag);
    const segment = { vipMin: 3, registeredFrom: tag, registeredTo: '2020-01-02T03:04:06.000Z' };
    expect(await server.call(staffLettersApi.reach, { token: marketing.token, body: { segment } })).toEqual({ players: 3 });
    expect(await server.call(staffLettersApi.reach, { token: support.token, body: { segment: { ...segment, vipMax: 5 } } })).toEqual({ players: 2 });
    expect(await server.call(staffLettersApi.reach, { token: support.token, body: { segment: { ...segment, brand: 'not-this-brand' } } })).toEqual({ players: 0 });

    const poked: number[] = [];
    const stop = onPoke((accountId, topic) => topic === 'unread' && poked.push(accountId));
    const made = await server.call(staffLettersApi.create, { token: marketing.token, body: { title: 'VIP news', html: '<p>Hello <b>VIP</b><script>x()</script></p>', segment, sendAt: null } });
    expect(made).toMatchObject({ status: 'scheduled', total: 3, sent: 0, createdBy: marketing.name });
    expect(made.html).not.toContain('script');
    await run();
    stop();
    const [listed] = (await server.call(staffLettersApi.list, { token: support.token, query: {} })).records;
    expect(listed).toMatchObject({ id: made.id, status: 'sent', total: 3, sent: 3 });
    expect(await Promise.all([v1, v3, v5, v999].map((p) => lettersOf(p, 'VIP news')))).toEqual([0, 1, 1, 1]);
    expect(poked.filter((id) => [v1.id, v3.id, v5.id, v999.id].includes(id)).sort((a, b) => a - b)).toEqual([v3.id, v5.id, v999.id].sort((a, b) => a - b));
    const audit = await db().selectFrom('audit_log').selectAll().where('action', '=', 'letters.create').where('subject_id', '=', String(made.id)).executeTakeFirstOrThrow();
    expect(audit.actor).toBe(`staff:${marketing.name}`);
    expect(JSON.parse(audit.after_json ?? '{}')).toMatchObject({ title: 'VIP news', reach: 3 });
    const sent = await db().selectFrom('audit_log').selectAll().where('action', '=', 'letters.sent').where('subject_id', '=', String(made.id)).execute();
    expect(sent.map((r) => [r.actor, JSON.parse(r.after_json ?? '{}')])).toEqual([['ops', { status: 'sent', total: 3, sent: 3 }]]);
  });

  it('starts a scheduled letter only when due, and a scheduled letter can be cancelled before it starts', async () => {
    const p = await newPlayer(server, { vipName: 'VIP2' });
    const tag = '2020-02-02T00:00:00.000Z';
    await registeredAt([p], tag);
    const segment = { registeredFrom: tag, registeredTo: '2020-02-02T00:00:01.000Z' };
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await server.call(staffLettersApi.create, { token: marketing.token, body: { title: 'Later', html: '<p>later</p>', segment, sendAt: later } });
    const cancelMe = await server.call(staffLettersApi.create, { token: marketing.token, body: { title: 'Never', html: '<p>never</p>', segment, sendAt: later } });
    await run();
    expect(await lettersOf(p, 'Later')).toBe(0);
    expect((await server.call(staffLettersApi.cancel, { token: support.token, params: { id: cancelMe.id } })).status).toBe('cancelled');
    expect((await server.fail(staffLettersApi.cancel, { token: support.token, params: { id: cancelMe.id } })).code).toBe(STAFF_LETTER_ERROR_CODES.campaignNotScheduled);
    await runDueCampaigns(db(), { brand: brand(), pauseMs: 0, clock: () => new Date(Date.now() + 2 * 3_600_000) });
    expect(await lettersOf(p, 'Later')).toBe(1);
    expect(await lettersOf(p, 'Never')).toBe(0);
    expect((await server.fail(staffLettersApi.cancel, { token: support.token, params: { id: scheduled.id } })).code).toBe(STAFF_LETTER_ERROR_CODES.campaignNotScheduled);
  });

  it('resumes a letter half sent after a restart: nobody gets it twice', async () => {
    const players = await Promise.all([1, 2, 3, 4, 5].map(() => newPlayer(server, { vipName: 'VIP4' })));
    const tag = '2020-03-03T00:00:00.000Z';
    await registeredAt(players, tag);
    const segment = { registeredFrom: tag, registeredTo: '2020-03-03T00:00:01.000Z' };
    const made = await server.call(staffLettersApi.create, { token: support.token, body: { title: 'Resume', html: '<p>r</p>', segment, sendAt: null } });
    // The first server stops after one batch of two ...
    let batches = 0;
    await runDueCampaigns(db(), { brand: brand(), batch: 2, pauseMs: 0, stopped: () => ++batches > 1 });
    const half = await db().selectFrom('letter_campaigns').select(['status', 'sent', 'total']).where('id', '=', made.id).executeTakeFirstOrThrow();
    expect(half).toEqual({ status: 'sending', sent: 2, total: 5 });
    // ... the restarted one sends the rest; a batch of what is all sent delivers nothing more.
    await run();
    expect(await Promise.all(players.map((p) => lettersOf(p, 'Resume')))).toEqual([1, 1, 1, 1, 1]);
    expect(await sendCampaignBatch(db(), { id: made.id, title: 'Resume', html: '<p>r</p>' })).toBe(0);
    expect((await server.call(staffLettersApi.list, { token: support.token, query: {} })).records.find((c) => c.id === made.id)).toMatchObject({ status: 'sent', sent: 5, total: 5 });
  });

  it('refuses a letter for now that reaches nobody, a time in the past, a range that ends before it starts, and other roles', async () => {
    const nobody = { registeredFrom: '2001-01-01T00:00:00Z', registeredTo: '2001-01-02T00:00:00Z' };
    expect((await server.fail(staffLettersApi.create, { token: marketing.token, body: { title: 't', html: '<p>t</p>', segment: nobody, sendAt: null } })).code).toBe(STAFF_LETTER_ERROR_CODES.segmentEmpty);
    expect((await server.fail(staffLettersApi.create, { token: marketing.token, body: { title: 't', html: '<p>t</p>', segment: {}, sendAt: '2020-01-01T00:00:00Z' } })).code).toBe(STAFF_LETTER_ERROR_CODES.sendAtPast);
    expect((await server.fail(staffLettersApi.reach, { token: marketing.token, body: { segment: { vipMin: 5, vipMax: 3 } } })).code).toBe(STAFF_LETTER_ERROR_CODES.segmentRange);
    expect((await server.fail(staffLettersApi.list, { token: finance.token, query: {} })).code).toBe(STAFF_ERROR_CODES.roleRefused);
    expect((await server.fail(staffLettersApi.cancel, { token: marketing.token, params: { id: 999_999 } })).code).toBe(STAFF_LETTER_ERROR_CODES.campaignNotFound);
  });
});
