import { staffPlayersApi } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { route, staffOf, type RouteContext } from '../http/route';
import { addressAllowed } from '../services/staff/addresses';
import { adjustBalance, decideAdjustment, listAdjustments } from '../services/staff/adjustments';
import { StaffErrors } from '../services/staff/members';
import { addNote, endPlayerSessions, letterToPlayer, notesOf, setRestrictions, unlockPlayerWithdrawPassword } from '../services/staff/player-actions';
import { playerRecords, playerStanding } from '../services/staff/player-records';
import { playerFile, playerLedger, searchPlayers } from '../services/staff/players';
import { rowIdOf } from '../db/row-id';

/**
 * The player's file in the back office (issue 37): search, the file, the ledger, notes, and the actions, each
 * audited in its own transaction (services/staff/player-actions.ts, adjustments.ts). Roles are the contract's.
 */
export async function staffPlayerRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.site;
  // As the staff calls (routes/staff.ts): open during maintenance, and only from the allowed addresses.
  const open = { maintenanceGate: false } as const;
  app.addHook('onRequest', async (request) => {
    if (!addressAllowed(app.site.staff.allowed, request.ip)) throw StaffErrors.addressRefused();
  });
  const who = (ctx: Pick<RouteContext<typeof staffPlayersApi.file>, 'staff' | 'request'>) => {
    const s = staffOf(ctx);
    return { staffId: s.staffId, name: s.name, address: ctx.request.ip };
  };
  const idOf = (ctx: { params: Record<string, string> }) => rowIdOf(ctx.params.id);

  route(app, staffPlayersApi.search, async (ctx) => searchPlayers(db, ctx.query, staffOf(ctx).roles), open);
  route(app, staffPlayersApi.file, async (ctx) => playerFile(db, idOf(ctx), staffOf(ctx).roles), open);
  route(app, staffPlayersApi.ledger, async (ctx) => playerLedger(db, idOf(ctx), ctx.query), open);
  route(app, staffPlayersApi.records, async (ctx) => playerRecords(db, idOf(ctx), ctx.query.part, ctx.query.page, ctx.query.size), open);
  route(app, staffPlayersApi.standing, async (ctx) => playerStanding(db, idOf(ctx)), open);
  route(app, staffPlayersApi.notes, async (ctx) => notesOf(db, idOf(ctx), ctx.query.page, ctx.query.size), open);
  route(app, staffPlayersApi.addNote, async (ctx) => addNote(db, who(ctx), idOf(ctx), ctx.body.text), open);
  route(app, staffPlayersApi.restrict, async (ctx) => ({ restrictions: await setRestrictions(db, who(ctx), idOf(ctx), ctx.body.restrictions, ctx.body.reason) }), open);
  route(app, staffPlayersApi.endSessions, async (ctx) => ({ ended: await endPlayerSessions(db, who(ctx), idOf(ctx), ctx.body.reason) }), open);
  route(app, staffPlayersApi.unlockWithdrawPassword, async (ctx) => ({ lockedUntil: await unlockPlayerWithdrawPassword(db, who(ctx), idOf(ctx), ctx.body.reason) }), open);
  route(app, staffPlayersApi.letter, async (ctx) => ({ letterId: await letterToPlayer(db, who(ctx), idOf(ctx), ctx.body.title, ctx.body.html) }), open);
  route(app, staffPlayersApi.adjust, async (ctx) => adjustBalance(db, who(ctx), idOf(ctx), ctx.body, app.site.staff.fourEyesAmount), open);
  route(app, staffPlayersApi.adjustments, async (ctx) => listAdjustments(db, ctx.query), open);
  route(app, staffPlayersApi.decideAdjustment, async (ctx) => decideAdjustment(db, who(ctx), idOf(ctx), ctx.body), open);
}
