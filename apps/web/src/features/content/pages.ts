import { definePages } from '../../shared/routing/page';

const NS = 'content';

/** The game-rule kinds: children of one page, read from the path. */
const GAME_RULES = ['sport', 'realPerson', 'chess', 'lottery', 'electronic', 'gaming', 'more'] as const;

/** The about-us children SPEC 2 names, also given path builders (content/paths.ts). */
export const ABOUT_US_NAMED = definePages({
  terms: { path: '/stationary/about-us/terms', name: 'Terms' },
  responsibility: { path: '/stationary/about-us/responsibility', name: 'Responsibility' },
});

export const CONTENT_PAGES = definePages({
  mediaCabinet: { path: '/stationary/media-cabinet', name: 'MediaCabinet', load: () => import('./pages/MediaCabinetPage'), namespaces: NS, sideMenu: 'officialMedia', serverRendered: true },
  aboutUs: {
    path: '/stationary/about-us',
    name: 'AboutUs',
    load: () => import('./pages/AboutUsPage'),
    // termsFigures: the terms figures of /terms (issue 20), from the contract's TERMS.
    namespaces: [NS, 'termsFigures'],
    sideMenu: 'aboutUs',
    serverRendered: true,
    children: [{ path: '/stationary/about-us/safety' }, ABOUT_US_NAMED.responsibility, { path: '/stationary/about-us/tos' }, ABOUT_US_NAMED.terms, { path: '/stationary/about-us/privacy' }],
  },
  gameRule: {
    path: '/stationary/game-rule',
    load: () => import('./pages/GameRulePage'),
    namespaces: NS,
    serverRendered: true,
    children: [{ index: true, redirect: '/stationary/game-rule/sport' }, ...GAME_RULES.map((rule) => ({ path: `/stationary/game-rule/${rule}` }))],
  },
  agency: { path: '/stationary/agency', name: 'Agency', load: () => import('./pages/AgencyPage'), namespaces: NS, sideMenu: 'agency', serverRendered: true },
  helpCenter: { path: '/stationary/help-center/:path?', name: 'HelpCenter', load: () => import('./pages/HelpCenterPage'), namespaces: NS, defaultParams: { path: 'HelpCenter' }, sideMenu: 'helpCenter', serverRendered: true },
  appDownload: { path: '/stationary/app-download', name: 'AppDownload', load: () => import('./pages/AppDownloadPage'), namespaces: NS, serverRendered: true },
  sponsor: { path: '/stationary/sponsor/:id?', name: 'Sponsor', load: () => import('./pages/SponsorPage'), namespaces: NS, serverRendered: true },
});
