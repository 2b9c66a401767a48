import { userApi } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { CoreErrors } from '../domain/errors';
import { route, sessionOf, type Issue } from '../http/route';
import { accountById } from '../services/accounts/accounts';
import { UserErrors } from '../services/accounts/errors';
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

/**
 * Where a withdrawal password is chosen, the contract's schema refuses a trivial one (issue 34); the refusal
 * gets its own code (012038) rather than 000400, so even a client that did not check says why, in words.
 */
const refuseTrivialWithdrawPassword = (issues: Issue[]): Error =>
  issues.some((issue) => issue.message === 'rules.withdrawPasswordTrivial') ? UserErrors.withdrawPasswordTrivial() : CoreErrors.badRequest({ issues });

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
  const choosing = { refuseInput: refuseTrivialWithdrawPassword };
  route(app, userApi.withdrawPassword, (ctx) => setWithdrawPassword(db, sessionOf(ctx), ctx.body.withdrawPassword), choosing);
  route(app, userApi.withdrawPasswordResetByPassword, (ctx) => resetWithdrawPasswordByPassword(db, sessionOf(ctx), ctx.body), { ...sensitive, ...choosing });
  route(app, userApi.withdrawPasswordResetByPhone, (ctx) => resetWithdrawPasswordByPhone(db, sessionOf(ctx), ctx.body), choosing);
}
