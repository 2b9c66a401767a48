import { configApi } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { sendData } from '../http/route';
import { isHtmlNavigation } from '../http/spa';

/**
 * GET /maintain (no /api prefix, unsigned, never gated): the maintenance
 * window as JSON, or the SPA (its /maintain page) for a browser navigation.
 */
export async function maintainRoutes(app: FastifyInstance): Promise<void> {
  app.get('/maintain', async (request, reply) => {
    reply.header('vary', 'accept');
    if (isHtmlNavigation(request) && app.site.spa.exists()) return app.site.spa.send(reply, request);
    reply.header('cache-control', 'no-store');
    return sendData(reply, configApi.maintain, await app.site.maintenance());
  });
}
