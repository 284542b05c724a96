import { Link, useLocation } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { useDocumentTitle } from '../../shared/lib/use-document-title';

/** Spec 2 §2.9: 'Page Not Found' with a developer-style hint naming the path no route matched. */
export default function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  const { pathname } = useLocation();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <p className="text-sm font-semibold uppercase tracking-widest text-gold">404</p>
      <h1 className="mt-3 font-serif text-4xl font-semibold tracking-tight sm:text-5xl">Page Not Found</h1>
      <p className="mt-4 text-stone-600">The page you asked for is not part of Uniform.</p>
      <p className="mt-6 max-w-full rounded-md border border-stone-200 bg-stone-100 px-4 py-2 font-mono text-sm text-stone-700">
        No route matches &quot;<span className="break-all">{pathname}</span>&quot;
      </p>
      <Link
        to="/"
        className="mt-10 inline-flex items-center gap-2 rounded-md bg-ink px-5 py-2.5 text-sm font-medium text-paper hover:bg-stone-800"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden /> Go back home
      </Link>
    </section>
  );
}
