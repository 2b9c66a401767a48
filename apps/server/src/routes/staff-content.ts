import { CONTENT_PICTURE_MAX_BYTES, staffContentApi, staffPromotionsApi } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { CoreErrors } from '../domain/errors';
import { sendError, toApiError } from '../http/errors';
import { route, staffOf, type RouteContext } from '../http/route';
import { createAdvert, listAdverts, updateAdvert } from '../services/content/adverts-admin';
import { createAnnouncement, listAnnouncements, updateAnnouncement } from '../services/content/announcements-admin';
import { createDialog, listDialogs, listSponsorsAdmin, updateDialog, updateSponsor } from '../services/content/dialogs-admin';
import { readContentPicture, storeContentPicture } from '../services/content/pictures';
import { contentNotFound } from '../services/content/schedule';
import { FundErrors } from '../services/fund/errors';
import { createPromotion, endPromotion, listPromotions, promotionCategories, updatePromotion } from '../services/promotions/admin';
import { grantPromotion, promotionPlayers } from '../services/promotions/admin-grant';
import { addressAllowed } from '../services/staff/addresses';
import { StaffErrors } from '../services/staff/members';

/**
 * Content and promotions in the back office (issue 38, marketing): adverts, announcements, the login advert,
 * sponsors, pictures, and promotions with their grants. Roles are the contract's (CONTENT_ROLES,
 * PROMOTION_ROLES); each change audited in its transaction. Also the pictures' public address.
 */
/** `options` is the areas' own (routes/areas.ts AreaOptions), by shape: the list imports this file. */
export async function staffContentRoutes(app: FastifyInstance, options: { dataDir: string }): Promise<void> {
  const { db } = app.site;

  // The pictures marketing uploaded, public (the site shows them to everyone): /assets/content/<id>-<width>.<ext>.
  app.get<{ Params: { file: string } }>('/assets/content/:file', async (request, reply) => {
    const picture = await readContentPicture(db, options.dataDir, request.params.file).catch(() => undefined);
    if (!picture) return sendError(app, request, reply, CoreErrors.notFound());
    return reply.header('cache-control', 'public, max-age=31536000, immutable').header('x-content-type-options', 'nosniff').type(picture.mime).send(picture.data);
  });

  await app.register(async (scope) => {
    // As the other staff calls: open during maintenance, and only from the allowed addresses.
    scope.addHook('onRequest', async (request) => {
      if (!addressAllowed(app.site.staff.allowed, request.ip)) throw StaffErrors.addressRefused();
    });
    await scope.register(staffCalls);
    // The picture upload takes raw bytes: a scope of its own reads octet-stream or image/* bodies, up to 10 MB.
    await scope.register(async (raw) => {
      raw.removeAllContentTypeParsers();
      const bytes = { parseAs: 'buffer' as const, bodyLimit: CONTENT_PICTURE_MAX_BYTES };
      raw.addContentTypeParser('application/octet-stream', bytes, (_request, body, done) => done(null, body));
      raw.addContentTypeParser(/^image\/[\w.+-]+$/, bytes, (_request, body, done) => done(null, body));
      raw.setErrorHandler((error, request, reply) => {
        const code = (error as { code?: string }).code;
        if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sendError(app, request, reply, FundErrors.uploadTooLarge());
        if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || code === 'FST_ERR_CTP_EMPTY_TYPE') return sendError(app, request, reply, FundErrors.uploadFormat());
        return sendError(app, request, reply, toApiError(error));
      });
      route(raw, staffContentApi.pictureUpload, (ctx) => storeContentPicture(db, options.dataDir, staffOf(ctx).staffId, ctx.request.body), { maintenanceGate: false });
    });
  });
}

async function staffCalls(app: FastifyInstance): Promise<void> {
  const { db } = app.site;
  const open = { maintenanceGate: false } as const;
  const who = (ctx: Pick<RouteContext<typeof staffContentApi.adverts>, 'staff' | 'request'>) => {
    const s = staffOf(ctx);
    return { staffId: s.staffId, name: s.name, address: ctx.request.ip };
  };
  const idOf = (ctx: { params: Record<string, string> }) => {
    const id = Number(ctx.params.id);
    if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw contentNotFound();
    return id;
  };
  const c = staffContentApi;
  route(app, c.adverts, (ctx) => listAdverts(db, ctx.query), open);
  route(app, c.advertCreate, (ctx) => createAdvert(db, who(ctx), ctx.body), open);
  route(app, c.advertUpdate, (ctx) => updateAdvert(db, who(ctx), idOf(ctx), ctx.body), open);
  route(app, c.announcements, (ctx) => listAnnouncements(db, ctx.query), open);
  route(app, c.announcementCreate, (ctx) => createAnnouncement(db, who(ctx), ctx.body), open);
  route(app, c.announcementUpdate, (ctx) => updateAnnouncement(db, who(ctx), idOf(ctx), ctx.body), open);
  route(app, c.dialogs, (ctx) => listDialogs(db, ctx.query), open);
  route(app, c.dialogCreate, (ctx) => createDialog(db, who(ctx), ctx.body), open);
  route(app, c.dialogUpdate, (ctx) => updateDialog(db, who(ctx), idOf(ctx), ctx.body), open);
  route(app, c.sponsors, (ctx) => listSponsorsAdmin(db, ctx.query), open);
  route(app, c.sponsorUpdate, (ctx) => updateSponsor(db, who(ctx), idOf(ctx), ctx.params.language ?? '', ctx.body), open);

  const p = staffPromotionsApi;
  route(app, p.list, (ctx) => listPromotions(db, ctx.query), open);
  route(app, p.categories, (ctx) => promotionCategories(db, ctx.query.brand), open);
  route(app, p.create, (ctx) => createPromotion(db, who(ctx), ctx.body), open);
  route(app, p.update, (ctx) => updatePromotion(db, who(ctx), idOf(ctx), ctx.body), open);
  route(app, p.end, (ctx) => endPromotion(db, who(ctx), idOf(ctx), ctx.body.reason), open);
  route(app, p.players, (ctx) => promotionPlayers(db, idOf(ctx), ctx.query), open);
  route(app, p.grant, (ctx) => grantPromotion(db, who(ctx), idOf(ctx), ctx.body), open);
}
