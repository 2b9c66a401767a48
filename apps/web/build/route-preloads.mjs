// Writes dist/preloads.json after `vite build`: for every declared page, the
// chunks (and CSS) that page needs right away, so the server can list them in index.html as
// <link rel="modulepreload">. Without it the browser finds them one level at a time (entry ->
// page -> its imports -> the sections it loads -> ...), an extra round trip per level.
// The server adds the translation chunks of the visitor's language and the brand's images.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
// Run with tsx (package.json's build): the page declarations and the table's functions are the app's own TypeScript.
import { chunkFiles, pageRoutes } from '../src/app/preloadTable.ts';

const DIST = process.argv[2] ?? new URL('../dist', import.meta.url).pathname;
const SRC = new URL('../src', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'));

/**
 * Every declared page (features/<f>/pages.ts) that loads a module, issue 36: a new page is in the table at once, and
 * the server lists its chunks whether it renders the page or sends the shell. Beside a page's own module, what its
 * first screen loads at once (home's sections).
 */
const EXTRAS = { '/': { modules: ['src/features/games/home/HomeSections'], namespaces: ['games'] } };
const features = {};
for (const name of readdirSync(join(SRC, 'features'))) {
  const file = join(SRC, 'features', name, 'pages.ts');
  if (!existsSync(file)) continue;
  const declared = await import(pathToFileURL(file).href);
  features[`src/features/${name}`] = Object.assign({}, ...Object.values(declared).filter((value) => typeof value === 'object' && value !== null));
}
const ROUTES = pageRoutes(features, EXTRAS);
// A module grouped with others (build/first-screen-chunk.ts) has no manifest entry of its own:
// .vite/modules.json names the file holding it, whose manifest entry is its chunk's.
const moduleFiles = JSON.parse(readFileSync(join(DIST, '.vite/modules.json'), 'utf8'));
const moduleIds = [...new Set([...Object.keys(manifest), ...Object.keys(moduleFiles)])];
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entryKey) throw new Error('route-preloads: the manifest has no entry');

/** Every page's shell: what the entry imports, the footer (lazy below the page) and the strings every page uses. */
const SHELL = { modules: [...(manifest[entryKey].imports ?? []), 'src/app/shell/Footer.tsx'], namespaces: ['common', 'shell'] };
// index.html loads the entry itself; what the entry imports is found only once it is parsed.
const onPage = new Set([entryKey]);

/** The files of `modules` and of everything they import statically, minus what index.html loads already. */
const files = (modules) => chunkFiles(manifest, moduleFiles, modules, onPage);

// The features' translation files the first screen does not show are loaded through a chunk of their loaders
// (src/shared/i18n/featureLocales.ts): it is listed beside each of them, so a page needing them loads both at once.
const featureLocales = manifest['src/shared/i18n/featureLocales.ts'];
if (!featureLocales) throw new Error('route-preloads: src/shared/i18n/featureLocales.ts is not a chunk of its own');
const throughFeatureLocales = new Set(featureLocales.dynamicImports ?? []);
const locales = {};
for (const key of moduleIds) {
  const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(key);
  if (!match) continue;
  const [, language, namespace] = match;
  const map = throughFeatureLocales.has(key) ? files(['src/shared/i18n/featureLocales.ts']).js : [];
  (locales[language] ??= {})[namespace] = [...new Set([...map, ...files([key]).js])];
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
