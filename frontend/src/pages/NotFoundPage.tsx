import { Link, useLocation } from 'react-router-dom';
import { useDocumentTitle } from '../lib/use-document-title';

export default function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  const { pathname } = useLocation();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-widest text-gold">404</p>
      <h1 className="mt-2 font-serif text-4xl font-semibold">Page Not Found</h1>
      <p className="mt-4 rounded bg-stone-100 px-3 py-2 font-mono text-sm text-stone-700">
        No route matches <span className="break-all">{pathname}</span> — did you forget to add it to the
        router?
      </p>
      <Link
        to="/"
        className="mt-8 rounded-md bg-ink px-5 py-2.5 text-sm font-medium text-paper hover:bg-stone-800"
      >
        Go back home
      </Link>
    </section>
  );
}
