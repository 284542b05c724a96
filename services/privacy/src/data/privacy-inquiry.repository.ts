import type { PrivacyInquirySubject } from '@uniform/contracts';
import type { PrismaClient } from '../generated/prisma/client';
import type { PrivacyInquiryRepository } from '../domain/ports';

export type { NewPrivacyInquiry, PrivacyInquiryRepository, StoredPrivacyInquiry } from '../domain/ports';

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
