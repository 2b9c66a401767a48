import { staffRiskApi } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { route, staffOf, type RouteContext } from '../http/route';
import { addressAllowed } from '../services/staff/addresses';
import { interactionsOf, recordInteraction } from '../services/staff/harm-interactions';
import { harmList } from '../services/staff/harm-markers';
import { StaffErrors } from '../services/staff/members';
import { riskLinked } from '../services/staff/risk-links';
import { riskLookup, riskPatterns } from '../services/staff/risk-patterns';
import { decideWithheld, listWithheld } from '../services/staff/withheld-bonuses';
import { rowIdOf } from '../db/row-id';

/**
 * Risk and safer gambling in the back office (issue 38): markers of harm and the operator's interactions, linked
 * accounts, withheld bonuses released or confirmed, fraud patterns and the device or address look-up. Roles are the contract's (RISK_ROLES); each action audited.
 */
export async function staffRiskRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.site;
  // As the other staff calls: open during maintenance, and only from the allowed addresses.
  const open = { maintenanceGate: false } as const;
  app.addHook('onRequest', async (request) => {
    if (!addressAllowed(app.site.staff.allowed, request.ip)) throw StaffErrors.addressRefused();
  });
  const who = (ctx: Pick<RouteContext<typeof staffRiskApi.harm>, 'staff' | 'request'>) => {
    const s = staffOf(ctx);
    return { staffId: s.staffId, name: s.name, address: ctx.request.ip };
  };
  const idOf = (ctx: { params: Record<string, string> }) => rowIdOf(ctx.params.id);

  route(app, staffRiskApi.harm, async (ctx) => harmList(db, ctx.query), open);
  route(app, staffRiskApi.interact, async (ctx) => recordInteraction(db, who(ctx), idOf(ctx), ctx.body), open);
  route(app, staffRiskApi.interactions, async (ctx) => interactionsOf(db, idOf(ctx), ctx.query.page, ctx.query.size), open);
  route(app, staffRiskApi.linked, async (ctx) => riskLinked(db, idOf(ctx)), open);
  route(app, staffRiskApi.withheld, async (ctx) => listWithheld(db, ctx.query), open);
  route(app, staffRiskApi.decideWithheld, async (ctx) => decideWithheld(db, who(ctx), idOf(ctx), ctx.body), open);
  route(app, staffRiskApi.patterns, async (ctx) => riskPatterns(db, ctx.query), open);
  route(app, staffRiskApi.lookup, async (ctx) => riskLookup(db, ctx.query), open);
}
