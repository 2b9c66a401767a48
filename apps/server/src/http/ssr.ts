import { statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { LANGUAGE_LOCALES } from '@site/contract';
import type { FastifyInstance, FastifyRequest, InjectOptions } from 'fastify';
import { isTestingHost, PUBLIC_EDGE_HEADER, requestHost, viaPublicEdge } from './request-host';
import { publicContentGeneration } from '../services/public-changes';

/** The languages of the web app (its settings), as the `site-lang` cookie carries them. */
export type UiLanguage = (typeof LANGUAGE_LOCALES)[keyof typeof LANGUAGE_LOCALES];

/** The settings a page is rendered with; the web app keeps the same ones (its settings store). */
export type UiAppearance = 'device' | 'dark' | 'light';

/** What apps/web/src/entry-server.tsx exports (built to apps/web/dist-server/entry-server.js); loaded by path, never imported. */
interface RendererModule {
  isServerRendered(path: string): boolean;
  /** The browser's own testing-host rule (its list calls then ask for isTesting games). */
  isTestingHost?(hostname: string): boolean;
  render(input: {
    url: string;
    language: UiLanguage;
    brand: string;
    appearance: UiAppearance;
    origin: string;
    fetchPublic: typeof fetch;
    timeoutMs?: number;
  }): Promise<{ html: string; state: string }>;
}

export interface RenderedPage {
  /** The app's markup, for inside `<div id="root">`. */
  html: string;
  /** JSON for `<script type="application/json" id="ssr-state">` (`<` already escaped). */
  state: string;
}

export interface PageRenderer {
  /** The page rendered for this visitor's settings, or undefined (not a public page, no renderer built, it failed or took too long). */
  render(request: FastifyRequest, url: string, language: UiLanguage, appearance: UiAppearance): Promise<RenderedPage | undefined>;
}

export interface PageRendererOptions {
  /** How long a rendered page is served again to visitors of the same brand, language and appearance. */
  ttlMs?: number;
  /** How long after that it may still be sent while it is checked (its answers asked again) or rendered again. */
  staleMs?: number;
  /** A render taking longer is given up (the SPA shell is sent). */
  timeoutMs?: number;
  /** Rendered pages kept at most (distinct addresses with their query). */
  maxEntries?: number;
  /** The hosts whose pages show isTesting games (TESTING_HOSTS, SPEC 6). */
  testingHosts?: readonly string[];
}

const UI_LANGUAGES: readonly string[] = Object.values(LANGUAGE_LOCALES);
const APPEARANCES: readonly string[] = ['device', 'dark', 'light'];

/** The visitor's language: the web app's `site-lang` cookie (the player's choice), else the first of Accept-Language the site speaks. */
export function visitorLanguage(request: FastifyRequest): UiLanguage | undefined {
  const cookie = /(?:^|;\s*)site-lang=([^;]*)/.exec(request.headers.cookie ?? '')?.[1];
  if (cookie && UI_LANGUAGES.includes(cookie)) return cookie as UiLanguage;
  const accepted = (request.headers['accept-language'] ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = Number(/q=([\d.]+)/.exec(params.join(';'))?.[1] ?? '1');
      return { tag, q: Number.isFinite(q) ? q : 0 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of accepted) {
    if (tag.startsWith('zh')) return LANGUAGE_LOCALES.TW as UiLanguage;
    if (tag.startsWith('en')) return LANGUAGE_LOCALES.EN as UiLanguage;
    if (tag.startsWith('th')) return LANGUAGE_LOCALES.TH as UiLanguage;
  }
  return undefined;
}

/** The visitor's appearance from the web app's `site-appearance` cookie, else the device's. */
export function visitorAppearance(request: FastifyRequest): UiAppearance {
  const value = /(?:^|;\s*)site-appearance=([^;]*)/.exec(request.headers.cookie ?? '')?.[1];
  return value && APPEARANCES.includes(value) ? (value as UiAppearance) : 'device';
}

/** The page's public API calls answered in-process by the server's own routes: the same answers the browser would get. */
function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? `${input.pathname}${input.search}` : input.url;
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const options: InjectOptions = { method: (init?.method ?? 'GET') as InjectOptions['method'], url, headers };
    if (typeof init?.body === 'string') options.payload = init.body;
    const reply = await app.inject(options);
    const replyHeaders = new Headers();
    for (const [name, value] of Object.entries(reply.headers)) if (typeof value === 'string') replyHeaders.set(name, value);
    return new Response(reply.statusCode === 204 ? null : reply.rawPayload, { status: reply.statusCode, headers: replyHeaders });
  };
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server render took over ${ms} ms`)), ms);
    timer.unref();
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** A public answer a render used, and its ETag then: asked again, the same ETag means the same answer. */
interface Source {
  input: Parameters<typeof fetch>[0];
  init: Parameters<typeof fetch>[1];
  etag: string | null;
}

interface KeptPage {
  /** Until then the page is sent as it is. */
  expires: number;
  page: Promise<RenderedPage | undefined>;
  /** The page once rendered (sent while it is checked or rendered again). */
  done?: RenderedPage;
  /** What the render asked the server for; empty until it is done. */
  sources: Source[];
  /** A check (and maybe a render) in progress, shared by the visitors who come meanwhile. */
  refreshing?: Promise<void>;
}

/**
 * Public pages rendered by the web app's server entry (issue 22), loaded by path at run time and again
 * when the build changes; each page kept `ttlMs` per (brand, language, appearance, address), a render in
 * progress shared by the visitors asking for it meanwhile. Any failure means the SPA shell, never a broken page.
 *
 * Rendered once per content change: a render blocks the event loop for tens of milliseconds (every
 * visitor waits behind it), so an expired page is not simply rendered again. The page is sent as it is
 * while its public answers are asked again (from public-answer.ts's memory, cheap); when every one has
 * the ETag it had, the page is kept another `ttlMs`; when one changed (or had no ETag), it is rendered
 * again, the kept page still sent meanwhile. A page expired for over `staleMs` is rendered before it is sent.
 */
export function pageRenderer(app: FastifyInstance, entryFile: string, brand: string, options: PageRendererOptions = {}): PageRenderer {
  const testingHosts = options.testingHosts ?? [];
  const ttlMs = options.ttlMs ?? 10_000;
  const staleMs = options.staleMs ?? 60_000;
  const timeoutMs = options.timeoutMs ?? 3_000;
  const maxEntries = options.maxEntries ?? 500;
  let loaded: { mtimeMs: number; module: Promise<RendererModule> } | undefined;
  const cache = new Map<string, KeptPage>();
  // Pages rendered before a public change made here (services/public-changes.ts) are rendered again before they are sent.
  let generation = publicContentGeneration();
  const fetchPublic = injectFetch(app);

  const renderer = (): Promise<RendererModule> | undefined => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(entryFile).mtimeMs;
    } catch {
      return undefined;
    }
    if (!loaded || loaded.mtimeMs !== mtimeMs) {
      cache.clear();
      loaded = { mtimeMs, module: import(`${pathToFileURL(entryFile).href}?v=${mtimeMs}`) as Promise<RendererModule> };
    }
    return loaded.module;
  };

  const renderInto = (request: FastifyRequest, module: RendererModule, key: string, input: Omit<Parameters<RendererModule['render']>[0], 'fetchPublic'>): KeptPage => {
    const sources: Source[] = [];
    // The page's calls reach the server as the page did (its Host, through the public edge or not): that, not
    // the origin_url they name, decides a testing host's games (http/request-host.ts).
    const reached: Record<string, string> = { host: request.host, ...(viaPublicEdge(request) ? { [PUBLIC_EDGE_HEADER]: '1' } : {}) };
    const recording: typeof fetch = async (url, given) => {
      const headers = new Headers(given?.headers);
      for (const [name, value] of Object.entries(reached)) headers.set(name, value);
      const init: RequestInit = { ...given, headers };
      const reply = await fetchPublic(url, init);
      sources.push({ input: url, init, etag: reply.headers.get('etag') });
      return reply;
    };
    const entry: KeptPage = { expires: Date.now() + ttlMs, sources: [], page: Promise.resolve(undefined) };
    entry.page = withTimeout(module.render({ ...input, fetchPublic: recording, timeoutMs }), timeoutMs + 500).then(
      (page) => {
        entry.done = page;
        entry.sources = sources;
        entry.expires = Date.now() + ttlMs;
        return page;
      },
      (error: unknown) => {
        request.log.warn({ err: error, path: input.url.split('?')[0] }, 'server render failed: the SPA shell is sent');
        if (cache.get(key) === entry) cache.delete(key);
        return undefined;
      },
    );
    return entry;
  };

  /**
   * True when every answer the page used still has its ETag. One answer at a time, each after the
   * event loop has served what waits: an answer whose own memory expired is built again (a query, the
   * contract's check, a hash: milliseconds for the game list), and all of them at once were one stall
   * of about 40 ms every 10 s for every visitor (the p99 of `/` at 2,000 requests/s).
   */
  const unchanged = async (sources: readonly Source[]): Promise<boolean> => {
    if (sources.some((source) => !source.etag)) return false;
    for (const source of sources) {
      await new Promise((resolve) => setImmediate(resolve));
      if ((await fetchPublic(source.input, source.init)).headers.get('etag') !== source.etag) return false;
    }
    return true;
  };

  return {
    render: async (request, url, language, appearance) => {
      const loading = renderer();
      if (!loading) return undefined;
      let module: RendererModule;
      try {
        module = await loading;
      } catch (error) {
        request.log.warn({ err: error }, 'server renderer failed to load');
        return undefined;
      }
      if (!module.isServerRendered(url.split('?')[0] ?? '/')) return undefined;
      // The page's calls name the visitor's address, as the browser's will. A testing host's games (SPEC 6) are
      // in the page when the server's rule (the host it was reached at, http/request-host.ts) lists them and the
      // browser's rule (from its address) keeps them: one kept page per pair of answers, every host shares one.
      const origin = `${request.protocol}://${request.host}`;
      const served = isTestingHost(request, testingHosts);
      const browser = module.isTestingHost?.(requestHost(request)) === true;
      const key = `${brand}|${language}|${appearance}|${served ? 'testing' : ''}|${browser ? 'testing' : ''}|${url}`;
      const input = { url, language, brand, appearance, origin };
      const now = Date.now();
      if (generation !== publicContentGeneration()) {
        generation = publicContentGeneration();
        cache.clear();
      }
      const kept = cache.get(key);
      if (kept && (kept.expires > now || !kept.done)) return kept.page;
      if (kept?.done && now - kept.expires < staleMs) {
        kept.refreshing ??= unchanged(kept.sources)
          .catch(() => false)
          .then(async (same) => {
            if (same) {
              kept.expires = Date.now() + ttlMs;
              return;
            }
            const next = renderInto(request, module, key, input);
            if (await next.page) cache.set(key, next);
          })
          .finally(() => {
            kept.refreshing = undefined;
          });
        return kept.done;
      }
      if (cache.size >= maxEntries) for (const [k, entry] of cache) if (entry.expires + staleMs <= now || cache.size >= maxEntries) cache.delete(k);
      const entry = renderInto(request, module, key, input);
      cache.set(key, entry);
      return entry.page;
    },
  };
}
