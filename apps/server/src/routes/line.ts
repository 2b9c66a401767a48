import { userApi } from '@site/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route, sessionOf } from '../http/route';
import { bindLine, checkStateToken, LINE_CALLBACK_PATH, lineAuthUrl, lineProfile, loginByLine, registerByLine, type AuthContext } from '../services/accounts/line';
import { lineCallback } from '../services/accounts/line-callback';

const STATE = /^[0-9a-f]{32}$/;
const CODE = /^[\w.~-]{1,512}$/;
const queryText = (value: unknown, pattern: RegExp): string | undefined => (typeof value === 'string' && pattern.test(value) ? value : undefined);
const EXPIRED_PAGE =
  '<!doctype html><html lang="zh-TW"><meta charset="utf-8"><title>LINE</title><body style="font-family:system-ui;padding:2rem"><h1>LINE 授權已失效</h1><p>請回到網站重新以 LINE 登入。 / This LINE authorisation has expired: start again from the site.</p></body></html>';

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
  route(app, userApi.loginByLine, ({ body, deviceId, request }) => loginByLine(db, body.stateToken, deviceId, request.ip, request.headers['user-agent']));
  route(app, userApi.registerByLine, ({ body, deviceId, request }) => registerByLine(db, body, { deviceId, address: request.ip, userAgent: request.headers['user-agent'], caps: app.site.registrationCaps }));
  route(app, userApi.lineBinding, (ctx) => bindLine(db, sessionOf(ctx), ctx.body.stateToken));
  route(app, userApi.stateTokenCheck, ({ body }) => checkStateToken(db, body.stateToken));

  // LINE sends the browser here with ?code&state (or ?error) when real channel settings are configured.
  app.get(LINE_CALLBACK_PATH, async (request, reply) => {
    const line = app.site.line;
    const query = (request.query ?? {}) as Record<string, unknown>;
    const state = queryText(query.state, STATE);
    const target =
      line && state
        ? await lineCallback(db, line, `${request.protocol}://${request.host}`, {
            state,
            code: queryText(query.code, CODE),
            error: queryText(query.error, CODE),
          })
        : undefined;
    if (!target) return reply.code(400).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(EXPIRED_PAGE);
    return reply.header('cache-control', 'no-store').redirect(target, 303);
  });
}
