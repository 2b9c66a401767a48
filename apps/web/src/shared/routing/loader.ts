import { lazyPage, type PageLoader } from '../i18n/lazyPage';
import type { PageDeclaration } from './page';

const loaders = new WeakMap<PageDeclaration, PageLoader>();

/**
 * The declared page's module with its namespaces, one shared promise per
 * declaration: the router, the first-page preload and the tests get the same
 * loader. Kept out of page.ts, which Node code imports (the translator is the browser's).
 */
export function pageLoader(page: PageDeclaration): PageLoader | undefined {
  let loader = loaders.get(page);
  if (!loader && page.load) {
    loader = lazyPage(page.load, page.namespaces ?? []);
    loaders.set(page, loader);
  }
  return loader;
}

type LoadersOf<T> = { [K in keyof T as T[K] extends { load: unknown } ? K : never]: PageLoader };

/** The loaders of a feature's pages, by key (tests render a page with its namespaces through these). */
export function loadersOf<T extends Record<string, PageDeclaration>>(pages: T): LoadersOf<T> {
  const out: Record<string, PageLoader | undefined> = {};
  for (const [key, page] of Object.entries(pages)) if (page.load) out[key] = pageLoader(page);
  return out as unknown as LoadersOf<T>;
}
