import { readFileSync } from 'node:fs';
import { playApi } from '@site/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CoreErrors } from '../domain/errors';
import { sendError } from '../http/errors';
import { toApiLanguage } from '../http/language';
import { route } from '../http/route';
import { playNotFoundPage, playPage } from '../game-window/page';
import { label } from '../services/labels';
import { placeBet, playSessionOf, playState, startSession } from '../services/demo-game/play';
import { idempotencyKeyOf } from '../services/wallet/idempotency';

const STATIC: Record<string, { type: string; body: string }> = {
  'dice.js': { type: 'text/javascript; charset=utf-8', body: readFileSync(new URL('../game-window/static/dice.js', import.meta.url), 'utf8') },
  'reality.js': { type: 'text/javascript; charset=utf-8', body: readFileSync(new URL('../game-window/static/reality.js', import.meta.url), 'utf8') },
  'dice.css': { type: 'text/css; charset=utf-8', body: readFileSync(new URL('../game-window/static/dice.css', import.meta.url), 'utf8') },
};

/**
 * The demo game window: GET /play/:gameCode?launch=&lang= (HTML, no inline
 * script), its script and stylesheet under /play/static/, and its own API
 * (/api/v1/play/*, unsigned: the game-session header authorises).
 */
export async function playRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.site;
  const unsigned = { signed: false };
  // The game session of a request, looked up once: the break policy (issue 33) names its player before the handler bets.
  const sessions = new WeakMap<FastifyRequest, ReturnType<typeof playSessionOf>>();
  const sessionOf = (request: FastifyRequest) => {
    let found = sessions.get(request);
    if (!found) sessions.set(request, (found = playSessionOf(db, request.headers['game-session'])));
    return found;
  };
  route(app, playApi.session, ({ body, lang }) => startSession(db, body.launch, lang), unsigned);
  route(app, playApi.state, async (ctx) => playState(db, await sessionOf(ctx.request), ctx.lang), unsigned);
  route(app, playApi.bet, async (ctx) => placeBet(db, await sessionOf(ctx.request), ctx.body, idempotencyKeyOf(ctx.request.headers['idempotency-key'])), {
    ...unsigned,
    breakPlayer: async (request) => (await sessionOf(request)).account_id,
  });

  app.get<{ Params: { file: string } }>('/play/static/:file', (request, reply) => {
    const file = STATIC[request.params.file];
    if (!file) return sendError(app, request, reply, CoreErrors.notFound());
    return reply.header('cache-control', 'no-cache').type(file.type).send(file.body);
  });

  app.get<{ Params: { gameCode: string }; Querystring: { lang?: string } }>('/play/:gameCode', async (request, reply) => {
    const lang = toApiLanguage(request.query.lang) ?? 'TW';
    const code = request.params.gameCode;
    const game = /^[A-Z0-9_]{1,64}$/.test(code)
      ? await db.selectFrom('games').select(['game_code', 'names', 'status']).where('game_code', '=', code).executeTakeFirst()
      : undefined;
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').type('text/html; charset=utf-8');
    if (!game || game.status === 0) return reply.code(404).send(playNotFoundPage(lang));
    return reply.code(200).send(playPage(lang, { code: game.game_code, name: label(game.names, lang) }));
  });
}
