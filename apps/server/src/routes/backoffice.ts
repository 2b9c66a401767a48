import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REPO_ROOT } from '../env';
import { CoreErrors } from '../domain/errors';
import { sendError } from '../http/errors';

const IMMUTABLE = 'public, max-age=31536000, immutable';
export const BACKOFFICE_PREFIX = '/backoffice/';

export interface BackofficeRouteOptions {
  /** The built back office (apps/backoffice/dist, or BACKOFFICE_ROOT). */
  root?: string;
  /** When set (BACKOFFICE_HOST), the back office answers only on this host name; the player site's hosts get a 404. */
  host?: string | null;
}

export function defaultBackofficeRoot(): string {
  return resolve(REPO_ROOT, process.env.BACKOFFICE_ROOT || 'apps/backoffice/dist');
}

/** The request's host name without its port (behind nginx: the Host it passes on). */
function hostName(request: FastifyRequest): string {
  return (request.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
}

/**
 * The operator's back office (issue 37) at /backoffice/: index.html never cached and never framed
 * (frame-ancestors 'none' by the security headers of every response), hashed files under
 * /backoffice/assets/ for a year, every other address under /backoffice/ answered with index.html (the
 * app's own routes). With a host of its own (BACKOFFICE_HOST) it is not served on any other host.
 */
export async function backofficeRoutes(app: FastifyInstance, options: BackofficeRouteOptions): Promise<void> {
  const root = resolve(options.root ?? defaultBackofficeRoot());
  const index = join(root, 'index.html');
  const host = options.host?.toLowerCase() || null;
  const onThisHost = (request: FastifyRequest) => host === null || hostName(request) === host;

  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    if (!onThisHost(request) || !existsSync(index)) return sendError(app, request, reply, CoreErrors.notFound());
    return reply
      .code(200)
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      .header('x-frame-options', 'DENY')
      .type('text/html; charset=utf-8')
      .send(readFileSync(index, 'utf8'));
  };

  if (existsSync(root)) {
    await app.register(async (scope) => {
      scope.addHook('onRequest', async (request, reply) => {
        if (!onThisHost(request)) return sendError(app, request, reply, CoreErrors.notFound());
        return undefined;
      });
      await scope.register(fastifyStatic, {
        root: join(root, 'assets'),
        prefix: `${BACKOFFICE_PREFIX}assets/`,
        index: false,
        wildcard: true,
        serveDotFiles: false,
        preCompressed: true,
        decorateReply: false,
        setHeaders: (reply) => {
          reply.header('cache-control', IMMUTABLE);
        },
      });
    });
  }
  app.get(BACKOFFICE_PREFIX, sendIndex);
  app.get(`${BACKOFFICE_PREFIX}*`, (request, reply) => {
    if (request.url.startsWith(`${BACKOFFICE_PREFIX}assets/`)) return sendError(app, request, reply, CoreErrors.notFound());
    return sendIndex(request, reply);
  });
}
