import { LegalDocument } from '../components/legal/LegalDocument';
import { PrivacyInquiryForm } from '../components/privacy/PrivacyInquiryForm';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/Card';
import { PRIVACY_SECTIONS } from '../data/legal';
import { useDocumentTitle } from '../lib/use-document-title';

export default function PrivacyPage() {
  useDocumentTitle('Privacy Policy');
  return (
    <LegalDocument
      title="Privacy Policy"
      intro="The free tier keeps no data: your analysis stays in your browser. This page explains what changes when you save a profile or subscribe to Getup, and the rights you have."
      sections={PRIVACY_SECTIONS}
    >
      <Card id="privacy-inquiry" className="mt-16 scroll-mt-24">
        <CardHeader>
          <CardTitle>Privacy inquiry</CardTitle>
          <CardDescription>
            Ask a question or exercise a right. We respond within 2 business days.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <PrivacyInquiryForm />
        </CardContent>
      </Card>
    </LegalDocument>
  );
}
