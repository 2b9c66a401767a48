import { accountPages } from '../features/account';
import { activityPages } from '../features/activity';
import { contentPages } from '../features/content';
import { gamesPages } from '../features/games';
import { homePages } from '../features/home';
import { messagesPages } from '../features/messages';
import { protectionPages } from '../features/protection';
import { servicePages } from '../features/service';
import { situationPages } from '../features/situation';
import { vipPages } from '../features/vip';
import { walletPages } from '../features/wallet';
import type { PageLoader } from '../shared/i18n';
import { NAMED_ROUTES, paths, type RouteName } from './paths';

export { NAMED_ROUTES, paths, sitePaths, type RouteKey, type RouteName } from './paths';

export interface RouteFlags {
  header: boolean;
  footer: boolean;
  goTop: boolean;
}

export const DEFAULT_FLAGS: RouteFlags = { header: true, footer: true, goTop: true };

export interface AppRoute {
  path?: string;
  index?: true;
  name?: RouteName;
  page?: PageLoader;
  /** Redirect target; a route with `redirect` renders nothing else. */
  redirect?: string;
  /** Fills a missing optional parameter by redirecting (help-center: HelpCenter). */
  defaultParams?: Readonly<Record<string, string>>;
  /** Query parameters this route reads. */
  query?: readonly string[];
  flags?: Partial<RouteFlags>;
  children?: readonly AppRoute[];
}

const N = NAMED_ROUTES;
const NO_CHROME: Partial<RouteFlags> = { header: false, footer: false };
/** The 500 and 503 screens and /maintain stand alone: anything that calls the API would be in vain. */
const ALONE: Partial<RouteFlags> = { header: false, footer: false, goTop: false };

/** The one route table of SPEC 2. Every page loads on demand. */
export const ROUTE_TABLE: readonly AppRoute[] = [
  { path: N.home.path, name: 'home', page: homePages.home, query: N.home.query },
  {
    path: '/activity',
    children: [
      { index: true, redirect: N.activityList.path },
      { path: '/activity/entry', page: activityPages.entry, query: ['url'] },
      { path: N.activityList.path, name: 'ActivityList', page: activityPages.list },
      { path: '/activity/detail/InviteFriends/NTD', page: activityPages.inviteFriends },
    ],
  },
  { path: '/favorite', page: gamesPages.favorite },
  {
    path: '/finance',
    children: [
      { index: true, redirect: N.passbook.path },
      { path: N.passbook.path, name: 'Passbook', page: walletPages.passbook, query: N.passbook.query },
      { path: '/finance/newPage', page: walletPages.newPage, query: ['type'], flags: NO_CHROME },
      { path: N.financeEntry.path, name: 'FinanceEntry', page: walletPages.entry, query: N.financeEntry.query },
    ],
  },
  { path: '/ccGamePreparePage', page: gamesPages.prepare, flags: { header: false, footer: false, goTop: false } },
  {
    path: '/game',
    children: [
      { index: true, redirect: paths.lobby() },
      { path: N.lobby.path, name: 'Lobby', page: gamesPages.lobby, query: ['platformGameCode', 'channelCode'] },
      { path: N.game.path, name: 'Game', page: gamesPages.game },
    ],
  },
  { path: N.sports.path, name: 'Sports', redirect: paths.lobby({ gameType: 1 }) },
  {
    path: '/mine',
    children: [
      { index: true, redirect: N.aboutUs.path },
      { path: N.betRecord.path, name: 'BetRecord', page: accountPages.betRecord },
      { path: N.vip.path, name: 'VIP', page: vipPages.vip },
      { path: N.account.path, name: 'Account', page: accountPages.account, query: N.account.query },
      { path: '/mine/account/address', page: accountPages.address },
      { path: '/mine/protection', page: protectionPages.protection },
      {
        path: '/mine/notification',
        page: messagesPages.notification,
        children: [
          { index: true, redirect: '/mine/notification/announcement' },
          { path: '/mine/notification/announcement' },
          { path: '/mine/notification/trade' },
          { path: '/mine/notification/system' },
          { path: N.mail.path, name: 'Mail' },
        ],
      },
    ],
  },
  { path: N.mediaCabinet.path, name: 'MediaCabinet', page: contentPages.mediaCabinet },
  {
    path: N.aboutUs.path,
    name: 'AboutUs',
    page: contentPages.aboutUs,
    children: [
      { path: '/stationary/about-us/safety' },
      { path: N.responsibility.path, name: 'Responsibility' },
      { path: '/stationary/about-us/tos' },
      { path: N.terms.path, name: 'Terms' },
      { path: '/stationary/about-us/privacy' },
    ],
  },
  {
    path: '/stationary/game-rule',
    page: contentPages.gameRule,
    children: [
      { index: true, redirect: '/stationary/game-rule/sport' },
      ...['sport', 'realPerson', 'chess', 'lottery', 'electronic', 'gaming', 'more'].map((rule) => ({ path: `/stationary/game-rule/${rule}` })),
    ],
  },
  { path: N.agency.path, name: 'Agency', page: contentPages.agency },
  { path: N.helpCenter.path, name: 'HelpCenter', page: contentPages.helpCenter, defaultParams: { path: 'HelpCenter' } },
  { path: N.appDownload.path, name: 'AppDownload', page: contentPages.appDownload },
  { path: N.sponsor.path, name: 'Sponsor', page: contentPages.sponsor },
  { path: N.service.path, name: 'Service', page: servicePages.service },
  { path: '/serviceHand', page: servicePages.hand },
  {
    path: '/situation',
    children: [
      { index: true, redirect: '/situation/404' },
      { path: '/situation/404', page: situationPages.notFound },
      { path: '/situation/500', page: situationPages.serverError, flags: ALONE },
      { path: N.serverMaintain.path, name: 'ServerMaintain', page: situationPages.maintenance, flags: ALONE },
      { path: '/situation/comingSoon', page: situationPages.comingSoon },
    ],
  },
  { path: '/maintain', page: situationPages.maintainInfo, flags: ALONE },
  { path: '*', redirect: '/situation/404' },
];
