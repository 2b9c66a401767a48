import { createApiClient } from '@site/client/client';
import { detectOsType } from '@site/client/os-type';
import { showToast } from '@site/ui/toast-api';
import { i18n, toApiLanguage } from '../i18n/i18n';
import { queryClient } from './queryClient';
import { useBackoffice } from './store';

let navigator: (path: string) => void = (path) => window.location.assign(`/backoffice${path}`);
/** The router hands its navigate here once mounted (App.tsx), so a 401 goes to the login page without a reload. */
export function setNavigator(navigate: (path: string) => void): void {
  navigator = navigate;
}

const DEVICE_KEY = 'backoffice.device';
function deviceId(): string {
  try {
    const known = localStorage.getItem(DEVICE_KEY);
    if (known) return known;
    const fresh = crypto.randomUUID();
    localStorage.setItem(DEVICE_KEY, fresh);
    return fresh;
  } catch {
    return 'backoffice';
  }
}

/**
 * The back office's instance of the shared client (@site/client): the contract's endpoints with the
 * staff token in the `token` header, answers parsed with the contract's schemas, the error catalogue's
 * texts. A 401 (idle 15 minutes, 8 hours, logged out elsewhere, disabled) ends the tab's session and
 * goes to the login page with the catalogue's notice; there is no maintenance screen for staff.
 */
export const backofficeClient = createApiClient({
  fetch: (...args) => globalThis.fetch(...args),
  token: () => useBackoffice.getState().token,
  deviceId,
  brand: () => 'jade',
  language: () => toApiLanguage(useBackoffice.getState().language),
  osType: () => detectOsType(),
  origin: () => window.location.origin,
  currentPath: () => window.location.pathname.replace(/^\/backoffice/, '') || '/',
  navigate: (path) => navigator(path),
  toast: (message, id) => showToast(message, { kind: 'error', id }),
  modal: ({ content }) => showToast(content.replace(/<[^>]*>/g, ' ').trim(), { kind: 'error' }),
  translate: async (key) => {
    await i18n.loadNamespaces('common');
    return i18n.t(key, { ns: 'common' });
  },
  sessionNotice: false,
  logout: (first) => {
    useBackoffice.getState().signOut();
    queryClient.clear();
    if (first) {
      void i18n.loadNamespaces('common').then(() => showToast(i18n.t('errors.sessionEnded', { ns: 'common' }), { kind: 'error', id: 'session' }));
      navigator('/login');
    }
  },
  onMaintenance: () => undefined,
  queryClient,
});
