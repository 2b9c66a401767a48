import { termsApi } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { route, sessionOf } from '../http/route';
import { playerOf } from '../services/fund/common';
import { reactivate } from '../services/withdrawal-rules/dormancy';
import { sendTermsCode, withdrawTermsOf } from '../services/withdrawal-rules/withdraw-status';
import { sensitiveLimit } from './user';

/** The terms figures (contract terms.ts, issue 20): the withdrawal's terms, the SMS codes of a withdrawal and a reactivation, the reactivation of a dormant account. */
export async function termsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.site;
  const me = (ctx: Parameters<typeof sessionOf>[0]) => sessionOf(ctx).accountId;
  const limit = sensitiveLimit(app);

  route(app, termsApi.withdraw, (ctx) => withdrawTermsOf(db, me(ctx)));
  route(app, termsApi.code, (ctx) => sendTermsCode(db, me(ctx), ctx.body.purpose, { deviceId: ctx.deviceId, address: ctx.request.ip, addressPerHour: app.site.addressLimits.codesPerHour }), limit);
  route(app, termsApi.reactivate, async (ctx) => reactivate(db, await playerOf(db, me(ctx)), ctx.body.code), limit);
}
