// Floor pages (issue 36, DESIGN 8): per measured page, the raw HTML our server sends for its path to Lighthouse's
// phone (the static copy's user agent and Accept-Language), without the app's scripts, modulepreloads and
// #ssr-state JSON, hydrated by a bare React 19 app of plain elements (floor-entry.mjs, production React bundled
// once per run with esbuild) that public/hydrate.js starts as it starts the app: after the load event and two
// frames. Its CPU-time blocking is React's own floor for that markup; ours is held to it plus 50 ms.
import { build } from 'esbuild';
import { JSDOM } from 'jsdom';
import { chromium } from '@playwright/test';
import { screenEmulationMetrics } from 'lighthouse/core/config/constants.js';
import { treeOf } from './floor-tree.mjs';
import { REPO_ROOT } from './util.mjs';

/** Where the floors' scripts are served (the copy server's own paths; every other path goes to our server). */
export const FLOOR_SCRIPTS = '/__floor/';
/** Headers of our answer that are not the floor's (per request, or of the body as sent). */
const NOT_COPIED = /^(connection|keep-alive|transfer-encoding|content-length|content-encoding|etag|last-modified|date|set-cookie|x-ratelimit-.*)$/i;
/** Long enough for a transition's hydration of ~600 elements on a busy 2-core machine. */
const HYDRATED_WITHIN_MS = 20_000;

/** The floor's script, built once: React and react-dom in their production builds, minified, one ES module. */
export async function bundleFloor() {
  const result = await build({
    entryPoints: [new URL('./floor-entry.mjs', import.meta.url).pathname],
    absWorkingDir: REPO_ROOT,
    bundle: true,
    format: 'esm',
    minify: true,
    write: false,
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

/**
 * The floor's HTML from our server's: every <script> (hydrate.js, #ssr-state, any other) and every preload of a
 * script, module or fetch removed, and hydrate.js back, asking for the floor's script instead of the app's.
 */
export function floorHtml(html, scriptPath) {
  const starter = `<script defer src="/hydrate.js" data-entry="${scriptPath}" data-chunks=""></script>`;
  const stripped = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>\s*/gi, '')
    .replace(/<link\b[^>]*\brel="?modulepreload"?[^>]*>\s*/gi, '')
    .replace(/<link\b(?=[^>]*\brel="?preload"?)(?=[^>]*\bas="?(script|fetch|worker)"?)[^>]*>\s*/gi, '');
  return stripped.replace(/<\/head>/i, `    ${starter}\n  </head>`);
}

/** The floor's script for one page: its tree, parsed from a JSON string (cheaper than an object literal), then the bundle. */
const floorScript = (tree, bundle) => `globalThis.__floorTree=JSON.parse(${JSON.stringify(JSON.stringify(tree))});\n${bundle}`;

/**
 * Per path: asks `baseUrl` for the page as the static copy's browser did (`copies`: static-copy.mjs, with its
 * request headers and language), and answers the map startCopyServer serves: the floor's HTML at the page's
 * path and its script at `/__floor/<name>.js`; `elements` per path for the log.
 */
export async function makeFloors(baseUrl, copies, fileOf) {
  const bundle = await bundleFloor();
  const served = new Map();
  const elements = new Map();
  for (const [path, copy] of copies) {
    const response = await fetch(new URL(path, baseUrl), { headers: copy.request });
    if (!response.ok) throw new Error(`floor of ${path}: HTTP ${response.status}`);
    const html = await response.text();
    const { document } = new JSDOM(html).window;
    if (document.documentElement.lang !== copy.language) throw new Error(`floor of ${path}: language ${document.documentElement.lang}, the copy's is ${copy.language}`);
    const root = document.getElementById('root');
    if (!root?.firstChild) throw new Error(`floor of ${path}: no server markup in #root`);
    const scriptPath = `${FLOOR_SCRIPTS}${fileOf(path)}.js`;
    const headers = Object.fromEntries([...response.headers].filter(([name]) => !NOT_COPIED.test(name)));
    served.set(path, { html: floorHtml(html, scriptPath), headers });
    served.set(scriptPath, { body: floorScript(treeOf(root), bundle), headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' } });
    elements.set(path, root.getElementsByTagName('*').length);
  }
  return { served, elements, bundleBytes: bundle.length };
}

/**
 * Opens each floor on `floorUrl` as Lighthouse's phone and waits for its hydration to commit; answers per path
 * the console errors and page errors seen (a hydration mismatch is React's error #418 there), [] when clean.
 */
export async function checkFloors(floorUrl, paths, { screenshots } = {}) {
  const { width, height, deviceScaleFactor } = screenEmulationMetrics.mobile;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  const problems = new Map();
  try {
    for (const path of paths) {
      const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor, isMobile: true, hasTouch: true });
      const seen = [];
      try {
        const page = await context.newPage();
        page.on('console', (message) => message.type() === 'error' && seen.push(message.text()));
        page.on('pageerror', (error) => seen.push(error.message));
        await page.goto(new URL(path, floorUrl).href, { waitUntil: 'load' });
        const hydrated = await page.waitForFunction(() => globalThis.__floorHydrated === true, null, { timeout: HYDRATED_WITHIN_MS }).then(
          () => true,
          () => false,
        );
        if (!hydrated) seen.push(`not hydrated within ${HYDRATED_WITHIN_MS / 1000} s`);
        if (screenshots) await page.screenshot({ path: screenshots(path) });
      } finally {
        await context.close();
      }
      problems.set(path, seen);
    }
    return problems;
  } finally {
    await browser.close();
  }
}
