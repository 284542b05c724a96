import { test } from '@playwright/test';
import pg from 'pg';

/**
 * One PostgreSQL client for the tests of a spec file or `describe` block, to read what the product
 * stored: connected before the first test, closed after the last. Call it at that level; it
 * returns the client, usable inside the tests.
 */
export function useDatabase(connectionString: string): () => pg.Client {
  let db: pg.Client | undefined;
  test.beforeAll(async () => {
    db = new pg.Client({ connectionString });
    await db.connect();
  });
  test.afterAll(async () => {
    await db?.end();
  });
  return () => {
    if (!db) throw new Error('useDatabase: the client is only open inside the tests');
    return db;
  };
}
