import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { AuthenticatedUser } from '@uniform/service-kit';

export const SESSION_COOKIE = 'sid';
/** Signed-in users are re-checked with the auth service at most once a minute per session. */
export const SESSION_CACHE_SECONDS = 60;
const NEGATIVE_CACHE_SECONDS = 10;

export function sessionTokenFromCookie(header: string | undefined): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE && value.length > 0) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

export interface SessionResolver {
  resolve(token: string): Promise<AuthenticatedUser | undefined>;
  invalidate(token: string): Promise<void>;
}

/**
 * Cookie → user: Redis first (keyed by the token's SHA-256, never the token), the auth service on a
 * miss. If Redis or the auth service is unreachable the request simply goes on signed out.
 */
export function createSessionResolver(options: {
  redis: Redis;
  authServiceUrl: string;
  keyPrefix?: string;
  timeoutMs?: number;
}): SessionResolver {
  const { redis, authServiceUrl, keyPrefix = 'gw:session:', timeoutMs = 2000 } = options;
  const keyOf = (token: string) => `${keyPrefix}${createHash('sha256').update(token).digest('hex')}`;
  return {
    async resolve(token) {
      const key = keyOf(token);
      const cached = await redis.get(key).catch(() => null);
      if (cached !== null) return cached === 'none' ? undefined : (JSON.parse(cached) as AuthenticatedUser);
      try {
        const res = await fetch(`${authServiceUrl}/internal/session`, {
          headers: { cookie: `${SESSION_COOKIE}=${encodeURIComponent(token)}` },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (res.status === 401) {
          await redis.set(key, 'none', 'EX', NEGATIVE_CACHE_SECONDS).catch(() => undefined);
          return undefined;
        }
        if (!res.ok) return undefined;
        const user = (await res.json()) as AuthenticatedUser;
        await redis.set(key, JSON.stringify(user), 'EX', SESSION_CACHE_SECONDS).catch(() => undefined);
        return user;
      } catch {
        return undefined;
      }
    },
    async invalidate(token) {
      await redis.del(keyOf(token)).catch(() => undefined);
    },
  };
}
