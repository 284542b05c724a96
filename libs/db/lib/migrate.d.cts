export declare class MigrateError extends Error {}
export declare function ensureDatabase(databaseUrl: string): Promise<void>;
/** Applies the service's committed migrations in its schema; returns the names applied now. */
export declare function migrateDeploy(options: {
  serviceDir: string;
  databaseUrl: string;
}): Promise<string[]>;
/** Writes a new migration from schema.prisma changes; returns its folder, or null when nothing changed. */
export declare function migrateNew(options: {
  serviceDir: string;
  databaseUrl: string;
  name: string;
  now?: Date;
}): Promise<string | null>;
export declare function serviceLayout(serviceDir: string): {
  dir: string;
  name: string;
  schemaPath: string;
  migrationsDir: string;
};
