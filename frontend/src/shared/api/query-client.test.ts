import { queryClient } from './query-client';

describe('query client', () => {
  test('When the app fetches, then it follows spec 1 §9: no interval, no refetch on focus, never stale, no retries', () => {
    const { queries, mutations } = queryClient.getDefaultOptions();
    expect(queries).toMatchObject({
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
      retry: false,
    });
    expect(typeof queries?.queryFn).toBe('function');
    expect(mutations).toMatchObject({ retry: false });
  });
});
