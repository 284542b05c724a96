import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { HomePage } from '../features/landing';
import { Layout } from './layout/Layout';
import { PageLoading } from '../shared/ui/PageLoading';
import { RouteErrorPage } from './routes/RouteErrorPage';

/**
 * Route modules load on demand through the router's `lazy`, so a navigation commits only once the
 * page's code is here: the old page stays (with the progress bar) instead of flashing a spinner, and
 * ScrollRestoration finds `#anchors` on the new page. The landing page is the exception: it is the
 * first page most visitors see, so it ships in the entry (the layout shows its footer anyway) and its
 * hero does not wait for a second round trip.
 */
const page =
  (load: () => Promise<ComponentType>): RouteObject['lazy'] =>
  async () => ({ Component: await load() });

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
          { path: '/', Component: HomePage },
          {
            path: '/onboarding',
            lazy: page(async () => (await import('../features/onboarding')).OnboardingPage),
          },
          {
            path: '/dashboard',
            lazy: page(async () => (await import('../features/dashboard')).DashboardPage),
          },
          { path: '/getup', lazy: page(async () => (await import('../features/getup')).GetupPage) },
          {
            path: '/personality-quiz',
            lazy: page(async () => (await import('../features/quiz')).PersonalityQuizPage),
          },
          {
            path: '/family-manifesto',
            lazy: page(async () => (await import('../features/manifesto')).FamilyManifestoPage),
          },
          {
            path: '/meditation',
            lazy: page(async () => (await import('../features/meditation')).MeditationPage),
          },
          {
            path: '/account',
            lazy: page(async () => (await import('../features/account')).loadAccountPage()),
          },
          { path: '/terms', lazy: page(async () => (await import('../features/legal')).TermsPage) },
          { path: '/privacy', lazy: page(async () => (await import('../features/privacy')).PrivacyPage) },
          { path: '*', lazy: page(async () => (await import('./routes/NotFoundPage')).default) },
        ],
      },
    ],
  },
];
