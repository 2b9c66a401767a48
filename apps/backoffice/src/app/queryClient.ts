import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@site/client/errors';

/**
 * One query cache for the back office. Queues and files are read fresh (staleTime 0 on a focus);
 * a refusal (4xx) is never retried: a role that may not read a list asks once.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 5_000,
      retry: (count, error) => !(error instanceof ApiError && (error.response?.status ?? 0) >= 400 && (error.response?.status ?? 0) < 500) && count < 2,
    },
    mutations: { retry: false },
  },
});
