import { createPgAdapter } from '@uniform/db';
import { PrismaClient } from '../generated/prisma/client';

/** The profiles schema's client. */
export function createProfilesPrisma(databaseUrl: string): PrismaClient {
  return new PrismaClient({ adapter: createPgAdapter({ databaseUrl, schema: 'profiles' }) });
}
