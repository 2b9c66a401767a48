import type { ApiLanguage, ClientEnvironment } from '@site/client/environment';
import { osTypeFromUserAgent } from '@site/client/os-type';
import type { FrameToHost } from '@site/contract/frame';
import type { QueryClient } from '@tanstack/react-query';
import { i18n } from '../i18n/i18n';
import type { Init } from './session';

export interface CashierEnvironmentDeps {
  /** The host's latest init and language, read at call time. */
  current: () => { init: Init | null; language: ApiLanguage };
  post: (message: FrameToHost) => void;
  queryClient: QueryClient;
  fetch?: typeof fetch;
}

function storage(): ClientEnvironment['storage'] {
  return {
    read: (key) => {
      try {
        return localStorage.getItem(key);
      } catch {
        return null;
      }
    },
    write: (key, value) => {
      try {
        localStorage.setItem(key, value);
      } catch {
        // Storage refused (private mode): the catalogue stays in memory.
      }
    },
  };
}

/**
 * The shared client's environment inside the frame (DESIGN 5): the session is
 * the host's `init`; what ends a session or the site is the host's business,
 * so 401 becomes `tokenInvalid` and 503 `maintenance`; toasts are shown by the
 * host (a toast inside a tall finance frame may sit below the fold); a
 * catalogue dialog (showType 2) opens in the frame with @site/ui's confirm.
 */
export function cashierEnvironment({ current, post, queryClient, fetch }: CashierEnvironmentDeps): ClientEnvironment {
  return {
    fetch: fetch ?? ((...args) => globalThis.fetch(...args)),
    token: () => current().init?.token ?? null,
    deviceId: () => current().init?.deviceId ?? '',
    brand: () => current().init?.brand ?? 'jade',
    language: () => current().language,
    // The frame is narrow by design: the host's os-type, else the user agent alone.
    osType: () => current().init?.osType ?? osTypeFromUserAgent(navigator.userAgent),
    origin: () => window.location.origin,
    currentPath: () => window.location.pathname,
    // The frame never leaves its page; the host owns the routes.
    navigate: () => undefined,
    toast: (message) => post({ type: 'toast', kind: 'error', message: message.slice(0, 500) }),
    modal: ({ title, content, closeText }) => {
      void import('@site/ui/confirm').then(({ confirm }) => confirm({ title, content, confirmText: closeText, showCancel: false }));
    },
    translate: async (key) => {
      await i18n.loadNamespaces('common');
      return i18n.t(key, { ns: 'common' });
    },
    sessionNotice: false,
    logout: (first) => {
      if (first) post({ type: 'tokenInvalid' });
    },
    onMaintenance: () => post({ type: 'maintenance', on: true }),
    queryClient,
    // Same origin as the host: the catalogue the web app stored is reused.
    storage: storage(),
  };
}
