import { defineAddresses, pathsOf } from '../../shared/routing/page';

/** The home page's address; pages.ts adds what it loads (shared/routing/page.ts, PageAddress). */
export const HOME_ADDRESSES = defineAddresses({
  home: { path: '/', name: 'home', query: ['gameType', 'section'] },
});

/** Public (eslint.config.js): other features link here through these builders only. */
export const homePaths = pathsOf(HOME_ADDRESSES);
