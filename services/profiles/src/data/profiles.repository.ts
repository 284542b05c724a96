import { sealedColumns, sealedFromColumns, type SealedColumns } from '@uniform/service-kit';
import { Prisma, type PrismaClient } from '../generated/prisma/client';
import type { LockedProfiles, ProfilesRepository, StoredProfile } from '../domain/ports';

export type { ProfilesRepository, StoredProfile } from '../domain/ports';

/** Ten writers of one user wait in turn for the consent row; each holds it for milliseconds. */
const TRANSACTION = { maxWait: 10_000, timeout: 15_000 } as const;

type Row = Omit<StoredProfile, keyof SealedColumns> & SealedColumns;

function toStored(row: Row): StoredProfile {
  return {
    id: row.id,
    userId: row.userId,
    ...sealedFromColumns(row),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    currentSince: row.currentSince,
  };
}

const CURRENT_FIRST = [{ currentSince: 'desc' as const }, { createdAt: 'desc' as const }];

function lockedProfiles(tx: Prisma.TransactionClient, userId: string): LockedProfiles {
  return {
    async list() {
      return (await tx.styleProfile.findMany({ where: { userId }, orderBy: CURRENT_FIRST })).map(toStored);
    },
    async insert(row) {
      const created = await tx.styleProfile.create({
        data: {
          id: row.id,
          userId,
          ...sealedColumns(row),
          createdAt: row.createdAt,
          updatedAt: row.updatedAt,
          currentSince: row.currentSince,
        },
      });
      return toStored(created);
    },
    async update(id, sealed, times) {
      const updated = await tx.styleProfile.update({
        where: { id, userId },
        data: {
          ...sealedColumns(sealed),
          ...times,
        },
      });
      return toStored(updated);
    },
    async makeCurrent(id, currentSince) {
      return toStored(await tx.styleProfile.update({ where: { id, userId }, data: { currentSince } }));
    },
    async remove(ids) {
      if (ids.length > 0) await tx.styleProfile.deleteMany({ where: { userId, id: { in: [...ids] } } });
    },
  };
}

export function prismaProfilesRepository(prisma: PrismaClient): ProfilesRepository {
  return {
    async consentGivenAt(userId) {
      const row = await prisma.consent.findUnique({ where: { userId } });
      return row?.givenAt ?? null;
    },
    async giveConsent(userId) {
      // ON CONFLICT DO NOTHING: two tabs consenting at once both succeed and the first time stays.
      await prisma.consent.createMany({ data: [{ userId }], skipDuplicates: true });
      const row = await prisma.consent.findUniqueOrThrow({ where: { userId } });
      return row.givenAt;
    },
    async withdrawConsent(userId) {
      // One statement: the foreign key's ON DELETE CASCADE removes the profiles in the same transaction.
      await prisma.consent.deleteMany({ where: { userId } });
    },
    async list(userId) {
      return (await prisma.styleProfile.findMany({ where: { userId }, orderBy: CURRENT_FIRST })).map(
        toStored,
      );
    },
    async withConsentLocked(userId, work) {
      return prisma.$transaction(async (tx) => {
        const locked = await tx.$queryRaw<{ user_id: string }[]>(
          Prisma.sql`SELECT user_id FROM profiles.consents WHERE user_id = ${userId}::uuid FOR UPDATE`,
        );
        if (locked.length === 0) return null;
        return work(lockedProfiles(tx, userId));
      }, TRANSACTION);
    },
    async eraseUser(userId) {
      return prisma.$transaction(async (tx) => {
        // Waits for a save of theirs holding the consent row, so the profile it writes goes too.
        await tx.$queryRaw(
          Prisma.sql`SELECT user_id FROM profiles.consents WHERE user_id = ${userId}::uuid FOR UPDATE`,
        );
        // The profiles first, rather than by the cascade, so the count is what really went.
        const profiles = await tx.styleProfile.deleteMany({ where: { userId } });
        const consents = await tx.consent.deleteMany({ where: { userId } });
        return { consents: consents.count, profiles: profiles.count };
      }, TRANSACTION);
    },
  };
}
