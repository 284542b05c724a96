import { isIPv6 } from 'node:net';
import { ErrorCode } from '@uniform/contracts';
import { AppError } from '@uniform/service-kit';

/**
 * Sign-in throttling after OWASP's "Slow Down Online Guessing Attacks with Device Cookies": a
 * browser that has signed in to an account before carries a signed device cookie (device-cookie.ts)
 * and spends only its own budget for that account, so a stranger guessing passwords can exhaust the
 * budgets of untrusted clients but never lock the owner's browser out. Untrusted clients are limited
 * per account, per (account, network) and per network, where a network is an IPv4 address or an
 * IPv6 /64 (one host usually holds a whole /64).
 *
 * Counting is rate-limiter-flexible's "login endpoint protection" pattern, made race-free: every
 * attempt consumes a point atomically in Redis BEFORE the password is checked, so N concurrent
 * guesses can never pass more than the limit; a correct password gives its points back. While Redis
 * is down each limiter falls back to an in-process RateLimiterMemory (the library's
 * insuranceLimiter): limits then hold per instance instead of failing open or refusing everyone.
 */
export const THROTTLE_WINDOW_SECONDS = 15 * 60;
export const SIGN_IN_LIMITS = {
  /** Failed attempts for one account from one network without a device cookie. */
  accountNetwork: 5,
  /** Failed attempts for one account from all clients without a device cookie. */
  account: 10,
  /** Failed attempts from one network, across every account. */
  network: 20,
  /** Failed attempts from one trusted browser (valid device cookie) for its account. */
  device: 5,
} as const;

export interface SignInAttempt {
  /** Trimmed and lower-cased. */
  email: string;
  ip: string;
  /** The nonce of a device cookie that verified for this e-mail, if the browser sent one. */
  device?: string;
}

/** An attempt that may go on to the password check; it must end in exactly one of these calls. */
export interface SignInPass {
  /** Whether the attempt spends the trusted device's budget rather than the untrusted ones. */
  trusted: boolean;
  /** The password was right: points back, consecutive-failure counters of this client cleared. */
  succeeded(): Promise<void>;
  /** Neither right nor wrong (the check itself failed): points back. */
  refund(): Promise<void>;
}

export type SignInGate = { allowed: true; pass: SignInPass } | { allowed: false; retryAfterSeconds: number };

/** The 429 for a throttled sign-in; the route turns retryAfterSeconds into Retry-After. */
export class SignInThrottledError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, ErrorCode.TOO_MANY_ATTEMPTS, retryAfterSentence(retryAfterSeconds));
  }
}

export function retryAfterSentence(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** An IPv4 address as is; an IPv6 address as its /64 (IPv4-mapped IPv6 as the IPv4 address). */
export function networkOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/** The throttle the sign-in use case consults; adapters/sign-in-throttle.redis.ts keeps its counters in Redis. */
export interface SignInThrottle {
  begin(attempt: SignInAttempt): Promise<SignInGate>;
  /** Drops every counter of the account (trimmed, lower-cased e-mail): its account is deleted. */
  forget(email: string): Promise<void>;
}
