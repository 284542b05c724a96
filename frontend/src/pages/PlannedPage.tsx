import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../lib/use-document-title';

/** A route whose feature is not built yet: its name and what it will do, and nothing pretending otherwise. */
export function PlannedPage({ title, purpose }: { title: string; purpose: string }) {
  useDocumentTitle(title);
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 sm:px-6 sm:py-28">
      <h1 className="font-serif text-4xl font-semibold tracking-tight sm:text-5xl">{title}</h1>
      <p className="mt-6 text-lg leading-relaxed text-stone-700">{purpose}</p>
      <p className="mt-4 text-sm text-stone-500">This part of Uniform is being built and opens here soon.</p>
      <Link
        to="/"
        className="mt-10 inline-flex text-sm font-medium text-ink underline decoration-gold underline-offset-4 hover:decoration-2"
      >
        Back to the home page
      </Link>
    </section>
  );
}
