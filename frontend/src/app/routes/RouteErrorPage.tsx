import { Component, useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../shared/ui/Button';
import { useDocumentTitle } from '../../shared/lib/use-document-title';

/**
 * What a visitor sees when a page fails to load or render: most often its code could not be fetched
 * (offline, or a deploy replaced the hashed files), which a reload fixes. The error goes to the console
 * for whoever debugs it, never onto the page.
 */
export function RouteErrorPage({ error, standalone = false }: { error: unknown; standalone?: boolean }) {
  useDocumentTitle('Something went wrong');
  useEffect(() => {
    console.error('Page failed to load', error);
  }, [error]);

  const body = (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-widest text-gold">Error</p>
      <h1 className="mt-2 font-serif text-4xl font-semibold">Something went wrong</h1>
      <p className="mt-4 leading-relaxed text-stone-700">
        This page could not be loaded. Check your connection and reload; if it keeps happening, please try
        again in a few minutes.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>Reload page</Button>
        {/* A full page load, not a router link: the router's own state may be what broke. */}
        <a
          href="/"
          className="inline-flex h-10 items-center rounded-md border border-stone-300 bg-white px-4 text-sm font-medium hover:bg-stone-50"
        >
          Go back home
        </a>
      </div>
    </section>
  );
  if (!standalone) return body;
  return (
    <div className="flex min-h-screen flex-col bg-paper">
      <header className="border-b border-stone-200">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4 sm:px-6">
          <Link to="/" reloadDocument className="font-serif text-xl font-semibold tracking-tight">
            Uniform
          </Link>
        </div>
      </header>
      <main className="flex-1">{body}</main>
    </div>
  );
}

interface BoundaryProps {
  /** The whole app's boundary: the error page comes without the (failed) header and footer. */
  standalone?: boolean;
  children: ReactNode;
}

/**
 * Catches what its pages throw while rendering, their code failing to load included, and shows the
 * error page in their place. The layout gives the page area a new one per path, so another page is a
 * fresh start.
 */
export class RouteErrorBoundary extends Component<BoundaryProps, { failed: boolean; error: unknown }> {
  override state = { failed: false, error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <RouteErrorPage error={this.state.error} standalone={this.props.standalone} />;
  }
}
