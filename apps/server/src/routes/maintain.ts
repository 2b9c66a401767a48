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
    const { message, ...state } = await app.site.maintenance();
    // The message of a scheduled window while it is announced or running (issue 38); none when unset.
    return sendData(reply, configApi.maintain, message && (state.maintaining || state.scheduled) ? { ...state, message } : state);
  });
}
