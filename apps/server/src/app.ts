import { join, resolve } from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import type { BrandId } from '@site/contract';
import './context';
import { openDatabase, type DbHandle } from './db/connection';
import { KEEP_ALIVE_TIMEOUT_MS } from './http/drain';
import { migrateToLatest } from './db/migrate';
import { seed } from './bootstrap/seed';
import { loadEnv, type AddressLimits, type Env } from './env';
import type { RegistrationCaps } from './services/risk/registration-caps';
import { CoreErrors } from './domain/errors';
import { PUBLIC_ANSWER_FRESH_MS } from './http/public-answer';
import { clientErrorHandler, frameworkErrorHandler, JSON_BODY_LIMIT, registerErrorHandler } from './http/errors';
import { registerSecurityHeaders } from './http/security';
import { spaIndex } from './http/spa';
import { pageRenderer } from './http/ssr';
import { pageExtras } from './services/page-head';
import { loggerOptions, type LoggerChoice } from './logger';
import { addressList } from './services/staff/addresses';
import { staffSecretKey } from './services/staff/seal';
import { AREA_ROUTES } from './routes/areas';
import { backofficeRoutes } from './routes/backoffice';
import { cashierRoutes } from './routes/cashier';
import { devRoutes } from './routes/dev';
import { liveEvents } from './routes/events';
import type { StreamLimits } from './services/events/streams';
import { healthRoutes, QUIET_ROUTES } from './routes/health';
import { createMetrics } from './services/metrics';
import { vitalsRoutes } from './routes/vitals';
import { webRoutes } from './routes/web';
import { loadCatalogue } from './services/catalogue';
import { maintenanceReader } from './services/maintenance';
import { rateLimitStores } from './services/rate-limit-store';
import { addressKey } from './services/risk/address-key';

export interface BuildOptions {
  /** Overrides of the environment (env.ts); anything left out comes from process.env. */
  dataDir?: string;
  databaseUrl?: string;
  brand?: BrandId;
  webRoot?: string;
  /** The web app's server renderer (default: dist-server/entry-server.js beside webRoot's dist); false: the SPA shell only. */
  ssrEntry?: string;
  serverRender?: boolean;
  /** How long a server-rendered public page is kept per brand, language and appearance (default 10 s). */
  ssrCacheMs?: number;
  /** A server render taking longer is given up for the SPA shell (default 3 s). */
  ssrTimeoutMs?: number;
  /** `false` in tests; or a level and a stream. Default: env LOG_LEVEL to stdout. */
  logger?: LoggerChoice | false;
  rateLimitMax?: number;
  sensitiveRateLimitMax?: number;
  addressLimits?: AddressLimits;
  registrationCaps?: RegistrationCaps;
  /** How long a maintenance read is reused (ms); default 1000 (tests pass 0). */
  maintenanceCacheMs?: number;
  /** How long a public (catalogue) answer is reused before it is made again (ms); default 2000 (tests pass 0). */
  publicAnswerFreshMs?: number;
  env?: Env;
  /** Extra route plugins registered before the SPA fallback (tests, dev-only routes). */
  plugins?: FastifyPluginAsync[];
  /** The built cashier frame served at /cashier/; default apps/cashier/dist (or CASHIER_ROOT). */
  cashierRoot?: string;
  /** The built back office served at /backoffice/; default apps/backoffice/dist (or BACKOFFICE_ROOT). */
  backofficeRoot?: string;
  /** Live-update stream limits (coalescing, heartbeat, caps); defaults in services/events/streams.ts. */
  liveEvents?: Partial<StreamLimits>;
  /** Bearer token of /metrics (default env METRICS_TOKEN; unset: loopback only). */
  metricsToken?: string;
  /** Share of page views that send players' own figures (default env VITALS_SAMPLE_RATE, 0.1). */
  vitalsSampleRate?: number;
  /** Beacons per minute per address (default env VITALS_RATE_LIMIT_MAX, 30). */
  vitalsRateLimitMax?: number;
  /** Beacons per minute this process takes from all addresses (default env VITALS_SITE_RATE_LIMIT_MAX, 600). */
  vitalsSiteRateLimitMax?: number;
  /** Proxies believed for X-Forwarded-For/-Proto (default env TRUST_PROXY; unset: none). */
  trustProxy?: string[] | false;
  /** The back office's address allow-list (default env STAFF_ALLOWED_ADDRESSES; unset: any address). */
  staffAllowedAddresses?: string[] | undefined;
  /** NTD above which a withdrawal needs two staff approvals (default env STAFF_FOUR_EYES_AMOUNT, 50,000). */
  staffFourEyesAmount?: number;
  /** Called with the SQL of every statement the app runs (db/connection.ts `onQuery`). */
  onQuery?: (sql: string) => void;
  /** SQLite: WAL checkpoints in a worker thread, not inside a money commit (db/checkpointer.ts). main.ts: on; default off. */
  backgroundCheckpoint?: boolean;
}

/** Opens the database, brings it up to date (migrations, idempotent seed) and returns a ready server; it starts no job (jobs.ts). */
export async function buildApp(options: BuildOptions = {}): Promise<FastifyInstance> {
  const env = options.env ?? loadEnv();
  const dataDir = resolve(options.dataDir ?? env.dataDir);
  const webRoot = resolve(options.webRoot ?? env.webRoot);
  const brand = options.brand ?? env.brand;
  // Until the app (and its logger) exists, a lost idle connection is reported on stderr.
  let onPoolError = (error: Error) => console.warn(`database: idle connection lost: ${error.message}`);
  const handle: DbHandle = openDatabase({ dataDir, databaseUrl: options.databaseUrl ?? env.databaseUrl, onPoolError: (error) => onPoolError(error), ...(options.onQuery ? { onQuery: options.onQuery } : {}), backgroundCheckpoint: options.backgroundCheckpoint ?? false });
  try {
    await migrateToLatest(handle.db);
    await seed(handle.db, { demo: env.demoData });
  } catch (error) {
    await handle.close();
    throw error;
  }

  const app = Fastify({
    logger: loggerOptions(options.logger ?? {}, env.logLevel),
    // Limits: bodies are small JSON; uploads (later) register their own parser limits.
    bodyLimit: JSON_BODY_LIMIT,
    // Longer than nginx's upstream keepalive_timeout: nginx, not the server, ends an idle kept connection (http/drain.ts).
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    // Behind nginx (deploy/): request.ip, which the per-address limits count, is then the player's
    // address from X-Forwarded-For, believed only when the socket's peer is one of these proxies.
    trustProxy: options.trustProxy ?? env.trustProxy,
    // One line per request (below) instead of Fastify's two: logging was a tenth of a transfer's time.
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Refusals before routing (bad URL encoding, a parameter too long, headers over 16 KB) in the envelope too.
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  });
  // Public pages rendered by the web app's server build (issue 22), found beside its dist as dist is found.
  const ssrEntry = resolve(options.ssrEntry ?? join(webRoot, '..', 'dist-server', 'entry-server.js'));
  const renderer = options.serverRender === false ? undefined : pageRenderer(app, ssrEntry, brand, { ttlMs: options.ssrCacheMs, timeoutMs: options.ssrTimeoutMs, testingHosts: env.testingHosts });
  app.decorate('site', {
    db: handle.db,
    dialect: handle.dialect,
    brand,
    webRoot,
    testingHosts: env.testingHosts,
    nodeEnv: env.nodeEnv,
    catalogue: await loadCatalogue(handle.db),
    maintenance: maintenanceReader(handle.db, options.maintenanceCacheMs ?? 1000),
    publicAnswerFreshMs: options.publicAnswerFreshMs ?? PUBLIC_ANSWER_FRESH_MS,
    spa: spaIndex(webRoot, brand, pageExtras(handle.db, { vitalsSampleRate: options.vitalsSampleRate ?? env.vitalsSampleRate, brand }), renderer),
    line: env.line,
    sensitiveRateLimitMax: options.sensitiveRateLimitMax ?? env.sensitiveRateLimitMax,
    addressLimits: options.addressLimits ?? env.addressLimits,
    registrationCaps: options.registrationCaps ?? env.registrationCaps,
    rateLimitStores: rateLimitStores(handle.db),
    staff: { key: staffSecretKey(env.staffSecretKey, dataDir), allowed: addressList('staffAllowedAddresses' in options ? options.staffAllowedAddresses : env.staffAllowedAddresses), fourEyesAmount: options.staffFourEyesAmount ?? env.staffFourEyesAmount },
    passkeySites: env.passkeySites,
  });
  onPoolError = (error) => app.log.warn({ err: error }, 'database: idle connection lost; the next query reconnects');
  app.decorateRequest('signedBrand', undefined);
  app.decorateRequest('session', undefined);
  app.decorateRequest('staff', undefined);
  app.addHook('onClose', async () => handle.close());

  registerSecurityHeaders(app);
  registerErrorHandler(app);
  app.addHook('onResponse', async (request, reply) => {
    // The path only: a query may carry a player's search or phone number.
    // An ID photo's id is as good as the photo to whoever reads the log: its route pattern is logged instead.
    const path = request.url.startsWith('/api/v1/fund/upload/') ? request.routeOptions.url : request.url.split('?')[0];
    // Probes and scrapes come every few seconds: only their failures get a line (routes/health.ts).
    if (reply.statusCode < 400 && QUIET_ROUTES.has(request.routeOptions.url ?? '')) return;
    request.log.info({ method: request.method, path, status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request');
  });
  // API JSON, generated images and index.html go compressed when the browser accepts it (built
  // assets are precompressed); small replies are not worth the CPU.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } } });
  // The flood guard counts in this process's memory; the sensitive routes name the shared store
  // (routes/user.ts sensitiveLimit), counted in the database across processes (docs/decisions.md).
  await app.register(rateLimit, {
    global: true,
    store: app.site.rateLimitStores.ProcessStore,
    max: options.rateLimitMax ?? env.rateLimitMax,
    timeWindow: '1 minute',
    // Every route's limit (the sensitive ones and the beacons' too) counts the one address key (an IPv6 client by its /64).
    keyGenerator: (request) => addressKey(request.ip),
    errorResponseBuilder: () => CoreErrors.rateLimited(),
  });

  // /healthz, /readyz, /metrics and the hooks that feed this app's own metrics registry.
  const metrics = createMetrics({ dialect: handle.dialect, pool: handle.pool });
  await healthRoutes(app, { metrics, metricsToken: options.metricsToken ?? env.metricsToken });
  // Players' own figures (issue 22): unsigned, 2 KB, its own per-address and site-wide limits; into the same registry.
  await app.register(vitalsRoutes, { metrics, rateLimitMax: options.vitalsRateLimitMax ?? env.vitalsRateLimitMax, siteRateLimitMax: options.vitalsSiteRateLimitMax ?? env.vitalsSiteRateLimitMax });
  // First: its hook puts every handler in this app's event hub.
  await liveEvents(app, { databaseUrl: options.databaseUrl ?? env.databaseUrl, ...(options.liveEvents ? { limits: options.liveEvents } : {}) });
  // Every area's routes, from one list (routes/areas.ts).
  for (const plugin of AREA_ROUTES) await app.register(plugin, { dataDir });
  if (env.nodeEnv !== 'production') await app.register(devRoutes);
  for (const plugin of options.plugins ?? []) await app.register(plugin);
  await app.register(cashierRoutes, { root: options.cashierRoot });
  await app.register(backofficeRoutes, { root: options.backofficeRoot, host: env.backofficeHost });
  await webRoutes(app);

  // HTTP only: background jobs are started by main.ts (jobs.ts), never by a test server unless asked.
  await app.ready();
  app.log.info({ database: handle.location, dialect: handle.dialect, brand, webRoot }, 'server ready');
  return app;
}
