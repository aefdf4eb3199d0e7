import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './http';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Client errors will not change on retry; the http layer already told the user.
        retry: (failureCount, error) => !(error instanceof ApiError && error.statusCode < 500) && failureCount < 1,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
