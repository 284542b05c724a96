import type { PrivacyInquiriesExport } from '@uniform/contracts';
import type { PrivacyInquiryRepository } from './ports';

/**
 * "Download my data": the inquiries sent from the account's e-mail, newest first, with every field
 * the service stores. The e-mail is the one the gateway signed for the account, never one the
 * caller chose.
 */
export async function exportPrivacyInquiries(
  repository: PrivacyInquiryRepository,
  accountEmail: string,
): Promise<PrivacyInquiriesExport> {
  const inquiries = await repository.findByEmail(accountEmail);
  return inquiries.map((inquiry) => ({
    id: inquiry.id,
    email: inquiry.email,
    subject: inquiry.subject,
    message: inquiry.message,
    requestId: inquiry.requestId ?? null,
    receivedAt: inquiry.createdAt.toISOString(),
  }));
}
