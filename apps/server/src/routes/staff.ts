import { staffApi, staffDashboardApi } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { route, staffOf, type RouteContext } from '../http/route';
import { addressAllowed } from '../services/staff/addresses';
import { searchAudit, writeAudit } from '../services/staff/audit';
import { staffCodeStep, staffEnrolConfirm, staffEnrolStart, staffPasswordStep, type StaffLoginContext } from '../services/staff/login';
import { staffDashboard } from '../services/staff/dashboard';
import { createStaff, disableStaff, enableStaff, listStaff, memberView, oneTimePassword, StaffErrors, unlockStaff } from '../services/staff/members';
import { endStaffSession, type StaffSession } from '../services/staff/sessions';
import { sensitiveLimit } from './user';

/**
 * The back office's staff calls (issue 37): the login steps, the member's session, and the admin's staff and
 * audit calls. `auth: 'staff'` and the contract's `roles` are enforced by http/route.ts; every call here is
 * refused first when the caller's address is not on STAFF_ALLOWED_ADDRESSES.
 */
export async function staffRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.site;
  // The back office works during the site's maintenance: that is when staff may need it most.
  const open = { maintenanceGate: false } as const;
  const sensitive = { ...sensitiveLimit(app), ...open };
  // A plugin's hook runs before its routes' own onRequest (the session and roles check): an outside address learns nothing.
  app.addHook('onRequest', async (request) => {
    if (!addressAllowed(app.site.staff.allowed, request.ip)) throw StaffErrors.addressRefused();
  });
  const login = (ip: string): StaffLoginContext => ({ db, key: app.site.staff.key, address: ip, issuer: `${app.site.brand} back office` });
  const actor = (s: StaffSession, ip: string) => ({ staffId: s.staffId, name: s.name, address: ip });
  const who = (ctx: Pick<RouteContext<typeof staffApi.me>, 'staff' | 'request'>) => actor(staffOf(ctx), ctx.request.ip);

  route(app, staffApi.login, ({ body, request }) => staffPasswordStep(login(request.ip), body), sensitive);
  route(app, staffApi.loginCode, ({ body, request }) => staffCodeStep(login(request.ip), body), sensitive);
  route(app, staffApi.enrolStart, ({ body, request }) => staffEnrolStart(login(request.ip), body), sensitive);
  route(app, staffApi.enrolConfirm, ({ body, request }) => staffEnrolConfirm(login(request.ip), body), sensitive);
  route(
    app,
    staffApi.me,
    async (ctx) => memberView(await db.selectFrom('staff').selectAll().where('id', '=', staffOf(ctx).staffId).executeTakeFirstOrThrow()),
    open,
  );
  route(app, staffApi.logout, async (ctx) => {
    const s = staffOf(ctx);
    await db.transaction().execute(async (trx) => {
      await endStaffSession(trx, s.sessionId, 'logout');
      await writeAudit(trx, who(ctx), { action: 'staff.logout', subjectType: 'staff', subjectId: s.staffId });
    });
    return null;
  }, open);
  route(app, staffApi.create, async (ctx) => {
    // The member's first password, answered once to the admin who hands it over; never logged nor audited.
    const password = oneTimePassword();
    const member = await createStaff(db, who(ctx), { name: ctx.body.name, roles: ctx.body.roles, password });
    return { member, password };
  }, open);
  const memberId = (ctx: { params: Record<string, string> }) => {
    const id = Number(ctx.params.id);
    if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw StaffErrors.staffNotFound();
    return id;
  };
  route(app, staffApi.disable, async (ctx) => disableStaff(db, who(ctx), memberId(ctx)), open);
  route(app, staffApi.enable, async (ctx) => enableStaff(db, who(ctx), memberId(ctx)), open);
  route(app, staffApi.unlock, async (ctx) => unlockStaff(db, who(ctx), memberId(ctx)), open);
  route(app, staffDashboardApi.dashboard, async () => staffDashboard(db, app.site.brand), open);
  route(app, staffApi.list, async (ctx) => listStaff(db, ctx.query.page, ctx.query.size), open);
  route(app, staffApi.audit, async (ctx) => searchAudit(db, ctx.query), open);
}
