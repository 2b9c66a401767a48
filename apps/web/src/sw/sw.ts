import { cacheNameOf, OFFLINE_PAGE, staleCaches, strategyFor } from './strategy';

/**
 * The service worker, built by build/service-worker.ts to dist/sw.js with the
 * build's version (a hash of its file names) and its shell (the entry, its
 * static imports and CSS, the offline screen). See strategy.ts for what is
 * answered how; docs/decisions.md for why.
 */
declare const __SW_VERSION__: string;
declare const __SW_PRECACHE__: string[];

// The few worker types used here, declared locally: the app's tsconfig has the DOM lib, and the
// WebWorker lib cannot be added beside it (their globals clash).
interface SwExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface SwFetchEvent extends SwExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface SwScope {
  readonly location: Location;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: SwExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: SwFetchEvent) => void): void;
}
const worker = self as unknown as SwScope;

const CACHE = cacheNameOf(__SW_VERSION__);

worker.addEventListener('install', (event) => {
  // A new build takes over at once (skipWaiting + clients.claim): navigations are network-first,
  // so the page it controls is always the newest index.html and never a stale build.
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(__SW_PRECACHE__))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(staleCaches(names, __SW_VERSION__).map((name) => caches.delete(name))))
      .then(() => worker.clients.claim()),
  );
});

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') void cache.put(request, response.clone());
  return response;
}

async function navigation(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const offline = await caches.match(OFFLINE_PAGE, { cacheName: CACHE });
    if (offline) return offline;
    throw error;
  }
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const strategy = strategyFor({ url: request.url, method: request.method, mode: request.mode, origin: worker.location.origin });
  if (strategy === 'cache-first') event.respondWith(cacheFirst(request));
  else if (strategy === 'navigation') event.respondWith(navigation(request));
  // 'bypass': no respondWith, the browser fetches as if there were no worker.
});
