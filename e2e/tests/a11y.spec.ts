import AxeBuilder from '@axe-core/playwright';
import type { Page, Request } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { CASHIER_PAGES, type CashierPage } from '@site/contract/frame';
import { declaredPages } from '../../apps/web/src/app/pages';
import { CHECK_AGENT, ensureAgent, setAgentSession } from '../agent';
import { loginByApi, loginFragment } from '../api';
import { closeLoginAdvert, test, expect } from '../fixtures';

/**
 * WCAG 2.2 AA on every page of the site and every cashier page (axe-core), in
 * the four variants a player sees: phone and desktop, light and dark. One test
 * per page walks the four variants in one browser context, so a page costs one
 * login and four loads. Colour problems are fixed in packages/ui tokens, not
 * per page: a failure here prints rule, element and the contrast axe measured.
 */

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

// A test loads and checks its page four times (about 15 s on two workers); the doubled limit is for a loaded CI machine.
test.describe.configure({ timeout: 120_000 });

// The live-updates stream stays open for the whole visit, so the network is never idle with it: refused here,
// the page falls back to polling, as it does for a server without the stream (e2e/tests/live.spec.ts covers it).
test.beforeEach(async ({ page }) => {
  trackRequests(page);
  await page.route('**/api/v1/events/stream', (route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{"code":"000404","msg":"","data":null}' }));
});

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;
const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

const VARIANTS = VIEWPORTS.flatMap((viewport) => THEMES.map((theme) => ({ viewport, theme, name: `${viewport.name}/${theme}` })));

interface SitePage {
  path: string;
  /** A demo player (password demo1234) for pages that show more when logged in; `agent`: the agent backend's agent (e2e/agent.ts, created by ops). */
  as?: 'demo01' | 'phone01' | 'agent';
  /** Home opens the daily login advert (on the first load of the day); close it as a player would. */
  advert?: boolean;
  /** The page opens this dialog (openDialog); it is waited for, so the dialog is what axe checks. */
  dialog?: string;
}

/**
 * Visits beyond the plain one, keyed by a declared page (declaredPages(), apps/web/src/app/pages.ts): the
 * page as a player, with a query, a dialog or other parameters. A key listed here replaces the plain visit.
 */
const VISITS: Readonly<Record<string, readonly SitePage[]>> = {
  '/': [{ path: '/', advert: true }, { path: '/', as: 'phone01', advert: true }, { path: '/?gameType=6' }],
  '/game/lobby': [{ path: '/game/lobby' }, { path: '/game/lobby/6/KT' }, { path: '/game/lobby/1', as: 'demo01' }],
  '/favorite': [{ path: '/favorite' }, { path: '/favorite', as: 'demo01' }],
  '/activity/list': [{ path: '/activity/list' }, { path: '/activity/list', as: 'phone01' }],
  '/activity/entry?url=%2Factivity%2Flist': [
    { path: '/activity/entry?url=%2Factivity%2Flist' },
    { path: '/activity/entry?url=%2Factivity-pages%2Fmembers-gift', as: 'phone01' },
  ],
  '/activity/detail/InviteFriends/NTD': [{ path: '/activity/detail/InviteFriends/NTD' }, { path: '/activity/detail/InviteFriends/NTD', as: 'demo01' }],
  '/finance/recharge': ['recharge', 'withdraw', 'transfer', 'wallet'].map((page) => ({ path: `/finance/${page}`, as: 'demo01' as const })),
  // A visitor is asked to log in first (SPEC 5): the login popup opens once the gates have run, and is what axe checks.
  '/finance/wallet': [{ path: '/finance/wallet', dialog: '會員登入' }],
  '/finance/passbook': [{ path: '/finance/passbook', as: 'demo01' }],
  '/finance/newPage?type=recharge': [{ path: '/finance/newPage?type=recharge', as: 'demo01' }],
  '/mine/betRecord': [{ path: '/mine/betRecord', as: 'demo01' }],
  '/mine/vip': [{ path: '/mine/vip', as: 'demo01' }, { path: '/mine/vip' }, { path: '/mine/vip?tab=guide', as: 'phone01' }, { path: '/mine/vip?tab=coupons', as: 'phone01' }],
  '/mine/account': [
    { path: '/mine/account', as: 'phone01' },
    { path: '/mine/account', as: 'demo01' },
    { path: '/mine/account?openDialog=popupNickname', as: 'demo01', dialog: '修改暱稱' },
    { path: '/mine/account?openDialog=popupIdCard', as: 'phone01', dialog: '身分驗證' },
    { path: '/mine/account?openDialog=popupMobileChange', as: 'phone01', dialog: '更換手機號碼' },
    { path: '/mine/account?openDialog=popupLoginPwd', as: 'phone01', dialog: '修改登入密碼' },
    { path: '/mine/account?openDialog=popupWithDrawPwdBind', as: 'phone01', dialog: '設定託售密碼' },
  ],
  '/mine/account/address': [{ path: '/mine/account/address', as: 'demo01' }, { path: '/mine/account/address', as: 'phone01' }],
  ...Object.fromEntries(['announcement', 'trade', 'system', 'mail'].map((tab) => [`/mine/notification/${tab}`, [{ path: `/mine/notification/${tab}`, as: 'demo01' as const }]])),
  '/stationary/help-center/HelpCenter': [{ path: '/stationary/help-center' }],
  '/stationary/sponsor': [{ path: '/stationary/sponsor' }, { path: '/stationary/sponsor/1' }],
  // Issue 21: the agent backend's screens need an agent session (the login is a visitor's page).
  ...Object.fromEntries(['/agent', '/agent/members', '/agent/commission', '/agent/invite', '/agent/password'].map((path) => [path, [{ path, as: 'agent' as const }]])),
};

/** Declared pages this suite does not open, each with the reason. */
const NOT_CHECKED: Readonly<Record<string, string>> = {
  '/ccGamePreparePage': 'the blank game window shown only until a launch url arrives; never in this list (shell.spec.ts checks its flags)',
  '/game/play/1': 'a placeholder frame for a game launched elsewhere; never in this list',
  '/stationary/about-us': 'the about-us screen is checked through its five section addresses',
};

/** A page of My account (/mine/...) without its own entry above is checked as a visitor (log in first) and as a player. */
const plainVisits = (path: string): readonly SitePage[] => (path.startsWith('/mine/') ? [{ path }, { path, as: 'demo01' }] : [{ path }]);

/** Every page the features declare (apps/web/src/app/pages.ts), as a visitor and, where it matters, as a player. */
const DECLARED = declaredPages();
const SITE_PAGES: readonly SitePage[] = DECLARED.filter((path) => !(path in NOT_CHECKED)).flatMap((path) => VISITS[path] ?? plainVisits(path));

test('a11y: every declared page is visited or left out with a reason', () => {
  const stale = [...Object.keys(VISITS), ...Object.keys(NOT_CHECKED)].filter((path) => !DECLARED.includes(path));
  expect(stale, 'keys of VISITS / NOT_CHECKED that no page declares any more').toEqual([]);
  for (const path of DECLARED) {
    const visits = path in NOT_CHECKED ? [] : (VISITS[path] ?? plainVisits(path));
    expect(visits.length > 0 || (NOT_CHECKED[path] ?? '').trim() !== '', `${path}: neither visited nor left out with a reason`).toBe(true);
  }
});

/**
 * The cashier frame's pages (DESIGN 5), each checked inside its host page
 * /finance/<page>. The list is the contract's, so a new cashier page is
 * checked as soon as it exists; a page that shows an error is checked too.
 */
const CASHIER_PAGES_CHECKED: readonly CashierPage[] = CASHIER_PAGES;
const CASHIER_PLAYER = 'demo01';

async function useVariant(page: Page, variant: (typeof VARIANTS)[number]): Promise<void> {
  await page.setViewportSize({ width: variant.viewport.width, height: variant.viewport.height });
  // The appearance is a client setting (apps/web/src/shared/stores/settings.ts), read synchronously at start.
  await page.evaluate((appearance) => {
    const key = 'site.settings';
    let state: Record<string, unknown> = {};
    try {
      state = (JSON.parse(localStorage.getItem(key) ?? '{}') as { state?: Record<string, unknown> }).state ?? {};
    } catch {
      /* a damaged entry is replaced */
    }
    localStorage.setItem(key, JSON.stringify({ state: { ...state, appearance }, version: 1 }));
  }, variant.theme);
}

const inFlight = new WeakMap<Page, Map<Request, { at: number; answered: boolean }>>();

/** Counts the page's requests in flight, so a page that never goes quiet can say which request holds it. */
function trackRequests(page: Page): void {
  const pending = new Map<Request, { at: number; answered: boolean }>();
  page.on('request', (r) => pending.set(r, { at: Date.now(), answered: false }));
  page.on('response', (res) => {
    const entry = pending.get(res.request());
    if (entry) entry.answered = true;
  });
  page.on('requestfinished', (r) => pending.delete(r));
  page.on('requestfailed', (r) => pending.delete(r));
  inFlight.set(page, pending);
}

/**
 * Waits for 500 ms without a request in flight (Playwright's 'networkidle', which once waited out a whole test's
 * 120 s in CI without saying why): after 30 s, fails naming the requests still pending and for how long.
 */
async function networkQuiet(page: Page): Promise<void> {
  const pending = inFlight.get(page);
  if (!pending) throw new Error('trackRequests(page) was not called');
  const deadline = Date.now() + 30_000;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (pending.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 500) return;
    await page.waitForTimeout(100);
  }
  const now = Date.now();
  const held = [...pending].map(([r, { at, answered }]) => `${r.method()} ${r.url()} (${now - at} ms, ${answered ? 'answered, body unfinished' : 'no answer'})`);
  throw new Error(`the network did not go quiet in 30 s; in flight: ${held.join('; ')}`);
}

/** Waits until the page has stopped loading: no requests in flight, no skeletons, no running animations. */
async function settle(page: Page): Promise<void> {
  await networkQuiet(page);
  await expect
    .poll(() => page.evaluate(() => document.querySelectorAll('main [data-skeleton]').length), { timeout: 8000 })
    .toBe(0)
    .catch(() => undefined); // A part that stays loading is checked as it is.
  // Until a frame after the last finite animation ends starts none: a popup that opens as the page settles is met open.
  await page.evaluate(async () => {
    await document.fonts.ready;
    const running = () => document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
    for (let round = 0; round < 20; round += 1) {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const now = running();
      if (now.length === 0) return;
      await Promise.all(now.map((a) => a.finished.catch(() => null)));
    }
  });
}

async function expectTheme(page: Page, theme: Theme): Promise<void> {
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
}

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** Elements axe looked at inside a frame (their target names the frame first), whatever the outcome. */
function framedNodes(results: AxeResults): number {
  return [...results.passes, ...results.violations, ...results.incomplete].reduce((n, r) => n + r.nodes.filter((node) => node.target.length > 1).length, 0);
}

/** One line per failing element: rule, impact, selector and, for contrast, the colours and ratios axe measured. */
function describe(variant: string, results: AxeResults): string[] {
  const lines: string[] = [];
  for (const v of results.violations) {
    for (const node of v.nodes) {
      const data = node.any.find((c) => c.data)?.data as
        | { fgColor?: string; bgColor?: string; contrastRatio?: number; expectedContrastRatio?: string; fontSize?: string; fontWeight?: string }
        | undefined;
      const contrast =
        data?.contrastRatio !== undefined
          ? ` ${data.fgColor} on ${data.bgColor} = ${data.contrastRatio}:1 (needs ${data.expectedContrastRatio}, ${data.fontSize} ${data.fontWeight})`
          : '';
      const text = node.html.replace(/\s+/g, ' ').slice(0, 100);
      lines.push(`[${variant}] ${v.id} (${v.impact ?? '-'}) ${node.target.join(' >>> ')}${contrast}\n      ${text}`);
    }
  }
  return lines;
}

/**
 * The axe-core that @axe-core/playwright runs (its own copy). analyse() injects
 * it into each frame itself, once per document: AxeBuilder would inject all
 * 580 KB twice on every analyze() and silently leave out a frame that takes
 * over 1 s to evaluate it (a loaded machine). AxeBuilder gets a no-op instead.
 */
const requireHere = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(createRequire(requireHere.resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'), 'utf8');
const AXE_INJECTED = ';';

async function injectAxe(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    try {
      if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(AXE_SOURCE);
    } catch (error) {
      if (!frame.isDetached()) throw error; // A frame that went away is no longer part of the page.
    }
  }
}

/**
 * axe on the page and its same-origin frames. Legacy mode runs axe.run once
 * in the page (frames answer by postMessage) instead of axe.runPartial per
 * frame plus axe.finishRun in a fresh blank page: several times cheaper per
 * view. A frame that does not answer is still left out silently, so a caller
 * that needs a frame checked asks for every result (`frames`) and asserts it
 * with framedNodes(); the others get the violations only, which is what they
 * report (the passes of a long page are most of a megabyte to send back).
 */
async function analyse(page: Page, { frames = false } = {}): Promise<AxeResults> {
  await injectAxe(page);
  return new AxeBuilder({ page, axeSource: AXE_INJECTED })
    .options({ pingWaitTime: 5000, ...(frames ? {} : { resultTypes: ['violations'] }) })
    .withTags(AXE_TAGS)
    .setLegacyMode(true)
    .analyze();
}

function report(label: string, lines: string[]): void {
  expect(lines, `${lines.length} axe violation(s) on ${label}:\n  ${lines.join('\n  ')}\n`).toEqual([]);
}

for (const site of SITE_PAGES) {
  const label = `${site.path}${site.as ? ` as ${site.as}` : ''}`;
  test(`a11y: ${label}`, async ({ page, baseURL }) => {
    const token = site.as && site.as !== 'agent' ? await loginByApi(baseURL as string, site.as) : null;
    // First load on a page without the advert: logs in (token in the address) and gives localStorage an origin.
    await page.goto(token ? `/situation/comingSoon${await loginFragment(baseURL as string, token)}` : '/situation/comingSoon');
    if (token) await expect(page.getByRole('button', { name: '用戶中心' })).toBeVisible();
    if (site.as === 'agent') await setAgentSession(page, await ensureAgent(baseURL as string, process.env.E2E_DATA_JADE as string), CHECK_AGENT.account);
    const found: string[] = [];
    for (const [i, variant] of VARIANTS.entries()) {
      await useVariant(page, variant);
      await page.goto(site.path);
      await expectTheme(page, variant.theme);
      // Shown on the first visit of the day only (marked shown at once), so later variants never see it.
      if (site.advert && i === 0) await closeLoginAdvert(page);
      if (site.dialog) await expect(page.getByRole('dialog', { name: site.dialog })).toBeVisible();
      await settle(page);
      found.push(...describe(variant.name, await analyse(page)));
    }
    report(label, found);
  });
}

/**
 * A cashier page inside its host: /finance/<page> when the host embeds that
 * page; otherwise the host page gets the frame the way CashierFrame adds it
 * (same origin, `ready` answered with `init`), so the page's own screen is
 * checked before the host links it.
 */
async function openCashier(page: Page, cashierPage: CashierPage, token: string, theme: Theme, phone: boolean): Promise<string> {
  await page.goto(`/finance/${cashierPage}`);
  await expectTheme(page, theme);
  // The finance gates decide first: the frame, or a closed gate (role alert) in its place.
  const hosted = page.locator(`main iframe[src*="/cashier/?page=${cashierPage}"]`);
  await expect(hosted.or(page.locator('main [role="alert"]')).first()).toBeVisible();
  if ((await hosted.count()) > 0) {
    await expect(hosted).toHaveAttribute('data-ready', /.*/);
    return `/finance/${cashierPage}`;
  }
  await page.evaluate(
    async ({ src, token, theme, phone }) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      frame.title = 'cashier';
      frame.style.cssText = 'display:block;width:100%;height:900px;border:0';
      const ready = new Promise<void>((resolve) => {
        window.addEventListener('message', function onMessage(event) {
          if (event.source !== frame.contentWindow || event.origin !== location.origin) return;
          if ((event.data as { type?: string } | null)?.type !== 'ready') return;
          window.removeEventListener('message', onMessage);
          frame.contentWindow?.postMessage(
            {
              type: 'init',
              token,
              language: 'TW',
              currency: 'NTD',
              theme,
              deviceId: localStorage.getItem('site.deviceId') ?? 'e2e0000000000000000000000000dev',
              brand: document.documentElement.dataset.brand ?? 'jade',
              osType: phone ? 'h5' : 'pc',
            },
            location.origin,
          );
          resolve();
        });
      });
      (document.querySelector('main') ?? document.body).append(frame);
      await ready;
    },
    { src: `/cashier/?page=${cashierPage}`, token, theme, phone },
  );
  return `/finance/${cashierPage} + frame`;
}

for (const cashierPage of CASHIER_PAGES_CHECKED) {
  test(`a11y: cashier ${cashierPage}`, async ({ page, baseURL }) => {
    const token = await loginByApi(baseURL as string, CASHIER_PLAYER);
    await page.goto(`/situation/comingSoon${await loginFragment(baseURL as string, token)}`);
    await expect(page.getByRole('button', { name: '用戶中心' })).toBeVisible();
    const found: string[] = [];
    for (const variant of VARIANTS) {
      await useVariant(page, variant);
      const how = await openCashier(page, cashierPage, token, variant.theme, variant.viewport.name === 'phone');
      const frame = page.frameLocator('main iframe[src*="/cashier/"]').first();
      await expect(frame.locator('html')).toHaveClass(new RegExp(`\\b${variant.theme}\\b`));
      await settle(page);
      const body = frame.locator('body');
      await expect(body).not.toBeEmpty();
      await expect
        .poll(() => body.locator('[data-skeleton]').count(), { timeout: 8000 })
        .toBe(0)
        .catch(() => undefined);
      const results = await analyse(page, { frames: true });
      expect(framedNodes(results), `axe did not reach the cashier frame (${variant.name} ${how})`).toBeGreaterThan(0);
      found.push(...describe(`${variant.name} ${how}`, results));
    }
    report(`cashier ${cashierPage}`, found);
  });
}
