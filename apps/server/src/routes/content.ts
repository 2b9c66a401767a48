import { contentApi } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { sponsorSvg, type SponsorKind } from '../assets/sponsors';
import { CoreErrors } from '../domain/errors';
import { sendError } from '../http/errors';
import { route } from '../http/route';
import { listSponsors, sponsorById, sponsorKindOf } from '../services/content/sponsors';

const KINDS: readonly string[] = ['club', 'league', 'archery', 'esports'] satisfies SponsorKind[];

/** The content calls (contract content.ts): the sponsors, and their pictures at /assets/sponsors/<imageName>.svg. */
export async function contentRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.site;
  route(app, contentApi.sponsorList, (ctx) => listSponsors(db, ctx.lang), { public: true });
  route(app, contentApi.sponsorDetail, (ctx) => sponsorById(db, ctx.params.id ?? '', ctx.lang), { public: true });

  app.get<{ Params: { file: string } }>('/assets/sponsors/:file', async (request, reply) => {
    const name = /^([a-z0-9-]{1,64})\.svg$/.exec(request.params.file)?.[1];
    const kind = name ? await sponsorKindOf(db, name) : undefined;
    if (!name || !kind || !KINDS.includes(kind)) return sendError(app, request, reply, CoreErrors.notFound());
    return reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml; charset=utf-8').send(sponsorSvg(kind as SponsorKind, name));
  });
}
