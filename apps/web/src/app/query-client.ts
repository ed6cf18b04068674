import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api/api-error.ts';

/** A failure worth one more try: transport trouble, not a business answer, a broken contract or a cancel. */
export function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.kind === 'network' || error.kind === 'http' || error.kind === 'timeout';
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < 1 && isRetryable(error),
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
