/**
 * What the service worker (sw.ts) does with a request. Pure, so it is unit
 * tested (strategy.test.ts) without a worker:
 *
 * - `bypass`: the worker does not answer; the browser goes to the network as
 *   if there were no worker. Everything not ours (other origins, non-GET) and
 *   everything that must be live: the API (/api/*), the cashier frame
 *   (/cashier/*), the game window (/play/*), the worker itself, the manifest,
 *   server-rendered pages (/maintain, /dev/*). Never cached, never served from cache.
 * - `cache-first`: hashed build files under /assets/ (immutable: a new build has new names), and
 *   the offline screen's own files (precached per build, so the screen works with no network).
 * - `navigation`: page loads go to the network; when it fails, the offline screen.
 */
export type Strategy = 'bypass' | 'cache-first' | 'navigation';

export interface RequestFacts {
  url: string;
  method: string;
  /** Request.mode: 'navigate' for a page load. */
  mode: string;
  /** The worker's origin (self.location.origin). */
  origin: string;
}

/** Paths the worker never touches (a prefix followed by '/', '?' or the end). */
export const LIVE_PREFIXES = ['/api', '/cashier', '/play', '/maintain', '/dev', '/sw.js', '/manifest.webmanifest'] as const;

function underPrefix(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** Hashed build files: /assets/<hash>.<ext> (vite.config.ts names them so); other /assets/* are the server's pictures. */
const HASHED_ASSET = /^\/assets\/[A-Za-z0-9_-]{6,}\.(?:js|css|svg|png|webp|jpg|jpeg|gif|avif|woff2?|json)$/;

/** The offline screen and its files, precached with the shell (build/service-worker.ts writes them). */
export const OFFLINE_PAGE = '/offline.html';
export const OFFLINE_ASSETS: readonly string[] = [OFFLINE_PAGE, '/offline.css', '/offline.js'];

export function strategyFor({ url, method, mode, origin }: RequestFacts): Strategy {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'bypass';
  }
  if (method !== 'GET' || parsed.origin !== origin) return 'bypass';
  const path = parsed.pathname;
  if (LIVE_PREFIXES.some((prefix) => underPrefix(path, prefix))) return 'bypass';
  if (mode === 'navigate') return 'navigation';
  if (HASHED_ASSET.test(path) || OFFLINE_ASSETS.includes(path)) return 'cache-first';
  return 'bypass';
}

/** The name of a build's cache: one per build, so an activating worker deletes every other. */
export const CACHE_PREFIX = 'site-shell-';
export const cacheNameOf = (version: string) => `${CACHE_PREFIX}${version}`;

/** The caches an activating worker of `version` deletes: ours of other builds (never someone else's). */
export function staleCaches(names: readonly string[], version: string): string[] {
  return names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== cacheNameOf(version));
}

