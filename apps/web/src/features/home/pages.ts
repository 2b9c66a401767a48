import { definePages } from '../../shared/routing/page';
import { HOME_ADDRESSES as at } from './paths';

/** The home page's declaration (shared/routing/page.ts); app/pages.ts lists it in the router's table. */
export const HOME_PAGES = definePages({
  home: { ...at.home, load: () => import('./pages/HomePage'), namespaces: 'home', serverRendered: true },
});
