import { createPgAdapter } from '@uniform/db';
import { PrismaClient } from '../generated/prisma/client';

/** The sms schema's client; the workers size its pool to their concurrency. */
export function createSmsPrisma(databaseUrl: string, maxConnections?: number): PrismaClient {
  return new PrismaClient({ adapter: createPgAdapter({ databaseUrl, schema: 'sms', maxConnections }) });
}
