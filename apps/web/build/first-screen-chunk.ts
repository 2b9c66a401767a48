import { relative } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The chunks a first view loads (issue 22, fewer requests). Rolldown would otherwise split the code into
 * many small shared chunks (every lazy page imports a few of the same modules), each a request, most
 * with a stylesheet of their own:
 *
 * - `app`: every module the entry imports statically (the JS needed for the first screen).
 * - one group per server-rendered page, each holding the modules its lazy route import reaches
 *   statically that an earlier group does not hold: `home` (the home page and its float activity, what
 *   scripts/bundle-size.mjs counts for `/`), `first-view` (what `/` loads at once from the entry beside
 *   its page: the home's sections, the footer, the server page state's loader), `lobby`, `promotions`,
 *   `stationary`. `/` then loads two chunks and two stylesheets after the entry.
 * - `after-load` (ordered after `first-view`): what starts after the page's load event (app/afterLoad.ts's
 *   work, the login advert).
 * - `strings-<language>`: the translations every first view asks for (common, shell, games), one chunk
 *   per language, so a visitor loads their own language's only.
 *
 * Lazy-only code stays lazy: a group holds only modules reached statically from its roots, and a page
 * sharing a module of an earlier group imports that group's chunk. zod stays out of every group (its
 * own chunk): lazy chunks use many more zod functions than the first screen, and a grouped module
 * carries every function used anywhere. A grouped page has no chunk of its own, so no manifest entry:
 * `.vite/modules.json` (written here) says which file holds each module.
 */
const VIEWS: ReadonlyArray<{ name: string; roots: RegExp; ownChunk?: RegExp }> = [
  { name: 'home', roots: /\/src\/features\/home\/(pages\/HomePage|float\/FloatActivity)\.tsx$/ },
  { name: 'first-view', roots: /\/src\/(features\/games\/home\/HomeSections\.tsx|app\/shell\/Footer\.tsx|app\/ssrState\.ts)$/ },
  // Before the pages below: the login advert shares a few modules with them, which would otherwise make `/`
  // load their chunks after its load event. app/afterLoad.ts runs its work when evaluated: it keeps a chunk
  // of its own (`ownChunk`), or every chunk importing a module of this group would start that work early.
  { name: 'after-load', roots: /\/src\/(app\/afterLoad\.ts|features\/home\/advert\/LoginAdvert\.tsx)$/, ownChunk: /\/src\/app\/afterLoad\.ts$/ },
  { name: 'lobby', roots: /\/src\/features\/games\/pages\/LobbyPage\.tsx$/ },
  { name: 'promotions', roots: /\/src\/features\/activity\/pages\/ActivityListPage\.tsx$/ },
  { name: 'stationary', roots: /\/src\/features\/content\/pages\/\w+Page\.tsx$/ },
];
const FIRST_VIEW_STRINGS = /\/locales\/([\w-]+)\/(common|shell|games)\.json$/;
const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;
/**
 * Library modules that only lazy pages use but that a barrel the entry imports (@tanstack/react-query's index)
 * reaches statically: claimed by `app`, they would sit in the JS that renders / although no first screen runs
 * them (the paged lists' infinite-query observer and the mutation observer, used by no first screen's code: 1.5 KB gzip, issue 36). Left to Rolldown, they go with their users.
 */
const LAZY_LIBRARY = /\/@tanstack\/(?:query-core|react-query)\/build\/modern\/(?:infiniteQueryObserver|useInfiniteQuery|useSuspenseInfiniteQuery|infiniteQueryOptions|mutationObserver|useMutation|useMutationState)\.js$/;

interface Group {
  name: string | ((id: string) => string | null);
  test: (id: string) => boolean;
  priority: number;
}

export function firstScreenChunk() {
  const imports = new Map<string, readonly string[]>();
  let entry: string | null = null;
  let owner: Map<string, string> | null = null;
  let root = process.cwd();

  const plugin: Plugin = {
    name: 'site:first-screen-chunk',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    moduleParsed(info) {
      imports.set(info.id, info.importedIds);
      if (info.isEntry) entry = info.id;
    },
    generateBundle(_options, bundle) {
      const files: Record<string, string> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const id of chunk.moduleIds) if (id.startsWith('/') && !id.includes('/node_modules/')) files[relative(root, id)] = chunk.fileName;
      }
      this.emitFile({ type: 'asset', fileName: '.vite/modules.json', source: JSON.stringify(files) });
    },
  };

  /** Each module's group: the first (in VIEWS order, after `app`) whose roots reach it statically. */
  const owners = (): Map<string, string> => {
    if (owner) return owner;
    const found = new Map<string, string>();
    const claim = (name: string, roots: readonly string[], ownChunk?: RegExp) => {
      const stack = [...roots];
      while (stack.length > 0) {
        const id = stack.pop() as string;
        if (found.has(id) || ZOD.test(id) || LAZY_LIBRARY.test(id)) continue;
        found.set(id, ownChunk?.test(id) ? `${name}: own chunk` : name);
        for (const next of imports.get(id) ?? []) stack.push(next);
      }
    };
    claim('app', entry ? [entry] : []);
    const ids = [...imports.keys()];
    for (const view of VIEWS) claim(view.name, ids.filter((id) => view.roots.test(id)), view.ownChunk);
    if (process.env.FIRST_SCREEN_DEBUG) for (const [id, name] of found) console.log(`${name}\t${id}\t${(imports.get(id) ?? []).join(' ')}`);
    owner = found;
    return found;
  };

  const groupOf = (name: string, priority: number): Group => ({ name, priority, test: (id) => owners().get(id) === name });
  // Above every page group: a page group would otherwise take zod in with the modules that import it.
  const zod: Group = { name: 'zod', priority: 95, test: (id) => ZOD.test(id) };
  const strings: Group = {
    name: (id) => `strings-${FIRST_VIEW_STRINGS.exec(id)?.[1] ?? 'x'}`,
    priority: 1,
    test: (id) => FIRST_VIEW_STRINGS.test(id),
  };
  // Highest priority first: `app` takes its modules before any page group, each page before the next.
  const groups: Group[] = [groupOf('app', 100), zod, ...VIEWS.map((view, i) => groupOf(view.name, 90 - i)), strings];

  return { plugin, groups };
}
