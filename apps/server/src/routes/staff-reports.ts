import { staffReportsApi } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route';
import { addressAllowed } from '../services/staff/addresses';
import { StaffErrors } from '../services/staff/members';
import { providersReport, summaryReport } from '../services/staff/reports';
import { agentsReport, retentionReport } from '../services/staff/reports-agents';

/**
 * The back office's reports (issue 38): reads of the ledger grouped in SQL per Asia/Taipei day or month. Roles are
 * the contract's (REPORT_ROLES; the agents' report also agent_manager); the server's database serves its BRAND only.
 */
export async function staffReportRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.site;
  // As the other staff calls: open during maintenance, and only from the allowed addresses.
  const open = { maintenanceGate: false } as const;
  app.addHook('onRequest', async (request) => {
    if (!addressAllowed(app.site.staff.allowed, request.ip)) throw StaffErrors.addressRefused();
  });
  route(app, staffReportsApi.summary, async (ctx) => summaryReport(db, app.site.brand, ctx.query), open);
  route(app, staffReportsApi.providers, async (ctx) => providersReport(db, app.site.brand, ctx.query), open);
  route(app, staffReportsApi.agents, async (ctx) => agentsReport(db, app.site.brand, ctx.query), open);
  route(app, staffReportsApi.retention, async (ctx) => retentionReport(db, app.site.brand, ctx.query), open);
}
