import { promotionsApi } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { route, sessionOf } from '../http/route';
import { firstRechargeState, joinFirstRecharge } from '../services/promotions/first-recharge';
import { inviteFriends, inviteSummary } from '../services/promotions/invite';

/** The promotions that move money (contract promotions.ts): first recharge and invite friends. */
export async function promotionsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.site;
  const me = (ctx: Parameters<typeof sessionOf>[0]) => sessionOf(ctx).accountId;

  route(app, promotionsApi.firstRechargeState, (ctx) => firstRechargeState(db, me(ctx)));
  route(app, promotionsApi.firstRechargeJoin, (ctx) => joinFirstRecharge(db, me(ctx), ctx.body.platform));
  route(app, promotionsApi.inviteSummary, (ctx) => inviteSummary(db, me(ctx)));
  route(app, promotionsApi.inviteFriends, (ctx) => inviteFriends(db, me(ctx), ctx.query.page, ctx.query.size));
}
