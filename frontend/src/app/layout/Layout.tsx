import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router-dom';
import { LandingFooter } from '../../features/landing';
import { PageLoading } from '../../shared/ui/PageLoading';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

// The account feature (and the zod contracts its stores and calls read) loads beside the first page,
// not before it: ProfileSync draws nothing until it has a question to ask.
const ProfileSync = lazy(() => import('../../features/account').then((m) => ({ default: m.ProfileSync })));

export function Layout() {
  const { pathname } = useLocation();
  const navigating = useNavigation().state !== 'idle';
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
      <main id="main" tabIndex={-1} className="flex-1 pt-16 outline-none">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      {pathname === '/' ? <LandingFooter /> : <SiteFooter />}
      {/* New pages start at the top (or at their #anchor), at once; back and forward return to where
          you were. (No CSS smooth scrolling: it would make every page change glide up from the old
          position.) */}
      <ScrollRestoration />
    </div>
  );
}
