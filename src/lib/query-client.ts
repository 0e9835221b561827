import { QueryClient } from '@tanstack/react-query';
import { ApiClientError } from './api-client';

/**
 * Server-data cache for the whole app. Library defaults are kept (5 minutes
 * garbage-collection, 3 retries with growing delay up to 30 s) except that
 * 4xx answers are not retried: they will not change on a retry.
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
