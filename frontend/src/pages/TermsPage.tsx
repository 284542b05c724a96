import { LegalSections, formatLongDate } from '../components/layout/LegalSections';
import { TERMS_SECTIONS } from '../data/legal';
import { useDocumentTitle } from '../lib/use-document-title';

export default function TermsPage() {
  useDocumentTitle('Terms of Service');
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="mb-10 space-y-2">
        <h1 className="font-serif text-4xl font-semibold tracking-tight">Terms of Service</h1>
        <p className="text-sm text-stone-500">Last updated {formatLongDate(new Date())}</p>
      </header>
      <LegalSections sections={TERMS_SECTIONS} />
    </article>
  );
}
