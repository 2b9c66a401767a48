import { announcementApi, letterApi, messageApi } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { route, sessionOf } from '../http/route';
import { pokeAccount } from '../services/events/poke';
import { noticeList, readNotice } from '../services/fund/notices';
import { dialogList } from '../services/home-content';
import { announcementList, readAnnouncement } from '../services/messages/announcements';
import { submitFeedback } from '../services/messages/feedback';
import { readAllInbox } from '../services/messages/inbox';
import { createLetter, letterList, letterUnread, quizTypes, readLetter, replyLetter } from '../services/messages/letters';

/**
 * SPEC 7 "Messages and activities": the login advert's dialog list and the inbox (each player's
 * own): notices, platform announcements, internal letters and feedback.
 */
export async function messageRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.site;
  // Visitors get the list too; a token, when valid, adds the player's unread notice and frontend type.
  route(app, messageApi.dialogList, ({ brand, lang, query, session }) => dialogList(db, { brand, lang, frontendType: query.frontendType, session }), {
    optionalAuth: true,
    public: true,
  });
  const me = (ctx: Parameters<typeof sessionOf>[0]) => sessionOf(ctx).accountId;
  /** A read changed the player's unread counts: tell their open tabs (after the write, which has committed). */
  const unreadChanged = <T>(accountId: number, result: T): T => {
    pokeAccount(accountId, 'unread');
    return result;
  };
  route(app, messageApi.transNotices, (ctx) => noticeList(db, me(ctx), 'trade', ctx.lang, ctx.query));
  route(app, messageApi.transNoticeRead, async (ctx) => unreadChanged(me(ctx), await readNotice(db, me(ctx), 'trade', ctx.params.id ?? '', ctx.lang)));
  route(app, messageApi.systemNotices, (ctx) => noticeList(db, me(ctx), 'system', ctx.lang, ctx.query));
  route(app, messageApi.systemNotice, async (ctx) => unreadChanged(me(ctx), await readNotice(db, me(ctx), 'system', ctx.params.id ?? '', ctx.lang)));
  route(app, messageApi.readAll, (ctx) => readAllInbox(db, me(ctx), ctx.body?.kind));
  route(app, announcementApi.announcements, (ctx) => announcementList(db, me(ctx), ctx.lang, ctx.query, ctx.brand));
  route(app, announcementApi.announcement, async (ctx) => unreadChanged(me(ctx), await readAnnouncement(db, me(ctx), ctx.params.id ?? '', ctx.lang)));

  route(app, letterApi.quizTypes, (ctx) => quizTypes(ctx.lang));
  route(app, letterApi.list, (ctx) => letterList(db, me(ctx), ctx.lang, ctx.query));
  route(app, letterApi.create, (ctx) => createLetter(db, me(ctx), ctx.body, ctx.lang));
  route(app, letterApi.thread, (ctx) => readLetter(db, me(ctx), ctx.query.id, ctx.lang));
  route(app, letterApi.reply, (ctx) => replyLetter(db, me(ctx), ctx.body, ctx.lang));
  route(app, letterApi.unreadCount, (ctx) => letterUnread(db, me(ctx)));
  route(app, letterApi.feedback, (ctx) => submitFeedback(db, me(ctx), ctx.body));
}
