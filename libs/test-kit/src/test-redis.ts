import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { requireInfra } from './infra';

export interface TestRedis {
  url: string;
  /** Prefix every key of this test file with it; cleanup deletes only these keys. */
  keyPrefix: string;
  client: Redis;
  cleanup(): Promise<void>;
}

/** Redis for one test file. The Redis may be shared, so it never FLUSHes: it deletes its own keys. */
export async function createTestRedis(): Promise<TestRedis> {
  const { redisUrl } = await requireInfra();
  const keyPrefix = `test:${randomBytes(4).toString('hex')}:`;
  const client = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  return {
    url: redisUrl,
    keyPrefix,
    client,
    async cleanup() {
      let cursor = '0';
      do {
        const [next, keys] = await client.scan(cursor, 'MATCH', `${keyPrefix}*`, 'COUNT', 500);
        if (keys.length > 0) await client.del(...keys);
        cursor = next;
      } while (cursor !== '0');
      await client.quit();
    },
  };
}
