import { expect, type Page } from '@playwright/test';
import { declaredPages as webAddresses } from '../../apps/web/src/app/pages';
import { declaredPages, type DeclaredPage } from '../site-pages';
import { SITE_VIEWS, type Press, type SiteView, type Who } from '../site-views';

/**
 * The matrix's list of visits: every declared page (e2e/site-pages.ts, derived from the web app's page
 * declarations) as a visitor and as a logged-in player, plus the dialogs and page states of
 * e2e/site-views.ts. Nothing here names an address of its own except the reasons below.
 */

export interface Visit {
  title: string;
  /** The declared page the visit starts on. */
  page: string;
  /** The address opened (with the declared sample query, or the view's). */
  path: string;
  as: Who;
  press: readonly Press[];
  dialog?: SiteView['dialog'];
  forget?: RegExp;
  /** axe (WCAG 2.2 AA) runs on it too: every page visit, and the dialog views the accessibility pass has always checked. */
  axe: boolean;
}

/** Declared pages the matrix does not open, each with the reason. */
export const NOT_SWEPT: Readonly<Record<string, string>> = {
  '/ccGamePreparePage': 'the blank window a game opens in until its launch address arrives: it shows no words or amounts of the site',
};

/** The finance pages are the cashier's: opened by phone01, whom the matrix readies for it; a visitor is sent to log in. */
const CASHIER = /^\/finance\//;

/** The address of a declared page, with the sample query its declaration gives (site-pages keeps the pathname only). */
function addressOf(page: DeclaredPage): string {
  return webAddresses().find((address) => address.split('?')[0] === page.path) ?? page.path;
}

/** The agent backend's screens (issue 21) need an agent session: opened by the matrix's agent only; its login by a visitor. */
const AGENT = /^\/agent(\/|$)/;
/** My account's pages show one login gate to a visitor: checked once, on this page; every /mine page is checked as a player. */
const MINE_GATE = '/mine/account';

/**
 * Who opens a declared page. A public page is the same page for a player except the header: it is checked once as a
 * visitor, and the player's header on the pages of PLAYER_VISITS (which also show a player more than the header).
 */
function whoOpens(path: string): Who[] {
  if (path === '/agent/login') return ['visitor'];
  if (AGENT.test(path)) return ['agent'];
  if (CASHIER.test(path)) return ['phone01'];
  if (path.startsWith('/mine/')) return path === MINE_GATE ? ['visitor', 'demo01'] : ['demo01'];
  return ['visitor'];
}

/** Public pages as a player (the header a player sees, and what these pages show a player besides), My account as a player with a phone, and other addresses of a declared page. */
const PLAYER_VISITS: ReadonlyArray<{ page: string; path?: string; as: Who }> = [
  { page: '/', as: 'demo01' },
  { page: '/mine/account', as: 'phone01' },
  { page: '/mine/account/address', as: 'phone01' },
  { page: '/', path: '/?gameType=6', as: 'visitor' },
  { page: '/game/lobby', path: '/game/lobby/6/KT', as: 'visitor' },
  { page: '/game/lobby/1', as: 'demo01' },
  { page: '/favorite', as: 'demo01' },
  { page: '/activity/detail/InviteFriends/NTD', as: 'demo01' },
  { page: '/activity/entry', path: '/activity/entry?url=%2Factivity-pages%2Fmembers-gift', as: 'phone01' },
];

const pageVisit = (page: string, path: string, as: Who): Visit => ({ title: `${path} as ${as}`, page, path, as, press: [], axe: true });

export const PAGE_VISITS: readonly Visit[] = [
  ...declaredPages.filter((page) => !(page.path in NOT_SWEPT)).flatMap((page) => whoOpens(page.path).map((as) => pageVisit(page.path, addressOf(page), as))),
  ...PLAYER_VISITS.map((visit) => pageVisit(visit.page, visit.path ?? visit.page, visit.as)),
];

export const VIEW_VISITS: readonly Visit[] = SITE_VIEWS.map((view) => {
  const path = view.path ?? view.page;
  return { title: `${view.label} on ${path} as ${view.as}`, page: view.page, path, as: view.as, press: view.press ?? [], dialog: view.dialog, forget: view.forget, axe: view.axe === true };
});

/** Views whose page is no longer declared (or not swept): the list must follow the declarations. */
export function staleViews(): string[] {
  const declared = new Set(declaredPages.map((page) => page.path));
  const views = SITE_VIEWS.map((view) => view.page).filter((path) => !declared.has(path) || path in NOT_SWEPT);
  return [...new Set([...views, ...Object.keys(NOT_SWEPT).filter((path) => !declared.has(path))])];
}

/** Waits for a page to have loaded its shell and, where it embeds the cashier, the frame's answer (or the gate shown instead). */
export async function ready(page: Page): Promise<void> {
  await expect(page.locator('main, [role="main"], body > #root > :not(link, script, style, meta)').first()).toBeVisible();
  if ((await page.locator('iframe[src*="/cashier/"]').count()) > 0) {
    await expect(page.locator('iframe[src*="/cashier/"][data-ready]').or(page.locator('main [role="alert"]')).first()).toBeVisible({ timeout: 15_000 });
  }
}

/** Presses a view's controls in order (zh-TW names) and waits for its dialog, if it is one (by its zh-TW name when loaded in zh-TW). */
export async function open(page: Page, visit: Visit, inZhTw = true): Promise<void> {
  for (const press of visit.press) {
    const scope = press.within === 'banner' ? page.getByRole('banner') : press.within === 'main' ? page.getByRole('main') : page.getByRole('dialog').last();
    await scope.getByRole(press.role, { name: press.name, exact: typeof press.name === 'string' }).first().click();
  }
  if (visit.dialog === undefined) return;
  const dialog = visit.dialog === true || !inZhTw ? page.getByRole('dialog').first() : page.getByRole('dialog', { name: visit.dialog });
  await expect(dialog, `${visit.title}: the dialog does not open`).toBeVisible({ timeout: 15_000 });
}

/** Marks the visible buttons that say they open a dialog (`aria-haspopup="dialog"`) in `scope`; returns how many. */
export async function markDialogOpeners(page: Page, scope: 'body' | 'main'): Promise<number> {
  return page.evaluate((where) => {
    const root = document.querySelector(where) ?? document.body;
    const openers = [...root.querySelectorAll<HTMLElement>('[aria-haspopup="dialog"]')].filter((el) => el.checkVisibility({ visibilityProperty: true }));
    document.querySelectorAll('[data-sweep-opener]').forEach((el) => el.removeAttribute('data-sweep-opener'));
    openers.forEach((el, i) => (el.dataset.sweepOpener = String(i)));
    return openers.length;
  }, scope);
}
