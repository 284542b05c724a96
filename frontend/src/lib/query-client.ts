import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api';

/** Spec 1 §9: no refetch interval, no refetch on focus, data never stale, no retries. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
      retry: false,
    },
    mutations: { retry: false },
  },
});
