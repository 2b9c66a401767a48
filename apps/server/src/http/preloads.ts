import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface Files {
  js: string[];
  css: string[];
  namespaces: string[];
}

/** `dist/preloads.json`, written by the web build (apps/web/build/route-preloads.mjs). */
export interface Preloads {
  shell: Files;
  routes: Array<Files & { pattern: string }>;
  /** language -> namespace -> chunk files */
  locales: Record<string, Record<string, string[]>>;
  /** brand -> its image module's chunks */
  brands: Record<string, string[]>;
  /** Popups an address asks for on any page (`register`: `?tab=register`, an invite link); older builds have none. */
  popups?: Record<string, Files>;
}

/** The popups the address's query asks for (the web app's QueryParamsEffect reads the same). */
function popupsAsked(search: string): string[] {
  return new URLSearchParams(search).get('tab') === 'register' ? ['register'] : [];
}

const ASSET = /^\/assets\/[\w.-]+\.(js|css)$/;

function isFiles(value: unknown): value is Files {
  const v = value as Files;
  const list = (x: unknown) => Array.isArray(x) && x.every((s) => typeof s === 'string');
  return typeof v === 'object' && v !== null && list(v.js) && list(v.css) && list(v.namespaces);
}

/** The build's preload table, or undefined when it is missing or not what the build writes. */
export function readPreloads(webRoot: string): Preloads | undefined {
  try {
    const value = JSON.parse(readFileSync(join(webRoot, 'preloads.json'), 'utf8')) as Preloads;
    if (!isFiles(value.shell) || !Array.isArray(value.routes) || !value.routes.every((r) => isFiles(r) && typeof r.pattern === 'string')) return undefined;
    if (typeof value.locales !== 'object' || typeof value.brands !== 'object') return undefined;
    const popups = typeof value.popups === 'object' && value.popups !== null && Object.values(value.popups).every(isFiles) ? value.popups : undefined;
    return { ...value, popups };
  } catch {
    return undefined;
  }
}

/**
 * What the page at `path` (with its query, `search`) loads at once: the shell's and the page's chunks, a popup's
 * the address asks for, the translation chunks of the language, the brand's images.
 */
export function pageFiles(preloads: Preloads, path: string, language: string, brand: string, search = ''): { js: string[]; css: string[] } {
  const route = preloads.routes.find((r) => new RegExp(r.pattern).test(path));
  const popups = popupsAsked(search).flatMap((name) => preloads.popups?.[name] ?? []);
  const namespaces = [...preloads.shell.namespaces, ...(route?.namespaces ?? []), ...popups.flatMap((p) => p.namespaces)];
  const js = new Set([
    ...preloads.shell.js,
    ...(preloads.brands[brand] ?? []),
    ...(route?.js ?? []),
    ...popups.flatMap((p) => p.js),
    ...namespaces.flatMap((ns) => preloads.locales[language]?.[ns] ?? []),
  ]);
  const css = new Set([...preloads.shell.css, ...(route?.css ?? []), ...popups.flatMap((p) => p.css)]);
  return { js: [...js].filter((f) => ASSET.test(f)), css: [...css].filter((f) => ASSET.test(f)) };
}

/**
 * `<link>`s for what the page at `path` loads at once (pageFiles): its chunks as module preloads, its CSS
 * as a style preload (the app attaches it when its chunk runs), or, for a page rendered by the server
 * (`rendered`), only its CSS, as stylesheets: its markup is painted before any script runs and needs them
 * (the app finds them attached); its scripts only hydrate and are asked for after the page has loaded
 * (hydrateScript).
 */
export function pagePreloadLinks(preloads: Preloads, path: string, language: string, brand: string, { rendered = false, search = '' } = {}): string {
  const { js, css } = pageFiles(preloads, path, language, brand, search);
  const links = rendered
    ? css.map((f) => `<link rel="stylesheet" crossorigin href="${f}">`)
    : [...js.map((f) => `<link rel="modulepreload" crossorigin href="${f}">`), ...css.map((f) => `<link rel="preload" as="style" crossorigin href="${f}">`)];
  return links.length ? `\n    ${links.join('\n    ')}` : '';
}
