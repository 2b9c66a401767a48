import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_MIGRATION_TABLE, sql, type Kysely } from 'kysely';
import { migrations } from '../db/migrations';
import type { Database } from '../db/schema';
import { domainError } from '../domain/errors';
import { sendError } from '../http/errors';
import type { SiteMetrics } from '../services/metrics';
import { onLedgerMovement, runWithLedgerListener, type LedgerMovement } from '../services/wallet/movements';
import { CORE_ERRORS } from '@site/contract';

export interface HealthOptions {
  metrics: SiteMetrics;
  /** Bearer token for /metrics; unset: loopback callers only (not through a proxy). */
  metricsToken: string | undefined;
  /** How long /readyz waits for the database (ms); default 2000. */
  readyTimeoutMs?: number;
}

/** Probe and scrape routes: their successful hits are not logged one line each (app.ts); failures are. */
export const QUIET_ROUTES: ReadonlySet<string> = new Set(['/healthz', '/readyz', '/metrics']);

export const HealthErrors = {
  /** /readyz: the database does not answer or a migration is missing; data.reason says which. */
  notReady: (data: { reason: string; pending?: string[] }) => domainError(CORE_ERRORS.notReady, data),
  /** /metrics without the bearer token, or (no token configured) from another host. */
  metricsForbidden: () => domainError(CORE_ERRORS.metricsForbidden),
};

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/**
 * With METRICS_TOKEN: exactly `Authorization: Bearer <token>`, from anywhere. Without: only a
 * caller on this host, and not a request a local reverse proxy forwarded (it would come from
 * loopback too): any forwarding header refuses it.
 */
export function metricsAllowed(request: FastifyRequest, token: string | undefined): boolean {
  if (token) {
    const header = request.headers.authorization;
    return typeof header === 'string' && sameSecret(header, `Bearer ${token}`);
  }
  const h = request.headers;
  if (h['x-forwarded-for'] !== undefined || h.forwarded !== undefined || h['x-real-ip'] !== undefined) return false;
  return LOOPBACK.has(request.socket.remoteAddress ?? '');
}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Undefined when ready; else why not (the database's own error goes to the log, not to the caller). */
export async function readiness(db: Kysely<Database>, timeoutMs: number, log?: FastifyRequest['log']): Promise<{ reason: string; pending?: string[] } | undefined> {
  try {
    await within(sql`select 1`.execute(db), timeoutMs);
  } catch (error) {
    log?.warn({ err: error }, 'readiness: database did not answer');
    return { reason: 'database did not answer' };
  }
  const expected = Object.keys(migrations);
  let applied: Set<string>;
  try {
    const rows = await within(sql<{ name: string }>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)}`.execute(db), timeoutMs);
    applied = new Set(rows.rows.map((r) => r.name));
  } catch (error) {
    log?.warn({ err: error }, 'readiness: migrations table unreadable');
    return { reason: 'migrations not applied', pending: expected };
  }
  const pending = expected.filter((name) => !applied.has(name));
  return pending.length > 0 ? { reason: 'migrations not applied', pending } : undefined;
}

/**
 * GET /healthz, /readyz and /metrics (no /api prefix, unsigned, not rate limited, never behind the
 * maintenance gate, which only contract routes have), and the hooks feeding this app's metrics:
 * each request's duration by route pattern, and the ledger rows its handlers commit.
 * Call on the root instance (its hooks must see every route).
 */
export async function healthRoutes(app: FastifyInstance, options: HealthOptions): Promise<void> {
  const { metrics } = options;
  const timeoutMs = options.readyTimeoutMs ?? 2000;
  const record = (movement: LedgerMovement) => metrics.recordLedger(movement);
  // Movements made outside any request (timers) reach every app of the process; a request's go to its own app.
  const stopListening = onLedgerMovement(record);
  app.addHook('onClose', async () => {
    stopListening();
  });
  app.addHook('preHandler', (_request, _reply, done) => runWithLedgerListener(record, done));
  app.addHook('onResponse', async (request, reply) => {
    // The route pattern (e.g. /play/:gameCode), never the URL with its ids or query; 'unmatched' for 404s and the SPA fallback.
    metrics.observeRequest(request.routeOptions.url ?? 'unmatched', request.method, reply.statusCode, reply.elapsedTime / 1000);
  });

  const open = { config: { rateLimit: false } };
  app.get('/healthz', open, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/readyz', open, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const problem = await readiness(app.site.db, timeoutMs, request.log);
    if (problem) return sendError(app, request, reply, HealthErrors.notReady(problem));
    return { status: 'ok', migrations: Object.keys(migrations).length };
  });
  app.get('/metrics', open, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!metricsAllowed(request, options.metricsToken)) return sendError(app, request, reply, HealthErrors.metricsForbidden());
    const text = await metrics.registry.metrics();
    return reply.type(metrics.registry.contentType).send(text);
  });
}
