import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Toaster } from '../shared/ui/Toaster';
import { TooltipProvider } from '../shared/ui/Tooltip';
import { dismissToast } from '../shared/ui/use-toast';
import { analysisStore } from '../shared/lib/analysis-store';
import { savedLooksStore } from '../shared/lib/saved-looks-store';
import { styleEditsStore } from '../shared/lib/style-edits-store';
import type { Analysis } from '@uniform/contracts';
import { DashboardPage } from '../features/dashboard';
import { createFakeApi } from './fake-api';

/**
 * jsdom lacks a few browser APIs Radix uses (pointer capture, scrollIntoView, ResizeObserver).
 * Call once per test file before rendering. Test support only.
 */
export function installDomShims() {
  const proto = window.HTMLElement.prototype as unknown as Record<string, unknown>;
  proto.hasPointerCapture ??= () => false;
  proto.setPointerCapture ??= () => undefined;
  proto.releasePointerCapture ??= () => undefined;
  proto.scrollIntoView ??= () => undefined;
  (window as unknown as Record<string, unknown>).ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

/** Renders a page at a URL inside the app's providers (a fresh query cache each time) and the toaster. */
export function renderAt(
  element: ReactElement,
  url = '/dashboard',
): { router: ReturnType<typeof createMemoryRouter>; queryClient: QueryClient; unmount: () => void } {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element },
      { path: '/onboarding', element: <p>Onboarding</p> },
    ],
    {
      initialEntries: [url],
    },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <RouterProvider router={router} />
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>,
  );
  return { unmount: view.unmount, router, queryClient };
}

/** Empties this browser's style stores (analysis, saved looks, edits), as a fresh browser has them. */
export function clearBrowserStores() {
  analysisStore.clearAll();
  savedLooksStore.clear();
  styleEditsStore.clear();
}

/**
 * Per-test set-up for a dashboard test file: the DOM shims, a fresh fake API as fetch, empty
 * browser stores, no toasts left over, and no console errors allowed.
 */
export function setUpDashboardTests(): { api: () => ReturnType<typeof createFakeApi> } {
  let api: ReturnType<typeof createFakeApi>;
  let errors: jest.SpyInstance;
  beforeAll(installDomShims);
  beforeEach(() => {
    api = createFakeApi();
    (globalThis as { fetch?: unknown }).fetch = api.fetch;
    clearBrowserStores();
    errors = jest.spyOn(console, 'error');
  });
  afterEach(() => {
    cleanup();
    dismissToast();
    clearBrowserStores();
    const logged = errors.mock.calls;
    errors.mockRestore();
    expect(logged).toEqual([]);
  });
  return { api: () => api };
}

/** The dashboard of a visitor whose browser keeps `analysis`, opened at `url` (a tab: `?tab=lookbook`). */
export function openDashboard(analysis: Analysis, url = '/dashboard'): ReturnType<typeof renderAt> {
  analysisStore.set(analysis);
  return renderAt(<DashboardPage />, url);
}
