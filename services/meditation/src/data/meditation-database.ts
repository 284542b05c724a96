import { createPgAdapter } from '@uniform/db';
import { PrismaClient } from '../generated/prisma/client';

/** The meditation schema's client. */
export function createMeditationPrisma(databaseUrl: string): PrismaClient {
  return new PrismaClient({ adapter: createPgAdapter({ databaseUrl, schema: 'meditation' }) });
}
