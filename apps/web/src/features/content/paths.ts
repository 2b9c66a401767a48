import { defineAddresses, pathsOf } from '../../shared/routing/page';

/** The about-us children SPEC 2 names, also given path builders. */
export const ABOUT_US_NAMED = defineAddresses({
  terms: { path: '/stationary/about-us/terms', name: 'Terms' },
  responsibility: { path: '/stationary/about-us/responsibility', name: 'Responsibility' },
});

/** The content pages' addresses; pages.ts adds what each page loads (shared/routing/page.ts, PageAddress). */
export const CONTENT_ADDRESSES = defineAddresses({
  mediaCabinet: { path: '/stationary/media-cabinet', name: 'MediaCabinet' },
  aboutUs: { path: '/stationary/about-us', name: 'AboutUs' },
  gameRule: { path: '/stationary/game-rule' },
  agency: { path: '/stationary/agency', name: 'Agency' },
  helpCenter: { path: '/stationary/help-center/:path?', name: 'HelpCenter' },
  appDownload: { path: '/stationary/app-download', name: 'AppDownload' },
  sponsor: { path: '/stationary/sponsor/:id?', name: 'Sponsor' },
});

/** Public (eslint.config.js): other features link here through these builders only. */
export const contentPaths = {
  ...pathsOf(CONTENT_ADDRESSES),
  ...pathsOf(ABOUT_US_NAMED),
  aboutUsSection: (section: string) => `${CONTENT_ADDRESSES.aboutUs.path}/${section}`,
  gameRule: (rule: string) => `${CONTENT_ADDRESSES.gameRule.path}/${rule}`,
};
