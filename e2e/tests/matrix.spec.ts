import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Frame, Page, TestInfo } from '@playwright/test';
import { CASHIER_PAGES } from '@site/contract/frame';
import { analyse, animationsDone, describeViolations, framedNodes } from '../matrix/axe';
import { inspect, type Band, type Finding, type Scope } from '../matrix/inspect';
import { documents, forget, LANGUAGES, rememberLanguage, rememberTheme, Sessions, settle, startingState, switchLanguage, switchTheme, VIEWPORTS, type Language, type Theme, type Viewport } from '../matrix/session';
import { markDialogOpeners, NOT_SWEPT, open, PAGE_VISITS, ready, staleViews, VIEW_VISITS, type Visit } from '../matrix/view';
import { closeLoginAdvert, expect, test as base, awaitStart } from '../fixtures';
import { startServer } from '../server';
import { declaredPages } from '../site-pages';

/**
 * The page matrix (issue 32; it replaces the player sweep of issue 19, the accessibility pass and the route renders):
 * every page a player can open, and the dialogs and page states they open from it (e2e/site-views.ts, and any button
 * marked aria-haspopup="dialog"), each loaded once per viewport (phone 390x844, desktop 1440x900) in a browser
 * context of its identity (a stored login), then switched in place through the variants a player sees:
 * - zh-TW light: axe with every WCAG 2.2 AA rule;
 * - zh-TW dark: axe with the colour rules (the markup is the same; e2e/matrix/axe.ts);
 * - en and th: the text checks in the other languages.
 * Every variant gets the checks of e2e/matrix/inspect.ts (no sideways overflow in the page or the cashier frame, no
 * raw translation key or internal reference, no visible native file picker, every amount as formatAmount writes it);
 * every load, that it rendered its own screen (a heading, not the 404 page) with no uncaught error and no hydration
 * error. A failure names the variant, the document and what to fix; its screenshots are saved with the test's
 * results, and all of them with SWEEP_SHOTS=<folder>.
 *
 * A server of each worker's own: switching a player's language is kept on the server (PUT /v1/user/language), which
 * other specs' logins would follow. One login per player per worker.
 */

const test = base.extend<object, { sessions: Sessions }>({
  sessions: [
    async ({ browser }, use) => {
      const server = await startServer('jade');
      try {
        await use(new Sessions(server, browser));
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

// Eight variants a visit, two of them with axe, and its dialog openers: a loaded CI machine needs room.
test.describe.configure({ timeout: 180_000 });

interface Variant {
  language: Language;
  theme: Theme;
  axe?: 'all' | 'colour';
}

/** The variants of one viewport in the order fewest switches reach them; a page already loaded walks them backwards. */
const VARIANTS: readonly Variant[] = [
  { language: 'zh-TW', theme: 'light', axe: 'all' },
  { language: 'zh-TW', theme: 'dark', axe: 'colour' },
  { language: 'en', theme: 'dark' },
  { language: 'th', theme: 'dark' },
];

const SHOTS = process.env.SWEEP_SHOTS;

const slug = (text: string) => text.replace(/[^a-zA-Z0-9]+/g, '-').replace(/^-|-$/g, '');

/** Saves the variant's screenshot: always into SWEEP_SHOTS when set; with the test's results when it found something. */
async function shoot(page: Page, info: TestInfo, name: string, failed: boolean): Promise<void> {
  if (!failed && !SHOTS) return;
  const shot = await page.screenshot({ fullPage: true });
  if (SHOTS) {
    const folder = join(SHOTS, slug(info.title));
    mkdirSync(folder, { recursive: true });
    await writeFile(join(folder, `${name}.png`), shot);
  }
  if (failed) await info.attach(name, { body: shot, contentType: 'image/png' });
}

/** The rows of a frame the player sees, in the frame's coordinates (undefined for the page itself: its window). */
async function bandOf(page: Page, frame: Frame): Promise<Band | undefined> {
  const element = await frame.frameElement().catch(() => null);
  if (!element) return undefined;
  const box = await element.boundingBox();
  const height = page.viewportSize()?.height;
  if (!box || !height) return undefined;
  const scrolled = await frame.evaluate(() => window.scrollY);
  return { top: Math.max(0, -box.y) + scrolled, bottom: Math.min(box.height, height - box.y) + scrolled };
}

/** Runs the checks in every document of the page (a dialog view: inside its dialogs only) and words what they found. */
async function check(page: Page, scope: Scope, variant: string): Promise<string[]> {
  const lines: string[] = [];
  for (const [label, frame] of documents(page)) {
    // A dialog is the page's; the frames under it belong to the page's own visit.
    if (scope === 'dialog' && frame !== page.mainFrame()) continue;
    let found: Finding[];
    try {
      found = await frame.evaluate(inspect, { scope, band: await bandOf(page, frame) });
    } catch (error) {
      if (frame.isDetached()) continue; // A frame that went away is no longer part of the page.
      throw error;
    }
    lines.push(...found.map((f) => `[${variant}] ${label} ${f.kind}: ${f.what}`));
  }
  return lines;
}

/** axe on the settled page; a page that embeds the cashier must have had the frame checked too. */
async function axe(page: Page, kind: 'all' | 'colour', variant: string): Promise<string[]> {
  await animationsDone(page);
  const framed = (await page.locator('main iframe[src*="/cashier/"]').count()) > 0;
  let results = await analyse(page, { colourOnly: kind === 'colour', frames: framed });
  if (results.violations.some((v) => v.id === 'color-contrast')) {
    // A popup that began to fade in after the page settled (a visitor's login popup opens once the gates have
    // answered) is measured mid-way: once it has finished, a real contrast fault is still there, a passing one not.
    await settle(page);
    await animationsDone(page);
    results = await analyse(page, { colourOnly: kind === 'colour', frames: framed });
  }
  if (framed) expect(framedNodes(results), `axe did not reach the cashier frame (${variant})`).toBeGreaterThan(0);
  return describeViolations(variant, results);
}

/** Opens the visit in a language and theme; the context's first load starts in them already (startingState). */
async function load(page: Page, visit: Visit, language: Language, theme: Theme): Promise<void> {
  if (page.url() !== 'about:blank') {
    await rememberLanguage(page, language);
    await rememberTheme(page, theme);
    if (visit.forget) await forget(page, visit.forget);
  }
  await page.goto(visit.path);
  await ready(page);
  // Home's daily login advert is a view of its own (site-views.ts); the page is checked without it.
  if (visit.page === '/' && visit.dialog === undefined) await closeLoginAdvert(page);
  await open(page, visit, language === 'zh-TW');
}

/** The page rendered its own screen: a heading, and not the 404 page unless that is the page. */
async function rendered(page: Page, visit: Visit): Promise<void> {
  await expect(page.locator('h1').first(), `${visit.title}: no heading`).toBeVisible();
  if (!visit.path.startsWith('/situation/404')) expect(new URL(page.url()).pathname, `${visit.title}: sent to the 404 page`).not.toBe('/situation/404');
}

/** The variants of one viewport, each switched to in place, settled, checked, run through axe where due and (on failure or when asked) photographed. */
async function eachVariant(page: Page, info: TestInfo, visit: Visit, viewport: Viewport, variants: readonly Variant[]): Promise<string[]> {
  const isDialog = visit.dialog !== undefined;
  const scope: Scope = isDialog ? 'dialog' : 'document';
  // A dialog opened by pressing zh-TW names cannot be opened again in another language; one opened by its address or page can.
  const reopen = isDialog && visit.press.length === 0 ? (variant: Variant) => load(page, visit, variant.language, variant.theme) : undefined;
  const lines: string[] = [];
  for (const variant of variants) {
    await switchLanguage(page, variant.language);
    await switchTheme(page, variant.theme);
    await settle(page);
    const name = `${viewport.name} ${variant.language} ${variant.theme}`;
    if (isDialog && (await page.locator('[role="dialog"]:visible, [role="alertdialog"]:visible').count()) === 0) {
      // A dialog that closes with the language change (the login advert does) is opened again in that variant.
      if (!reopen) {
        lines.push(`[${name}] the dialog closed when the variant changed to ${variant.language} ${variant.theme}`);
        continue;
      }
      await reopen(variant);
      await settle(page);
    }
    const found = await check(page, scope, name);
    if (variant.axe && visit.axe) found.push(...(await axe(page, variant.axe, name)));
    lines.push(...found);
    await shoot(page, info, slug(name), found.length > 0);
  }
  return lines;
}

/** The page's own dialogs (aria-haspopup="dialog"), each opened and checked in the three languages. */
async function eachOpener(page: Page, info: TestInfo, visit: Visit, viewport: Viewport): Promise<string[]> {
  const lines: string[] = [];
  const openers = await markDialogOpeners(page, visit.page === '/' ? 'body' : 'main');
  for (let n = 0; n < openers; n += 1) {
    const opener = page.locator(`[data-sweep-opener="${n}"]`);
    const name = ((await opener.getAttribute('aria-label')) ?? (await opener.innerText())).trim();
    await opener.click();
    await expect(page.getByRole('dialog').first(), `the dialog of "${name}" does not open`).toBeVisible();
    for (const language of LANGUAGES) {
      await switchLanguage(page, language);
      await settle(page);
      const variant = `${viewport.name} ${language} dialog of "${name}"`;
      const found = await check(page, 'dialog', variant);
      lines.push(...found);
      await shoot(page, info, slug(variant), found.length > 0);
    }
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  return lines;
}

test('matrix: every view starts on a declared page, and a page left out says why', () => {
  expect(staleViews(), 'site-views.ts pages or NOT_SWEPT keys that no page declares (or that are not in the matrix)').toEqual([]);
  const left = declaredPages.filter((page) => page.path in NOT_SWEPT && !NOT_SWEPT[page.path]?.trim()).map((page) => page.path);
  expect(left, 'pages left out of the matrix without a reason').toEqual([]);
  const visited = new Set(PAGE_VISITS.map((visit) => visit.page));
  const missing = declaredPages.filter((page) => !(page.path in NOT_SWEPT) && !visited.has(page.path)).map((page) => page.path);
  expect(missing, 'declared pages the matrix does not load').toEqual([]);
  // Every cashier page is checked inside its host page by a player ready for the cashier (axe reaches the frame).
  const hosted = new Set(PAGE_VISITS.filter((visit) => visit.as === 'phone01').map((visit) => visit.path.split('?')[0]));
  expect(CASHIER_PAGES.filter((name) => !hosted.has(`/finance/${name}`)), 'cashier pages no matrix row opens in their host page (e2e/site-pages.ts MORE_INSTANCES)').toEqual([]);
});

/**
 * The longest rows first (a host page and its cashier frame, home and its advert, an activity's own page), so the
 * last test to start is a short one and neither worker waits at the end.
 */
const weight = (visit: Visit) => (visit.path.startsWith('/finance/') && visit.as === 'phone01' ? 0 : visit.page === '/' || visit.page === '/activity/entry' ? 1 : 2);
const ROWS = [...PAGE_VISITS, ...VIEW_VISITS].sort((a, b) => weight(a) - weight(b));

for (const visit of ROWS) {
  test(`matrix: ${visit.title}`, async ({ browser, sessions }, info) => {
    const context = await browser.newContext({
      baseURL: sessions.server.url,
      storageState: startingState(sessions.server.url, await sessions.state(visit.as), visit.forget),
      locale: 'zh-TW',
      timezoneId: 'Asia/Taipei',
      viewport: { width: VIEWPORTS[0].width, height: VIEWPORTS[0].height },
    });
    const page = await context.newPage();
    awaitStart(page);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(`uncaught page error: ${e.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat|did not match/i.test(message.text())) errors.push(`hydration: ${message.text().slice(0, 300)}`);
    });
    const found: string[] = [];
    const isDialog = visit.dialog !== undefined;
    try {
      // A page loads once and is resized in place; a dialog is opened afresh at each size.
      for (const [i, viewport] of VIEWPORTS.entries()) {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        if (i === 0 || isDialog) await load(page, visit, 'zh-TW', 'light');
        if (i === 0 && !isDialog) await rendered(page, visit);
        // Loaded afresh: from zh-TW light; resized in place: back from where the last size ended.
        const variants = i === 0 || isDialog ? VARIANTS : [...VARIANTS].reverse();
        found.push(...(await eachVariant(page, info, visit, viewport, variants)));
        if (!isDialog) found.push(...(await eachOpener(page, info, visit, viewport)));
      }
    } finally {
      await context.close();
    }
    found.push(...errors);
    expect(found, `${found.length} problem(s) on ${visit.title}:\n  ${found.join('\n  ')}\n`).toEqual([]);
  });
}
