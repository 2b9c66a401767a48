import { i18n } from '../i18n/i18n';
import { browser } from '../session/browser';

/**
 * What the API client needs from the app around it. The defaults talk to the
 * router, the toast and the confirmation dialog; tests replace them.
 */
export interface ApiEnvironment {
  fetch: typeof fetch;
  navigate: (path: string) => void;
  currentPath: () => string;
  toast: (message: string, id?: string) => void;
  modal: (options: { title: string; content: string; closeText: string }) => void;
  /** Text of the `shell` namespace, loading it first if needed. */
  translate: (key: string) => Promise<string>;
}

let navigateImpl: ((path: string) => void) | null = null;
/** A navigation asked for before the router is there (a call answered while the page hydrates). */
let pending: string | null = null;
/** How long a navigation waits for the router before loading the address instead. */
export const NAVIGATION_WAITS_MS = 3000;

/** Set by <NavigationBridge/> inside the router; a navigation that was waiting for it goes now. */
export function setNavigator(navigate: ((path: string) => void) | null): void {
  navigateImpl = navigate;
  if (!navigate || pending === null) return;
  const path = pending;
  pending = null;
  navigate(path);
}

/**
 * Through the router when it is there. Before, the navigation waits for it: loading the address at once
 * would lose what the same answer opened beside it (the 401's 溫馨提示 notice). Without a router in time
 * (the app failed to start), the address is loaded.
 */
function navigateThroughRouter(path: string): void {
  if (navigateImpl) return navigateImpl(path);
  pending = path;
  setTimeout(() => {
    if (pending !== path) return;
    pending = null;
    browser.assign(path);
  }, NAVIGATION_WAITS_MS);
}

const defaults: ApiEnvironment = {
  fetch: (...args) => globalThis.fetch(...args),
  navigate: navigateThroughRouter,
  currentPath: () => window.location.pathname,
  toast: (message, id) => {
    void import('@site/ui/toast-api').then(({ showToast }) => showToast(message, { kind: 'error', id }));
  },
  modal: ({ title, content, closeText }) => {
    lastNotice = import('@site/ui/confirm').then(({ confirm }) => confirm({ title, content, confirmText: closeText, showCancel: false })).catch(() => undefined);
  },
  translate: async (key) => {
    await i18n.loadNamespaces('shell');
    return i18n.t(key, { ns: 'shell' });
  },
};

let current: ApiEnvironment = defaults;

/** The last notice the client showed, settled once the player has closed it. */
let lastNotice: Promise<unknown> = Promise.resolve();

/**
 * Settles once the notices shown so far are closed: what follows one (the login popup after a session's end)
 * waits for it rather than opening a second dialog over it.
 */
export function noticesClosed(): Promise<unknown> {
  return lastNotice;
}

export function apiEnvironment(): ApiEnvironment {
  return current;
}

export function setApiEnvironment(overrides: Partial<ApiEnvironment> | null): void {
  current = overrides ? { ...defaults, ...overrides } : defaults;
}
