import type { ComponentType } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './query-client';

/**
 * `Component` inside the app's one QueryClient. TanStack Query is not in the entry (the landing page
 * draws without it): each lazily loaded part that asks the API (a page, the header's account control,
 * the profile sync) is wrapped as it loads, so they all share one cache.
 */
export function withQueries<Props extends object>(Component: ComponentType<Props>): ComponentType<Props> {
  function WithQueries(props: Props) {
    return (
      <QueryClientProvider client={queryClient}>
        <Component {...props} />
      </QueryClientProvider>
    );
  }
  WithQueries.displayName = `WithQueries(${Component.displayName ?? Component.name})`;
  return WithQueries;
}
