import type { PrivacyInquirySubject } from '@uniform/contracts';
import { Prisma, type PrismaClient } from '../generated/prisma/client';
import type { PrivacyInquiryRepository, StoredPrivacyInquiry } from '../domain/ports';

export type { NewPrivacyInquiry, PrivacyInquiryRepository, StoredPrivacyInquiry } from '../domain/ports';

function toStored(row: {
  id: string;
  email: string;
  subject: string;
  message: string;
  requestId: string | null;
  createdAt: Date;
}): StoredPrivacyInquiry {
  return {
    id: row.id,
    email: row.email,
    subject: row.subject as PrivacyInquirySubject,
    message: row.message,
    requestId: row.requestId ?? undefined,
    createdAt: row.createdAt,
  };
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
      return toStored(row);
    },
    async findByEmail(email) {
      // The form keeps the address as typed (Ada@Example.com); accounts keep it lower-cased. Prisma's
      // case-insensitive equals is an ILIKE, where `_` matches any character (ada_b would find
      // adaxb), so its rows are narrowed to the exact address here.
      const wanted = email.toLowerCase();
      const rows = await prisma.privacyInquiry.findMany({
        where: { email: { equals: email, mode: 'insensitive' } },
        orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
      });
      return rows.filter((row) => row.email.toLowerCase() === wanted).map(toStored);
    },
    async eraseByEmailDigest(emailDigest) {
      // emailDigestOf in SQL. The form keeps addresses trimmed and ASCII only, where PostgreSQL's
      // btrim and lower agree with JavaScript's trim and toLowerCase. It scans the table: fine for a
      // deletion that happens once per account.
      return prisma.$executeRaw(
        Prisma.sql`DELETE FROM privacy.privacy_inquiries
          WHERE encode(sha256(convert_to(lower(btrim(email)), 'UTF8')), 'hex') = ${emailDigest}`,
      );
    },
  };
}
