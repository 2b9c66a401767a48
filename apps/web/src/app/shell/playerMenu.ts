import type { PlayerMenuItem } from '../../brands';
import type { PageDeclaration } from '../../shared/routing/page';
import { buildRoutePath } from '../../shared/routing/path-builder';
import { ALL_PAGES, eachPage } from '../pages';
import { PLAYER_ICONS } from './menuIcons';

export interface PlayerLink {
  item: PlayerMenuItem;
  /** The page's address: its pattern without optional parameters, or where its index redirects (a tabbed page's first tab). */
  to: string;
}

/**
 * The player's own pages in the menus (the side menu on every size, the header's user menu on desktop):
 * each page a feature declares with a `playerMenu` item, in the order of the icons' table. Derived, not
 * listed, so a new page of a player's is in both menus once its declaration names its item.
 */
export function playerLinks(pages: readonly PageDeclaration[] = ALL_PAGES): PlayerLink[] {
  const order = Object.keys(PLAYER_ICONS);
  return eachPage(pages)
    .flatMap((page) => (page.playerMenu && page.path ? [{ item: page.playerMenu, to: addressOf(page, page.path) }] : []))
    .sort((a, b) => order.indexOf(a.item) - order.indexOf(b.item));
}

function addressOf(page: PageDeclaration, path: string): string {
  return page.children?.find((child) => child.index && child.redirect !== undefined)?.redirect ?? buildRoutePath(path, []);
}

export const PLAYER_LINKS: readonly PlayerLink[] = playerLinks();

/**
 * The concrete pages a logged-in player owns (declared `needsLogin`, which children inherit), leaving out
 * the detail pages that need parameters to show anything (a `:param` in the pattern, or a declared sample)
 * and redirects: each must be reachable from the player's menus (SideMenu.test.tsx).
 */
export function playerOwnedPages(pages: readonly PageDeclaration[] = ALL_PAGES, inherited = false): string[] {
  return pages.flatMap((page) => {
    const owned = inherited || page.needsLogin === true;
    const self = owned && page.path && !page.path.includes(':') && !page.sample && page.redirect === undefined ? [page.path] : [];
    return [...self, ...playerOwnedPages(page.children ?? [], owned)];
  });
}
