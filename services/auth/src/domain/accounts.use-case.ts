import {
  ACCOUNT_MESSAGES,
  ErrorCode,
  FRESH_SIGN_IN_MINUTES,
  signInRequestSchema,
  signUpRequestSchema,
  type SignInRequest,
  type SignUpRequest,
} from '@uniform/contracts';
import { AppError } from '@uniform/service-kit';
import type { AuthRepository, SessionRecord, SessionSummary, UserRecord } from './ports';
import type { DeviceCookies } from './device-cookie';
import { deviceLabel } from './device-label';
import { hashPassword, hashSessionToken, newSessionToken, verifyPassword } from './credentials';
import { SignInThrottledError, type SignInThrottle } from './sign-in-throttle';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A sliding expiry needs no write on every request: at most one per hour per session. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;
const FRESH_MS = FRESH_SIGN_IN_MINUTES * 60 * 1000;

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
  /** The User-Agent header: only a short label of it is kept with the session (device-label.ts). */
  userAgent?: string;
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

  /**
   * `expiresAt` is the cookie's expiry: the absolute end; the server also ends it when idle. The
   * User-Agent is reduced to a label ("Chrome on macOS") here, so no caller can store the header.
   */
  async function openSession(userId: string, userAgent?: string) {
    const { token, tokenHash } = newSessionToken();
    const createdAt = now();
    await repository.createSession({
      userId,
      tokenHash,
      createdAt,
      expiresAt: slideFrom(createdAt, createdAt),
      device: deviceLabel(userAgent),
    });
    return { token, expiresAt: endOf(createdAt) };
  }

  /** The live session behind a token (sliding its expiry), or null when absent, unknown or ended. */
  async function liveSession(token: string | undefined): Promise<SessionRecord | null> {
    if (!token) return null;
    const session = await repository.findSession(hashSessionToken(token));
    const at = now();
    if (!session || session.expiresAt <= at || endOf(session.createdAt) <= at) return null;
    if (at.getTime() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      await repository.extendSession(session.id, at, slideFrom(at, session.createdAt));
    }
    return session;
  }

  return {
    /** A session for an account signed in some other way (Google, Microsoft): the same cookie. */
    openSession,

    /** The live session behind a token (sliding its expiry), with its user; null when signed out. */
    currentSession: liveSession,

    /** A device cookie for this browser and e-mail (after the e-mail changed, so it stays trusted). */
    trustDevice: (email: string) => deviceCookies.issue(email),

    /** The account's sessions that have not ended (idle or past their lifetime), last seen first. */
    liveSessionsOf(userId: string): Promise<SessionSummary[]> {
      const at = now();
      return repository.listSessions(userId, {
        expiresAfter: at,
        createdAfter: new Date(at.getTime() - absoluteMs),
      });
    },

    /**
     * "Is it really you?" before the account page changes the e-mail or password or deletes the
     * account: the current password (counted against the account's sign-in limits like a sign-in,
     * so a stolen session cannot guess it), or, with no password given, a sign-in with a linked
     * provider that confirmed this session within FRESH_SIGN_IN_MINUTES. Answers the session and its
     * user; throws 401 signed out or wrong password, 403 with neither, 429 throttled.
     */
    async confirm(
      token: string | undefined,
      password: string | undefined,
      client: SignInClient,
    ): Promise<SessionRecord> {
      const session = await liveSession(token);
      if (!session) throw AppError.unauthenticated(ACCOUNT_MESSAGES.signInRequired);
      const { user } = session;
      if (password === undefined) {
        const fresh = session.confirmedAt && now().getTime() - session.confirmedAt.getTime() <= FRESH_MS;
        if (!fresh) throw new AppError(403, ErrorCode.FORBIDDEN, ACCOUNT_MESSAGES.confirmationRequired);
        return session;
      }
      const device = deviceCookies.verify(client.deviceCookie, user.email);
      const gate = await throttle.begin({ email: user.email, ip: client.ip, device });
      if (!gate.allowed) throw new SignInThrottledError(gate.retryAfterSeconds);
      let valid: boolean;
      try {
        valid = await verifyPassword(user.passwordHash ?? undefined, password);
      } catch (error) {
        await gate.pass.refund();
        throw error;
      }
      if (!valid) throw new AppError(401, ErrorCode.INVALID_CREDENTIALS, ACCOUNT_MESSAGES.wrongPassword);
      await gate.pass.succeeded();
      return session;
    },

    async signUp(input: SignUpRequest, client: Pick<SignInClient, 'userAgent'> = {}) {
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
        session: await openSession(user.id, client.userAgent),
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
        session: await openSession(user.id, client.userAgent),
        deviceCookie: deviceCookies.issue(email),
      };
    },

    /**
     * The user behind a session token, sliding its expiry; null when absent, unknown, idle too long
     * or past its absolute lifetime.
     */
    async resolve(token: string | undefined): Promise<(PublicUser & { id: string }) | null> {
      const session = await liveSession(token);
      return session && { id: session.user.id, ...toPublicUser(session.user) };
    },

    async signOut(token: string | undefined): Promise<void> {
      if (token) await repository.deleteSession(hashSessionToken(token));
    },
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
