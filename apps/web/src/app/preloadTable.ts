import type { PageDeclaration } from '../shared/routing/page';

/**
 * What a page needs at once, derived from the page declarations and the build's manifest (build/route-preloads.mjs
 * writes dist/preloads.json from these; the server lists them as module preloads): the page's lazy module with
 * every chunk it imports statically, their CSS and the page's translation namespaces, asked for together instead of
 * one level of imports per round trip (issue 36: a visitor's /mine/notification took four rounds). Plain data and
 * functions, no React: Node code runs it at build time.
 */

/** A page's address as a regular expression, the source modules it loads at once and its namespaces. */
export interface PageRoute {
  pattern: string;
  modules: string[];
  namespaces: string[];
}

/** The manifest's entries that matter here (Vite's .vite/manifest.json). */
export type Manifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>;

/**
 * The source module a declaration's `load` imports, as the manifest names it (`src/...`, no extension): read from
 * the loader's own text, `import("./pages/X")` (relative to the feature's folder) or, under Vite's module runner,
 * `__vite_ssr_dynamic_import__("/src/.../X.tsx")`.
 */
export function loadedModule(load: () => unknown, featureDir: string): string | undefined {
  const specifier = /import\w*\(\s*["'`]([^"'`]+)["'`]/.exec(String(load))?.[1];
  if (!specifier) return undefined;
  const path = specifier.startsWith('/src/') ? specifier.slice(1) : specifier.startsWith('./') ? `${featureDir}/${specifier.slice(2)}` : undefined;
  return path?.replace(/\.[jt]sx?$/, '');
}

/** A declared pattern ('/game/lobby/:gameType?/:channelCode?') as an anchored regular expression over a pathname. */
export function patternOf(path: string): string {
  const segments = path.split('/').filter(Boolean);
  const body = segments
    .map((segment) => {
      if (segment === '*') return '(?:/.*)?';
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return `^${body}/?$`;
}

const asList = (value: string | readonly string[] | undefined): string[] => (value === undefined ? [] : typeof value === 'string' ? [value] : [...value]);

/**
 * One route per declared page that loads a module (its own or a parent's), with its parent's modules and namespaces:
 * `features` maps a feature's folder (`src/features/messages`) to its declarations (its pages.ts). `extras` adds
 * modules a page loads at once beside its own (home's sections), by declared path.
 */
export function pageRoutes(features: Readonly<Record<string, Readonly<Record<string, PageDeclaration>>>>, extras: Readonly<Record<string, Omit<PageRoute, 'pattern'>>> = {}): PageRoute[] {
  const out: PageRoute[] = [];
  const visit = (pages: readonly PageDeclaration[], dir: string, inherited: Omit<PageRoute, 'pattern'>) => {
    for (const page of pages) {
      const own = page.load ? loadedModule(page.load, dir) : undefined;
      if (page.load && !own) throw new Error(`preloadTable: the loader of ${page.path ?? '(index)'} names no module`);
      const extra = page.path ? extras[page.path] : undefined;
      const route = {
        modules: [...new Set([...inherited.modules, ...(own ? [own] : []), ...(extra?.modules ?? [])])],
        namespaces: [...new Set([...inherited.namespaces, ...asList(page.namespaces), ...(extra?.namespaces ?? [])])],
      };
      if (page.path && page.path !== '*' && page.redirect === undefined && route.modules.length > 0) out.push({ pattern: patternOf(page.path), ...route });
      visit(page.children ?? [], dir, route);
    }
  };
  for (const [dir, pages] of Object.entries(features)) visit(Object.values(pages), dir, { modules: [], namespaces: [] });
  return out;
}

/** The manifest key of the chunk holding a module: its own entry, or (grouped with others) the chunk modules.json names. */
function chunkKey(manifest: Manifest, moduleFiles: Readonly<Record<string, string>>, id: string): string | undefined {
  for (const key of [id, ...['.tsx', '.ts', '.jsx', '.js', '/index.tsx', '/index.ts'].map((ext) => `${id}${ext}`)]) {
    if (manifest[key]?.file.endsWith('.js')) return key;
    const file = moduleFiles[key];
    if (file) return Object.keys(manifest).find((k) => manifest[k]?.file === file);
  }
  return undefined;
}

/**
 * The files of `modules` and of every chunk they import statically, transitively (all of them at once: the browser
 * would otherwise find each level only once the one above is parsed), leaving out `onPage` (what the HTML loads).
 */
export function chunkFiles(manifest: Manifest, moduleFiles: Readonly<Record<string, string>>, modules: readonly string[], onPage: ReadonlySet<string> = new Set()): { js: string[]; css: string[] } {
  const seen = new Set<string>();
  const stack = modules.map((id) => {
    const key = chunkKey(manifest, moduleFiles, id);
    if (!key) throw new Error(`preloadTable: ${id} is in no chunk`);
    return key;
  });
  while (stack.length) {
    const key = stack.pop() as string;
    const chunk = manifest[key];
    if (seen.has(key) || onPage.has(key) || !chunk?.file.endsWith('.js')) continue;
    seen.add(key);
    stack.push(...(chunk.imports ?? []));
  }
  const js = [...seen].map((key) => `/${manifest[key]?.file}`);
  const css = [...new Set([...seen].flatMap((key) => manifest[key]?.css ?? []))].map((file) => `/${file}`);
  return { js, css };
}
