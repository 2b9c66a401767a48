import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MUTATION_DEFAULTS } from '@site/client/query-client';
import { render } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import { resetCallState } from '../shared/api/call';
import { queryClient as sharedClient } from '../shared/api/query-client';
import { setApiEnvironment } from '../shared/api/environment';
import { setBrandForTests } from '../shared/brand';
import { i18n, initI18n } from '../shared/i18n/i18n';
import { useSessionStore } from '../shared/stores/session';
import { usePopupsStore } from '../shared/stores/popups';
import { usePromotionsStore } from '../shared/stores/promotions';
import { DEFAULT_LANGUAGE, useSettingsStore } from '../shared/stores/settings';
import { useSituationStore } from '../shared/stores/situation';
import type { BrandId } from '@site/contract/brands';

/** Fresh stores, storage, brand and API environment for every test. */
export async function resetApp({ brand = 'jade' as BrandId } = {}) {
  localStorage.clear();
  sessionStorage.clear();
  setBrandForTests(brand);
  setApiEnvironment(null);
  resetCallState();
  sharedClient.clear();
  useSettingsStore.setState({ language: DEFAULT_LANGUAGE, appearance: 'device', frontendType: null });
  useSessionStore.setState({ token: null, firstLogin: false });
  usePopupsStore.setState({ open: null, pendingAuth: null, pendingActivity: null });
  usePromotionsStore.setState({ held: false });
  useSituationStore.setState({ maintenance: null });
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  await initI18n();
  if (i18n.language !== DEFAULT_LANGUAGE) await i18n.changeLanguage(DEFAULT_LANGUAGE);
  i18n.hydratingLanguage = undefined;
}

let currentLocation = '';

/** The router location, as a test reads it. */
export function testLocation(): string {
  return currentLocation;
}

function LocationProbe() {
  const location = useLocation();
  currentLocation = `${location.pathname}${location.search}`;
  return null;
}

export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  // Mutations as the app's (sent even offline): a form's offline behaviour is what the player gets.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: MUTATION_DEFAULTS } });
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe />
        <Suspense fallback={<p>suspended</p>}>{ui}</Suspense>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, client };
}
