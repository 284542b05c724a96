import { createPgAdapter } from '@uniform/db';
import { PrismaClient } from '../generated/prisma/client';

/** The auth schema's client. */
export function createAuthPrisma(databaseUrl: string): PrismaClient {
  return new PrismaClient({ adapter: createPgAdapter({ databaseUrl, schema: 'auth' }) });
}
