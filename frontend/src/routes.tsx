import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Layout } from './components/layout/Layout';
import { PageLoading } from './components/layout/PageLoading';
import { PLANNED_PAGES, type PlannedPageKey } from './data/planned-pages';
import { RouteErrorPage } from './pages/RouteErrorPage';

/**
 * Route modules load on demand through the router's `lazy`, so a navigation commits only once the
 * page's code is here: the old page stays (with the progress bar) instead of flashing a spinner, and
 * ScrollRestoration finds `#anchors` on the new page.
 */
const page =
  (load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] =>
  async () => ({ Component: (await load()).default });

/** A route whose feature another issue builds: its name and purpose until then. */
const planned =
  (key: PlannedPageKey): RouteObject['lazy'] =>
  async () => {
    const { PlannedPage } = await import('./pages/PlannedPage');
    return { element: <PlannedPage {...PLANNED_PAGES[key]} /> };
  };

/** Every route of spec 1 §2; the gateway serves the app for these with 200 and for anything else with 404. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    // The layout itself failed: nothing of the shell can be trusted, so the error page stands alone.
    errorElement: <RouteErrorPage standalone />,
    children: [
      {
        // A page failed (e.g. its code could not be fetched after a deploy): keep header and footer.
        errorElement: <RouteErrorPage />,
        HydrateFallback: PageLoading,
        children: [
          { path: '/', lazy: page(() => import('./pages/HomePage')) },
          { path: '/onboarding', lazy: page(() => import('./pages/OnboardingPage')) },
          { path: '/dashboard', lazy: planned('dashboard') },
          { path: '/getup', lazy: planned('getup') },
          { path: '/personality-quiz', lazy: planned('quiz') },
          { path: '/family-manifesto', lazy: planned('manifesto') },
          { path: '/meditation', lazy: planned('meditation') },
          { path: '/terms', lazy: page(() => import('./pages/TermsPage')) },
          { path: '/privacy', lazy: page(() => import('./pages/PrivacyPage')) },
          { path: '*', lazy: page(() => import('./pages/NotFoundPage')) },
        ],
      },
    ],
  },
];
