import { accountApi, accountSessionsApi } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { route, sessionOf } from '../http/route';
import { setWithdrawProtect, verifyOldPhone } from '../services/accounts/account-security';
import { endOtherSessions, endSession, loginHistory, openSessions } from '../services/accounts/devices';
import { addAddress, addressList, deleteAddress, setDefaultAddress, updateAddress } from '../services/accounts/address';
import { idCardState, submitIdCard } from '../services/accounts/identity';
import { seenByStaff } from '../services/staff/queue-stream';
import { setSmsVerify } from '../services/accounts/sms-verify';
import { sensitiveLimit } from './user';

const param = (ctx: { params: Record<string, string> }) => ctx.params.id ?? '';

/** My account (issue 10): ID verification, delivery addresses, withdrawal protection, SMS login check, phone change step 1; devices and sessions (issue 39). */
export async function userAccountRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.site;
  const sensitive = sensitiveLimit(app);
  const me = (ctx: Parameters<typeof sessionOf>[0]) => sessionOf(ctx).accountId;

  route(app, accountApi.idCard, (ctx) => idCardState(db, me(ctx)));
  route(app, accountApi.submitIdCard, (ctx) => seenByStaff(submitIdCard(db, me(ctx), ctx.body)));

  route(app, accountApi.addresses, (ctx) => addressList(db, me(ctx)));
  route(app, accountApi.addAddress, (ctx) => addAddress(db, me(ctx), ctx.body));
  route(app, accountApi.updateAddress, (ctx) => updateAddress(db, me(ctx), param(ctx), ctx.body));
  route(app, accountApi.deleteAddress, (ctx) => deleteAddress(db, me(ctx), param(ctx)));
  route(app, accountApi.setDefaultAddress, (ctx) => setDefaultAddress(db, me(ctx), param(ctx)));

  // Both guess a secret (login password, SMS code): the per-IP limit of the other sensitive calls.
  route(app, accountApi.withdrawProtect, (ctx) => setWithdrawProtect(db, sessionOf(ctx), ctx.body), sensitive);
  route(app, accountApi.smsVerify, (ctx) => setSmsVerify(db, sessionOf(ctx), ctx.body, ctx.deviceId), sensitive);
  route(app, accountApi.mobileVerifyOld, (ctx) => verifyOldPhone(db, sessionOf(ctx), ctx.body.code), sensitive);

  // Devices and sessions (issue 39): the networks are compared with the asking request's.
  route(app, accountSessionsApi.sessions, (ctx) => openSessions(db, sessionOf(ctx), ctx.request.ip));
  route(app, accountSessionsApi.endSession, (ctx) => endSession(db, sessionOf(ctx), param(ctx)));
  route(app, accountSessionsApi.endOtherSessions, (ctx) => endOtherSessions(db, sessionOf(ctx)));
  route(app, accountSessionsApi.loginHistory, (ctx) => loginHistory(db, sessionOf(ctx), ctx.request.ip));
}
