import { ACCOUNT_PAGES } from '../features/account/pages';
import { ACTIVITY_PAGES } from '../features/activity/pages';
import { AGENT_PAGES } from '../features/agent/pages';
import { CONTENT_PAGES } from '../features/content/pages';
import { GAMES_PAGES } from '../features/games/pages';
import { HOME_PAGES } from '../features/home/pages';
import { MESSAGES_PAGES } from '../features/messages/pages';
import { PROTECTION_PAGES } from '../features/protection/pages';
import { SERVICE_PAGES } from '../features/service/pages';
import { STATUS_PAGES } from '../features/status-pages/pages';
import { VIP_PAGES } from '../features/vip/pages';
import { WALLET_PAGES } from '../features/wallet/pages';
import { buildRoutePath } from '../shared/routing/path-builder';
import type { PageDeclaration } from '../shared/routing/page';

/**
 * Every page of the site: the features' declarations, concatenated. Plain data
 * (no React at run time): the router's table (app/routes.ts), the e2e suite
 * (a11y SITE_PAGES, reachability) and docs read this one list.
 */
export const ALL_PAGES: readonly PageDeclaration[] = [
  HOME_PAGES,
  ACTIVITY_PAGES,
  GAMES_PAGES,
  WALLET_PAGES,
  ACCOUNT_PAGES,
  VIP_PAGES,
  MESSAGES_PAGES,
  PROTECTION_PAGES,
  CONTENT_PAGES,
  SERVICE_PAGES,
  STATUS_PAGES,
  AGENT_PAGES,
].flatMap((pages) => Object.values(pages));

/** Each declaration once, children after their parent. */
export function eachPage(pages: readonly PageDeclaration[] = ALL_PAGES): PageDeclaration[] {
  return pages.flatMap((page) => [page, ...eachPage(page.children ?? [])]);
}

/**
 * Every declared page pattern once (not the catch-all), in table order: the route labels /metrics accepts
 * (the contract's SITE_ROUTES, written from this by scripts/site-routes.ts).
 */
export function siteRoutes(pages: readonly PageDeclaration[] = ALL_PAGES): string[] {
  return [...new Set(eachPage(pages).flatMap((page) => (page.path && page.path !== '*' ? [page.path] : [])))];
}

/**
 * Every concrete page path a player can open, for e2e: each declared pattern
 * that renders a page (not a redirect), its required
 * parameters filled from the declaration's `sample` (or `defaultParams`, the
 * address the page redirects to) and other optional ones left out; other
 * sample entries become the query. `serverRendered`: only the pages the server renders (their declaration's
 * `serverRendered`, or their parent's): the hydration check visits each.
 */
export function declaredPages({ serverRendered = false } = {}): string[] {
  const out = new Set<string>();
  const visit = (pages: readonly PageDeclaration[], rendered: boolean, byServer: boolean) => {
    for (const page of pages) {
      const renders = rendered || page.load !== undefined;
      const ssr = byServer || page.serverRendered === true;
      // A parent whose index child redirects (notification, game rules) is listed by its children.
      const redirects = page.children?.some((child) => child.index && child.redirect !== undefined);
      if (page.path && page.path !== '*' && page.redirect === undefined && renders && !redirects && (ssr || !serverRendered)) {
        const sample = { ...page.defaultParams, ...page.sample };
        const path = buildRoutePath(page.path, [], sample);
        const query = new URLSearchParams(Object.entries(sample).filter(([key]) => !page.path?.includes(`:${key}`))).toString();
        out.add(query ? `${path}?${query}` : path);
      }
      visit(page.children ?? [], renders, ssr);
    }
  };
  visit(ALL_PAGES, false, false);
  return [...out];
}
