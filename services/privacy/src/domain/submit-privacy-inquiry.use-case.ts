import { privacyInquiryRequestSchema, type PrivacyInquiryRequest } from '@uniform/contracts';
import type { PrivacyInquiryRepository, StoredPrivacyInquiry } from './ports';

export interface SubmitPrivacyInquiryCommand {
  inquiry: PrivacyInquiryRequest;
  requestId?: string;
}

/**
 * Records a privacy inquiry for the team to answer (we promise a reply within 2 business days).
 * The command is parsed here as well as at the route, so a caller other than HTTP is just as safe.
 */
export async function submitPrivacyInquiry(
  repository: PrivacyInquiryRepository,
  command: SubmitPrivacyInquiryCommand,
): Promise<StoredPrivacyInquiry> {
  const inquiry = privacyInquiryRequestSchema.parse(command.inquiry);
  return repository.create({ ...inquiry, requestId: command.requestId });
}
