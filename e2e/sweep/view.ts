import { expect, type Page } from '@playwright/test';
import { declaredPages as webAddresses } from '../../apps/web/src/app/pages';
import { declaredPages, type DeclaredPage } from '../site-pages';
import { SITE_VIEWS, type Press, type SiteView, type Who } from '../site-views';

/**
 * The sweep's list of visits: every declared page (e2e/site-pages.ts, derived from the web app's page
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
}

/** Declared pages the sweep does not open, each with the reason. */
export const NOT_SWEPT: Readonly<Record<string, string>> = {
  '/ccGamePreparePage': 'the blank window a game opens in until its launch address arrives: it shows no words or amounts of the site',
};

/** The finance pages are the cashier's: opened by phone01, whom the sweep readies for it; a visitor is sent to log in. */
const CASHIER = /^\/finance\//;

/** The address of a declared page, with the sample query its declaration gives (site-pages keeps the pathname only). */
function addressOf(page: DeclaredPage): string {
  return webAddresses().find((address) => address.split('?')[0] === page.path) ?? page.path;
}

/** The agent backend's screens (issue 21) need an agent session: opened by the sweep's agent only; its login by a visitor. */
const AGENT = /^\/agent(\/|$)/;

function whoOpens(path: string): Who[] {
  if (path === '/agent/login') return ['visitor'];
  if (AGENT.test(path)) return ['agent'];
  return CASHIER.test(path) ? ['phone01'] : ['visitor', 'demo01'];
}

export const PAGE_VISITS: readonly Visit[] = declaredPages
  .filter((page) => !(page.path in NOT_SWEPT))
  .flatMap((page) =>
    whoOpens(page.path).map((as): Visit => {
      const path = addressOf(page);
      return { title: `${path} as ${as}`, page: page.path, path, as, press: [] };
    }),
  );

export const VIEW_VISITS: readonly Visit[] = SITE_VIEWS.map((view) => {
  const path = view.path ?? view.page;
  return { title: `${view.label} on ${path} as ${view.as}`, page: view.page, path, as: view.as, press: view.press ?? [], dialog: view.dialog, forget: view.forget };
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
