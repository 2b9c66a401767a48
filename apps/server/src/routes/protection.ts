import { protectionApi } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { route, sessionOf } from '../http/route';
import { cancelDepositLimit, depositLimits, setDepositLimit } from '../services/protection/limits';
import { selfAssessment } from '../services/protection/self-assessment';

/** Player protection (contract protection.ts, issue 20): deposit limits and the self-assessment. */
export async function protectionRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.site;
  const me = (ctx: Parameters<typeof sessionOf>[0]) => sessionOf(ctx).accountId;

  route(app, protectionApi.depositLimits, (ctx) => depositLimits(db, me(ctx)));
  route(app, protectionApi.setDepositLimit, (ctx) => setDepositLimit(db, me(ctx), ctx.body.period, ctx.body.amount));
  route(app, protectionApi.cancelDepositLimit, (ctx) => cancelDepositLimit(db, me(ctx), ctx.body.period));
  route(app, protectionApi.selfAssessment, (ctx) => selfAssessment(db, me(ctx), ctx.body.answers));
}
