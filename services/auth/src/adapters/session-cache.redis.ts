import type { Redis } from 'ioredis';
import { SESSION_CACHE_PREFIX, sessionCacheKey, type Logger } from '@uniform/service-kit';
import type { SessionCache } from '../domain/ports';

/** Keys per DEL, so an account with very many sessions does not send one huge command. */
const BATCH = 500;

/**
 * Forgets ended sessions in the gateway's cache (`gw:session:<sha256 hex of the token>`, the hash the
 * auth database stores). A Redis failure is logged and swallowed: the session is already gone from
 * the database, and the gateway's entry lives 60 s at most.
 */
export function createSessionCache(
  redis: Redis,
  prefix: string = SESSION_CACHE_PREFIX,
  logger?: Pick<Logger, 'warn'>,
): SessionCache {
  return {
    async forget(tokenHashes) {
      for (let from = 0; from < tokenHashes.length; from += BATCH) {
        const keys = tokenHashes.slice(from, from + BATCH).map((hash) => sessionCacheKey(hash, prefix));
        try {
          await redis.del(...keys);
        } catch (error) {
          logger?.warn(
            { err: error, sessions: keys.length },
            'could not forget ended sessions in the gateway cache',
          );
        }
      }
    },
  };
}
