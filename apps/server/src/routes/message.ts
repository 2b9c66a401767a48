import { messageApi } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route';
import { dialogList } from '../services/home-content';

/** SPEC 7 "Messages and activities": the login advert's dialog list. */
export async function messageRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.site;
  // Visitors get the list too; a token, when valid, adds the player's unread notice and frontend type.
  route(app, messageApi.dialogList, ({ brand, lang, query, session }) => dialogList(db, { brand, lang, frontendType: query.frontendType, session }), {
    optionalAuth: true,
  });
}
