import { createApiClient, type CallOptions } from '@site/client/client';
import { detectOsType } from '@site/client/os-type';
import type { Endpoint, ResponseOf } from '@site/contract/endpoint';
import { currentBrandId } from '../../../shared/brand';
import { apiEnvironment } from '../../../shared/api/environment';
import { getDeviceId } from '../../../shared/api/device';
import { queryClient } from '../../../shared/api/query-client';
import { toApiLanguage } from '../../../shared/i18n/languages';
import { useSettingsStore } from '../../../shared/stores/settings';
import { readLocal, writeLocal } from '../../../shared/stores/storage';
import { agentKeys } from './keys';
import { agentLoginAfter } from './login-path';
import { useAgentSession } from '../session/store';

/** Forgets the agent's session and its data (the player's session and data stay). */
export function forgetAgent(): void {
  useAgentSession.getState().logout();
  queryClient.removeQueries({ queryKey: agentKeys.all });
}

/**
 * A second instance of the shared client (@site/client) for the agent backend: the same
 * headers, sign, envelope and SPEC 8 rules as the player's, but it sends the AGENT token and a
 * session that ends (401, session codes) logs the agent out to /agent/login, never the player.
 */
export const agentClient = createApiClient({
  fetch: (...args) => apiEnvironment().fetch(...args),
  token: () => useAgentSession.getState().token,
  deviceId: getDeviceId,
  brand: currentBrandId,
  language: () => toApiLanguage(useSettingsStore.getState().language),
  osType: () => detectOsType(),
  origin: () => window.location.origin,
  currentPath: () => apiEnvironment().currentPath(),
  navigate: (path) => apiEnvironment().navigate(path),
  toast: (message, id) => apiEnvironment().toast(message, id),
  modal: (options) => apiEnvironment().modal(options),
  translate: (key) => apiEnvironment().translate(key),
  logout: (first) => {
    forgetAgent();
    if (first) apiEnvironment().navigate(agentLoginAfter(apiEnvironment().currentPath()));
  },
  onMaintenance: async () => {
    const env = apiEnvironment();
    if (env.currentPath() !== '/situation/503') env.navigate('/situation/503');
  },
  queryClient,
  storage: { read: readLocal, write: writeLocal },
});

/** One agent call (the agent's token, SPEC 8's rules); rejects with an ApiError. */
export function agentCall<E extends Endpoint>(endpoint: E, options: CallOptions<E> = {}): Promise<ResponseOf<E>> {
  return agentClient.call(endpoint, options);
}
