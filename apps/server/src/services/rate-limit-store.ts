import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;
type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];

/** What @fastify/rate-limit hands a store's constructor and `child` (its merged options; a route's own included). */
interface StoreParams extends FastifyRateLimitOptions {
  store?: FastifyRateLimitStoreCtor;
  routeInfo?: { method?: string | string[]; url?: string };
}

/** The types say `child` gets the route's options; at run time it gets the merged limit options, the route's under `routeInfo`. */
const paramsOf = (options: ChildOptions | StoreParams): StoreParams => options as StoreParams;

/**
 * One hit on `key` in the shared counter: a single atomic upsert that starts a new window when the
 * stored one has ended and otherwise adds one, answering the count and the window's start. Concurrent
 * hits from any number of processes are serialised by the row (PostgreSQL's ON CONFLICT and SQLite's
 * single writer), so N processes together allow the limit once, not N times.
 */
export async function hitRateLimit(db: Db, key: string, windowMs: number, now = Date.now()): Promise<{ count: number; windowStart: number }> {
  const ended = now - windowMs;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, count: 1, window_start: now })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({
        count: eb.case().when('rate_limits.window_start', '<=', ended).then(1).else(eb('rate_limits.count', '+', 1)).end(),
        window_start: eb.case().when('rate_limits.window_start', '<=', ended).then(now).else(eb.ref('rate_limits.window_start')).end(),
      })),
    )
    .returning(['count', 'window_start'])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), windowStart: Number(row.window_start) };
}

/** Rows whose window ended before `before` (epoch ms): housekeeping deletes them. */
export async function pruneRateLimits(db: Db, before: number): Promise<number> {
  const result = await db.deleteFrom('rate_limits').where('window_start', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * The rate-limit stores of one app (register the plugin with `store: stores.ProcessStore`):
 *
 * - ProcessStore, the global flood guard: a fixed window per address in this process's memory
 *   (cheap; with N processes it is a per-process guard, N times the limit in all, documented).
 * - SharedStore, for a route that names it (`config.rateLimit.store`): the counter in the database
 *   (table rate_limits), shared by every process on that database, one row per route and address.
 *
 * @fastify/rate-limit builds every route's store as `globalStore.child(mergedRouteOptions)` and
 * ignores a route's own `store` class; ProcessStore.child honours it, which is what lets the two
 * live side by side.
 */
export function rateLimitStores(db: Db, processCache = 5000): { ProcessStore: FastifyRateLimitStoreCtor; SharedStore: FastifyRateLimitStoreCtor } {
  class SharedStore implements FastifyRateLimitStore {
    private readonly scope: string;

    constructor(params: StoreParams) {
      const { method, url } = params.routeInfo ?? {};
      this.scope = `${Array.isArray(method) ? method.join(',') : (method ?? '*')} ${url ?? '*'}`;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      const now = Date.now();
      hitRateLimit(db, `${this.scope}|${key}`, timeWindow, now).then(
        ({ count, windowStart }) => callback(null, { current: count, ttl: Math.max(0, windowStart + timeWindow - now) }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(options: ChildOptions): FastifyRateLimitStore {
      return new SharedStore(paramsOf(options));
    }
  }

  class ProcessStore implements FastifyRateLimitStore {
    private readonly hits = new Map<string, { current: number; start: number }>();

    incr(key: string, callback: Callback, timeWindow: number): void {
      const now = Date.now();
      let entry = this.hits.get(key);
      if (entry && entry.start + timeWindow > now) {
        entry.current += 1;
        this.hits.delete(key); // Re-inserted below: the Map's order is least recently used first.
      } else {
        entry = { current: 1, start: now };
      }
      this.hits.set(key, entry);
      if (this.hits.size > processCache) this.hits.delete(this.hits.keys().next().value as string);
      callback(null, { current: entry.current, ttl: entry.start + timeWindow - now });
    }

    child(options: ChildOptions): FastifyRateLimitStore {
      const params = paramsOf(options);
      if (params.store && params.store !== ProcessStore) return new params.store(params);
      return new ProcessStore();
    }
  }

  return { ProcessStore, SharedStore };
}
