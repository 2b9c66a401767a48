import { messageApi } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { route, sessionOf } from '../http/route';
import { noticeList, readAllNotices, readNotice } from '../services/fund/notices';
import { dialogList } from '../services/home-content';

/** SPEC 7 "Messages and activities": the login advert's dialog list and the inbox notices (each player's own). */
export async function messageRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.site;
  // Visitors get the list too; a token, when valid, adds the player's unread notice and frontend type.
  route(app, messageApi.dialogList, ({ brand, lang, query, session }) => dialogList(db, { brand, lang, frontendType: query.frontendType, session }), {
    optionalAuth: true,
  });
  const me = (ctx: Parameters<typeof sessionOf>[0]) => sessionOf(ctx).accountId;
  route(app, messageApi.transNotices, (ctx) => noticeList(db, me(ctx), 'trade', ctx.lang, ctx.query));
  route(app, messageApi.transNoticeRead, (ctx) => readNotice(db, me(ctx), 'trade', ctx.params.id ?? '', ctx.lang));
  route(app, messageApi.systemNotices, (ctx) => noticeList(db, me(ctx), 'system', ctx.lang, ctx.query));
  route(app, messageApi.systemNotice, (ctx) => readNotice(db, me(ctx), 'system', ctx.params.id ?? '', ctx.lang));
  route(app, messageApi.readAll, (ctx) => readAllNotices(db, me(ctx), ctx.body?.kind));
}
