import { definePages } from '../../shared/routing/page';
import { ABOUT_US_NAMED, CONTENT_ADDRESSES as at, contentPaths } from './paths';

const NS = 'content';

/** The game-rule kinds: children of one page, read from the path. */
const GAME_RULES = ['sport', 'realPerson', 'chess', 'lottery', 'electronic', 'gaming', 'more'] as const;

export const CONTENT_PAGES = definePages({
  mediaCabinet: { ...at.mediaCabinet, load: () => import('./pages/MediaCabinetPage'), namespaces: NS, sideMenu: 'officialMedia', serverRendered: true },
  aboutUs: {
    ...at.aboutUs,
    load: () => import('./pages/AboutUsPage'),
    // termsFigures: the terms figures of /terms (issue 20), from the contract's TERMS.
    namespaces: [NS, 'termsFigures'],
    sideMenu: 'aboutUs',
    serverRendered: true,
    children: [{ path: contentPaths.aboutUsSection('safety') }, ABOUT_US_NAMED.responsibility, { path: contentPaths.aboutUsSection('tos') }, ABOUT_US_NAMED.terms, { path: contentPaths.aboutUsSection('privacy') }],
  },
  gameRule: {
    ...at.gameRule,
    load: () => import('./pages/GameRulePage'),
    namespaces: NS,
    serverRendered: true,
    children: [{ index: true, redirect: contentPaths.gameRule('sport') }, ...GAME_RULES.map((rule) => ({ path: contentPaths.gameRule(rule) }))],
  },
  agency: { ...at.agency, load: () => import('./pages/AgencyPage'), namespaces: NS, sideMenu: 'agency', serverRendered: true },
  helpCenter: { ...at.helpCenter, load: () => import('./pages/HelpCenterPage'), namespaces: NS, defaultParams: { path: 'HelpCenter' }, sideMenu: 'helpCenter', serverRendered: true },
  appDownload: { ...at.appDownload, load: () => import('./pages/AppDownloadPage'), namespaces: NS, serverRendered: true },
  sponsor: { ...at.sponsor, load: () => import('./pages/SponsorPage'), namespaces: NS, serverRendered: true },
});
