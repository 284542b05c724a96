import { LegalDocument, PRIVACY_SECTIONS } from '../../legal';
import { PrivacyInquiryForm } from '../components/PrivacyInquiryForm';
import { SectionCard } from '../../../shared/ui/Card';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';

export default function PrivacyPage() {
  useDocumentTitle('Privacy Policy');
  return (
    <LegalDocument
      title="Privacy Policy"
      intro="The free tier keeps no data: your analysis stays in your browser. This page explains what changes when you save a profile or subscribe to Getup, and the rights you have."
      sections={PRIVACY_SECTIONS}
    >
      <SectionCard
        id="privacy-inquiry"
        className="mt-16 scroll-mt-24"
        title="Privacy inquiry"
        description="Ask a question or exercise a right. We respond within 2 business days."
      >
        <PrivacyInquiryForm />
      </SectionCard>
    </LegalDocument>
  );
}
