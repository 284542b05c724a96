import { sealedColumns, sealedFromColumns, type SealedColumns } from '@uniform/service-kit';
import type { PrismaClient } from '../generated/prisma/client';
import type { EntriesRepository, StoredEntry } from '../domain/ports';

export type { EntriesRepository, StoredEntry } from '../domain/ports';

const asDate = (isoDate: string) => new Date(`${isoDate}T00:00:00.000Z`);

function toStored(
  row: SealedColumns & { id: string; userId: string; entryDate: Date; createdAt: Date; updatedAt: Date },
): StoredEntry {
  return {
    id: row.id,
    userId: row.userId,
    entryDate: row.entryDate.toISOString().slice(0, 10),
    ...sealedFromColumns(row),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function prismaEntriesRepository(prisma: PrismaClient): EntriesRepository {
  return {
    async find(userId, entryDate) {
      const row = await prisma.meditationEntry.findUnique({
        where: { userId_entryDate: { userId, entryDate: asDate(entryDate) } },
      });
      return row ? toStored(row) : null;
    },
    async upsert(userId, entryDate, sealed) {
      const data = sealedColumns(sealed);
      const row = await prisma.meditationEntry.upsert({
        where: { userId_entryDate: { userId, entryDate: asDate(entryDate) } },
        create: { userId, entryDate: asDate(entryDate), ...data },
        update: data,
      });
      return toStored(row);
    },
    async latest(userId, limit) {
      const rows = await prisma.meditationEntry.findMany({
        where: { userId },
        orderBy: [{ entryDate: 'desc' }],
        // undefined: no LIMIT, every entry of the user.
        take: limit,
      });
      return rows.map(toStored);
    },
    async eraseUser(userId) {
      return (await prisma.meditationEntry.deleteMany({ where: { userId } })).count;
    },
  };
}
