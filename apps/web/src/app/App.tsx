import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { queryClient as defaultClient } from '../shared/api/query-client';
import { AppShell } from './shell/AppShell';

/** Providers around the shell: server state (TanStack Query) and the router (declarative mode). */
export function App({ client = defaultClient }: { client?: QueryClient }) {
  return (
    <StrictMode>
      <QueryClientProvider client={client}>
        <BrowserRouter>
          <Suspense fallback={null}>
            <AppShell />
          </Suspense>
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>
  );
}
