import { LegalSections, formatLongDate } from '../components/layout/LegalSections';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/Card';
import { PRIVACY_SECTIONS } from '../data/legal';
import { useDocumentTitle } from '../lib/use-document-title';
import { PrivacyInquiryForm } from './PrivacyInquiryForm';

export default function PrivacyPage() {
  useDocumentTitle('Privacy Policy');
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="mb-10 space-y-2">
        <h1 className="font-serif text-4xl font-semibold tracking-tight">Privacy Policy</h1>
        <p className="text-sm text-stone-500">Last updated {formatLongDate(new Date())}</p>
      </header>
      <LegalSections sections={PRIVACY_SECTIONS} />
      <Card className="mt-12">
        <CardHeader>
          <CardTitle>Privacy inquiry</CardTitle>
          <p className="text-sm text-stone-600">
            Ask a question or exercise a right. We respond within 2 business days.
          </p>
        </CardHeader>
        <CardContent>
          <PrivacyInquiryForm />
        </CardContent>
      </Card>
    </article>
  );
}
