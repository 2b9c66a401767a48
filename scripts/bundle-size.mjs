// Fails the build when the JS needed to render `/` passes 130 KB gzip, a lazy
// chunk passes 50 KB or the CSS of any page passes 30 KB (DESIGN 8). Prints the figures.
// "Needed to render /" = the entry's static import closure plus the chunk of the home page and its
// float activity with their static imports (not the login advert, mounted after the page's load event),
// and the home's strings in the default language. What the first view of / loads besides (the sections,
// the footer, the page state, the common strings, the brand's images) is printed apart, not budgeted.
import { readFileSync, existsSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const DIST = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'apps/web/dist';
const LIMITS = { home: 130 * 1024, chunk: 50 * 1024, css: 30 * 1024 };
const manifestPath = join(DIST, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`bundle-size: ${manifestPath} missing (build.manifest must be on)`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const gzipIn = (dir) => (file) => gzipSync(readFileSync(join(dir, file)), { level: 9 }).length;
const gz = gzipIn(DIST);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** The manifest keys `keys` load statically (themselves and their imports, transitively). */
function closureIn(manifest, keys) {
  const seen = new Set();
  const stack = [...keys];
  while (stack.length) {
    const key = stack.pop();
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    stack.push(...(manifest[key].imports ?? []));
  }
  return seen;
}
const closure = (keys) => closureIn(manifest, keys);

// A module grouped with others (apps/web/build/first-screen-chunk.ts) has no manifest entry of its own:
// .vite/modules.json says which file holds it, and the manifest entry of that file is its chunk's.
const modulesPath = join(DIST, '.vite/modules.json');
const moduleFiles = existsSync(modulesPath) ? JSON.parse(readFileSync(modulesPath, 'utf8')) : {};
const keyOfFile = new Map(Object.entries(manifest).filter(([, c]) => c.file.endsWith('.js')).map(([k, c]) => [c.file, k]));
/** The manifest key of the chunk holding module `id` (its own key when it has a chunk of its own). */
const chunkKey = (id) => (manifest[id]?.file.endsWith('.js') ? id : keyOfFile.get(moduleFiles[id]));
const modulesMatching = (pattern) => [...new Set([...Object.keys(manifest), ...Object.keys(moduleFiles)])].filter((id) => pattern.test(id));
/** gzip bytes of the chunks of `keys`, each file once (several modules' keys may name one grouped chunk). */
const bytesOf = (keys) => [...new Set([...keys].map((k) => manifest[k].file))].reduce((sum, file) => sum + gz(file), 0);

const entries = Object.keys(manifest).filter((k) => manifest[k].isEntry);
// The home page's chunk and what it mounts at once (the float activity): the sections, the footer and the
// page state are loaded by the entry, beside the page, and printed apart below ("first view of /").
// The login advert is mounted after the page's load event (issue 22: adverts are not first-screen work).
const HOME_MODULES = /^src\/features\/home\/(pages\/HomePage|float\/FloatActivity)\.tsx$/;
const homeLoads = new Set(modulesMatching(HOME_MODULES).map(chunkKey).filter(Boolean));
const homeDefaultLocale = modulesMatching(/features\/home\/locales\/zh-TW\//).map(chunkKey).filter(Boolean);
const needed = closure([...entries, ...homeLoads, ...homeDefaultLocale]);
const homeBytes = bytesOf(needed);
const homePage = modulesMatching(/^src\/features\/home\/pages\/HomePage\.tsx$/).map(chunkKey).filter(Boolean);
// What the first view of / loads besides (not budgeted, printed): the sections, the footer, the page
// state, the default language's common strings and the brand's images.
const FIRST_VIEW_MORE = /^src\/(features\/games\/home\/HomeSections\.tsx|app\/shell\/Footer\.tsx|app\/ssrState\.ts|shared\/locales\/zh-TW\/(common|shell)\.json|features\/games\/locales\/zh-TW\/games\.json|brands\/jade\/images\.ts)$/;
const firstView = closure([...needed, ...modulesMatching(FIRST_VIEW_MORE).map(chunkKey).filter(Boolean)]);
const firstViewFiles = new Set([...firstView].map((k) => manifest[k].file));

const failures = [];
const homeOver = homeBytes > LIMITS.home;
if (homeOver) failures.push(`JS for / is ${kb(homeBytes)} > ${kb(LIMITS.home)}`);

// SPEC 2: every route page loads on demand: each page module must be a chunk of its own,
// reached by a dynamic import, and none may be part of what the first screen loads.
const FEATURES = 'apps/web/src/features';
const pageModules = readdirSync(FEATURES).flatMap((feature) => {
  const dir = join(FEATURES, feature, 'pages');
  return existsSync(dir) ? readdirSync(dir).filter((f) => /Page\.tsx$/.test(f)).map((f) => `src/features/${feature}/pages/${f}`) : [];
});
for (const page of pageModules) {
  const key = chunkKey(page);
  const lazy = key && !manifest[key].isEntry && Object.values(manifest).some((c) => c.dynamicImports?.includes(key));
  if (!lazy) failures.push(`page ${page} is not loaded on demand`);
  else if (needed.has(key) && !homePage.includes(key)) failures.push(`page ${page} loads with the first screen`);
}

let biggest = { name: '', bytes: 0 };
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.file.endsWith('.js') || needed.has(key)) continue;
  const bytes = gz(chunk.file);
  if (bytes > biggest.bytes) biggest = { name: key, bytes };
  if (bytes > LIMITS.chunk) failures.push(`lazy chunk ${key} is ${kb(bytes)} > ${kb(LIMITS.chunk)}`);
}

// CSS a page loads (docs/decisions.md, "CSS budget per page"): the first screen's, plus the page's
// own chunk and its static imports. The total over every feature is printed for the record.
const cssOf = (keys) => new Set([...keys].flatMap((k) => manifest[k].css ?? []));
const cssSize = (files) => [...files].reduce((sum, f) => sum + gz(f), 0);
const cssTotal = cssSize(new Set(Object.values(manifest).flatMap((c) => c.css ?? [])));
const cssPages = pageModules
  .filter((page) => chunkKey(page))
  .map((page) => ({ page, bytes: cssSize(cssOf(new Set([...needed, ...closure([chunkKey(page)])]))) }))
  .sort((a, b) => b.bytes - a.bytes);
const cssHome = cssSize(cssOf(needed));
const cssHeaviest = cssPages[0] ?? { page: '/', bytes: cssHome };
for (const { page, bytes } of cssPages) if (bytes > LIMITS.css) failures.push(`CSS for ${page} is ${kb(bytes)} > ${kb(LIMITS.css)}`);
if (cssHome > LIMITS.css) failures.push(`CSS for / is ${kb(cssHome)} > ${kb(LIMITS.css)}`);

console.log(`bundle-size: JS needed to render / = ${kb(homeBytes)} gzip (budget ${kb(LIMITS.home)}; ${new Set([...needed].map((k) => manifest[k].file)).size} chunks)${homeOver ? ' OVER BUDGET' : ''}`);
console.log(`bundle-size: JS the first view of / loads at once = ${kb(bytesOf(firstView))} gzip in ${firstViewFiles.size} chunks (with the sections, footer, page state, strings and brand images; CSS ${kb(cssSize(cssOf(firstView)))} in ${cssOf(firstView).size} files)`);
console.log(`bundle-size: largest lazy chunk = ${kb(biggest.bytes)} gzip (${biggest.name || 'none'}; budget ${kb(LIMITS.chunk)})`);
console.log(`bundle-size: ${pageModules.length} route pages, each loaded on demand`);
console.log(`bundle-size: CSS for / = ${kb(cssHome)}; heaviest page ${cssHeaviest.page.replace(/^.*\//, '')} = ${kb(cssHeaviest.bytes)} gzip (budget ${kb(LIMITS.css)} per page); all features together ${kb(cssTotal)}`);
// The cashier frame (DESIGN 5): what one of its pages needs, the frame's entry with its static
// imports plus the page's own lazy chunk and what it imports, held to the first-screen budget.
const CASHIER_DIST = 'apps/cashier/dist';
const cashierManifestPath = join(CASHIER_DIST, '.vite/manifest.json');
if (existsSync(cashierManifestPath)) {
  const cm = JSON.parse(readFileSync(cashierManifestPath, 'utf8'));
  const cgz = gzipIn(CASHIER_DIST);
  const cclosure = (keys) => closureIn(cm, keys);
  const centries = Object.keys(cm).filter((k) => cm[k].isEntry);
  const pageKeys = Object.keys(cm).filter((k) => cm[k].isDynamicEntry && /src\/pages\/\w+\/\w+Page\.tsx$/.test(k));
  const sizes = pageKeys.map((k) => {
    const bytes = [...cclosure([...centries, k])].reduce((sum, key) => sum + (cm[key].file.endsWith('.js') ? cgz(cm[key].file) : 0), 0);
    return { page: /pages\/(\w+)\//.exec(k)[1], bytes };
  });
  sizes.sort((a, b) => b.bytes - a.bytes);
  const heaviest = sizes[0];
  if (heaviest) {
    console.log(`cashier: ${sizes.map((s) => `${s.page} ${kb(s.bytes)}`).join(', ')} (gzip, entry included)`);
    console.log(`cashier: heaviest page = ${heaviest.page} ${kb(heaviest.bytes)} gzip (budget ${kb(LIMITS.home)})`);
    if (heaviest.bytes > LIMITS.home) failures.push(`cashier page ${heaviest.page} needs ${kb(heaviest.bytes)} > ${kb(LIMITS.home)}`);
  }
} else {
  console.log(`cashier: ${cashierManifestPath} missing (build the cashier first): its pages are not measured`);
}

if (failures.length) {
  for (const f of failures) console.error(`bundle-size: FAIL ${f}`);
  process.exit(1);
}
