import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Layout } from './components/layout/Layout';
import { PageLoading } from './components/layout/PageLoading';
import { RouteErrorPage } from './pages/RouteErrorPage';

/**
 * Route modules load on demand through the router's `lazy`, so a navigation commits only once the
 * page's code is here: the old page stays (with the progress bar) instead of flashing a spinner, and
 * ScrollRestoration finds `#anchors` on the new page.
 */
const page =
  (load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] =>
  async () => ({ Component: (await load()).default });

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
          { path: '/dashboard', lazy: page(() => import('./pages/DashboardPage')) },
          { path: '/getup', lazy: page(() => import('./pages/GetupPage')) },
          { path: '/personality-quiz', lazy: page(() => import('./pages/PersonalityQuizPage')) },
          { path: '/family-manifesto', lazy: page(() => import('./pages/FamilyManifestoPage')) },
          { path: '/meditation', lazy: page(() => import('./pages/MeditationPage')) },
          { path: '/terms', lazy: page(() => import('./pages/TermsPage')) },
          { path: '/privacy', lazy: page(() => import('./pages/PrivacyPage')) },
          { path: '*', lazy: page(() => import('./pages/NotFoundPage')) },
        ],
      },
    ],
  },
];
