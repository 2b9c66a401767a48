import { QueryClient, type MutationOptions } from '@tanstack/query-core';
import { isApiError } from './errors';

/** Business errors are answers, not glitches: only network trouble is retried, once. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && isApiError(error) && (error.case === 'network' || error.case === 'timeout');
}

/**
 * Every mutation of both apps: never retried (moneyCall retries itself, with its key), and sent even
 * when the browser says it is offline (`networkMode: 'always'`). TanStack's default ('online') pauses a
 * mutation until the browser is back online, so a form said 處理中… for as long as the connection was
 * gone (issue 34); tried, the call fails at once as a network error and the form says so and offers its
 * retry (the cashier's useMoneySubmit keeps the Idempotency-Key for it). Exported for test clients.
 */
export const MUTATION_DEFAULTS = { retry: false, networkMode: 'always' } as const satisfies MutationOptions;

/** The query client both apps start from: no refetch on focus, one minute fresh, mutations as MUTATION_DEFAULTS. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 60_000 },
      mutations: MUTATION_DEFAULTS,
    },
  });
}
