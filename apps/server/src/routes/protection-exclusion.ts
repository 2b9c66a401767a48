import { protectionExclusionApi } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { route, sessionOf } from '../http/route';
import { answerLimitsOffer, protectionStatus, takeBreak } from '../services/protection/breaks';
import { protectionHistory } from '../services/protection/history';

/** Player protection, exclusion part (contract protection-exclusion.ts, issue 20). */
export async function protectionExclusionRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.site;
  const me = (ctx: Parameters<typeof sessionOf>[0]) => sessionOf(ctx).accountId;

  route(app, protectionExclusionApi.status, (ctx) => protectionStatus(db, me(ctx)));
  route(app, protectionExclusionApi.takeBreak, (ctx) => takeBreak(db, sessionOf(ctx), ctx.body));
  route(app, protectionExclusionApi.limitsOffer, (ctx) => answerLimitsOffer(db, me(ctx), ctx.body.answer));
  route(app, protectionExclusionApi.history, (ctx) => protectionHistory(db, me(ctx)));
}
