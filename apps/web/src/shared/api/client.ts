import { createApiClient } from '@site/client/client';
import { detectOsType } from '@site/client/os-type';
import { currentBrandId } from '../brand';
import { toApiLanguage } from '../i18n/languages';
import { sessionEndedHere, useSessionStore } from '../stores/session';
import { useSettingsStore } from '../stores/settings';
import { readLocal, writeLocal } from '../stores/storage';
import { pageOrigin } from '../pageOrigin';
import { askToLogInAgain } from '../session/relogin';
import { getDeviceId } from './device';
import { apiEnvironment } from './environment';
import { queryClient } from './query-client';

const MAINTENANCE_PATH = '/situation/503';

/**
 * The web app's instance of the shared client (@site/client): the token,
 * language and brand from the stores, the router, toaster and dialog from
 * apiEnvironment() (which tests replace), SPEC 8's session end as logout +
 * home (then, for a session that ended, the login popup and the way back) and its 503 as the maintenance screen.
 */
export const webClient = createApiClient({
  fetch: (...args) => apiEnvironment().fetch(...args),
  token: () => useSessionStore.getState().token,
  sessionEndedHere,
  deviceId: getDeviceId,
  brand: currentBrandId,
  language: () => toApiLanguage(useSettingsStore.getState().language),
  osType: () => detectOsType(),
  // On the server, the visitor's (its renderer asks in-process for them).
  origin: pageOrigin,
  currentPath: () => apiEnvironment().currentPath(),
  navigate: (path) => apiEnvironment().navigate(path),
  toast: (message, id) => apiEnvironment().toast(message, id),
  modal: (options) => apiEnvironment().modal(options),
  translate: (key) => apiEnvironment().translate(key),
  logout: (first, key) => {
    const from = apiEnvironment().currentPath();
    const hadSession = useSessionStore.getState().token !== null;
    useSessionStore.getState().logout();
    if (!first) return;
    apiEnvironment().navigate('/');
    // A player's session that ended (401), not a disabled account (403001002): the login popup, then back to this page.
    if (hadSession && key.startsWith('401')) void askToLogInAgain(from);
  },
  onMaintenance: async (window) => {
    // The situation store is not needed on the first screen: loaded with the first 503.
    const { useSituationStore } = await import('../stores/situation');
    useSituationStore.getState().setMaintenance(window);
    const env = apiEnvironment();
    if (env.currentPath() !== MAINTENANCE_PATH) env.navigate(MAINTENANCE_PATH);
  },
  queryClient,
  storage: { read: readLocal, write: writeLocal },
});
