import { gameApi } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route';
import { listGameTypes } from '../services/game-types';

/** Games area; the games issue adds lists, favourites, search and launch. */
export async function gameRoutes(app: FastifyInstance): Promise<void> {
  route(app, gameApi.type, ({ lang }) => listGameTypes(app.site.db, lang));
}
