import { QueryClient } from '@tanstack/react-query';
import { ApiClientError } from './api-client';

/**
 * Server-data cache for the whole app. Three of TanStack Query v5's defaults are changed: data stays fresh for
 * 30 s (default 0: refetch on every new observer), a window regaining focus does not refetch (default true), and
 * 4xx answers are not retried (they will not change on a retry; other failures keep the default of 3 retries).
 * Kept as the library sets them: unused data is garbage-collected after 5 minutes (gcTime), retries wait
 * min(1000 x 2^attempt, 30000) ms, and a query refetches on mount when stale and on reconnect.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (error instanceof ApiClientError && error.status >= 400 && error.status < 500) return false;
          return failureCount < 3;
        },
      },
    },
  });
}
