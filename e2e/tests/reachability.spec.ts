import type { Page } from '@playwright/test';
import { loginByApi, loginFragment } from '../api';
import { test, expect } from '../fixtures';
import { declaredPages, type DeclaredPage } from '../site-pages';

/**
 * Every declared page is reached from home the way a player gets around (issue 18): a breadth-first
 * crawl follows the visible same-origin links (header, side menu, footer, in-page links and tabs) and
 * opens the menus a player opens (buttons that expand or pop up something, game-menu tabs on hover),
 * on a phone and on a desktop, as a visitor and as a logged-in player. A page only reachable by typing
 * its address fails here by name.
 */

// A crawl takes about 50 s on two workers (home's menus are most of it); the limit leaves room on a loaded CI machine.
test.describe.configure({ timeout: 180_000 });

/** Bounds the crawl (both viewports together): a site that links to ever more pages stops here. It stops sooner once every page it looks for is reached. */
const MAX_VISITS = 160;
/** Pages of one shape (ids replaced, see shapeOf) visited: the first few tell about all of them. */
const PER_SHAPE = 2;
const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;
/** Buttons never pressed: they end the session or change what the crawl would see. */
const NEVER_PRESS = /登出|logout|刪除|刷新|重新整理/i;

// A press that cannot happen (covered, gone) is skipped quickly rather than waited for.
test.use({ actionTimeout: 2000, navigationTimeout: 10_000 });

// The live-updates stream keeps the network busy for the whole visit; refused, the site polls instead.
test.beforeEach(async ({ page }) => {
  await page.route('**/api/v1/events/stream', (route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{"code":"000404","msg":"","data":null}' }));
});

/**
 * A path with its ids generalised (all-digit segments, and upper-case codes such as a lobby's channel KT):
 * /stationary/sponsor/3 and /stationary/sponsor/1 are one page, and so are /game/lobby/6/KT and /game/lobby/6/PG.
 */
function shapeOf(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed.replace(/\/\d+(?=\/|$)/g, '/:id').replace(/\/[A-Z][A-Z0-9]*(?=\/|$)/g, '/:code');
}

/** The same-origin pathnames of the visible links: a hidden link is one a player cannot follow. */
async function visibleLinks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .filter((a) => a.origin === location.origin && a.checkVisibility({ visibilityProperty: true }))
      .map((a) => a.pathname)
      // Files (downloads, images) and the cashier frame's own documents are no pages of the site.
      .filter((p) => !/\.[a-z0-9]+$/i.test(p) && !p.startsWith('/cashier')),
  );
}

/** Opens each menu of the page in turn (a press, or a hover for the game menu) and gathers the links it shows. */
async function linksInMenus(page: Page, scope: 'body' | 'main', quiet: () => Promise<void>): Promise<string[]> {
  // Marked once: pressing one opener adds, hides and moves others, so a live locator list would shift under the loop.
  const names = await page.evaluate(([scope, selector]) => {
    const openers = [...(document.querySelector(scope) ?? document.body).querySelectorAll<HTMLElement>(selector)].filter((el) => el.checkVisibility({ visibilityProperty: true }));
    // Openers of a dialog (the side menu) last: a dialog left open covers the rest of the page.
    const dialogLast = [...openers.filter((el) => el.getAttribute('aria-haspopup') !== 'dialog'), ...openers.filter((el) => el.getAttribute('aria-haspopup') === 'dialog')];
    return dialogLast.slice(0, 30).map((el, i) => {
      el.dataset.crawlOpener = String(i);
      return `${el.tagName} ${el.getAttribute('aria-label') ?? el.textContent ?? ''}`;
    });
  }, [scope, 'button[aria-haspopup], button[aria-expanded="false"], [role="tab"], a[aria-expanded]'] as const);
  const found: string[] = [];
  const viewport = page.viewportSize() ?? { width: 800, height: 600 };
  for (const [i, name] of names.entries()) {
    if (NEVER_PRESS.test(name)) continue;
    const opener = page.locator(`[data-crawl-opener="${i}"]`);
    await closeAdvert(page); // A player's advert comes once their data has loaded, over whatever is open.
    try {
      if (name.startsWith('A ')) await opener.hover({ timeout: 500 });
      else await opener.click({ timeout: 500 });
    } catch {
      continue; // Covered by another layer or gone after the last menu closed: a player could not press it either.
    }
    await quiet(); // A menu may fetch what it lists (a game tab's games).
    found.push(...(await visibleLinks(page)));
    // Closed as a player closes it: Escape for a press, the pointer moved away for a hover.
    await page.keyboard.press('Escape');
    await page.mouse.move(viewport.width / 2, viewport.height - 1);
    await closeDialogs(page);
  }
  return found;
}

/** A dialog that Escape left open (a drawer still opening) is closed by its own close button. */
async function closeDialogs(page: Page): Promise<void> {
  const open = page.locator('[role="dialog"]:visible');
  for (let tries = 0; tries < 3 && (await open.count()) > 0; tries += 1) {
    await open.first().getByRole('button', { name: /關閉/ }).first().click({ timeout: 1000 }).catch(() => page.keyboard.press('Escape'));
    await page.waitForTimeout(100);
  }
}

/** Closes the daily login advert if home shows it, as a player would, so the menus under it can be pressed. */
async function closeAdvert(page: Page): Promise<void> {
  const advert = page.getByRole('dialog', { name: '活動公告' });
  if (await advert.isVisible()) await advert.getByRole('button', { name: '關閉' }).first().click();
}

/**
 * Resolves once no request has been in flight for QUIET_MS (at most SETTLE_MS). The crawl moves inside
 * the single-page app, as a followed link does, so the browser's own load states never fire again.
 */
const QUIET_MS = 150;
const SETTLE_MS = 5000;
/** How long a page may show its skeletons after the network went quiet: a loaded CI machine once took longer than 5 s to fill My account. */
const SKELETON_MS = 15_000;
function quietness(page: Page): () => Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (by: number) => {
    inFlight = Math.max(0, inFlight + by);
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return async () => {
    const start = Date.now();
    await page.waitForTimeout(30); // Lets the router start the next page's requests.
    while (Date.now() - start < SETTLE_MS && (inFlight > 0 || Date.now() - lastChange < QUIET_MS)) await page.waitForTimeout(25);
    // A quiet network can still be a page between its lazy screen and its data: its skeletons say it is loading,
    // and the links it will show (a sponsor's cards) are not there yet.
    const loading = page.locator('main [data-skeleton]:visible');
    const quietAt = Date.now();
    while (Date.now() - quietAt < SKELETON_MS && (await loading.count()) > 0) await page.waitForTimeout(50);
  };
}

/**
 * The visible links once the page has stopped changing: read twice, SETTLE_STEP_MS apart, after a quiet
 * network, until both reads agree. On a loaded machine a page can render after the network went quiet
 * (its screen's script was already loaded), and links read too early are the last page's.
 */
const SETTLE_STEP_MS = 200;
async function settledLinks(page: Page, quiet: () => Promise<void>): Promise<string[]> {
  let last: string[] | undefined;
  for (let round = 0; round < 5; round += 1) {
    await quiet();
    const links = await visibleLinks(page);
    if (last && links.join(' ') === last.join(' ')) return links;
    last = links;
    await page.waitForTimeout(SETTLE_STEP_MS);
  }
  return last ?? [];
}

/** Goes to a path inside the app the way a followed link does (the router's history), without reloading it. */
async function follow(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Breadth-first from home until every page of `reach` is found; returns the shapes of the pages it landed on (after any redirect). */
async function crawl(page: Page, reach: readonly DeclaredPage['reach'][]): Promise<Set<string>> {
  const reached = new Set<string>();
  const queued = new Set<string>(['/']);
  const perShape = new Map<string, number>();
  const queue = ['/'];
  let visits = 0;
  const enqueue = (pathname: string) => {
    const shape = shapeOf(pathname);
    if (queued.has(pathname) || (perShape.get(shape) ?? 0) >= PER_SHAPE) return;
    queued.add(pathname);
    perShape.set(shape, (perShape.get(shape) ?? 0) + 1);
    queue.push(pathname);
  };
  const quiet = quietness(page);
  const followed: string[] = [];
  const done = () => reach.every((r) => unreached(r, reached).length === 0);
  const drain = async () => {
    while (queue.length > 0 && visits < MAX_VISITS) {
      const path = queue.shift()!;
      visits += 1;
      followed.push(path);
      await follow(page, path);
      const links = await settledLinks(page, quiet);
      const landed = new URL(page.url()).pathname;
      reached.add(shapeOf(landed));
      await closeAdvert(page);
      for (const link of links) enqueue(link);
      // The header, side menu and footer are the same on every page: their menus are opened on home only.
      for (const link of await linksInMenus(page, path === '/' ? 'body' : 'main', quiet)) enqueue(link);
      // Loaded afresh after home's menus, so no menu or dialog they opened is left over the next page.
      if (path === '/') await page.reload();
      if (done()) return;
    }
  };
  await page.goto('/');
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    // The other viewport shows other menus (the drawer on a phone): home and its menus again.
    if (viewport !== VIEWPORTS[0]) queue.push('/');
    await drain();
    if (done()) return reached;
  }
  // A second look before a page is called unreachable: on a loaded machine a page's links were once read
  // before its data had come (My account's address link, 2 CI runs in 3). Each page followed is opened again
  // and given a second to settle; what it links to is crawled as before. Said in the results when it mattered.
  const missing = reach.flatMap((r) => unreached(r, reached));
  for (const path of followed.filter((p) => p !== '/')) {
    await follow(page, path);
    await quiet();
    await page.waitForTimeout(1000);
    for (const link of await settledLinks(page, quiet)) enqueue(link);
    await drain();
    if (done()) break;
  }
  if (missing.length > 0) test.info().annotations.push({ type: 'second look', description: `missed at first: ${missing.join(' ')}; ${done() ? 'found' : 'still missing'}` });
  return reached;
}

/** Recorded with the result, so a run tells how much of the site the crawl saw. */
function note(reached: Set<string>): void {
  test.info().annotations.push({ type: 'reached', description: `${reached.size} pages: ${[...reached].sort().join(' ')}` });
}

function unreached(reach: DeclaredPage['reach'], reached: Set<string>): string[] {
  return declaredPages.filter((p) => p.reach === reach && !reached.has(shapeOf(p.path))).map((p) => p.path);
}

test('every declared page has a reason when it is left out of the crawl', () => {
  expect(declaredPages.filter((p) => p.reach === 'excluded' && !p.why?.trim()).map((p) => p.path)).toEqual([]);
});

test('a visitor reaches every visitor page from home', async ({ page }) => {
  const reached = await crawl(page, ['visitor']);
  note(reached);
  expect(unreached('visitor', reached), `pages a visitor cannot reach from home (reached: ${[...reached].sort().join(' ')})`).toEqual([]);
});

test('a player reaches every page from home', async ({ page, baseURL }) => {
  const token = await loginByApi(baseURL as string, 'demo01');
  // Logged in on a page without the advert; the crawl then starts at home like any other visit.
  await page.goto(`/situation/comingSoon${await loginFragment(baseURL as string, token)}`);
  await expect(page.getByRole('button', { name: '用戶中心' })).toBeVisible();
  const reached = await crawl(page, ['visitor', 'player']);
  note(reached);
  const missing = [...unreached('visitor', reached), ...unreached('player', reached)];
  expect(missing, `pages a player cannot reach from home (reached: ${[...reached].sort().join(' ')})`).toEqual([]);
});
