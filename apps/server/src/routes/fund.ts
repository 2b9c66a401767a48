import { createReadStream } from 'node:fs';
import { fundApi, UPLOAD_MAX_BYTES } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { sendError, toApiError } from '../http/errors';
import { route, SENT, sessionOf } from '../http/route';
import { bankCards, banks, bindBankCard, bindWalletAddress, walletAddresses } from '../services/fund/binding';
import { cancelDeposit, createDeposit, depositChannels, depositOrder, depositOrders, submitTxHash } from '../services/fund/deposits';
import { FundErrors } from '../services/fund/errors';
import { passbook } from '../services/fund/passbook';
import { ownUpload, storeUpload } from '../services/fund/uploads';
import { applyWithdraw, cancelWithdraw, withdrawInfo, withdrawOrders } from '../services/fund/withdrawals';
import { seenByStaff } from '../services/staff/queue-stream';
import { idempotencyKeyOf } from '../services/wallet/idempotency';

const param = (ctx: { params: Record<string, string> }, name: string) => ctx.params[name] ?? '';

/** The cashier's calls (contract fund.ts): binding, uploads, deposits, withdrawals, passbook. */
export async function fundRoutes(app: FastifyInstance, options: { dataDir: string }): Promise<void> {
  const { db } = app.site;
  const key = (ctx: { request: { headers: Record<string, string | string[] | undefined> } }) => idempotencyKeyOf(ctx.request.headers['idempotency-key']);
  const me = (ctx: Parameters<typeof sessionOf>[0]) => sessionOf(ctx).accountId;

  route(app, fundApi.banks, (ctx) => banks(db, ctx.lang));
  route(app, fundApi.bankCards, (ctx) => bankCards(db, me(ctx), ctx.lang));
  route(app, fundApi.bindBankCard, (ctx) => seenByStaff(bindBankCard(db, me(ctx), ctx.body, ctx.lang)));
  route(app, fundApi.walletAddresses, (ctx) => walletAddresses(db, me(ctx)));
  route(app, fundApi.bindWalletAddress, (ctx) => bindWalletAddress(db, me(ctx), ctx.body));

  route(app, fundApi.depositChannels, (ctx) => depositChannels(db, me(ctx), ctx.query.currency, ctx.lang));
  route(app, fundApi.createDeposit, (ctx) => seenByStaff(createDeposit(db, me(ctx), ctx.body, key(ctx))));
  route(app, fundApi.depositOrder, (ctx) => depositOrder(db, me(ctx), param(ctx, 'orderNo')));
  route(app, fundApi.depositOrders, (ctx) => depositOrders(db, me(ctx), ctx.query));
  route(app, fundApi.submitTxHash, (ctx) => seenByStaff(submitTxHash(db, me(ctx), param(ctx, 'orderNo'), ctx.body.txHash)));
  route(app, fundApi.cancelDeposit, (ctx) => seenByStaff(cancelDeposit(db, me(ctx), param(ctx, 'orderNo'))));

  route(app, fundApi.withdrawInfo, (ctx) => withdrawInfo(db, me(ctx), ctx.query.currency, ctx.lang));
  route(app, fundApi.applyWithdraw, (ctx) => seenByStaff(applyWithdraw(db, me(ctx), ctx.body, key(ctx))));
  route(app, fundApi.withdrawOrders, (ctx) => withdrawOrders(db, me(ctx), ctx.query));
  route(app, fundApi.cancelWithdraw, (ctx) => seenByStaff(cancelWithdraw(db, me(ctx), param(ctx, 'orderNo'), key(ctx))));
  route(app, fundApi.passbook, (ctx) => passbook(db, me(ctx), ctx.query, ctx.lang));

  // The ID photo itself, to its owner only: never cached, never sniffed into something else.
  route(app, fundApi.uploadFile, async (ctx) => {
    const file = await ownUpload(db, options.dataDir, me(ctx), param(ctx, 'fileId'));
    void ctx.reply
      .code(200)
      .header('content-type', file.mime)
      .header('content-length', String(file.size))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .send(createReadStream(file.file));
    return SENT;
  });

  // Uploads take raw bytes, so they get a scope of their own: only this route reads
  // octet-stream or image/* bodies, up to 10 MB (413 031012 beyond); any other declared
  // type (JSON, text, HTML) is 031011 like a wrong content.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    const raw = { parseAs: 'buffer' as const, bodyLimit: UPLOAD_MAX_BYTES };
    scope.addContentTypeParser('application/octet-stream', raw, (_request, body, done) => done(null, body));
    scope.addContentTypeParser(/^image\/[\w.+-]+$/, raw, (_request, body, done) => done(null, body));
    scope.setErrorHandler((error, request, reply) => {
      const code = (error as { code?: string }).code;
      if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sendError(app, request, reply, FundErrors.uploadTooLarge());
      if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || code === 'FST_ERR_CTP_EMPTY_TYPE') return sendError(app, request, reply, FundErrors.uploadFormat());
      return sendError(app, request, reply, toApiError(error));
    });
    route(scope, fundApi.upload, (ctx) => storeUpload(db, options.dataDir, me(ctx), ctx.query.purpose, ctx.request.body));
  });
}
