import { act, screen, waitFor } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { installApi } from '../test/api-mock';
import { renderWithProviders, resetApp, testLocation } from '../test/render';
import { appRoutes } from './router/appRoutes';
import type { RouteHandle } from './router/buildRoutes';
import { flagsFor } from './router/useRouteFlags';
import { accountPaths } from '../features/account/paths';
import { contentPaths } from '../features/content/paths';
import { gamesPaths } from '../features/games/paths';
import { homePaths } from '../features/home/paths';
import { statusPaths } from '../features/status-pages/paths';
import { walletPaths } from '../features/wallet/paths';
import { buildRoutePath } from '../shared/routing/path-builder';
import { eachPage } from './pages';
import { AppShell } from './shell/AppShell';

/** Every path of SPEC 2 (children spelled out). */
const SPEC_PATHS = [
  '/',
  '/activity/entry',
  '/activity/list',
  '/activity/detail/InviteFriends/NTD',
  '/favorite',
  '/finance/passbook',
  '/finance/newPage',
  '/finance/recharge',
  '/ccGamePreparePage',
  '/game/lobby',
  '/game/lobby/6',
  '/game/lobby/6/KT',
  '/game/lobby/6/KT/slot-123',
  '/mine/betRecord',
  '/mine/vip',
  '/mine/account',
  '/mine/account/address',
  '/mine/notification/announcement',
  '/mine/notification/trade',
  '/mine/notification/system',
  '/mine/notification/mail',
  '/stationary/media-cabinet',
  '/stationary/about-us',
  '/stationary/about-us/safety',
  '/stationary/about-us/responsibility',
  '/stationary/about-us/tos',
  '/stationary/about-us/terms',
  '/stationary/about-us/privacy',
  ...['sport', 'realPerson', 'chess', 'lottery', 'electronic', 'gaming', 'more'].map((r) => `/stationary/game-rule/${r}`),
  '/stationary/agency',
  '/stationary/help-center/HelpCenter',
  '/stationary/help-center/deposit',
  '/stationary/app-download',
  '/service',
  '/serviceHand',
  '/situation/404',
  '/situation/500',
  '/situation/503',
  '/situation/comingSoon',
  '/maintain',
];

/** SPEC 2's named routes (they used to be listed in app/paths.ts; now each is declared by its feature). */
const SPEC_NAMES = [
  'home', 'Service', 'Lobby', 'FinanceEntry', 'Account', 'ActivityList', 'Passbook', 'Mail', 'BetRecord', 'VIP', 'AppDownload',
  'Agency', 'Sponsor', 'AboutUs', 'HelpCenter', 'Terms', 'Responsibility', 'MediaCabinet', 'Game', 'Sports', 'ServerMaintain',
];

function deepest(pathname: string) {
  const matches = matchRoutes(appRoutes, pathname) ?? [];
  return matches[matches.length - 1]?.route;
}

describe('route table (SPEC 2)', () => {
  it.each(SPEC_PATHS)('%s resolves to a page of the table', (path) => {
    const route = deepest(path);
    expect(route?.path).not.toBe('*');
  });

  it('sends unknown paths to the 404 screen', () => {
    expect(deepest('/no/such/page')?.path).toBe('*');
    expect(deepest('/stationary/about-us/unknown')?.path).toBe('*');
  });

  it('names every named route of SPEC 2 on a route of the table', () => {
    const names = new Set<string>();
    const visit = (routes: typeof appRoutes) => {
      for (const r of routes) {
        const name = (r.handle as RouteHandle | undefined)?.name;
        if (name) names.add(name);
        if (r.children) visit(r.children);
      }
    };
    visit(appRoutes);
    for (const name of SPEC_NAMES) expect(names).toContain(name);
  });

  it('builds typed paths, with query parameters', () => {
    expect(homePaths.home()).toBe('/');
    expect(homePaths.home({ section: 'hot' })).toBe('/?section=hot');
    expect(gamesPaths.lobby()).toBe('/game/lobby');
    expect(gamesPaths.lobby({ gameType: 6, channelCode: 'KT' })).toBe('/game/lobby/6/KT');
    expect(gamesPaths.lobby({ gameType: 6, channelCode: 'KT', platformGameCode: 'g 1' })).toBe('/game/lobby/6/KT/g%201');
    expect(() => gamesPaths.lobby({ channelCode: 'KT' })).toThrow();
    expect(walletPaths.entry({ page: 'recharge', type: 2 })).toBe('/finance/recharge?type=2');
    expect(accountPaths.account({ openDialog: 'popupWithDrawPwdBind' })).toBe('/mine/account?openDialog=popupWithDrawPwdBind');
    expect(gamesPaths.game({ gameId: 42 })).toBe('/game/play/42');
    expect(contentPaths.helpCenter()).toBe('/stationary/help-center');
    expect(contentPaths.helpCenter({ path: 'deposit' })).toBe('/stationary/help-center/deposit');
    expect(contentPaths.terms()).toBe('/stationary/about-us/terms');
    expect(statusPaths.serverMaintain()).toBe('/situation/503');
    for (const route of eachPage()) {
      if (route.name && route.path && !route.path.includes(':')) expect(deepest(buildRoutePath(route.path, []))?.path).not.toBe('*');
    }
  });

  it('has the per-route flags: no chrome on /ccGamePreparePage, none but go-to-top on /finance/newPage', () => {
    expect(flagsFor(appRoutes, '/')).toEqual({ header: true, footer: true, goTop: true, player: true });
    expect(flagsFor(appRoutes, '/ccGamePreparePage')).toEqual({ header: false, footer: false, goTop: false, player: true });
    expect(flagsFor(appRoutes, '/finance/newPage')).toMatchObject({ header: false, footer: false });
    expect(flagsFor(appRoutes, '/finance/recharge')).toMatchObject({ header: true, footer: true });
    expect(flagsFor(appRoutes, '/situation/503')).toMatchObject({ header: false, footer: false });
  });
});

describe('redirects (SPEC 2)', () => {
  beforeEach(async () => {
    await resetApp();
    installApi();
  });

  it.each([
    ['/game', '/game/lobby'],
    ['/game?channelCode=KT', '/game/lobby?channelCode=KT'],
    ['/mine', '/stationary/about-us'],
    ['/mine/notification', '/mine/notification/announcement'],
    ['/stationary/help-center', '/stationary/help-center/HelpCenter'],
    ['/stationary/game-rule', '/stationary/game-rule/sport'],
    ['/activity', '/activity/list'],
    ['/finance', '/finance/passbook'],
    ['/sports', '/game/lobby/1'],
    ['/situation', '/situation/404'],
    ['/nothing-here', '/situation/404'],
  ])('%s goes to %s', async (from, to) => {
    renderWithProviders(<AppShell />, { path: from });
    await act(async () => undefined);
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(testLocation()).toBe(to));
  });

  it('renders each page with its translated heading', async () => {
    renderWithProviders(<AppShell />, { path: '/stationary/about-us/terms' });
    expect(await screen.findByRole('heading', { level: 1, name: '關於我們' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '條款與規則' })).toBeInTheDocument();
    expect(screen.getByText(/最低託售金額為 1,000 TWD/)).toBeInTheDocument();
  });
});
