import { definePages } from '../../shared/routing/page';

/** The home page's declaration (shared/routing/page.ts); app/pages.ts lists it in the router's table. */
export const HOME_PAGES = definePages({
  home: { path: '/', name: 'home', load: () => import('./pages/HomePage'), namespaces: 'home', query: ['gameType', 'section'], serverRendered: true },
});
