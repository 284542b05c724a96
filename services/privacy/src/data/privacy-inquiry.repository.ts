import type { PrivacyInquirySubject } from '@uniform/contracts';
import type { PrismaClient } from '../generated/prisma/client';

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
}

export function prismaPrivacyInquiryRepository(prisma: PrismaClient): PrivacyInquiryRepository {
  return {
    async create(inquiry) {
      const row = await prisma.privacyInquiry.create({
        data: {
          email: inquiry.email,
          subject: inquiry.subject,
          message: inquiry.message,
          requestId: inquiry.requestId ?? null,
        },
      });
      return {
        id: row.id,
        email: row.email,
        subject: row.subject as PrivacyInquirySubject,
        message: row.message,
        requestId: row.requestId ?? undefined,
        createdAt: row.createdAt,
      };
    },
  };
}
