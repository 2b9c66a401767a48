import { userApi } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { route, sessionOf } from '../http/route';
import { accountById } from '../services/accounts/accounts';
import {
  bindMobile,
  changeMobile,
  changePassword,
  changePasswordBySms,
  forgotVerify,
  resetPassword,
  resetWithdrawPasswordByPassword,
  resetWithdrawPasswordByPhone,
  setWithdrawPassword,
} from '../services/accounts/security';
import { sensitiveLimit } from './user';

/** Passwords, phone binding and the withdrawal password (SPEC 7 User, security paths). */
export async function userSecurityRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.site;
  const sensitive = sensitiveLimit(app);
  route(app, userApi.forgotVerify, ({ body }) => forgotVerify(db, body), sensitive);
  route(app, userApi.resetPwd, ({ body }) => resetPassword(db, body), sensitive);
  route(app, userApi.securityPwd, (ctx) => changePassword(db, sessionOf(ctx), ctx.body), sensitive);
  route(app, userApi.securitySmsPwd, (ctx) => changePasswordBySms(db, sessionOf(ctx), ctx.body), sensitive);
  route(app, userApi.mobileBinding, (ctx) => bindMobile(db, sessionOf(ctx), ctx.body));
  route(app, userApi.mobileChange, (ctx) => changeMobile(db, sessionOf(ctx), ctx.body));
  route(app, userApi.withdrawPasswordIsBinding, async (ctx) => (await accountById(db, sessionOf(ctx).accountId)).withdraw_password_hash !== null);
  route(app, userApi.withdrawPassword, (ctx) => setWithdrawPassword(db, sessionOf(ctx), ctx.body.withdrawPassword));
  route(app, userApi.withdrawPasswordResetByPassword, (ctx) => resetWithdrawPasswordByPassword(db, sessionOf(ctx), ctx.body), sensitive);
  route(app, userApi.withdrawPasswordResetByPhone, (ctx) => resetWithdrawPasswordByPhone(db, sessionOf(ctx), ctx.body));
}
