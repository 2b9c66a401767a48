import { accountTwoFactorApi } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { route, sessionOf } from '../http/route';
import { admit } from '../services/accounts/login';
import { beginTwoFactor, confirmTwoFactor, disableTwoFactor, loginTwoFactorStep, twoFactorStatus } from '../services/accounts/two-factor';
import { registerTwoFactorKey } from '../services/accounts/two-factor-guard';
import { sensitiveLimit } from './user';

/**
 * Two-factor login by an authenticator app for players (issue 39): enrolment, status, turning it off, and the
 * login's code step. The secrets are sealed with the staff's key (services/staff/seal.ts), registered here for
 * the services that check codes (withdrawal, binding, password and phone changes: two-factor-guard.ts).
 */
export async function userTwoFactorRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.site;
  registerTwoFactorKey(db, app.site.staff.key);
  const sensitive = sensitiveLimit(app);
  const issuer = app.site.brand;

  route(app, accountTwoFactorApi.status, (ctx) => twoFactorStatus(db, sessionOf(ctx).accountId));
  // Each guesses a secret (the password, a code): the per-address limit of the other sensitive calls.
  route(app, accountTwoFactorApi.begin, (ctx) => beginTwoFactor(db, sessionOf(ctx), ctx.body, issuer), sensitive);
  route(app, accountTwoFactorApi.confirm, (ctx) => confirmTwoFactor(db, sessionOf(ctx), ctx.body), sensitive);
  route(app, accountTwoFactorApi.disable, (ctx) => disableTwoFactor(db, sessionOf(ctx), ctx.body), sensitive);
  route(
    app,
    accountTwoFactorApi.login,
    ({ body, deviceId, request }) => {
      const client = { address: request.ip, userAgent: request.headers['user-agent'] };
      return loginTwoFactorStep(db, body, client, (row, method) => admit(db, row, deviceId, { secondFactor: true, ...client, method }));
    },
    sensitive,
  );
}
