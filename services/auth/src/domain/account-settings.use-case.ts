import {
  ACCOUNT_MESSAGES,
  ErrorCode,
  FRESH_SIGN_IN_MINUTES,
  OIDC_PROVIDER_IDS,
  accountEmailRequestSchema,
  accountNamesRequestSchema,
  accountPasswordRequestSchema,
  type Account,
  type AccountEmailRequest,
  type AccountNamesRequest,
  type AccountPasswordRequest,
  type OidcProviderId,
} from '@uniform/contracts';
import { AppError } from '@uniform/service-kit';
import type { Accounts, SignInClient } from './accounts.use-case';
import { hashPassword } from './credentials';
import type { AuthRepository, SessionCache, SessionRecord } from './ports';

/**
 * The account page (issue 21): what the account is, and the changes a signed-in user makes to it.
 * A change of e-mail or password is confirmed first (accounts.confirm: the password, or a recent
 * sign-in with a linked provider). Whenever sessions end or what the gateway caches about them
 * (e-mail, names) changes, their gateway cache entries are forgotten, so the change holds at once.
 */

export interface AccountSettingsDeps {
  accounts: Accounts;
  repository: AuthRepository;
  sessionCache: SessionCache;
  now?: () => Date;
}

const FRESH_MS = FRESH_SIGN_IN_MINUTES * 60 * 1000;

const isProvider = (provider: string): provider is OidcProviderId =>
  (OIDC_PROVIDER_IDS as readonly string[]).includes(provider);

export function createAccountSettings({
  accounts,
  repository,
  sessionCache,
  now = () => new Date(),
}: AccountSettingsDeps) {
  /** The account page as `session`'s browser sees it, read afresh. */
  async function accountOf(session: SessionRecord): Promise<Account> {
    const userId = session.user.id;
    const [account, sessions] = await Promise.all([
      repository.findAccount(userId),
      accounts.liveSessionsOf(userId),
    ]);
    // Deleted while this request ran: the browser is signed out now.
    if (!account) throw AppError.unauthenticated(ACCOUNT_MESSAGES.signInRequired);
    const confirmedUntil = session.confirmedAt && new Date(session.confirmedAt.getTime() + FRESH_MS);
    return {
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      createdAt: account.createdAt.toISOString(),
      hasPassword: account.hasPassword,
      signInProviders: account.identities.flatMap(({ provider, email, createdAt }) =>
        isProvider(provider) ? [{ provider, email, linkedAt: createdAt.toISOString() }] : [],
      ),
      confirmedUntil: confirmedUntil && confirmedUntil > now() ? confirmedUntil.toISOString() : null,
      sessions: sessions.map((listed) => ({
        id: listed.id,
        current: listed.id === session.id,
        device: listed.device,
        signedInAt: listed.createdAt.toISOString(),
        lastSeenAt: listed.lastSeenAt.toISOString(),
      })),
    };
  }

  /** The gateway caches the user's e-mail and names with each session: drop them after a change. */
  const forgetCachedUser = async (userId: string) =>
    sessionCache.forget(await repository.sessionTokenHashes(userId));

  return {
    account: accountOf,

    async updateNames(session: SessionRecord, input: AccountNamesRequest): Promise<Account> {
      const request = accountNamesRequestSchema.parse(input);
      await repository.updateNames(session.user.id, {
        firstName: request.firstName || null,
        lastName: request.lastName || null,
      });
      await forgetCachedUser(session.user.id);
      return accountOf(session);
    },

    /**
     * Confirmed first (so a stolen session cannot move the account to another address); the same
     * address is a no-op. The browser gets a device cookie for the new address: the sign-in throttle
     * trusts a browser per e-mail, and this one just proved it is the owner's.
     */
    async changeEmail(
      token: string | undefined,
      input: AccountEmailRequest,
      client: SignInClient,
    ): Promise<{ account: Account; deviceCookie: string }> {
      const request = accountEmailRequestSchema.parse(input);
      const session = await accounts.confirm(token, request.password, client);
      if (request.email !== session.user.email) {
        if (!(await repository.changeEmail(session.user.id, request.email)))
          throw new AppError(409, ErrorCode.EMAIL_TAKEN, ACCOUNT_MESSAGES.emailTaken);
        await forgetCachedUser(session.user.id);
      }
      return { account: await accountOf(session), deviceCookie: accounts.trustDevice(request.email) };
    },

    /**
     * Sets the password and ends every other session (whoever else holds one must sign in with the
     * new password). "Same as the current one" is only checked against the current password typed
     * here: comparing with the stored hash after a provider confirmation would let whoever holds the
     * provider account test guesses at the old password, which may be in use elsewhere.
     */
    async changePassword(
      token: string | undefined,
      input: AccountPasswordRequest,
      client: SignInClient,
    ): Promise<Account> {
      const request = accountPasswordRequestSchema.parse(input);
      if (request.currentPassword === request.newPassword)
        throw AppError.validation(
          [{ path: 'newPassword', message: ACCOUNT_MESSAGES.samePassword }],
          ACCOUNT_MESSAGES.samePassword,
        );
      const session = await accounts.confirm(token, request.currentPassword, client);
      const passwordHash = await hashPassword(request.newPassword);
      await sessionCache.forget(await repository.changePassword(session.user.id, passwordHash, session.id));
      return accountOf(session);
    },

    /** Every session of the account ends, the asking one too. */
    async signOutEverywhere(userId: string): Promise<void> {
      await sessionCache.forget(await repository.deleteSessions(userId));
    },
  };
}

export type AccountSettings = ReturnType<typeof createAccountSettings>;
