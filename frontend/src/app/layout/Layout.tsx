import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { LandingFooter } from '../../features/landing';
import { PageLoading } from '../../shared/ui/PageLoading';
import { PageShown, usePageLoading } from '../page-loads';
import { RouteErrorBoundary } from '../routes/RouteErrorPage';
import { ScrollRestoration } from './ScrollRestoration';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { lazyAccountPart } from './load-account';

// The account feature (and the zod contracts its stores and calls read) loads after the first page,
// not beside it: ProfileSync draws nothing until it has a question to ask.
const ProfileSync = lazyAccountPart((account) => account.ProfileSync);

export function Layout() {
  const { pathname } = useLocation();
  const navigating = usePageLoading();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      {navigating && (
        // While the next page's code loads, the current page stays and this bar says something is happening.
        <div
          role="progressbar"
          aria-label="Loading page"
          className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-gold"
        />
      )}
      <SiteHeader />
      {/* The signed-in user's saved style profile kept in step with this browser, on every page. */}
      <Suspense fallback={null}>
        <ProfileSync />
      </Suspense>
      {/* At least a screen tall (the fixed header included), so the footer starts below the fold on
          every page: it never shows while a page loads and then jumps away, nor jumps into view when a
          short page (step 1 of /onboarding) replaces the loading state (Lighthouse: CLS 0.022). */}
      <main id="main" tabIndex={-1} className="min-h-svh flex-1 pt-16 outline-none">
        <Suspense fallback={<PageLoading />}>
          {/* A page failed (e.g. its code could not be fetched after a deploy): keep header and footer. */}
          <RouteErrorBoundary key={pathname}>
            <Outlet />
          </RouteErrorBoundary>
          <ScrollRestoration />
          <PageShown />
        </Suspense>
      </main>
      {pathname === '/' ? <LandingFooter /> : <SiteFooter />}
    </div>
  );
}
