import { QueryClient } from '@tanstack/query-core';
import { isApiError } from './errors';

/** Business errors are answers, not glitches: only network trouble is retried, once. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && isApiError(error) && (error.case === 'network' || error.case === 'timeout');
}

/** The query client both apps start from: no refetch on focus, one minute fresh, mutations never retried (moneyCall retries itself). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 60_000 },
      mutations: { retry: false },
    },
  });
}
