import { lazy } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { Layout } from './components/layout/Layout';
import { Toaster } from './components/ui/Toaster';
import { TooltipProvider } from './components/ui/Tooltip';
import { PLANNED_PAGES } from './data/planned-pages';
import { queryClient } from './lib/query-client';
import { PlannedPage } from './pages/PlannedPage';

const HomePage = lazy(() => import('./pages/HomePage'));
const TermsPage = lazy(() => import('./pages/TermsPage'));
const PrivacyPage = lazy(() => import('./pages/PrivacyPage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));

const planned = (key: keyof typeof PLANNED_PAGES) => <PlannedPage {...PLANNED_PAGES[key]} />;

/** Every route of spec 1 §2; the gateway serves the app for these with 200 and for anything else with 404. */
const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/onboarding', element: planned('onboarding') },
      { path: '/dashboard', element: planned('dashboard') },
      { path: '/getup', element: planned('getup') },
      { path: '/personality-quiz', element: planned('quiz') },
      { path: '/family-manifesto', element: planned('manifesto') },
      { path: '/meditation', element: planned('meditation') },
      { path: '/terms', element: <TermsPage /> },
      { path: '/privacy', element: <PrivacyPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <RouterProvider router={router} />
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
