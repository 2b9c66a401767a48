import { staffQueueKind, staffQueuesApi, type StaffQueueKind } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { CoreErrors } from '../domain/errors';
import { route, SENT, staffOf, type RouteContext } from '../http/route';
import { reviewIdCard } from '../services/accounts/identity';
import { FundErrors } from '../services/fund/errors';
import { OpsInputError } from '../services/fund/operator';
import { advanceWithdraw, approveDeposit, rejectDeposit, rejectWithdraw, reviewCard } from '../services/fund/review';
import { addressAllowed } from '../services/staff/addresses';
import { assertQueueRole, claimItem, queueDecider, releaseItem, type Claimer } from '../services/staff/claims';
import { StaffErrors } from '../services/staff/members';
import { cardQueue, depositQueue, idCardQueue, isReviewPhoto, isWaiting, withdrawQueue } from '../services/staff/queues';
import { pokeStaff } from '../services/events/poke';
import { StaffStreams } from '../services/staff/queue-stream';
import { MINOR_PER_MAJOR } from '../services/wallet/money';

type StaffCtx = Pick<RouteContext<typeof staffQueuesApi.claim>, 'staff' | 'request' | 'params'>;

/**
 * The back office's queues (issue 37; contract staff-queues.ts): the lists, claims, and decisions. A decision
 * runs the same service as `npm run ops -- fund|idcard` with the member as its decider (services/fund/decider.ts):
 * the claim checked in its transaction, its audit row written and the claim dropped with it.
 */
export async function staffQueueRoutes(app: FastifyInstance, options: { dataDir: string }): Promise<void> {
  const { db } = app.site;
  const open = { maintenanceGate: false } as const;
  app.addHook('onRequest', async (request) => {
    if (!addressAllowed(app.site.staff.allowed, request.ip)) throw StaffErrors.addressRefused();
  });
  const fourEyes = () => app.site.staff.fourEyesAmount * MINOR_PER_MAJOR;
  const who = (ctx: StaffCtx): Claimer => {
    const s = staffOf(ctx);
    return { staffId: s.staffId, name: s.name, address: ctx.request.ip };
  };
  const item = (ctx: StaffCtx) => (ctx.params.itemId ?? '').slice(0, 40);
  const by = (ctx: StaffCtx, kind: StaffQueueKind, now: Date) => queueDecider(kind, item(ctx), who(ctx), fourEyes(), now);
  const cardId = (ctx: StaffCtx) => {
    const id = Number(item(ctx));
    if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw FundErrors.orderNotFound();
    return id;
  };
  const kindOf = (ctx: StaffCtx): StaffQueueKind => {
    const kind = staffQueueKind.safeParse(ctx.params.kind);
    if (!kind.success) throw CoreErrors.notFound();
    assertQueueRole(kind.data, staffOf(ctx));
    return kind.data;
  };

  route(app, staffQueuesApi.deposits, (ctx) => depositQueue(db, ctx.query), open);
  route(app, staffQueuesApi.withdrawals, (ctx) => withdrawQueue(db, ctx.query, fourEyes()), open);
  route(app, staffQueuesApi.cards, (ctx) => cardQueue(db, ctx.query), open);
  route(app, staffQueuesApi.idCards, (ctx) => idCardQueue(db, ctx.query), open);

  route(app, staffQueuesApi.claim, async (ctx) => {
    const kind = kindOf(ctx);
    if (!(await isWaiting(db, kind, item(ctx)))) throw FundErrors.orderNotFound();
    const claim = await claimItem(db, kind, item(ctx), who(ctx));
    pokeStaff('queues');
    return claim;
  }, open);
  route(app, staffQueuesApi.release, async (ctx) => {
    await releaseItem(db, kindOf(ctx), item(ctx), who(ctx));
    pokeStaff('queues');
    return null;
  }, open);

  // The live channel: this app's event hub tells it of every queue change (routes/events.ts made the hub).
  const streams = new StaffStreams(db, app.site.dialect, app.liveEvents.hub);
  app.addHook('preClose', async () => streams.close());
  route(app, staffQueuesApi.events, (ctx) => {
    if (!streams.admits(staffOf(ctx))) throw CoreErrors.rateLimited();
    ctx.reply.hijack();
    streams.open(staffOf(ctx), ctx.reply.raw);
    return SENT;
  }, open);

  const done = (id: string | number, status: string) => ({ id: String(id), status });
  route(app, staffQueuesApi.depositApprove, async (ctx) => {
    const r = await approveDeposit(db, item(ctx), new Date(), by(ctx, 'deposit', new Date()));
    return done(r.order.orderNo, r.order.status);
  }, open);
  route(app, staffQueuesApi.depositReject, async (ctx) => {
    const r = await rejectDeposit(db, item(ctx), ctx.body.reason, new Date(), by(ctx, 'deposit', new Date()));
    return done(r.order.orderNo, r.order.status);
  }, open);
  route(app, staffQueuesApi.withdrawApprove, async (ctx) => {
    const o = await advanceWithdraw(db, item(ctx), new Date(), by(ctx, 'withdraw', new Date()), ['processing', 'reviewing']);
    return done(o.orderNo, o.status);
  }, open);
  route(app, staffQueuesApi.withdrawPaid, async (ctx) => {
    const o = await advanceWithdraw(db, item(ctx), new Date(), by(ctx, 'withdraw', new Date()), ['withdrawing']);
    return done(o.orderNo, o.status);
  }, open);
  route(app, staffQueuesApi.withdrawReject, async (ctx) => {
    const o = await rejectWithdraw(db, item(ctx), ctx.body.reason, new Date(), by(ctx, 'withdraw', new Date()));
    return done(o.orderNo, o.status);
  }, open);
  route(app, staffQueuesApi.cardApprove, async (ctx) => {
    const c = await reviewCard(db, cardId(ctx), { approve: true }, new Date(), by(ctx, 'card', new Date()));
    return done(c.id, c.status);
  }, open);
  route(app, staffQueuesApi.cardReject, async (ctx) => {
    const c = await reviewCard(db, cardId(ctx), { approve: false, reason: ctx.body.reason }, new Date(), by(ctx, 'card', new Date()));
    return done(c.id, c.status);
  }, open);
  const idCard = async (ctx: StaffCtx, decision: { approve: true } | { approve: false; reason: string }) => {
    const id = cardId(ctx);
    const row = await db.selectFrom('id_verifications').innerJoin('accounts', 'accounts.id', 'id_verifications.account_id').select(['accounts.username', 'id_verifications.status']).where('id_verifications.id', '=', id).executeTakeFirst();
    if (!row) throw FundErrors.orderNotFound();
    if (!(await isWaiting(db, 'idcard', String(id)))) throw FundErrors.orderNotChangeable(String(row.status));
    try {
      const state = await reviewIdCard(db, row.username, decision, new Date(), by(ctx, 'idcard', new Date()));
      return done(id, String(state.status));
    } catch (error) {
      // Another member decided it since the check above: the command line's words, the queue's code.
      if (error instanceof OpsInputError) throw FundErrors.orderNotChangeable(String(row.status));
      throw error;
    }
  };
  route(app, staffQueuesApi.idCardApprove, (ctx) => idCard(ctx, { approve: true }), open);
  route(app, staffQueuesApi.idCardReject, (ctx) => idCard(ctx, { approve: false, reason: ctx.body.reason }), open);

  // A card's or an ID's photo, to risk and admin only (the contract's roles): never kept by a browser or a proxy.
  route(app, staffQueuesApi.photo, async (ctx): Promise<typeof SENT> => {
    const fileId = ctx.params.fileId ?? '';
    const row = /^[A-Za-z0-9_-]{8,64}$/.test(fileId) && (await isReviewPhoto(db, fileId))
      ? await db.selectFrom('uploads').select(['path', 'mime', 'size']).where('id', '=', fileId).executeTakeFirst()
      : undefined;
    if (!row) throw CoreErrors.notFound();
    void ctx.reply
      .code(200)
      .header('content-type', row.mime)
      .header('content-length', String(row.size))
      .header('cache-control', 'no-store, private')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .send(createReadStream(join(options.dataDir, row.path)));
    return SENT;
  }, open);
}
