import { sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { CoreErrors } from '../domain/errors';
import { sendError } from '../http/errors';
import { isHtmlNavigation } from '../http/spa';

const IMMUTABLE = 'public, max-age=31536000, immutable';

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * The built web app at `/`: hashed files under /assets/ cached for a year,
 * index.html never (and always with the brand meta), and any other navigation
 * that is not an API call or an asset falls back to index.html (the SPA
 * routes it, its 404 page included). Without a build the API still works.
 */
export async function webRoutes(app: FastifyInstance): Promise<void> {
  const { webRoot, spa } = app.site;
  if (spa.exists()) {
    await app.register(fastifyStatic, {
      root: webRoot,
      index: false,
      wildcard: true,
      serveDotFiles: false,
      // The build writes .br/.gz beside each asset (scripts/precompress.mjs): sent as the browser accepts.
      preCompressed: true,
      setHeaders: (reply, path) => {
        const relative = path.slice(webRoot.length).split(sep).join('/');
        reply.header('cache-control', relative.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
      },
    });
  }
  app.get('/', (request, reply) => (spa.exists() ? spa.send(reply, request) : sendError(app, request, reply, CoreErrors.notFound())));
  app.get('/index.html', (request, reply) => (spa.exists() ? spa.send(reply, request) : sendError(app, request, reply, CoreErrors.notFound())));

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const fallback = !isApiPath(path) && !path.startsWith('/assets/') && isHtmlNavigation(request) && spa.exists();
    if (fallback) return spa.send(reply, request);
    return sendError(app, request, reply, CoreErrors.notFound());
  });
}
