import { i18n } from '../i18n/i18n';

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

/** Set by <NavigationBridge/> inside the router. */
export function setNavigator(navigate: ((path: string) => void) | null): void {
  navigateImpl = navigate;
}

const defaults: ApiEnvironment = {
  fetch: (...args) => globalThis.fetch(...args),
  navigate: (path) => {
    if (navigateImpl) navigateImpl(path);
    else window.location.assign(path);
  },
  currentPath: () => window.location.pathname,
  toast: (message, id) => {
    void import('@site/ui/toast-api').then(({ showToast }) => showToast(message, { kind: 'error', id }));
  },
  modal: ({ title, content, closeText }) => {
    void import('@site/ui/confirm').then(({ confirm }) => confirm({ title, content, confirmText: closeText, showCancel: false }));
  },
  translate: async (key) => {
    await i18n.loadNamespaces('shell');
    return i18n.t(key, { ns: 'shell' });
  },
};

let current: ApiEnvironment = defaults;

export function apiEnvironment(): ApiEnvironment {
  return current;
}

export function setApiEnvironment(overrides: Partial<ApiEnvironment> | null): void {
  current = overrides ? { ...defaults, ...overrides } : defaults;
}
