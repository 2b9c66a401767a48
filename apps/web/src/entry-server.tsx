import { dehydrate, QueryClientProvider, type Query, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@site/client/query-client';
import type { BrandId } from '@site/contract/brands';
import { StrictMode, Suspense, type ReactNode } from 'react';
// The browser build of React's streaming renderer, not the Node one: the Node build runs every render inside an
// AsyncLocalStorage, and on Node 20 the first AsyncLocalStorage.run switches on promise hooks that tax every await
// of the process after it (docs/decisions.md, "money calls, part four").
import { renderToReadableStream } from 'react-dom/server.browser';
import { matchRoutes, StaticRouter } from 'react-router';
import { appRoutes } from './app/router/appRoutes';
import { startSettings } from './app/ssrState';
import type { RouteHandle } from './app/router/buildRoutes';
import { AppShell } from './app/shell/AppShell';
import { isGameListKey, trimGameList } from './features/games/components/pageStateFields';
import { setCurrentBrand } from './shared/brand';
import { setPageOrigin } from './shared/pageOrigin';
import { setApiEnvironment } from './shared/api/environment';
import { i18n } from './shared/i18n/i18n';
import { renderedNamespaces } from './shared/i18n/useTranslation';
import { useSettingsStore, type Appearance, type Language } from './shared/stores/settings';

/** What the server knows of the visitor's page (the cookie mirroring the player's choice, then Accept-Language). */
export interface RenderInput {
  /** Path and query of the page asked for. */
  url: string;
  language: Language;
  brand: BrandId;
  appearance: Appearance;
  /** The visitor's address (`https://host:port`): what the browser's calls will name as theirs (`origin_url`). */
  origin: string;
  /** Answers the page's public API calls (the server answers them in-process). */
  fetchPublic: typeof fetch;
  /** Gives up after this long (the server then sends the SPA shell). */
  timeoutMs?: number;
}

export interface RenderOutput {
  /** The app's markup, for inside `<div id="root">`. */
  html: string;
  /** The query cache's dehydrated state and the settings the page was rendered with, as JSON for the client. */
  state: string;
}

/**
 * Whether the page shows a testing host's games (SPEC 6), as the browser will decide from its address:
 * the server keeps one rendered page for testing hosts and one for the others.
 */
export { isTestingHost } from './features/games/testing';

/** The state the client hydrates from (`<script type="application/json" id="ssr-state">`). */
export interface SsrState {
  language: Language;
  appearance: Appearance;
  queries: ReturnType<typeof dehydrate>;
  /** The translation namespaces the page's components used: loaded by the browser before hydrating. */
  namespaces: string[];
}

/**
 * The public pages the server renders (a visitor sees the same as anyone): those whose declaration
 * says `serverRendered` (features/<f>/pages.ts), or whose parent's does. Others get the SPA shell.
 */
export function isServerRendered(path: string): boolean {
  let answer = serverRenderedPaths.get(path);
  if (answer === undefined) {
    // matchRoutes ranks the whole route table on every call (milliseconds): asked on every page request, it is kept per path.
    answer = (matchRoutes(appRoutes, path) ?? []).some((match) => (match.route.handle as RouteHandle | undefined)?.serverRendered === true);
    if (serverRenderedPaths.size >= 2048) serverRenderedPaths.clear();
    serverRenderedPaths.set(path, answer);
  }
  return answer;
}

const serverRenderedPaths = new Map<string, boolean>();

const DEFAULT_TIMEOUT_MS = 3000;
/** Rounds of "render, fetch what it asked for": a query may only be asked once another has data. */
const FETCH_ROUNDS = 3;

function tree(client: QueryClient, url: string): ReactNode {
  return (
    <StrictMode>
      <QueryClientProvider client={client}>
        <StaticRouter location={url}>
          <Suspense fallback={null}>
            <AppShell />
          </Suspense>
        </StaticRouter>
      </QueryClientProvider>
    </StrictMode>
  );
}

/** The whole markup once every Suspense boundary has resolved (React's streaming renderer, collected). */
async function renderAll(node: ReactNode, timeoutMs: number): Promise<string> {
  let failed: unknown;
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(new Error('server render timed out')), timeoutMs);
  try {
    const stream = await renderToReadableStream(node, {
      // Every boundary in place, none sent apart with an inline script to move it (CSP script-src 'self').
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      signal: timeout.signal,
      onError: (error) => {
        failed ??= error;
      },
    });
    await stream.allReady;
    const html = await new Response(stream).text();
    // An inline script would be refused by the page's CSP and leave its part hidden: the SPA shell instead.
    if (!failed && /<script/i.test(html)) failed = new Error('the server render needs an inline script');
    if (failed) throw failed instanceof Error ? failed : new Error(String(failed));
    return html;
  } finally {
    clearTimeout(timer);
  }
}

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/** Fetches what the last render asked for and has no data yet; false when there was nothing. */
async function fetchAsked(client: QueryClient): Promise<boolean> {
  const asked = client
    .getQueryCache()
    .findAll()
    .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isEnabled(query) && query.options.queryFn);
  if (asked.length === 0) return false;
  await Promise.allSettled(asked.map((query) => query.fetch()));
  return true;
}

/**
 * The queries the page sends along, each with the data its markup used (issue 36: the game list was half the HTML):
 * the game list with only the fields the markup reads, marked stale (`dataUpdatedAt: 0`) so the client hydrates
 * from exactly that and fetches the full list right after (app/ssrState.ts).
 */
function pageQueries(client: QueryClient): SsrState['queries'] {
  const state = dehydrate(client);
  return {
    ...state,
    queries: state.queries.map((query) =>
      isGameListKey(query.queryKey) ? { ...query, state: { ...query.state, data: trimGameList(query.state.data), dataUpdatedAt: 0 } } : query,
    ),
  };
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Renders a public page to HTML with the data of its first screen. The app's
 * stores, translator and query client are module state, so renders run one
 * at a time (the server caches their HTML, so few run).
 */
export function render(input: RenderInput): Promise<RenderOutput> {
  const timeoutMs = input.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const run = queue.then(
    () =>
      new Promise<RenderOutput>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`server render took over ${timeoutMs} ms`)), timeoutMs);
        renderNow(input).then(resolve, reject).finally(() => clearTimeout(timer));
      }),
  );
  // The next render waits for this one, which gives up in its time (a call hanging does not stop them all).
  queue = run.catch(() => undefined);
  return run;
}

async function renderNow({ url, language, brand, appearance, origin, fetchPublic, timeoutMs = DEFAULT_TIMEOUT_MS }: RenderInput): Promise<RenderOutput> {
  const started = Date.now();
  const left = () => Math.max(1, timeoutMs - (Date.now() - started));
  const path = url.split('?')[0] ?? '/';
  setCurrentBrand(brand);
  setPageOrigin(origin);
  startSettings({ language, appearance });
  useSettingsStore.setState({ frontendType: null });
  const client = createQueryClient();
  setApiEnvironment({
    fetch: fetchPublic,
    currentPath: () => path,
    navigate: () => undefined,
    toast: () => undefined,
    modal: () => undefined,
  });
  try {
    await i18n.changeLanguage(language);
    await i18n.loadNamespaces('common');
    await Promise.all((matchRoutes(appRoutes, path) ?? []).map((match) => (match.route.handle as RouteHandle | undefined)?.load?.()));
    renderedNamespaces.clear();
    let html = await renderAll(tree(client, url), left());
    for (let round = 0; round < FETCH_ROUNDS && (await fetchAsked(client)); round += 1) html = await renderAll(tree(client, url), left());
    const state: SsrState = { language, appearance, queries: pageQueries(client), namespaces: [...renderedNamespaces].sort() };
    // `<` escaped: the JSON sits in a <script> element and must not close it.
    return { html, state: JSON.stringify(state).replace(/</g, '\\u003c') };
  } finally {
    setApiEnvironment(null);
    client.clear();
  }
}
