import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { appIconSvg } from '../assets/app-icons';
import { REPO_ROOT } from '../env';
import { CoreErrors } from '../domain/errors';
import { sendError } from '../http/errors';
import { PWA_ICON_FILES, PWA_ICON_PREFIX, webManifest } from '../services/pwa';

/** The committed PNG icons (scripts/pwa-icons.mts). */
export const PWA_ICON_DIR = join(REPO_ROOT, 'apps/server/pwa');

/**
 * The installable app: the brand's web app manifest, its icons, and the
 * service worker of the web build (apps/web/build/service-worker.ts writes
 * dist/sw.js). The worker is never cached by HTTP (`no-cache`): the browser
 * checks it on every navigation, so a deploy reaches players at once.
 */
export async function pwaRoutes(app: FastifyInstance): Promise<void> {
  const { brand, webRoot } = app.site;
  const pngs = new Set(PWA_ICON_FILES.map((icon) => icon.file(brand)));

  app.get('/manifest.webmanifest', (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('application/manifest+json; charset=utf-8').send(JSON.stringify(webManifest(brand))),
  );

  app.get<{ Params: { file: string } }>(`${PWA_ICON_PREFIX}/:file`, async (request, reply) => {
    // index.html is the same for every brand: its apple-touch-icon is this server's brand's.
    const file = request.params.file === 'apple-touch-icon.png' ? `${brand}-apple-180.png` : request.params.file;
    if (file === `${brand}.svg`) {
      return reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml; charset=utf-8').send(appIconSvg(brand, 'any'));
    }
    if (!pngs.has(file)) return sendError(app, request, reply, CoreErrors.notFound());
    const body = await readFile(join(PWA_ICON_DIR, file));
    return reply.header('cache-control', 'public, max-age=86400').type('image/png').send(body);
  });

  app.get('/sw.js', async (request, reply) => {
    let body: Buffer;
    try {
      body = await readFile(join(webRoot, 'sw.js'));
    } catch {
      return sendError(app, request, reply, CoreErrors.notFound());
    }
    return reply
      .header('cache-control', 'no-cache')
      .header('service-worker-allowed', '/')
      .type('text/javascript; charset=utf-8')
      .send(body);
  });
}
