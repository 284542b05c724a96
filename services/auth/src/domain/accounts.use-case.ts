import {
  signInRequestSchema,
  signUpRequestSchema,
  type SignInRequest,
  type SignUpRequest,
} from '@uniform/contracts';
import { AppError } from '@uniform/service-kit';
import type { AuthRepository, UserRecord } from '../data/auth.repository';
import { hashPassword, hashSessionToken, newSessionToken, verifyPassword } from './credentials';
import { retryAfterSentence, type SignInThrottle } from './sign-in-throttle';

export const SESSION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A sliding expiry needs no write on every request: at most one per hour per session. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

export interface AccountsDeps {
  repository: AuthRepository;
  throttle: SignInThrottle;
  now?: () => Date;
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

export function createAccounts({ repository, throttle, now = () => new Date() }: AccountsDeps) {
  async function openSession(userId: string) {
    const { token, tokenHash } = newSessionToken();
    const expiresAt = new Date(now().getTime() + SESSION_DAYS * DAY_MS);
    await repository.createSession({ userId, tokenHash, expiresAt });
    return { token, expiresAt };
  }

  return {
    async signUp(input: SignUpRequest) {
      const request = signUpRequestSchema.parse(input);
      const user = await repository.createUser({
        email: request.email,
        passwordHash: await hashPassword(request.password),
        firstName: request.firstName || null,
        lastName: request.lastName || null,
        consentAt: now(),
      });
      if (!user) throw new AppError(409, 'EMAIL_TAKEN', EMAIL_TAKEN);
      return { user: toPublicUser(user), session: await openSession(user.id) };
    },

    async signIn(input: SignInRequest, ip: string) {
      const request = signInRequestSchema.parse(input);
      const email = request.email.trim().toLowerCase();
      const state = await throttle.check(email, ip);
      if (state.blocked)
        throw new AppError(429, 'TOO_MANY_ATTEMPTS', retryAfterSentence(state.retryAfterSeconds));
      const user = await repository.findUserByEmail(email);
      if (!(await verifyPassword(user?.passwordHash, request.password)) || !user) {
        await throttle.recordFailure(email, ip);
        throw new AppError(401, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS);
      }
      await throttle.clearAccount(email);
      return { user: toPublicUser(user), session: await openSession(user.id) };
    },

    /** The user behind a session token, sliding its expiry; null when absent, unknown or expired. */
    async resolve(token: string | undefined): Promise<(PublicUser & { id: string }) | null> {
      if (!token) return null;
      const session = await repository.findSession(hashSessionToken(token));
      const at = now();
      if (!session || session.expiresAt <= at) return null;
      if (at.getTime() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        await repository.extendSession(session.id, at, new Date(at.getTime() + SESSION_DAYS * DAY_MS));
      }
      return { id: session.user.id, ...toPublicUser(session.user) };
    },

    async signOut(token: string | undefined): Promise<void> {
      if (token) await repository.deleteSession(hashSessionToken(token));
    },
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
