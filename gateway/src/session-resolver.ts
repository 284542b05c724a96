import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import {
  SESSION_CACHE_PREFIX,
  SESSION_COOKIE,
  readSessionToken,
  sessionCacheKey,
  type AuthenticatedUser,
} from '@uniform/service-kit';

/** Signed-in users are re-checked with the auth service at most once a minute per session. */
export const SESSION_CACHE_SECONDS = 60;
const NEGATIVE_CACHE_SECONDS = 10;

/**
 * The session token of a request: `__Host-sid` when the browser came over HTTPS, `sid` over http
 * (forwardedProto is the X-Forwarded-Proto the gateway itself set; see upstream-headers.ts). A
 * malformed, duplicated or oversized cookie is simply no session.
 */
export function sessionTokenFromCookie(
  header: string | undefined,
  forwardedProto: string | string[] | undefined,
): string | undefined {
  // No cookie, no session: an anonymous request does not pay for reading the scheme.
  if (!header) return undefined;
  const proto = (Array.isArray(forwardedProto) ? forwardedProto[0] : forwardedProto)?.split(',')[0]?.trim();
  return readSessionToken(header, proto === 'https');
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
  const { redis, authServiceUrl, keyPrefix = SESSION_CACHE_PREFIX, timeoutMs = 2000 } = options;
  const keyOf = (token: string) =>
    sessionCacheKey(createHash('sha256').update(token).digest('hex'), keyPrefix);
  return {
    async resolve(token) {
      const key = keyOf(token);
      const cached = await redis.get(key).catch(() => null);
      if (cached !== null) return cached === 'none' ? undefined : (JSON.parse(cached) as AuthenticatedUser);
      try {
        const res = await fetch(`${authServiceUrl}/internal/session`, {
          // Gateway → auth is plain http inside the deployment, where the cookie's plain name applies.
          headers: { cookie: `${SESSION_COOKIE}=${token}` },
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
