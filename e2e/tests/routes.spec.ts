import { PAGE_VISITS } from '../matrix/view';
import { test, expect } from '../fixtures';

// Every route of SPEC 2 renders its own screen without a page error. The page matrix (matrix.spec.ts) loads most of
// them as a visitor and checks the same (a heading, not the 404 page, no page error); the rest are rendered here.
const ROUTES = [
  '/',
  '/?gameType=6',
  '/activity/list',
  '/activity/entry?url=%2Factivity%2Flist',
  '/activity/detail/InviteFriends/NTD',
  '/favorite',
  '/finance/passbook',
  '/finance/newPage?type=recharge',
  '/finance/recharge?type=bank',
  '/ccGamePreparePage',
  '/game/lobby',
  '/game/lobby/6/KT',
  '/mine/betRecord',
  '/mine/vip',
  '/mine/account',
  '/mine/account?openDialog=popupWithDrawPwdBind',
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
  '/stationary/game-rule/sport',
  '/stationary/game-rule/realPerson',
  '/stationary/game-rule/chess',
  '/stationary/game-rule/lottery',
  '/stationary/game-rule/electronic',
  '/stationary/game-rule/gaming',
  '/stationary/game-rule/more',
  '/stationary/agency',
  '/stationary/help-center',
  '/stationary/app-download',
  '/service',
  '/serviceHand',
  '/situation/404',
  '/situation/500',
  '/situation/503',
  '/situation/comingSoon',
  '/maintain',
];

const IN_MATRIX = new Set(PAGE_VISITS.filter((visit) => visit.as === 'visitor').map((visit) => visit.path));

test('routes: the route list and the matrix together render every route once', () => {
  expect(ROUTES.filter((route) => IN_MATRIX.has(route)).length, 'routes the matrix renders as a visitor').toBeGreaterThan(30);
});

for (const route of ROUTES.filter((path) => !IN_MATRIX.has(path))) {
  test(`renders ${route} without a page error`, async ({ page }) => {
    await page.goto(route);
    await expect(page.locator('h1').first()).toBeVisible();
    if (!route.startsWith('/situation/404')) {
      await expect(page).not.toHaveURL(/\/situation\/404/);
    }
  });
}

const REDIRECTS: Array<[string, RegExp]> = [
  ['/game', /\/game\/lobby$/],
  ['/mine', /\/stationary\/about-us$/],
  ['/mine/notification', /\/mine\/notification\/announcement$/],
  ['/stationary/help-center', /\/stationary\/help-center(\/HelpCenter)?$/],
  ['/no/such/page', /\/situation\/404$/],
  ['/situation/418', /\/situation\/404$/],
];

for (const [from, to] of REDIRECTS) {
  test(`redirects ${from}`, async ({ page }) => {
    await page.goto(from);
    await expect(page).toHaveURL(to);
    await expect(page.locator('h1').first()).toBeVisible();
  });
}
