import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, Suspense, useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { queryClient as defaultClient } from '../shared/api/query-client';
import { AppShell } from './shell/AppShell';

/**
 * Marks the document once the app has committed its first render (a server-rendered page: hydrated).
 * Before that a click or a choice on server-rendered markup is not yet the app's: the e2e suite waits for it.
 */
function Started() {
  useEffect(() => {
    document.documentElement.dataset.started = '';
  }, []);
  return null;
}

/** Providers around the shell: server state (TanStack Query) and the router (declarative mode). */
export function App({ client = defaultClient }: { client?: QueryClient }) {
  return (
    <StrictMode>
      <QueryClientProvider client={client}>
        <BrowserRouter>
          <Suspense fallback={null}>
            <AppShell />
          </Suspense>
          <Started />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>
  );
}
