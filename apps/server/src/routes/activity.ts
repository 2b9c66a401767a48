import { activityApi } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route';
import { floatActivities } from '../services/home-content';

/** SPEC 7 "Messages and activities": so far the home page's float activity (an extension path). */
export async function activityRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.site;
  route(app, activityApi.float, ({ brand, lang }) => floatActivities(db, brand, lang));
}
