import { isBrandId } from '@site/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AVATAR_COUNT, avatarSvg } from '../assets/avatars';
import { bannerSvg, currencySvg, floatBadgeSvg, logoSvg, mediaIconSvg, qrSvg } from '../assets/icons';
import { CoreErrors } from '../domain/errors';
import { sendError } from '../http/errors';
import { toApiLanguage } from '../http/language';
import { contentPictureTitle } from '../services/home-content';

type Params = { file: string };
type BrandParams = { brand: string; file: string };

/**
 * Pictures the seed data points at (avatars, logos, media icons and QR codes,
 * currency icons, advert and dialog banners, float badges), generated as SVG. Not hashed, so cached a
 * day rather than for ever.
 */
export async function assetRoutes(app: FastifyInstance): Promise<void> {
  const svg = (request: FastifyRequest, reply: FastifyReply, body: string | undefined) => {
    if (body === undefined) return sendError(app, request, reply, CoreErrors.notFound());
    return reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml; charset=utf-8').send(body);
  };

  app.get<{ Params: Params }>('/assets/avatars/:file', (request, reply) => {
    const m = /^avatar-(\d{2})\.svg$/.exec(request.params.file);
    const index = m ? Number(m[1]) : 0;
    return svg(request, reply, index >= 1 && index <= AVATAR_COUNT ? avatarSvg(index) : undefined);
  });

  app.get<{ Params: Params }>('/assets/logo/:file', (request, reply) => {
    const m = /^([a-z]+)-(pc|h5)\.svg$/.exec(request.params.file);
    const brand = m?.[1];
    return svg(request, reply, m && isBrandId(brand) ? logoSvg(brand, m[2] as 'pc' | 'h5') : undefined);
  });

  app.get<{ Params: Params }>('/assets/media/:file', (request, reply) => {
    const m = /^(qr-)?([a-z]+)\.svg$/.exec(request.params.file);
    if (!m) return svg(request, reply, undefined);
    const name = m[2] as string;
    const icon = mediaIconSvg(name);
    return svg(request, reply, icon && (m[1] ? qrSvg(name) : icon));
  });

  app.get<{ Params: Params }>('/assets/currency/:file', (request, reply) => {
    const m = /^([A-Z]+)\.svg$/.exec(request.params.file);
    return svg(request, reply, m ? currencySvg(m[1] as string) : undefined);
  });

  app.get<{ Params: Params }>('/assets/adverts/:file', async (request, reply) => {
    const m = /^([a-z0-9-]+)-([a-z]{2})\.svg$/.exec(request.params.file);
    const language = toApiLanguage(m?.[2]);
    if (!m || !language) return svg(request, reply, undefined);
    const slug = m[1] as string;
    const row = await app.site.db
      .selectFrom('adverts')
      .select('title')
      .where('slug', '=', slug)
      .where('language', '=', language)
      .executeTakeFirst();
    return svg(request, reply, row ? bannerSvg(slug, row.title) : undefined);
  });

  // Login advert dialog items and float activities: /assets/{dialogs|float}/<brand>/<slug or code>-<language>.svg
  for (const kind of ['dialog', 'float'] as const) {
    app.get<{ Params: BrandParams }>(`/assets/${kind === 'dialog' ? 'dialogs' : 'float'}/:brand/:file`, async (request, reply) => {
      const m = /^([a-z0-9-]+)-([a-z]{2})\.svg$/.exec(request.params.file);
      const language = toApiLanguage(m?.[2]);
      const { brand } = request.params;
      if (!m || !language || !isBrandId(brand)) return svg(request, reply, undefined);
      const key = m[1] as string;
      const title = await contentPictureTitle(app.site.db, kind, brand, key, language);
      if (title === undefined) return svg(request, reply, undefined);
      return svg(request, reply, kind === 'dialog' ? bannerSvg(`${brand}-${key}`, title) : floatBadgeSvg(`${brand}-${key}`, title));
    });
  }
}
