import { LegalDocument } from '../components/LegalDocument';
import { TERMS_SECTIONS } from '../content/legal';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';

export default function TermsPage() {
  useDocumentTitle('Terms of Service');
  return (
    <LegalDocument
      title="Terms of Service"
      intro="The rules for using Uniform, in plain language: what the service does, what happens to your data, and what we each promise."
      sections={TERMS_SECTIONS}
    />
  );
}
