import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './errors';

/** Business errors are answers, not glitches: only network trouble is retried, once. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && isApiError(error) && (error.case === 'network' || error.case === 'timeout');
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 60_000 },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
