import { expect, type Browser, type BrowserContext, type Frame, type Page } from '@playwright/test';
import { CHECK_AGENT, ensureAgent, setAgentSession } from '../agent';
import { loginByApi, loginFragment } from '../api';
import type { RunningServer } from '../server';
import type { Who } from '../site-views';
import { givePhone01AHistory } from './data';
import { loadingSignature } from './inspect';

/**
 * The matrix's browser side: one login per player per worker (kept as a storage state), the language
 * switched in place, and "loaded" told by the page itself (no skeleton, no busy region, text that
 * has stopped changing) rather than by the network, which the live-updates stream keeps busy.
 */

export const LANGUAGES = ['zh-TW', 'en', 'th'] as const;
export type Language = (typeof LANGUAGES)[number];
export const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;
export type Viewport = (typeof VIEWPORTS)[number];

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** The players' sessions of one worker's server, each logged in once, on first use. */
export class Sessions {
  private readonly states = new Map<Who, Promise<StorageState | undefined>>();

  constructor(
    readonly server: RunningServer,
    private readonly browser: Browser,
  ) {}

  state(who: Who): Promise<StorageState | undefined> {
    let state = this.states.get(who);
    if (!state) {
      state = who === 'visitor' ? Promise.resolve(undefined) : this.login(who);
      this.states.set(who, state);
    }
    return state;
  }

  private async login(who: Exclude<Who, 'visitor'>): Promise<StorageState> {
    if (who === 'agent') return this.agentState();
    const token = await loginByApi(this.server.url, who);
    // phone01 (a bound phone, which a bank card needs) gets a card, a deposit and a claimed reward (data.ts).
    if (who === 'phone01') await givePhone01AHistory(this.server, token);
    const context = await this.browser.newContext({ baseURL: this.server.url, locale: 'zh-TW', timezoneId: 'Asia/Taipei' });
    try {
      const page = await context.newPage();
      // Logged in on a page without the login advert; the advert's state is left out of the kept storage.
      await page.goto(`/situation/comingSoon${await loginFragment(this.server.url, token)}`);
      await expect(page.getByRole('button', { name: '用戶中心' })).toBeVisible();
      return await context.storageState();
    } finally {
      await context.close();
    }
  }

  /** The storage of a browser where the matrix's agent is logged in to the agent backend (issue 21). */
  private async agentState(): Promise<StorageState> {
    const token = await ensureAgent(this.server.url, this.server.dataDir);
    const context = await this.browser.newContext({ baseURL: this.server.url, locale: 'zh-TW', timezoneId: 'Asia/Taipei' });
    try {
      const page = await context.newPage();
      await page.goto('/situation/comingSoon');
      await setAgentSession(page, token, CHECK_AGENT.account);
      return await context.storageState();
    } finally {
      await context.close();
    }
  }
}

/**
 * The storage a matrix context starts with: the identity's login, and the client settings a first load starts in
 * (zh-TW, light), so the first page opened is the visit itself rather than a page to give local storage an origin.
 * Entries matching `forget` (state that shows a dialog once) are left out.
 */
export function startingState(url: string, login: StorageState | undefined, forget?: RegExp): StorageState {
  const origin = new URL(url).origin;
  const settings = { name: 'site.settings', value: JSON.stringify({ state: { language: 'zh-TW', appearance: 'light' }, version: 1 }) };
  const kept = login?.origins.find((o) => o.origin === origin)?.localStorage ?? [];
  const localStorage = [...kept.filter((entry) => entry.name !== settings.name && !forget?.test(entry.name)), settings];
  return { cookies: login?.cookies ?? [], origins: [...(login?.origins ?? []).filter((o) => o.origin !== origin), { origin, localStorage }] };
}

/** A frame's address without its origin ('' for a frame with none yet, about:blank as it is). */
function addressOf(frame: Frame): string {
  try {
    const url = new URL(frame.url());
    return url.protocol.startsWith('http') ? `${url.pathname}${url.search}` : frame.url();
  } catch {
    return frame.url();
  }
}

/** Every document of the page: the page and its frames (the cashier's), as [label, frame]. */
export function documents(page: Page): Array<[string, Frame]> {
  return page.frames().map((frame) => [frame === page.mainFrame() ? 'page' : `frame ${addressOf(frame) || '(no address)'}`, frame]);
}

/**
 * Waits until the page and its frames show no skeleton or busy region and their text has stopped
 * changing for two reads (at most `ms`); a part that stays loading is checked as it is.
 */
export async function settle(page: Page, ms = 8000): Promise<void> {
  const deadline = Date.now() + ms;
  let last = '';
  let steady = 0;
  while (Date.now() < deadline) {
    const signatures = await Promise.all(page.frames().map((frame) => frame.evaluate(loadingSignature).catch(() => ({ loading: 0, text: -1 }))));
    const now = JSON.stringify(signatures);
    const loading = signatures.some((s) => s.loading > 0);
    steady = !loading && now === last ? steady + 1 : 0;
    if (steady >= 2) return;
    last = now;
    await page.waitForTimeout(100);
  }
}

/**
 * Switches the language as a player does with the header's language select (found in the DOM even where a
 * phone's layout tucks it away), without reloading; a page without the header is reloaded in the language.
 * Waits for `<html lang>` in the page and in each cashier frame (the host tells the frame).
 */
export async function switchLanguage(page: Page, language: Language): Promise<'in place' | 'reloaded'> {
  const switched = await page.evaluate((lng) => {
    const select = [...document.querySelectorAll('select')].find((s) => [...s.options].some((o) => o.value === lng) && [...s.options].some((o) => o.value === 'zh-TW'));
    if (!select) return false;
    if (select.value !== lng) {
      select.value = lng;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
    return true;
  }, language);
  if (!switched) {
    await rememberLanguage(page, language);
    await page.reload();
  }
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  for (const frame of page.frames()) {
    if (frame !== page.mainFrame() && addressOf(frame).startsWith('/cashier')) await expect(frame.locator('html')).toHaveAttribute('lang', language);
  }
  return switched ? 'in place' : 'reloaded';
}

/** The language the next load starts in (the settings kept in local storage, apps/web/src/shared/stores/settings.ts). */
export async function rememberLanguage(page: Page, language: Language): Promise<void> {
  await rememberSetting(page, 'language', language);
}

/** The appearance the next load starts in. */
export async function rememberTheme(page: Page, theme: Theme): Promise<void> {
  await rememberSetting(page, 'appearance', theme);
}

/** A client setting the next load starts with (apps/web/src/shared/stores/settings.ts reads it at start). */
async function rememberSetting(page: Page, name: 'language' | 'appearance', value: string): Promise<void> {
  await page.evaluate(
    ([name, value]) => {
      const key = 'site.settings';
      let state: Record<string, unknown> = {};
      try {
        state = (JSON.parse(localStorage.getItem(key) ?? '{}') as { state?: Record<string, unknown> }).state ?? {};
      } catch {
        /* a damaged entry is replaced */
      }
      localStorage.setItem(key, JSON.stringify({ state: { ...state, [name]: value }, version: 1 }));
    },
    [name, value] as const,
  );
}

/** Removes the local storage entries whose key matches (state that shows a dialog once, as the login advert's). */
export async function forget(page: Page, keys: RegExp): Promise<void> {
  await page.evaluate((source) => {
    const pattern = new RegExp(source);
    for (const key of Object.keys(localStorage)) if (pattern.test(key)) localStorage.removeItem(key);
  }, keys.source);
}

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/**
 * Switches the appearance as a player does with the header's appearance select, without reloading; a page without
 * the header is reloaded in it (kept in local storage, as the app reads it at start). Waits for the theme's class on
 * `<html>` in the page and in each cashier frame (the host tells the frame).
 */
export async function switchTheme(page: Page, theme: Theme): Promise<'in place' | 'reloaded'> {
  const switched = await page.evaluate((appearance) => {
    const select = [...document.querySelectorAll('select')].find((s) => [...s.options].some((o) => o.value === 'device') && [...s.options].some((o) => o.value === appearance));
    if (!select) return false;
    if (select.value !== appearance) {
      select.value = appearance;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
    return true;
  }, theme);
  if (!switched) {
    await rememberSetting(page, 'appearance', theme);
    await page.reload();
  }
  const themed = new RegExp(`\\b${theme}\\b`);
  await expect(page.locator('html')).toHaveClass(themed);
  for (const frame of page.frames()) {
    if (frame !== page.mainFrame() && addressOf(frame).startsWith('/cashier')) await expect(frame.locator('html')).toHaveClass(themed);
  }
  return switched ? 'in place' : 'reloaded';
}
