import { configApi } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route';
import { proxyByCode, proxyForOrigin } from '../services/proxy';

/** Proxy (agent) lookups: by the site's domain (header origin_url, else Origin, else Host) and by code. */
export async function proxyRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.site;
  route(app, configApi.parseDomain, ({ request }) => {
    // deploy/'s nginx drops origin_url (issue 33); the page's own host is then the Host it reached.
    const header = request.headers.origin_url ?? request.headers.origin ?? request.host;
    return proxyForOrigin(db, typeof header === 'string' ? header : undefined);
  });
  route(app, configApi.proxyCode, ({ query }) => proxyByCode(db, query.proxyCode));
}
