import { staffCatalogueApi, staffVipConfigApi, STAFF_CATALOGUE_ERRORS, type SiteMaintenance } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { domainError } from '../domain/errors';
import { route, staffOf, type RouteContext } from '../http/route';
import { readMaintenance, scheduleMaintenance, setMaintenance, type MaintenanceState } from '../services/maintenance';
import { addressAllowed } from '../services/staff/addresses';
import { clearBrandOverride, setBrandOverride } from '../services/staff/catalogue-brands';
import { catalogueProviders, listCatalogue, setProviderMaintenance, updateCatalogueGame } from '../services/staff/catalogue';
import { StaffErrors } from '../services/staff/members';
import { cancelVipChange, changeVipLevel, vipConfigForStaff } from '../services/staff/vip-config';
import { rowIdOf } from '../db/row-id';

const siteView = (s: MaintenanceState): SiteMaintenance => ({
  maintaining: s.maintaining,
  scheduled: s.scheduled,
  startTime: s.startTime,
  endTime: s.endTime,
  message: s.message,
  updatedAt: s.updatedAt,
});

/**
 * The games catalogue, the site's maintenance window and the VIP configuration in the back office (issue 38).
 * Roles are the contract's (CATALOGUE_ROLES, VIP_CONFIG_ROLES); each change audited; maintenance through the
 * same service as `npm run ops -- maintenance`.
 */
export async function staffCatalogueRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.site;
  // As the other staff calls: open during maintenance (a member ends it from here), and only from the allowed addresses.
  const open = { maintenanceGate: false } as const;
  app.addHook('onRequest', async (request) => {
    if (!addressAllowed(app.site.staff.allowed, request.ip)) throw StaffErrors.addressRefused();
  });
  const who = (ctx: Pick<RouteContext<typeof staffCatalogueApi.games>, 'staff' | 'request'>) => {
    const s = staffOf(ctx);
    return { staffId: s.staffId, name: s.name, address: ctx.request.ip };
  };
  const idOf = (ctx: { params: Record<string, string> }, name = 'id') => rowIdOf(ctx.params[name]);

  route(app, staffCatalogueApi.games, async (ctx) => listCatalogue(db, ctx.query, ctx.lang), open);
  route(app, staffCatalogueApi.providers, async (ctx) => catalogueProviders(db, ctx.lang), open);
  route(app, staffCatalogueApi.updateGame, async (ctx) => updateCatalogueGame(db, who(ctx), idOf(ctx), ctx.body, ctx.lang), open);
  route(app, staffCatalogueApi.brandOverride, async (ctx) => setBrandOverride(db, who(ctx), idOf(ctx), ctx.params.brand ?? '', ctx.body, ctx.lang), open);
  route(app, staffCatalogueApi.clearBrandOverride, async (ctx) => clearBrandOverride(db, who(ctx), idOf(ctx), ctx.params.brand ?? '', ctx.lang), open);
  route(app, staffCatalogueApi.providerMaintenance, async (ctx) => setProviderMaintenance(db, who(ctx), ctx.body), open);

  route(app, staffCatalogueApi.maintenance, async () => siteView(await readMaintenance(db)), open);
  route(
    app,
    staffCatalogueApi.scheduleMaintenance,
    async (ctx) => {
      const from = new Date(ctx.body.from);
      const to = new Date(ctx.body.to);
      if (to <= from || to <= new Date()) throw domainError(STAFF_CATALOGUE_ERRORS.windowInvalid);
      const { TW, EN, TH } = ctx.body.message;
      const message = TW.trim() || EN.trim() || TH.trim() ? { TW: TW.trim(), EN: EN.trim(), TH: TH.trim() } : null;
      return siteView(await scheduleMaintenance(db, { from, to, message }, who(ctx)));
    },
    open,
  );
  route(app, staffCatalogueApi.endMaintenance, async (ctx) => siteView(await setMaintenance(db, { enabled: false }, who(ctx))), open);

  route(app, staffVipConfigApi.config, async (ctx) => vipConfigForStaff(db, ctx.lang), open);
  route(app, staffVipConfigApi.changeLevel, async (ctx) => changeVipLevel(db, who(ctx), idOf(ctx, 'level'), ctx.body), open);
  route(app, staffVipConfigApi.cancelChange, async (ctx) => cancelVipChange(db, who(ctx), idOf(ctx)), open);
}
