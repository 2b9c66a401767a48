import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { REPO_ROOT } from '../env';
import { CoreErrors } from '../domain/errors';
import { sendError } from '../http/errors';

const IMMUTABLE = 'public, max-age=31536000, immutable';
export const CASHIER_PREFIX = '/cashier/';

export interface CashierRouteOptions {
  /** The built cashier (apps/cashier/dist, or CASHIER_ROOT). */
  root?: string;
}

export function defaultCashierRoot(): string {
  return resolve(REPO_ROOT, process.env.CASHIER_ROOT || 'apps/cashier/dist');
}

/**
 * The built cashier frame at /cashier/ (DESIGN 4, 5): index.html never cached,
 * hashed files under /cashier/assets/ for a year. It carries the same security
 * headers as every response; frame-ancestors 'self' lets our own pages embed it.
 */
export async function cashierRoutes(app: FastifyInstance, options: CashierRouteOptions): Promise<void> {
  const root = resolve(options.root ?? defaultCashierRoot());
  const index = join(root, 'index.html');
  if (existsSync(root)) {
    await app.register(fastifyStatic, {
      root,
      prefix: CASHIER_PREFIX,
      index: false,
      wildcard: true,
      serveDotFiles: false,
      // The build writes .br/.gz beside each asset (scripts/precompress.mjs): sent as the browser accepts.
      preCompressed: true,
      decorateReply: false,
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.startsWith(join(root, 'assets')) ? IMMUTABLE : 'no-cache');
      },
    });
  }
  app.get(CASHIER_PREFIX, (request, reply) => {
    if (!existsSync(index)) return sendError(app, request, reply, CoreErrors.notFound());
    return reply.code(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(readFileSync(index, 'utf8'));
  });
}
