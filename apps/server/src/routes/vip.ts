import { vipApi } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../domain/errors';
import { route, sessionOf } from '../http/route';
import { vipConfigView } from '../services/vip/config';
import { couponRecords, listCoupons } from '../services/vip/coupons';
import { VipErrors } from '../services/vip/errors';
import { exchange, exchangeInfo } from '../services/vip/exchange';
import { vipRecord } from '../services/vip/record';
import { idempotencyKeyOf } from '../services/wallet/idempotency';

/** The VIP calls (contract vip.ts): record, config, coupons, coupon records, points exchange. */
export async function vipRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.site;
  const me = (ctx: Parameters<typeof sessionOf>[0]) => sessionOf(ctx).accountId;

  route(app, vipApi.record, (ctx) => vipRecord(db, me(ctx)));
  route(app, vipApi.config, () => vipConfigView(db));
  route(app, vipApi.coupons, (ctx) => listCoupons(db, me(ctx), ctx.lang, ctx.query));
  route(app, vipApi.couponRecords, (ctx) => couponRecords(db, me(ctx), ctx.lang, ctx.query));
  route(app, vipApi.exchangeInfo, (ctx) => exchangeInfo(db, me(ctx), ctx.query.currency));
  route(app, vipApi.exchange, async (ctx) => {
    const key = idempotencyKeyOf(ctx.request.headers['idempotency-key']);
    try {
      return await exchange(db, me(ctx), ctx.query.currency, ctx.body.points, key);
    } catch (error) {
      // The rules' refusals keep their codes; anything else (the database) is SPEC 8's 兌換失敗，請稍候再試.
      if (error instanceof DomainError) throw error;
      ctx.request.log.error({ err: error }, 'coupon exchange failed');
      throw VipErrors.exchangeFailed();
    }
  });
}
