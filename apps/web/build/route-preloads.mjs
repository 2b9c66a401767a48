// Writes dist/preloads.json after `vite build`: for the pages a visit usually starts on, the
// chunks (and CSS) that page needs right away, so the server can list them in index.html as
// <link rel="modulepreload">. Without it the browser finds them one level at a time (entry ->
// page -> its imports -> the sections it loads -> ...), an extra round trip per level.
// The server adds the translation chunks of the visitor's language and the brand's images.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const DIST = process.argv[2] ?? new URL('../dist', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'));

/** Landing pages: the modules their first screen loads at once, and their translation namespaces. */
const ROUTES = [
  { pattern: '^/$', modules: ['src/features/home/pages/HomePage.tsx', 'src/features/games/home/HomeSections.tsx'], namespaces: ['home', 'games'] },
  { pattern: '^/game/lobby(/|$)', modules: ['src/features/games/pages/LobbyPage.tsx'], namespaces: ['games'] },
  { pattern: '^/favorite/?$', modules: ['src/features/games/pages/FavoritePage.tsx'], namespaces: ['games'] },
  // The other pages the server renders (their declarations say serverRendered): their stylesheets must be in
  // the HTML, or the page is painted without them and moves when the app attaches them.
  { pattern: '^/activity/list/?$', modules: ['src/features/activity/pages/ActivityListPage.tsx'], namespaces: ['activity', 'promotions'] },
  { pattern: '^/stationary/about-us(/|$)', modules: ['src/features/content/pages/AboutUsPage.tsx'], namespaces: ['content', 'termsFigures'] },
  ...['media-cabinet:MediaCabinetPage', 'game-rule:GameRulePage', 'agency:AgencyPage', 'help-center:HelpCenterPage', 'app-download:AppDownloadPage', 'sponsor:SponsorPage'].map((pair) => {
    const [path, page] = pair.split(':');
    return { pattern: `^/stationary/${path}(/|$)`, modules: [`src/features/content/pages/${page}.tsx`], namespaces: ['content'] };
  }),
];
// A module grouped with others (build/first-screen-chunk.ts) has no manifest entry of its own:
// .vite/modules.json names the file holding it, whose manifest entry is its chunk's.
const moduleFiles = JSON.parse(readFileSync(join(DIST, '.vite/modules.json'), 'utf8'));
const keyOfFile = new Map(Object.entries(manifest).filter(([, c]) => c.file.endsWith('.js')).map(([k, c]) => [c.file, k]));
const chunkKey = (id) => (manifest[id]?.file.endsWith('.js') ? id : keyOfFile.get(moduleFiles[id]));
const moduleIds = [...new Set([...Object.keys(manifest), ...Object.keys(moduleFiles)])];
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entryKey) throw new Error('route-preloads: the manifest has no entry');

/** Every page's shell: what the entry imports, the footer (lazy below the page) and the strings every page uses. */
const SHELL = { modules: [...(manifest[entryKey].imports ?? []), 'src/app/shell/Footer.tsx'], namespaces: ['common', 'shell'] };
// index.html loads the entry itself; what the entry imports is found only once it is parsed.
const onPage = new Set([entryKey]);

/** The files of `keys` and of everything they import statically, minus what index.html loads already. */
function files(modules) {
  const keys = modules.map((id) => {
    const key = chunkKey(id);
    if (!key) throw new Error(`route-preloads: ${id} is in no chunk`);
    return key;
  });
  const seen = new Set();
  const stack = [...keys];
  while (stack.length) {
    const key = stack.pop();
    if (seen.has(key) || onPage.has(key) || !manifest[key]) continue;
    if (!manifest[key].file.endsWith('.js')) continue;
    seen.add(key);
    stack.push(...(manifest[key].imports ?? []));
  }
  const js = [...seen].map((k) => `/${manifest[k].file}`);
  const css = [...new Set([...seen].flatMap((k) => manifest[k].css ?? []))].map((f) => `/${f}`);
  return { js, css };
}

const locales = {};
for (const key of moduleIds) {
  const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(key);
  if (!match) continue;
  const [, language, namespace] = match;
  (locales[language] ??= {})[namespace] = files([key]).js;
}

const brands = {};
for (const key of moduleIds) {
  const match = /^src\/brands\/([^/]+)\/images\.ts$/.exec(key);
  if (match) brands[match[1]] = files([key]).js;
}

/**
 * Popups an address can ask for on any page (`?tab=register`, an invite link): their code and strings are loaded
 * with the page's instead of once the app has started and read the address (issue 34).
 */
const POPUPS = { register: { modules: ['src/features/auth/popups/LoginEntry.tsx'], namespaces: ['auth', 'forms'] } };

const out = {
  shell: { ...files(SHELL.modules), namespaces: SHELL.namespaces },
  routes: ROUTES.map((r) => ({ pattern: r.pattern, ...files(r.modules), namespaces: r.namespaces })),
  popups: Object.fromEntries(Object.entries(POPUPS).map(([name, p]) => [name, { ...files(p.modules), namespaces: p.namespaces }])),
  locales,
  brands,
};
writeFileSync(join(DIST, 'preloads.json'), JSON.stringify(out, null, 1));
console.log(`route-preloads: ${out.routes.length} landing pages, ${Object.keys(locales).length} languages, ${Object.keys(brands).length} brands`);
