import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import {
  SIGN_IN_LIMITS,
  THROTTLE_WINDOW_SECONDS,
  networkOf,
  type SignInAttempt,
  type SignInGate,
  type SignInThrottle,
} from '../domain/sign-in-throttle';

type LimiterName = keyof typeof SIGN_IN_LIMITS;

/** Accounts are keyed by a hash of the e-mail, so Redis holds no addresses. */
const accountKey = (email: string) => createHash('sha256').update(email).digest('base64url');

const isLimitReached = (reason: unknown): reason is RateLimiterRes => reason instanceof RateLimiterRes;

export function createSignInThrottle(redis: Redis, keyPrefix = 'auth:signin:'): SignInThrottle {
  const limiters = Object.fromEntries(
    (Object.keys(SIGN_IN_LIMITS) as LimiterName[]).map((name) => {
      const options = {
        points: SIGN_IN_LIMITS[name],
        duration: THROTTLE_WINDOW_SECONDS,
        keyPrefix: `${keyPrefix}${name}`,
      };
      return [
        name,
        new RateLimiterRedis({
          ...options,
          storeClient: redis,
          insuranceLimiter: new RateLimiterMemory(options),
        }),
      ];
    }),
  ) as Record<LimiterName, RateLimiterRedis>;

  /** Points back; a failure to give them back must not fail a sign-in that already succeeded. */
  const giveBack = (name: LimiterName, key: string) =>
    limiters[name].reward(key, 1).then(
      () => undefined,
      () => undefined,
    );
  const clear = (name: LimiterName, key: string) =>
    limiters[name].delete(key).then(
      () => undefined,
      () => undefined,
    );

  /**
   * Consumes one point from each limiter in turn, most specific first, stopping at the first that is
   * exhausted (and giving back what this attempt took from the others). In this order a request
   * only reaches the wider counters once the narrower one let it through, so concurrent attempts
   * never push an untouched counter over its limit on behalf of requests that were refused anyway.
   */
  async function consumeAll(steps: Array<[LimiterName, string]>): Promise<number | undefined> {
    const taken: Array<[LimiterName, string]> = [];
    for (const [name, key] of steps) {
      try {
        await limiters[name].consume(key, 1);
        taken.push([name, key]);
      } catch (reason) {
        await Promise.all(taken.map(([n, k]) => giveBack(n, k)));
        if (isLimitReached(reason)) return Math.max(1, Math.ceil(reason.msBeforeNext / 1000));
        throw reason;
      }
    }
    return undefined;
  }

  /** Deletes the keys that match a pattern, a page at a time (never KEYS, which blocks Redis). */
  async function deleteMatching(pattern: string): Promise<void> {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
      if (keys.length > 0) await redis.unlink(...keys);
      cursor = next;
    } while (cursor !== '0');
  }

  return {
    async forget(email) {
      const account = accountKey(email);
      // The per-network and per-device counters of the account carry its hash before a colon; the
      // hash is base64url, which holds no glob characters. The network-wide counters are not its own.
      await Promise.all([
        limiters.account.delete(account),
        deleteMatching(`${keyPrefix}accountNetwork:${account}:*`),
        deleteMatching(`${keyPrefix}device:${account}:*`),
      ]);
    },

    async begin({ email, ip, device }: SignInAttempt): Promise<SignInGate> {
      const account = accountKey(email);
      if (device) {
        const deviceKey = `${account}:${device}`;
        // A trusted device over its own budget is treated as untrusted, as OWASP's scheme says.
        if ((await consumeAll([['device', deviceKey]])) === undefined) {
          return {
            allowed: true,
            pass: {
              trusted: true,
              succeeded: () => clear('device', deviceKey),
              refund: () => giveBack('device', deviceKey),
            },
          };
        }
      }
      const network = networkOf(ip);
      const steps: Array<[LimiterName, string]> = [
        ['accountNetwork', `${account}:${network}`],
        ['account', account],
        ['network', network],
      ];
      const retryAfterSeconds = await consumeAll(steps);
      if (retryAfterSeconds !== undefined) return { allowed: false, retryAfterSeconds };
      const refund = async () => {
        await Promise.all(steps.map(([name, key]) => giveBack(name, key)));
      };
      return {
        allowed: true,
        pass: {
          trusted: false,
          refund,
          // The account's and the network's budgets only get this attempt back (other clients' failures
          // stand); the failures of this client for this account are forgiven.
          succeeded: async () => {
            await Promise.all([
              clear('accountNetwork', steps[0]![1]),
              giveBack('account', account),
              giveBack('network', network),
            ]);
          },
        },
      };
    },
  };
}
