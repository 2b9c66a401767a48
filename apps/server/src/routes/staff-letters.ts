import { staffLettersApi } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { route, staffOf, type RouteContext } from '../http/route';
import { addressAllowed } from '../services/staff/addresses';
import { cancelCampaign, createCampaign, listCampaigns } from '../services/staff/letter-campaigns';
import { kickLetterCampaigns } from '../services/staff/letter-job';
import { segmentReach } from '../services/staff/letter-segment';
import { StaffErrors } from '../services/staff/members';

/**
 * Letters to many players in the back office (issue 38): the segment's reach, a letter sent now or at a time (the
 * campaign job sends it in batches: services/staff/letter-job.ts), the list with each letter's progress, and
 * cancelling one not yet started. Roles are the contract's (LETTER_ROLES); creating and cancelling are audited.
 */
export async function staffLetterRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.site;
  // As the other staff calls: open during maintenance, and only from the allowed addresses.
  const open = { maintenanceGate: false } as const;
  app.addHook('onRequest', async (request) => {
    if (!addressAllowed(app.site.staff.allowed, request.ip)) throw StaffErrors.addressRefused();
  });
  const who = (ctx: Pick<RouteContext<typeof staffLettersApi.list>, 'staff' | 'request'>) => {
    const s = staffOf(ctx);
    return { staffId: s.staffId, name: s.name, address: ctx.request.ip };
  };

  route(app, staffLettersApi.reach, async (ctx) => ({ players: await segmentReach(db, ctx.body.segment, app.site.brand) }), open);
  route(app, staffLettersApi.create, async (ctx) => {
    const made = await createCampaign(db, who(ctx), app.site.brand, ctx.body);
    // A letter for now starts at once in this process's job (the others find it at their next check).
    kickLetterCampaigns();
    return made;
  }, open);
  route(app, staffLettersApi.list, async (ctx) => listCampaigns(db, ctx.query), open);
  route(app, staffLettersApi.cancel, async (ctx) => cancelCampaign(db, who(ctx), Number(ctx.params.id)), open);
}
