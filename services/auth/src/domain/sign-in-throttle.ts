import type { Redis } from 'ioredis';

export const THROTTLE_WINDOW_SECONDS = 15 * 60;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 20;

export interface ThrottleState {
  blocked: boolean;
  retryAfterSeconds: number;
}

/**
 * Failed sign-ins counted in Redis per account and per IP over a 15-minute window (from the first
 * failure). Over the limit, sign-in is refused before the password is even checked.
 */
export function createSignInThrottle(redis: Redis, keyPrefix = 'auth:signin-failures:') {
  const accountKey = (email: string) => `${keyPrefix}account:${email}`;
  const ipKey = (ip: string) => `${keyPrefix}ip:${ip}`;
  return {
    async check(email: string, ip: string): Promise<ThrottleState> {
      const [[, account], [, byIp], [, accountTtl], [, ipTtl]] = (await redis
        .multi()
        .get(accountKey(email))
        .get(ipKey(ip))
        .ttl(accountKey(email))
        .ttl(ipKey(ip))
        .exec()) as [[null, string | null], [null, string | null], [null, number], [null, number]];
      const accountBlocked = Number(account ?? 0) >= MAX_FAILURES_PER_ACCOUNT;
      const ipBlocked = Number(byIp ?? 0) >= MAX_FAILURES_PER_IP;
      const ttl = Math.max(accountBlocked ? accountTtl : 0, ipBlocked ? ipTtl : 0);
      return { blocked: accountBlocked || ipBlocked, retryAfterSeconds: Math.max(1, ttl) };
    },
    async recordFailure(email: string, ip: string): Promise<void> {
      const multi = redis.multi();
      for (const key of [accountKey(email), ipKey(ip)]) {
        multi.incr(key);
        multi.expire(key, THROTTLE_WINDOW_SECONDS, 'NX');
      }
      await multi.exec();
    },
    async clearAccount(email: string): Promise<void> {
      await redis.del(accountKey(email));
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;

export function retryAfterSentence(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
