import { buildRoutePath, type PathBuilder } from './router/path-builder';

/** SPEC 2, "Named routes also used for navigation": pattern, SPEC name, named query parameters. */
export const NAMED_ROUTES = {
  home: { name: 'home', path: '/', query: ['gameType', 'section'] },
  service: { name: 'Service', path: '/service', query: [] },
  lobby: { name: 'Lobby', path: '/game/lobby/:gameType?/:channelCode?/:platformGameCode?', query: [] },
  financeEntry: { name: 'FinanceEntry', path: '/finance/:page', query: ['type', 'openBindPage'] },
  account: { name: 'Account', path: '/mine/account', query: ['openDialog'] },
  activityList: { name: 'ActivityList', path: '/activity/list', query: [] },
  passbook: { name: 'Passbook', path: '/finance/passbook', query: ['tab', 'type', 'status', 'from', 'to'] },
  mail: { name: 'Mail', path: '/mine/notification/mail', query: [] },
  betRecord: { name: 'BetRecord', path: '/mine/betRecord', query: [] },
  vip: { name: 'VIP', path: '/mine/vip', query: [] },
  appDownload: { name: 'AppDownload', path: '/stationary/app-download', query: [] },
  agency: { name: 'Agency', path: '/stationary/agency', query: [] },
  sponsor: { name: 'Sponsor', path: '/stationary/sponsor/:id?', query: [] },
  aboutUs: { name: 'AboutUs', path: '/stationary/about-us', query: [] },
  helpCenter: { name: 'HelpCenter', path: '/stationary/help-center/:path?', query: [] },
  terms: { name: 'Terms', path: '/stationary/about-us/terms', query: [] },
  responsibility: { name: 'Responsibility', path: '/stationary/about-us/responsibility', query: [] },
  mediaCabinet: { name: 'MediaCabinet', path: '/stationary/media-cabinet', query: [] },
  game: { name: 'Game', path: '/game/play/:gameId', query: [] },
  sports: { name: 'Sports', path: '/sports', query: [] },
  serverMaintain: { name: 'ServerMaintain', path: '/situation/503', query: [] },
} as const;

type Named = typeof NAMED_ROUTES;
export type RouteKey = keyof Named;
export type RouteName = Named[RouteKey]['name'];

export const paths = Object.fromEntries(
  Object.entries(NAMED_ROUTES).map(([key, r]) => [key, (args?: Record<string, string | number | null | undefined>) => buildRoutePath(r.path, r.query, args)]),
) as unknown as { [K in RouteKey]: PathBuilder<Named[K]['path'], Named[K]['query'][number]> };


/** Paths of SPEC 2 that have no name but are linked to. */
export const sitePaths = {
  inviteFriends: '/activity/detail/InviteFriends/NTD',
  activityEntry: (url: string) => `/activity/entry?${new URLSearchParams({ url }).toString()}`,
  notFound: '/situation/404',
  serverError: '/situation/500',
  comingSoon: '/situation/comingSoon',
  maintainInfo: '/maintain',
  serviceHand: '/serviceHand',
  favorite: '/favorite',
  gameRule: (rule: string) => `/stationary/game-rule/${rule}`,
  aboutUsSection: (section: string) => `/stationary/about-us/${section}`,
  notification: (tab: 'announcement' | 'trade' | 'system' | 'mail') => `/mine/notification/${tab}`,
  address: '/mine/account/address',
  protection: '/mine/protection',
  financeNewPage: '/finance/newPage',
} as const;
