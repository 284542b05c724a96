import type { PrivacyInquirySubject } from '@uniform/contracts';

// What the use cases need from storage, as interfaces: data/ implements them on Prisma.

export interface NewPrivacyInquiry {
  email: string;
  subject: PrivacyInquirySubject;
  message: string;
  requestId?: string;
}

export interface StoredPrivacyInquiry extends NewPrivacyInquiry {
  id: string;
  createdAt: Date;
}

export interface PrivacyInquiryRepository {
  create(inquiry: NewPrivacyInquiry): Promise<StoredPrivacyInquiry>;
  /** The inquiries sent from this e-mail, whatever its letter case, newest first. */
  findByEmail(email: string): Promise<StoredPrivacyInquiry[]>;
  /**
   * Deletes the inquiries sent from the e-mail whose digest (service-kit's emailDigestOf: SHA-256
   * hex of the trimmed, lower-cased address) this is (account deletion); how many went.
   */
  eraseByEmailDigest(emailDigest: string): Promise<number>;
}
