import { protectionPlayApi } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { route, sessionOf } from '../http/route';
import { cancelLossLimit, cancelSessionLimit, playLimits, setLossLimit, setSessionLimit } from '../services/protection/play-limits';
import { ackRealityCheck, realityCheck, setRealityCheck } from '../services/protection/reality';
import { playSessionOf } from '../services/demo-game/play';

/** Player protection during play (contract protection-play.ts, issue 20): loss and session limits, the reality check. */
export async function protectionPlayRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.site;
  const me = (ctx: Parameters<typeof sessionOf>[0]) => sessionOf(ctx).accountId;
  const api = protectionPlayApi;

  route(app, api.limits, (ctx) => playLimits(db, me(ctx)));
  route(app, api.setLossLimit, (ctx) => setLossLimit(db, me(ctx), ctx.body.period, ctx.body.amount));
  route(app, api.cancelLossLimit, (ctx) => cancelLossLimit(db, me(ctx), ctx.body.period));
  route(app, api.setSessionLimit, (ctx) => setSessionLimit(db, me(ctx), ctx.body.minutes));
  route(app, api.cancelSessionLimit, (ctx) => cancelSessionLimit(db, me(ctx)));
  route(app, api.realityCheck, (ctx) => realityCheck(db, me(ctx)));
  route(app, api.setRealityCheck, (ctx) => setRealityCheck(db, me(ctx), ctx.body.intervalMinutes));
  route(app, api.ackRealityCheck, (ctx) => ackRealityCheck(db, me(ctx)));

  // The game window's copies: its game-session header names the player (unsigned, as the other /v1/play calls).
  const unsigned = { signed: false };
  const player = async (ctx: { request: { headers: Record<string, string | string[] | undefined> } }) =>
    (await playSessionOf(db, ctx.request.headers['game-session'])).account_id;
  route(app, api.playRealityCheck, async (ctx) => realityCheck(db, await player(ctx)), unsigned);
  route(app, api.playAckRealityCheck, async (ctx) => ackRealityCheck(db, await player(ctx)), unsigned);
}
