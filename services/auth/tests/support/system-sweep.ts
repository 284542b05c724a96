import type { Redis } from 'ioredis';
import type { SystemHarness } from './system-harness';

/** Every table of every schema the services made (not PostgreSQL's own), as `"schema"."table"`. */
async function tablesOf(system: SystemHarness): Promise<string[]> {
  const rows = await system.sql<{ schema: string; name: string }>(
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
      WHERE table_type = 'BASE TABLE'
        AND table_schema NOT IN ('pg_catalog', 'information_schema') AND table_schema NOT LIKE 'pg\\_%'
      ORDER BY 1, 2`,
  );
  return rows.map((row) => `"${row.schema}"."${row.name}"`);
}

const likePattern = (needle: string) => `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The tables with rows that hold any of the needles, case-insensitively, and how many: each row
 * cast to text, which casts every column (bytea as hex, JSON as its text), as a dump would show it.
 */
export async function sweepDatabase(
  system: SystemHarness,
  needles: string[],
): Promise<{ table: string; rows: number }[]> {
  const patterns = needles.map(likePattern);
  const found: { table: string; rows: number }[] = [];
  for (const table of await tablesOf(system)) {
    const [row] = await system.sql<{ count: string }>(
      `SELECT count(*) FROM ${table} AS r WHERE r::text ILIKE ANY($1::text[])`,
      [patterns],
    );
    if (Number(row!.count) > 0) found.push({ table, rows: Number(row!.count) });
  }
  return found;
}

/** Each table's row count and a digest of all its rows: equal snapshots mean the same rows. */
export type TableSnapshot = Record<string, { rows: number; digest: string | null }>;

export async function snapshotTables(system: SystemHarness): Promise<TableSnapshot> {
  const snapshot: TableSnapshot = {};
  for (const table of await tablesOf(system)) {
    const [row] = await system.sql<{ rows: string; digest: string | null }>(
      `SELECT count(*) AS rows, md5(string_agg(r::text, E'\\n' ORDER BY r::text)) AS digest FROM ${table} AS r`,
    );
    snapshot[table] = { rows: Number(row!.rows), digest: row!.digest };
  }
  return snapshot;
}

/** How a key's value is read, by its TYPE. */
const READERS: Record<string, (redis: ReturnType<Redis['pipeline']>, key: string) => unknown> = {
  string: (p, key) => p.get(key),
  hash: (p, key) => p.hgetall(key),
  list: (p, key) => p.lrange(key, 0, -1),
  set: (p, key) => p.smembers(key),
  zset: (p, key) => p.zrange(key, 0, -1),
  stream: (p, key) => p.xrange(key, '-', '+'),
};

/**
 * Every key of the Redis (SCAN, a page at a time) whose name or value holds any of the needles,
 * case-insensitively: strings, hashes, lists, sets, sorted sets and streams are read whole.
 */
export async function findInRedis(
  redis: Redis,
  needles: string[],
): Promise<{ key: string; where: string }[]> {
  const wanted = needles.map((needle) => needle.toLowerCase());
  const holds = (text: string) => {
    const lower = text.toLowerCase();
    return wanted.some((needle) => lower.includes(needle));
  };
  const found: { key: string; where: string }[] = [];
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'COUNT', 1000);
    cursor = next;
    if (keys.length === 0) continue;
    const types = await keys.reduce((p, key) => p.type(key), redis.pipeline()).exec();
    const read = redis.pipeline();
    const readable: { key: string; type: string }[] = [];
    keys.forEach((key, i) => {
      const type = String(types![i]![1]);
      if (holds(key)) found.push({ key, where: 'name' });
      else if (READERS[type]) {
        READERS[type](read, key);
        readable.push({ key, type });
      }
    });
    const values = readable.length > 0 ? await read.exec() : [];
    readable.forEach(({ key, type }, i) => {
      const [error, value] = values![i]!;
      // A key that expired between the two round trips reads as nothing.
      if (!error && value !== null && holds(JSON.stringify(value))) found.push({ key, where: type });
    });
  } while (cursor !== '0');
  return found;
}
