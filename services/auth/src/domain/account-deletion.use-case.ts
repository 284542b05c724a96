import {
  ACCOUNT_MESSAGES,
  accountDeletionRequestSchema,
  type AccountDeletionRequest,
} from '@uniform/contracts';
import { AppError, emailDigestOf, type Logger } from '@uniform/service-kit';
import type { Accounts, SignInClient } from './accounts.use-case';
import type { SessionCache } from './ports';
import type { SignInThrottle } from './sign-in-throttle';

/**
 * "Delete my account" (issue 21, see libs/service-kit/src/account-deletion.ts): the account, its
 * sessions and its linked sign-ins go at once, in one transaction that leaves a tombstone (a random
 * id, the user id and the e-mail's digest, never the e-mail) with one pending row per service that
 * holds the user's data. Then one account-deleted job is published; the tombstone goes once every
 * service has confirmed, and until then the sweep (adapters/account-deletion.queue.ts) publishes
 * what was not published and retries the services that failed.
 */

/** What is left of a deleted account until every service has confirmed deleting its data. */
export interface AccountDeletionTombstone {
  /** Also the account-deleted job's id. */
  id: string;
  userId: string;
  emailDigest: string;
  /** null: the job is not published yet (Redis was unreachable). */
  publishedAt: Date | null;
  consumers: { consumer: string; confirmedAt: Date | null; retries: number }[];
}

export interface AccountDeletionRepository {
  /**
   * In one transaction: the token hashes of the user's sessions, the tombstone with one pending row
   * per service, and the user gone (sessions and identities with it). null when the user is gone
   * already (a concurrent deletion won).
   */
  deleteAccount(
    userId: string,
    emailDigest: string,
  ): Promise<{ deletionId: string; tokenHashes: string[] } | null>;
  /** The oldest tombstones first, at most `limit`. */
  tombstones(limit: number): Promise<AccountDeletionTombstone[]>;
  findTombstone(id: string): Promise<AccountDeletionTombstone | null>;
  markPublished(id: string, at: Date): Promise<void>;
  /** Marks the services confirmed (those not confirmed yet). */
  confirm(id: string, consumers: readonly string[], at: Date): Promise<void>;
  /** One more retry of the service's part, and why it failed (see failureNote). */
  recordRetry(id: string, consumer: string, lastError: string): Promise<void>;
  /** Drops the tombstone: every service has confirmed. */
  finish(id: string): Promise<void>;
}

/** Publishes the account-deleted job of a tombstone; idempotent by its id. */
export interface AccountDeletionPublisher {
  publish(deletion: Pick<AccountDeletionTombstone, 'id' | 'userId' | 'emailDigest'>): Promise<void>;
}

export interface AccountDeletionDeps {
  accounts: Pick<Accounts, 'confirm'>;
  repository: AccountDeletionRepository;
  sessionCache: SessionCache;
  throttle: Pick<SignInThrottle, 'forget'>;
  publisher: AccountDeletionPublisher;
  logger: Logger;
  now?: () => Date;
}

/** How much of a consumer's failure is kept (the column's size). */
export const LAST_ERROR_MAX = 500;

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+/g;
const DIGEST = /\b[0-9a-f]{64}\b/gi;

/**
 * A consumer's failure reason as the tombstone keeps it: at most LAST_ERROR_MAX characters, with the
 * user id, anything shaped like an id, an e-mail or a digest blanked out, since a service's error
 * message may quote the row it failed on.
 */
export function failureNote(reason: string, userId: string): string {
  return reason
    .split(userId)
    .join('<user>')
    .replace(UUID, '<id>')
    .replace(EMAIL, '<email>')
    .replace(DIGEST, '<digest>')
    .slice(0, LAST_ERROR_MAX);
}

export function createAccountDeletion(deps: AccountDeletionDeps) {
  const { accounts, repository, sessionCache, throttle, publisher, logger } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /**
     * Confirms it is the user (password or a fresh provider sign-in), deletes the account, and
     * publishes the job. What follows the transaction never undoes it: the gateway's cached sessions
     * and the throttle's counters are forgotten best-effort (the cache lapses within a minute
     * anyway), and a job that cannot be published now is published by the sweep.
     */
    async deleteAccount(
      token: string | undefined,
      input: AccountDeletionRequest,
      client: SignInClient,
    ): Promise<{ deletionId: string }> {
      const { password } = accountDeletionRequestSchema.parse(input);
      const { user } = await accounts.confirm(token, password, client);
      const emailDigest = emailDigestOf(user.email);
      const deleted = await repository.deleteAccount(user.id, emailDigest);
      // Another request deleted it first: this session has ended with the account.
      if (!deleted) throw AppError.unauthenticated(ACCOUNT_MESSAGES.signInRequired);
      const { deletionId, tokenHashes } = deleted;
      const warnOf = (what: string) => (error: unknown) =>
        logger.warn({ deletion: deletionId, err: errorText(error) }, what);
      await Promise.all([
        sessionCache.forget(tokenHashes),
        throttle.forget(user.email).catch(warnOf('could not forget the sign-in counters')),
      ]);
      try {
        await publisher.publish({ id: deletionId, userId: user.id, emailDigest });
        await repository.markPublished(deletionId, now());
      } catch (error) {
        warnOf('account-deleted job not published yet; the sweep will publish it')(error);
      }
      logger.info({ deletion: deletionId, sessions: tokenHashes.length }, 'account deleted');
      return { deletionId };
    },
  };
}

export type AccountDeletion = ReturnType<typeof createAccountDeletion>;

/** An error's message only: never the error object, whose fields may quote data. */
export const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));
