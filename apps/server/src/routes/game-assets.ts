import { isBrandId } from '@site/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { gamePictureSvg, type GamePictureVariant } from '../assets/games';
import { CoreErrors } from '../domain/errors';
import { sendError } from '../http/errors';

/**
 * Game pictures per brand image set: /assets/games/<brand>/<gameCode>[-gray|-hover].svg
 * and /assets/games/<brand>/sub/<subGameCode>.svg, for codes that exist.
 */
export async function gameAssetRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.site;
  const send = (request: FastifyRequest, reply: FastifyReply, body: string | undefined) => {
    if (body === undefined) return sendError(app, request, reply, CoreErrors.notFound());
    return reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml; charset=utf-8').send(body);
  };

  app.get<{ Params: { brand: string; file: string } }>('/assets/games/:brand/:file', async (request, reply) => {
    const { brand, file } = request.params;
    const m = /^([A-Z0-9_]{1,64}?)(-gray|-hover)?\.svg$/.exec(file);
    if (!m || !isBrandId(brand)) return send(request, reply, undefined);
    const code = m[1] as string;
    const found = await db.selectFrom('games').select('id').where('game_code', '=', code).executeTakeFirst();
    const variant: GamePictureVariant = m[2] === '-gray' ? 'gray' : m[2] === '-hover' ? 'hover' : 'icon';
    return send(request, reply, found ? gamePictureSvg(brand, code, variant) : undefined);
  });

  app.get<{ Params: { brand: string; file: string } }>('/assets/games/:brand/sub/:file', async (request, reply) => {
    const { brand, file } = request.params;
    const m = /^([A-Z0-9-]{1,64})\.svg$/.exec(file);
    if (!m || !isBrandId(brand)) return send(request, reply, undefined);
    const code = m[1] as string;
    const found = await db.selectFrom('sub_games').select('id').where('sub_game_code', '=', code).executeTakeFirst();
    return send(request, reply, found ? gamePictureSvg(brand, code, 'icon', { w: 200, h: 200 }) : undefined);
  });
}
