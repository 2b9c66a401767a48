import { activityListApi, STAFF_CONTENT_ERROR_CODES, STAFF_ERROR_CODES, staffApi, staffPromotionsApi, type PromotionInput } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idem } from '../test/games';
import { newPlayer } from '../test/fund';
import { startTestServer, type TestServer } from '../test/harness';
import { enrolledStaff, type TestStaff } from '../test/staff';

// passes: sqlite postgres

/**
 * Issue 38's promotions in the back office: created, scheduled, edited and ended, the player site's list and pages
 * following at once (in the window only); rewards granted within eligibility, the per-player limit and the budget
 * cap, claimed through the ledger with the promotion's wagering multiple; what was joined, claimed and cost.
 */

let server: TestServer;
let marketing: TestStaff;
let risk: TestStaff;
let admin: TestStaff;
let categoryId: number;

beforeAll(async () => {
  server = await startTestServer({ publicAnswerFreshMs: 60_000 });
  [marketing, risk, admin] = await Promise.all([enrolledStaff(server, ['marketing']), enrolledStaff(server, ['risk']), enrolledStaff(server, ['admin'])]);
  categoryId = (await server.call(staffPromotionsApi.categories, { token: marketing.token, query: { brand: 'jade' } })).find((c) => !c.isRechargeAndWithdraw && c.id !== 1)!.id;
});

afterAll(async () => {
  await server.close();
});

const MIN = 60_000;
const at = (msFromNow: number) => new Date(Date.now() + msFromNow).toISOString();
let serial = 0;
const texts = (t: string) => ({ TW: t, EN: t, TH: t });
function promotion(o: Partial<PromotionInput> = {}): PromotionInput {
  return {
    brand: 'jade', code: `spring-${++serial}-${process.pid}`, categoryId, kind: 'free', titles: texts(`Spring ${serial}`), summaries: texts('A spring bonus'), bodies: texts('<p>Terms</p>'),
    eligibility: { currencies: ['NTD'], minVipLevel: 0, registeredWithinDays: null, frontendType: null }, reward: { type: 'fixed', amount: '100' },
    wageringMultiple: 5, budgetCap: null, perPlayerLimit: null, recommend: false, enabled: true, sort: 0, startTime: at(-MIN), endTime: at(60 * MIN), ...o,
  };
}
const shownCodes = async () => (await server.call(activityListApi.list, { body: { categoryId: 1, page: 1, size: 50 }, query: { language: 'EN', currency: 'NTD' } })).records.map((r) => r.code);

describe('scheduling', () => {
  it('the player site lists a promotion inside its window only, at once; ended early, it is gone', async () => {
    const live = await server.call(staffPromotionsApi.create, { token: marketing.token, body: promotion() });
    const later = await server.call(staffPromotionsApi.create, { token: marketing.token, body: promotion({ startTime: at(30 * MIN) }) });
    const past = await server.call(staffPromotionsApi.create, { token: marketing.token, body: promotion({ startTime: at(-60 * MIN), endTime: at(-MIN) }) });
    expect([live.state, later.state, past.state]).toEqual(['live', 'scheduled', 'ended']);
    let codes = await shownCodes();
    expect(codes).toContain(live.code);
    expect(codes).not.toContain(later.code);
    expect(codes).not.toContain(past.code);
    const page = await server.fetch(`/activity-pages/${live.code}?lang=EN`);
    expect(page.text).toContain('Wagering: 5x the bonus');
    const ended = await server.call(staffPromotionsApi.end, { token: marketing.token, params: { id: live.id }, body: { reason: 'Budget moved' } });
    expect(ended.state).toBe('ended');
    codes = await shownCodes();
    expect(codes).not.toContain(live.code);
    expect((await server.fail(staffPromotionsApi.update, { token: marketing.token, params: { id: live.id }, body: promotion({ code: live.code }) })).code).toBe(STAFF_CONTENT_ERROR_CODES.promotionEnded);
    const audit = await server.call(staffApi.audit, { token: admin.token, query: { action: 'promotion.end' } });
    expect(audit.records.find((r) => r.subjectId === String(live.id))?.after).toMatchObject({ reason: 'Budget moved' });
  });

  it('refuses a taken code, an end before the start and a multiple under 1; other roles are refused', async () => {
    const made = await server.call(staffPromotionsApi.create, { token: marketing.token, body: promotion() });
    expect((await server.fail(staffPromotionsApi.create, { token: marketing.token, body: promotion({ code: made.code }) })).code).toBe(STAFF_CONTENT_ERROR_CODES.promotionCodeTaken);
    expect((await server.fail(staffPromotionsApi.create, { token: marketing.token, body: promotion({ startTime: at(MIN), endTime: at(-MIN) }) })).code).toBe(STAFF_CONTENT_ERROR_CODES.windowOrder);
    expect((await server.fail(staffPromotionsApi.create, { token: marketing.token, body: promotion({ wageringMultiple: 0 }) })).status).toBe(400);
    expect((await server.fail(staffPromotionsApi.list, { token: risk.token, query: {} })).code).toBe(STAFF_ERROR_CODES.roleRefused);
  });
});

describe('rewards, limits and cost', () => {
  it('a granted reward is claimed with the promotion\'s 5x wagering; joined, claimed and the ledger cost are counted', async () => {
    const made = await server.call(staffPromotionsApi.create, { token: marketing.token, body: promotion({ reward: { type: 'percent', percent: 50, max: '300' }, budgetCap: '500', perPlayerLimit: 1 }) });
    const [a, b, c] = await Promise.all([newPlayer(server), newPlayer(server), newPlayer(server)]);
    const grant = (playerId: number, basis?: string) => server.call(staffPromotionsApi.grant, { token: marketing.token, params: { id: made.id }, body: { playerId, reason: 'Joined by phone', ...(basis ? { basis } : {}) } });
    const first = await grant(a.id, '1000');
    expect(first).toMatchObject({ amount: '300.00', wageringMultiple: 5 });
    const refusedTwice = await server.fail(staffPromotionsApi.grant, { token: marketing.token, params: { id: made.id }, body: { playerId: a.id, basis: '100', reason: 'again' } });
    expect(refusedTwice.code).toBe(STAFF_CONTENT_ERROR_CODES.perPlayerLimit);
    await grant(b.id, '200');
    const over = await server.fail(staffPromotionsApi.grant, { token: marketing.token, params: { id: made.id }, body: { playerId: c.id, basis: '400', reason: 'over' } });
    expect(over.code).toBe(STAFF_CONTENT_ERROR_CODES.budgetExhausted);
    const reward = (await server.call(activityListApi.rewardUnclaimed, { token: a.token, query: { language: 'EN' } })).find((r) => r.activityCode === made.code);
    expect(reward).toMatchObject({ amount: '300.00', wageringMultiple: 5, wageringRequired: '1500.00' });
    await server.call(activityListApi.rewardClaim, { token: a.token, params: { id: reward!.id }, headers: idem() });
    const [listed] = (await server.call(staffPromotionsApi.list, { token: marketing.token, query: { brand: 'jade', state: 'live', size: 100 } })).records.filter((p) => p.id === made.id);
    expect(listed?.usage).toEqual({ joined: 2, claimed: 1, rewards: 2, budgetUsed: '400.00', cost: '300.00' });
    const players = await server.call(staffPromotionsApi.players, { token: marketing.token, params: { id: made.id }, query: {} });
    expect(players.records.find((p) => p.playerId === a.id)).toMatchObject({ rewards: 1, granted: '300.00', claimed: '300.00' });
    expect((await server.fail(staffPromotionsApi.update, { token: marketing.token, params: { id: made.id }, body: promotion({ code: made.code, budgetCap: '100' }) })).code).toBe(STAFF_CONTENT_ERROR_CODES.capBelowUsed);
  });

  it('a player outside the eligibility is refused', async () => {
    const made = await server.call(staffPromotionsApi.create, { token: marketing.token, body: promotion({ eligibility: { currencies: ['NTD'], minVipLevel: 5, registeredWithinDays: null, frontendType: null } }) });
    const p = await newPlayer(server);
    const refused = await server.fail(staffPromotionsApi.grant, { token: marketing.token, params: { id: made.id }, body: { playerId: p.id, reason: 'try' } });
    expect(refused).toMatchObject({ code: STAFF_CONTENT_ERROR_CODES.notEligible, data: { why: 'vipLevel' } });
  });
});
