import { PrismaPg } from '@prisma/adapter-pg';

export interface PgAdapterOptions {
  databaseUrl: string;
  /** The service's PostgreSQL schema (its folder name); generated queries are qualified with it. */
  schema: string;
  /** Pool size per process; small by default since every service is its own process. */
  maxConnections?: number;
}

/** The driver adapter for `new PrismaClient({ adapter })`: Prisma 7 needs no native query engine with it. */
export function createPgAdapter({ databaseUrl, schema, maxConnections = 10 }: PgAdapterOptions): PrismaPg {
  return new PrismaPg(
    {
      connectionString: databaseUrl,
      max: maxConnections,
      connectionTimeoutMillis: 3_000,
      idleTimeoutMillis: 30_000,
    },
    { schema },
  );
}

/** Readiness: the database answers a trivial query. */
export async function checkDatabase(prisma: {
  $queryRawUnsafe: (sql: string) => Promise<unknown>;
}): Promise<void> {
  await prisma.$queryRawUnsafe('SELECT 1');
}

export { migrateDeploy, migrateNew, ensureDatabase, MigrateError } from '../lib/migrate.cjs';
