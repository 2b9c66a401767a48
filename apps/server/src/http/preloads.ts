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
    return value;
  } catch {
    return undefined;
  }
}

/** What the page at `path` loads at once: the shell's and the page's chunks, the translation chunks of the language, the brand's images. */
export function pageFiles(preloads: Preloads, path: string, language: string, brand: string): { js: string[]; css: string[] } {
  const route = preloads.routes.find((r) => new RegExp(r.pattern).test(path));
  const namespaces = [...preloads.shell.namespaces, ...(route?.namespaces ?? [])];
  const js = new Set([
    ...preloads.shell.js,
    ...(preloads.brands[brand] ?? []),
    ...(route?.js ?? []),
    ...namespaces.flatMap((ns) => preloads.locales[language]?.[ns] ?? []),
  ]);
  const css = new Set([...preloads.shell.css, ...(route?.css ?? [])]);
  return { js: [...js].filter((f) => ASSET.test(f)), css: [...css].filter((f) => ASSET.test(f)) };
}

/**
 * `<link>`s for what the page at `path` loads at once (pageFiles): its chunks as module preloads, its CSS
 * as a style preload (the app attaches it when its chunk runs), or, for a page rendered by the server
 * (`rendered`), only its CSS, as stylesheets: its markup is painted before any script runs and needs them
 * (the app finds them attached); its scripts only hydrate and are asked for after the page has loaded
 * (hydrateScript).
 */
export function pagePreloadLinks(preloads: Preloads, path: string, language: string, brand: string, { rendered = false } = {}): string {
  const { js, css } = pageFiles(preloads, path, language, brand);
  const links = rendered
    ? css.map((f) => `<link rel="stylesheet" crossorigin href="${f}">`)
    : [...js.map((f) => `<link rel="modulepreload" crossorigin href="${f}">`), ...css.map((f) => `<link rel="preload" as="style" crossorigin href="${f}">`)];
  return links.length ? `\n    ${links.join('\n    ')}` : '';
}
