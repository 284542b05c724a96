import type { z } from 'zod';
import {
  ACCOUNT_EXPORT_FORMAT,
  ACCOUNT_EXPORT_MESSAGES,
  ACCOUNT_EXPORT_VERSION,
  ErrorCode,
  getupExportSchema,
  journalExportSchema,
  privacyInquiriesExportSchema,
  styleProfilesExportSchema,
  type AccountExport,
  type UserDataOwner,
} from '@uniform/contracts';
import {
  AppError,
  signIdentity,
  USER_DATA_PATH,
  type AuthenticatedUser,
  type Logger,
} from '@uniform/service-kit';
import type { AuthRepository } from './ports';

/** How long each service may take to answer for its part before the export gives up. */
export const USER_DATA_TIMEOUT_MS = 5_000;

/** Base URLs of the services that hold a user's data besides this one, by name in the routing table. */
export type UserDataServices = Record<UserDataOwner, string>;

export interface AccountExportDeps {
  repository: AuthRepository;
  /** Base URLs of the services that answer for their own part. */
  services: UserDataServices;
  /** INTERNAL_SIGNING_SECRET: the services believe the user only through it. */
  identitySecret: string | undefined;
  logger: Logger;
  timeoutMs?: number;
  now?: () => Date;
}

const unavailable = () =>
  new AppError(503, ErrorCode.DEPENDENCY_UNAVAILABLE, ACCOUNT_EXPORT_MESSAGES.unavailable);

/**
 * "Download my data" (issue 21): the account's own part from this service's tables, and every other
 * service's part from its internal user-data route, asked in parallel with a freshly signed identity.
 * One part missing (an error, a timeout, an answer that is not its schema) fails the whole export
 * with 503: a file that silently lacks the journal would tell the user we hold less than we do.
 */
export function createAccountExport(deps: AccountExportDeps) {
  const { repository, services, identitySecret, logger } = deps;
  const timeoutMs = deps.timeoutMs ?? USER_DATA_TIMEOUT_MS;
  const now = deps.now ?? (() => new Date());

  async function partOf<S extends z.ZodType>(
    service: keyof UserDataServices,
    schema: S,
    identity: Record<string, string>,
  ): Promise<z.output<S>> {
    try {
      const res = await fetch(`${services[service]}${USER_DATA_PATH}`, {
        headers: { ...identity, accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) throw new Error(`answered ${res.status}`);
      return schema.parse(await res.json());
    } catch (error) {
      logger.warn({ service, err: error }, 'account export: a service did not give its part');
      throw unavailable();
    }
  }

  return {
    async exportFor(user: AuthenticatedUser): Promise<AccountExport> {
      if (!identitySecret) {
        logger.warn('account export: INTERNAL_SIGNING_SECRET is not set, so no service can be asked');
        throw unavailable();
      }
      const identity = signIdentity(user, identitySecret);
      const [account, styleProfiles, journal, privacyInquiries, getup] = await Promise.all([
        repository.findAccount(user.id),
        partOf('profiles', styleProfilesExportSchema, identity),
        partOf('meditation', journalExportSchema, identity),
        partOf('privacy', privacyInquiriesExportSchema, identity),
        partOf('sms', getupExportSchema, identity),
      ]);
      // The session resolved a moment ago; an account deleted since has nothing left to export.
      if (!account) throw AppError.unauthenticated(ACCOUNT_EXPORT_MESSAGES.signInRequired);
      return {
        format: ACCOUNT_EXPORT_FORMAT,
        version: ACCOUNT_EXPORT_VERSION,
        exportedAt: now().toISOString(),
        account: {
          email: account.email,
          firstName: account.firstName,
          lastName: account.lastName,
          createdAt: account.createdAt.toISOString(),
          dataRetentionConsentAt: account.dataRetentionConsentAt?.toISOString() ?? null,
        },
        signInProviders: account.identities.map((identity) => ({
          provider: identity.provider,
          email: identity.email,
          linkedAt: identity.createdAt.toISOString(),
        })),
        styleProfiles,
        journal,
        privacyInquiries,
        getup,
      };
    },
  };
}

export type AccountExporter = ReturnType<typeof createAccountExport>;
