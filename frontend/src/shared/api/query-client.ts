import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import type { OperationId } from '@uniform/contracts';
import { operationQueryFn } from './api-client';

/** A query without its own function asks the operation its key starts with (['getAuthUser']). */
const operationKeyQueryFn: QueryFunction = (context) =>
  operationQueryFn(context.queryKey[0] as OperationId, { on401: 'throw' })(context as never);

/** Spec 1 §9: no refetch interval, no refetch on focus, data never stale, no retries. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: operationKeyQueryFn,
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
      retry: false,
    },
    mutations: { retry: false },
  },
});
