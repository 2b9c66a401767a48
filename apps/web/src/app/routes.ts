import type { PageLoader } from '../shared/i18n';
import { pageLoader } from '../shared/routing/loader';
import type { PageDeclaration, RouteFlags } from '../shared/routing/page';
import { ALL_PAGES } from './pages';

export type { RouteFlags } from '../shared/routing/page';

export const DEFAULT_FLAGS: RouteFlags = { header: true, footer: true, goTop: true, player: true };

/** A declaration with its loader (the page module and its namespaces, one shared promise). */
export interface AppRoute extends Omit<PageDeclaration, 'children'> {
  page?: PageLoader;
  children?: readonly AppRoute[];
}

function withLoaders(pages: readonly PageDeclaration[]): AppRoute[] {
  return pages.map((page) => ({
    ...page,
    page: pageLoader(page),
    children: page.children ? withLoaders(page.children) : undefined,
  }));
}

/** The one route table of SPEC 2, derived from the features' declarations (app/pages.ts). Every page loads on demand. */
export const ROUTE_TABLE: readonly AppRoute[] = withLoaders(ALL_PAGES);
