import {
  ErrorCode,
  signInRequestSchema,
  signUpRequestSchema,
  type SignInRequest,
  type SignUpRequest,
} from '@uniform/contracts';
import { AppError } from '@uniform/service-kit';
import type { AuthRepository, UserRecord } from './ports';
import type { DeviceCookies } from './device-cookie';
import { hashPassword, hashSessionToken, newSessionToken, verifyPassword } from './credentials';
import { SignInThrottledError, type SignInThrottle } from './sign-in-throttle';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A sliding expiry needs no write on every request: at most one per hour per session. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

export interface SessionLifetime {
  /** A session unused this long ends (sliding). */
  idleDays: number;
  /** A session ends this long after it was opened, however much it is used. */
  absoluteDays: number;
}

export interface AccountsDeps {
  repository: AuthRepository;
  throttle: SignInThrottle;
  deviceCookies: DeviceCookies;
  sessionLifetime: SessionLifetime;
  now?: () => Date;
}

/** What the browser sent that sign-in cares about, besides the form. */
export interface SignInClient {
  ip: string;
  /** The raw device cookie value, if any. */
  deviceCookie?: string;
}

export interface PublicUser {
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
}

export const toPublicUser = (user: UserRecord): PublicUser => ({
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  profileImageUrl: user.profileImageUrl,
});

export const INVALID_CREDENTIALS = 'Invalid email or password.';
export const EMAIL_TAKEN = 'An account with this email already exists.';

export function createAccounts({
  repository,
  throttle,
  deviceCookies,
  sessionLifetime,
  now = () => new Date(),
}: AccountsDeps) {
  const idleMs = sessionLifetime.idleDays * DAY_MS;
  const absoluteMs = sessionLifetime.absoluteDays * DAY_MS;
  const endOf = (createdAt: Date) => new Date(createdAt.getTime() + absoluteMs);
  const slideFrom = (at: Date, createdAt: Date) =>
    new Date(Math.min(at.getTime() + idleMs, endOf(createdAt).getTime()));

  /** `expiresAt` is the cookie's expiry: the absolute end; the server also ends it when idle. */
  async function openSession(userId: string) {
    const { token, tokenHash } = newSessionToken();
    const createdAt = now();
    await repository.createSession({
      userId,
      tokenHash,
      createdAt,
      expiresAt: slideFrom(createdAt, createdAt),
    });
    return { token, expiresAt: endOf(createdAt) };
  }

  return {
    /** A session for an account signed in some other way (Google, Microsoft): the same cookie. */
    openSession,

    async signUp(input: SignUpRequest) {
      const request = signUpRequestSchema.parse(input);
      const user = await repository.createUser({
        email: request.email,
        passwordHash: await hashPassword(request.password),
        firstName: request.firstName || null,
        lastName: request.lastName || null,
        consentAt: now(),
      });
      if (!user) throw new AppError(409, ErrorCode.EMAIL_TAKEN, EMAIL_TAKEN);
      return {
        user: toPublicUser(user),
        session: await openSession(user.id),
        deviceCookie: deviceCookies.issue(user.email),
      };
    },

    /**
     * The attempt is counted before the password is checked (so concurrent guesses cannot outrun
     * the limit) and given back when the password is right; see sign-in-throttle.ts.
     */
    async signIn(input: SignInRequest, client: SignInClient) {
      const request = signInRequestSchema.parse(input);
      const email = request.email.trim().toLowerCase();
      const device = deviceCookies.verify(client.deviceCookie, email);
      const gate = await throttle.begin({ email, ip: client.ip, device });
      if (!gate.allowed) throw new SignInThrottledError(gate.retryAfterSeconds);
      let user: UserRecord | null;
      let valid: boolean;
      try {
        user = await repository.findUserByEmail(email);
        // An account without a password (made through Google or Microsoft) fails like a wrong one.
        valid = await verifyPassword(user?.passwordHash ?? undefined, request.password);
      } catch (error) {
        await gate.pass.refund();
        throw error;
      }
      if (!valid || !user) throw new AppError(401, ErrorCode.INVALID_CREDENTIALS, INVALID_CREDENTIALS);
      await gate.pass.succeeded();
      return {
        user: toPublicUser(user),
        session: await openSession(user.id),
        deviceCookie: deviceCookies.issue(email),
      };
    },

    /**
     * The user behind a session token, sliding its expiry; null when absent, unknown, idle too long
     * or past its absolute lifetime.
     */
    async resolve(token: string | undefined): Promise<(PublicUser & { id: string }) | null> {
      if (!token) return null;
      const session = await repository.findSession(hashSessionToken(token));
      const at = now();
      if (!session || session.expiresAt <= at || endOf(session.createdAt) <= at) return null;
      if (at.getTime() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        await repository.extendSession(session.id, at, slideFrom(at, session.createdAt));
      }
      return { id: session.user.id, ...toPublicUser(session.user) };
    },

    async signOut(token: string | undefined): Promise<void> {
      if (token) await repository.deleteSession(hashSessionToken(token));
    },
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
