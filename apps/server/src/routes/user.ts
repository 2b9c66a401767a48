import { userApi } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { route, sessionOf } from '../http/route';
import { accountById, isUsernameTaken, userDetailOf, userInfoOf } from '../services/accounts/accounts';
import { loginByAccount, loginByMobile } from '../services/accounts/login';
import { isAutoGameTransfer, setLanguage, unreadCounts, updateDetail } from '../services/accounts/profile';
import { registerByPhone } from '../services/accounts/register';
import { revokeSession, touch } from '../services/accounts/sessions';

/**
 * Per client IP and route on the calls that guess secrets, on top of the per-name lockout and code
 * limits (DESIGN 9); counted in the database, so every server process shares the one limit.
 */
export function sensitiveLimit(app: FastifyInstance) {
  return { config: { rateLimit: { max: app.site.sensitiveRateLimitMax, timeWindow: '1 minute', store: app.site.rateLimitStores.SharedStore } } };
}

/** User calls of SPEC 7: login, registration, session, profile. */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.site;
  const sensitive = sensitiveLimit(app);
  route(app, userApi.login, ({ body, deviceId, request }) => loginByAccount(db, body, deviceId, request.ip, request.headers['user-agent']), sensitive);
  route(app, userApi.loginByMobile, ({ body, deviceId, request }) => loginByMobile(db, body, deviceId, request.ip, request.headers['user-agent']), sensitive);
  route(app, userApi.registerPhone, ({ body, deviceId, request }) => registerByPhone(db, body, { deviceId, address: request.ip, userAgent: request.headers['user-agent'], caps: app.site.registrationCaps }), sensitive);
  route(app, userApi.logout, async (ctx) => {
    await revokeSession(db, sessionOf(ctx).sessionId, 'logout');
    return null;
  });
  route(app, userApi.heartbeat, async (ctx) => ({ expiresAt: await touch(db, sessionOf(ctx)) }));
  route(app, userApi.validAccount, async ({ body }) => ({ available: !(await isUsernameTaken(db, body.username)) }), sensitive);
  route(app, userApi.info, async (ctx) => userInfoOf(db, await accountById(db, sessionOf(ctx).accountId)));
  route(app, userApi.detail, async (ctx) => userDetailOf(db, await accountById(db, sessionOf(ctx).accountId)));
  route(app, userApi.updateDetail, (ctx) => updateDetail(db, sessionOf(ctx), ctx.body));
  route(app, userApi.language, (ctx) => setLanguage(db, sessionOf(ctx), ctx.query.language));
  route(app, userApi.isAutoGameTransfer, (ctx) => isAutoGameTransfer(db, sessionOf(ctx)));
  route(app, userApi.unreadCount, (ctx) => unreadCounts(db, sessionOf(ctx)));
}
