import { userApi } from '@site/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route, sessionOf } from '../http/route';
import { bindLine, checkStateToken, lineAuthUrl, lineProfile, loginByLine, registerByLine, type AuthContext } from '../services/accounts/line';

function hostOf(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `http://${value}`).host.toLowerCase();
  } catch {
    return undefined;
  }
}

/** Where the request came from: the page's host (origin_url / Origin) and this server's own. */
export function authContext(app: FastifyInstance, request: FastifyRequest): AuthContext {
  const serverOrigin = `${request.protocol}://${request.host}`;
  const hosts = [request.headers.origin_url, request.headers.origin, request.host].map(hostOf).filter((h): h is string => h !== undefined);
  return { serverOrigin, allowedHosts: [...new Set(hosts)], line: app.site.line, devStandIn: app.site.nodeEnv !== 'production' };
}

/** LINE login, registration and binding (SPEC 7), plus the state-token check. */
export async function lineRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.site;
  route(app, userApi.lineAuth, ({ body, request }) => lineAuthUrl(db, body, authContext(app, request)));
  route(app, userApi.lineProfile, ({ params }) => lineProfile(db, params.id ?? ''));
  route(app, userApi.loginByLine, ({ body, deviceId }) => loginByLine(db, body.stateToken, deviceId));
  route(app, userApi.registerByLine, ({ body, deviceId }) => registerByLine(db, body, deviceId));
  route(app, userApi.lineBinding, (ctx) => bindLine(db, sessionOf(ctx), ctx.body.stateToken));
  route(app, userApi.stateTokenCheck, ({ body }) => checkStateToken(db, body.stateToken));
}
