import { configApi } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route';
import { proxyByCode, proxyForOrigin } from '../services/proxy';

/** Proxy (agent) lookups: by the site's domain (header origin_url) and by code. */
export async function proxyRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.site;
  route(app, configApi.parseDomain, ({ request }) => {
    const header = request.headers.origin_url ?? request.headers.origin;
    return proxyForOrigin(db, typeof header === 'string' ? header : undefined);
  });
  route(app, configApi.proxyCode, ({ query }) => proxyByCode(db, query.proxyCode));
}
