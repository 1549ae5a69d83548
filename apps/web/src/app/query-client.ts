import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-client.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Retry only what may pass on a second try: network failures and server errors.
      retry: (failureCount, error) => {
        if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
        // An answer of the wrong kind comes back the same on a second try.
        if (isApiError(error) && error.code === 'INVALID_RESPONSE') return false;
        return failureCount < 2;
      },
    },
    mutations: { retry: false },
  },
});
