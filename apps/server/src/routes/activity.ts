import { activityApi, activityListApi, isBrandId } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { bannerSvg } from '../assets/icons';
import { DomainError, CoreErrors } from '../domain/errors';
import { sendError } from '../http/errors';
import { toApiLanguage } from '../http/language';
import { route, sessionOf } from '../http/route';
import { ActivityErrors } from '../services/activity/errors';
import { activityByCode, audienceType, listActivities, listCategories, recommendedActivities } from '../services/activity/list';
import { registerActivityPages } from '../services/activity/pages';
import { claimReward, unclaimedRewards } from '../services/activity/rewards';
import { floatActivities } from '../services/home-content';
import { label } from '../services/labels';
import { idempotencyKeyOf } from '../services/wallet/idempotency';
import { rowIdOf } from '../db/row-id';

/**
 * SPEC 7 "Messages and activities": the home page's float activity (an
 * extension path), the promotion categories, list, recommended list and the
 * player's unclaimed rewards (with their claim, an extension); plus the
 * activity pictures and our own activity pages (/activity-pages/...).
 */
export async function activityRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.site;
  route(app, activityApi.float, ({ brand, lang }) => floatActivities(db, brand, lang), { public: true });

  route(
    app,
    activityListApi.category,
    async (ctx) => {
      const frontendType = await audienceType(db, undefined, ctx.session);
      return listCategories(db, { brand: ctx.brand, lang: ctx.lang, currency: ctx.query.currency, frontendType }, ctx.query.isShowRechargeAndWithdraw);
    },
    { optionalAuth: true, public: true },
  );
  route(
    app,
    activityListApi.list,
    async (ctx) => {
      const frontendType = await audienceType(db, ctx.body.frontendType, ctx.session);
      return listActivities(db, { brand: ctx.brand, lang: ctx.lang, currency: ctx.query.currency, frontendType }, ctx.body);
    },
    // A POST (its filters are a body): no HTTP cache keeps it, but the server compresses it once per content.
    { optionalAuth: true, public: true },
  );
  route(
    app,
    activityListApi.recommend,
    async (ctx) => {
      const asked = ctx.query.frontendType === undefined ? undefined : (Number(ctx.query.frontendType) as 1 | 2);
      const frontendType = await audienceType(db, asked, ctx.session);
      return recommendedActivities(db, { brand: ctx.brand, lang: ctx.lang, currency: ctx.query.currency, frontendType });
    },
    { optionalAuth: true, public: true },
  );
  route(app, activityListApi.rewardUnclaimed, (ctx) => unclaimedRewards(db, sessionOf(ctx).accountId, ctx.lang));
  route(app, activityListApi.rewardClaim, async (ctx) => {
    const key = idempotencyKeyOf(ctx.request.headers['idempotency-key']);
    const id = rowIdOf(ctx.params.id);
    if (id === 0) throw ActivityErrors.rewardNotFound();
    try {
      return await claimReward(db, sessionOf(ctx).accountId, id, key, ctx.lang);
    } catch (error) {
      // The rules' refusals keep their codes; anything else (the database) is SPEC 8's 參與失敗.
      if (error instanceof DomainError) throw error;
      ctx.request.log.error({ err: error }, 'activity reward claim failed');
      throw ActivityErrors.claimFailed();
    }
  });

  // Activity pictures: /assets/activities/<brand>/<code>-<language>.svg, drawn from the title.
  app.get<{ Params: { brand: string; file: string } }>('/assets/activities/:brand/:file', async (request, reply) => {
    const m = /^([a-z0-9-]+)-([a-z]{2})\.svg$/.exec(request.params.file);
    const language = toApiLanguage(m?.[2]);
    const { brand } = request.params;
    const row = m && language && isBrandId(brand) ? await activityByCode(db, brand, m[1] as string) : undefined;
    if (!row || !language) return sendError(app, request, reply, CoreErrors.notFound());
    const svg = bannerSvg(`activity-${row.code}`, label(row.titles, language));
    return reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml; charset=utf-8').send(svg);
  });

  registerActivityPages(app);
}
