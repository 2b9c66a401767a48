import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { queryClient as defaultClient } from '../shared/api/query-client';
import { RouteErrorBoundary } from './router/RouteErrorBoundary';
import { AppShell } from './shell/AppShell';
import { PageLoadError } from './shell/PageStates';

/**
 * Providers around the shell: server state (TanStack Query) and the router (declarative mode). A part of the
 * shell that fails (its lazy code gone after a new build: the address loads again once; any other error)
 * shows the page's error with a reload, never a blank page.
 */
export function App({ client = defaultClient }: { client?: QueryClient }) {
  return (
    <StrictMode>
      <QueryClientProvider client={client}>
        <BrowserRouter>
          <RouteErrorBoundary
            resetKey="app"
            fallback={() => (
              <main id="main">
                <PageLoadError />
              </main>
            )}
            reloading={null}
          >
            <Suspense fallback={null}>
              <AppShell />
            </Suspense>
          </RouteErrorBoundary>
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>
  );
}
