import { walletApi } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { route, sessionOf } from '../http/route';
import { rechargeLimit, withdrawCheck } from '../services/wallet/fund';
import { idempotencyKeyOf } from '../services/wallet/idempotency';
import { transfer } from '../services/wallet/transfers';
import { balances, recycleAll, setAutoTransfer, setCurrencies } from '../services/wallet/wallet';

/** Wallet and finance calls of SPEC 7 plus the transfer and auto-transfer extensions. */
export async function walletRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.site;
  route(app, walletApi.balance, (ctx) => balances(db, sessionOf(ctx).accountId, ctx.lang, ctx.query.currency));
  route(app, walletApi.setCurrencies, (ctx) => setCurrencies(db, sessionOf(ctx).accountId, ctx.body.enabled));
  route(app, walletApi.recycle, (ctx) => recycleAll(db, sessionOf(ctx).accountId, ctx.query.currency, idempotencyKeyOf(ctx.request.headers['idempotency-key'])));
  route(app, walletApi.transfer, (ctx) => transfer(db, sessionOf(ctx).accountId, ctx.body, idempotencyKeyOf(ctx.request.headers['idempotency-key'])));
  route(app, walletApi.setAutoTransfer, (ctx) => setAutoTransfer(db, sessionOf(ctx).accountId, ctx.body.enabled));
  route(app, walletApi.rechargeLimit, (ctx) => rechargeLimit(db, sessionOf(ctx).accountId, ctx.query.currency));
  route(app, walletApi.withdrawCheck, (ctx) => withdrawCheck(db, sessionOf(ctx).accountId, ctx.query.currency));
}
