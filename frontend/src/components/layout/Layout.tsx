import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { LandingFooter } from './LandingFooter';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

export function Layout() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="flex-1 pt-16">
        <Suspense
          fallback={
            <p className="p-8 text-center text-stone-500" role="status">
              Loading…
            </p>
          }
        >
          <Outlet />
        </Suspense>
      </main>
      {pathname === '/' ? <LandingFooter /> : <SiteFooter />}
    </div>
  );
}
