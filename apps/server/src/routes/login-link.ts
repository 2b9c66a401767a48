import { loginLinkApi } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { route, sessionOf } from '../http/route';
import { exchangeLoginCode, mintLoginCode } from '../services/accounts/login-codes';
import { sensitiveLimit } from './user';

/** One-time login codes for login links (issue 17): minted by a session, exchanged once for a new one. */
export async function loginLinkRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.site;
  route(app, loginLinkApi.mint, (ctx) => mintLoginCode(db, sessionOf(ctx), ctx.body.purpose));
  route(app, loginLinkApi.exchange, ({ body, deviceId, request }) => exchangeLoginCode(db, body.code, deviceId, request.ip, 'login', request.headers['user-agent']), sensitiveLimit(app));
}
