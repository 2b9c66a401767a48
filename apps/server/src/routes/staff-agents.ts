import { staffAgentsApi } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { route, staffOf, type RouteContext } from '../http/route';
import { addressAllowed } from '../services/staff/addresses';
import { changeAgentTier, createStaffAgent, listStaffAgents, staffAgentDetail, staffAgentMembers } from '../services/staff/agent-admin';
import { approveCommission, listStatements, payCommission } from '../services/staff/agent-commission';
import { StaffErrors } from '../services/staff/members';
import { MINOR_PER_MAJOR } from '../services/wallet/money';
import { rowIdOf } from '../db/row-id';

/**
 * Agents in the back office (issue 38): list, create, tier with a reason, members, reviews, and commission approved
 * and paid with four eyes above the staff's line (STAFF_FOUR_EYES_AMOUNT, the withdrawals' and adjustments').
 * Roles are the contract's (AGENT_MANAGER_ROLES); each change audited.
 */
export async function staffAgentRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.site;
  const open = { maintenanceGate: false } as const;
  app.addHook('onRequest', async (request) => {
    if (!addressAllowed(app.site.staff.allowed, request.ip)) throw StaffErrors.addressRefused();
  });
  const who = (ctx: Pick<RouteContext<typeof staffAgentsApi.list>, 'staff' | 'request'>) => {
    const s = staffOf(ctx);
    return { staffId: s.staffId, name: s.name, address: ctx.request.ip };
  };
  const line = () => app.site.staff.fourEyesAmount * MINOR_PER_MAJOR;
  const idOf = (ctx: { params: Record<string, string> }) => rowIdOf(ctx.params.id);

  route(app, staffAgentsApi.list, async (ctx) => listStaffAgents(db, ctx.query), open);
  route(app, staffAgentsApi.create, async (ctx) => createStaffAgent(db, who(ctx), ctx.body), open);
  route(app, staffAgentsApi.detail, async (ctx) => staffAgentDetail(db, idOf(ctx)), open);
  route(app, staffAgentsApi.tier, async (ctx) => changeAgentTier(db, who(ctx), idOf(ctx), ctx.body), open);
  route(app, staffAgentsApi.members, async (ctx) => staffAgentMembers(db, idOf(ctx), ctx.query), open);
  route(app, staffAgentsApi.statements, async (ctx) => listStatements(db, ctx.query, line()), open);
  route(app, staffAgentsApi.approve, async (ctx) => approveCommission(db, who(ctx), idOf(ctx), line()), open);
  route(app, staffAgentsApi.pay, async (ctx) => payCommission(db, who(ctx), idOf(ctx), line()), open);
}
