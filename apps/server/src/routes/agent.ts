import { agentApi } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { route, sessionOf } from '../http/route';
import { changePassword } from '../services/accounts/security';
import { revokeSession, touch } from '../services/accounts/sessions';
import { agentOfSession } from '../services/agent/agents';
import { agentLogin } from '../services/agent/login';
import { agentStatementCsv, agentStatementsView, agentStatementView } from '../services/agent/statement-views';
import { agentDashboardView, agentMembersView, agentMemberView, agentProfileView, agentSeriesView } from '../services/agent/views';
import { sensitiveLimit } from './user';

/** The agent backend (issue 21): `auth: 'agent'` calls, opened only by an agent session (http/route.ts). */
export async function agentRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.site;
  const sensitive = sensitiveLimit(app);
  const agent = (ctx: { session: Parameters<typeof sessionOf>[0]['session'] }) => agentOfSession(db, sessionOf(ctx));
  route(app, agentApi.login, ({ body, deviceId, request }) => agentLogin(db, body, deviceId, request.ip), sensitive);
  route(app, agentApi.heartbeat, async (ctx) => ({ expiresAt: await touch(db, sessionOf(ctx)) }));
  route(app, agentApi.logout, async (ctx) => {
    await revokeSession(db, sessionOf(ctx).sessionId, 'logout');
    return null;
  });
  route(app, agentApi.password, (ctx) => changePassword(db, sessionOf(ctx), ctx.body), sensitive);
  route(app, agentApi.profile, async (ctx) => agentProfileView(db, await agent(ctx)));
  route(app, agentApi.dashboard, async (ctx) => agentDashboardView(db, await agent(ctx), ctx.query.month));
  route(app, agentApi.series, async (ctx) => agentSeriesView(db, await agent(ctx)));
  route(app, agentApi.members, async (ctx) => agentMembersView(db, await agent(ctx), ctx.query));
  route(app, agentApi.member, async (ctx) => agentMemberView(db, await agent(ctx), ctx.params.memberId ?? '', ctx.query.month));
  route(app, agentApi.statements, async (ctx) => agentStatementsView(db, await agent(ctx)));
  route(app, agentApi.statement, async (ctx) => agentStatementView(db, await agent(ctx), ctx.params.month ?? ''));
  route(app, agentApi.statementCsv, async (ctx) => agentStatementCsv(db, await agent(ctx), ctx.params.month ?? '', ctx.query.language ?? ctx.lang));
}
