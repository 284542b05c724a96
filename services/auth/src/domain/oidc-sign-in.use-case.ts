import { randomBytes } from 'node:crypto';
import {
  OIDC_ERROR_PARAM,
  OIDC_PROVIDER_IDS,
  OIDC_PROVIDER_NAMES,
  OIDC_SIGNED_IN_PARAM,
  signUpRequestSchema,
  type FrontendRoute,
  type OidcProviderId,
  type OidcProviders,
  type OidcSignInErrorCode,
} from '@uniform/contracts';
import { AppError, type Logger } from '@uniform/service-kit';
import type { AuthRepository, UserRecord } from './ports';

/**
 * Sign-in with Google or Microsoft (OpenID Connect, issue 21). The provider is asked through an
 * OidcProviderClient (openid-client in adapters/); this use case keeps the one-time secrets of each
 * sign-in, decides which account the provider's identity belongs to, and opens the same session as
 * the e-mail sign-in. An existing e-mail account is linked only when the provider says the e-mail
 * is verified: otherwise whoever controls an unverified address at the provider could take it over.
 */

/** How long a started sign-in may take at the provider before its secrets are gone. */
export const OIDC_FLOW_TTL_SECONDS = 10 * 60;

/** The secrets of one sign-in, kept on the server, never in the browser. */
export interface OidcChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface OidcFlow extends OidcChecks {
  provider: OidcProviderId;
  /** The user ticked "Save my style profile". */
  consent: boolean;
  returnTo: FrontendRoute;
}

/** What a verified ID token says about the user; only these are used, and only subject and e-mail kept. */
export interface OidcIdentity {
  subject: string;
  email?: string;
  emailVerified: boolean;
  firstName?: string;
  lastName?: string;
}

/** A sign-in that must end without a session, with the reason the app shows. */
export class OidcSignInRefused extends Error {
  constructor(
    readonly code: OidcSignInErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'OidcSignInRefused';
  }
}

/** One provider, as the sign-in needs it (adapters/oidc-client.openid.ts). */
export interface OidcProviderClient {
  /** A new authorization request: the provider's URL and the checks its answer must pass. */
  begin(): Promise<{ url: URL; checks: OidcChecks }>;
  /**
   * Exchanges the code of the provider's redirect (its query) and verifies the ID token against the
   * checks; throws OidcSignInRefused when anything does not hold.
   */
  finish(query: URLSearchParams, checks: OidcChecks): Promise<OidcIdentity>;
}

/** Started sign-ins by a random id (the flow cookie), each readable once. */
export interface OidcFlowStore {
  save(id: string, flow: OidcFlow, ttlSeconds: number): Promise<void>;
  /** The flow, deleted in the same step: a second read finds nothing. */
  take(id: string): Promise<OidcFlow | null>;
}

export interface OidcSignInDeps {
  providers: ReadonlyMap<OidcProviderId, OidcProviderClient>;
  flows: OidcFlowStore;
  repository: AuthRepository;
  openSession(userId: string): Promise<{ token: string; expiresAt: Date }>;
  logger: Logger;
  now?: () => Date;
}

export type OidcFinish =
  | { ok: true; location: string; session: { token: string; expiresAt: Date } }
  | { ok: false; location: string };

const FLOW_ID_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const SUBJECT_MAX = 255;
const NAME_MAX = 80;

const notSetUp = (provider: OidcProviderId) =>
  AppError.notFound(`Sign-in with ${OIDC_PROVIDER_NAMES[provider]} is not set up here.`);

const back = (returnTo: string, param: string, value: string) =>
  `${returnTo}?${new URLSearchParams({ [param]: value }).toString()}`;

const trimmedName = (name: string | undefined) => name?.trim().slice(0, NAME_MAX) || null;

export function createOidcSignIn({
  providers,
  flows,
  repository,
  openSession,
  logger,
  now = () => new Date(),
}: OidcSignInDeps) {
  const clientOf = (provider: OidcProviderId) => {
    const client = providers.get(provider);
    if (!client) throw notSetUp(provider);
    return client;
  };

  /** The account this identity signs in to, linking or creating one; refused without any write. */
  async function accountFor(provider: OidcProviderId, identity: OidcIdentity, flow: OidcFlow) {
    const consentAt = flow.consent ? now() : null;
    // Two tries: a concurrent first sign-in of the same person may create the account in between.
    for (let attempt = 0; attempt < 2; attempt++) {
      const known = await repository.findUserByIdentity(provider, identity.subject);
      if (known) return { user: known, outcome: 'returning' as const };
      const email = signUpRequestSchema.shape.email.safeParse(identity.email ?? '');
      if (!email.success) throw new OidcSignInRefused('no_email', 'the ID token has no usable email claim');
      const newIdentity = {
        provider,
        subject: identity.subject,
        email: email.data,
        emailVerified: identity.emailVerified,
      };
      const existing = await repository.findUserByEmail(email.data);
      if (existing) {
        if (!identity.emailVerified)
          throw new OidcSignInRefused('unverified_email', 'an account has this email, which is not verified');
        // An account made by a provider that did not verify the e-mail (Microsoft often does not say)
        // proves nobody owns the address: linking a verified sign-in to it would hand the owner's
        // account to whoever made it. Only a password account or one with a verified identity links.
        if (existing.passwordHash === null && !(await repository.hasVerifiedIdentity(existing.id)))
          throw new OidcSignInRefused(
            'unverified_email',
            'the account with this email was made through a provider that did not verify it',
          );
        if (await repository.linkIdentity(existing.id, newIdentity))
          return { user: existing, outcome: 'linked' as const };
        continue;
      }
      const created = await repository.createUserWithIdentity(
        {
          email: email.data,
          firstName: trimmedName(identity.firstName),
          lastName: trimmedName(identity.lastName),
          consentAt,
        },
        newIdentity,
      );
      if (created) return { user: created, outcome: 'created' as const };
    }
    throw new OidcSignInRefused('failed', 'the account changed during sign-in twice');
  }

  return {
    /** The providers with settings, in the dialog's order. */
    providers(): OidcProviders {
      return {
        providers: OIDC_PROVIDER_IDS.filter((id) => providers.has(id)).map((id) => ({
          id,
          name: OIDC_PROVIDER_NAMES[id],
        })),
      };
    },

    /**
     * A new sign-in: its checks saved for OIDC_FLOW_TTL_SECONDS under a random id (the flow cookie),
     * and the provider URL to send the browser to; no flow, and back to the app with the reason,
     * when the provider cannot be reached.
     */
    async start(
      provider: OidcProviderId,
      options: { consent: boolean; returnTo: FrontendRoute },
    ): Promise<{ flowId?: string; location: string }> {
      const client = clientOf(provider);
      let begun: Awaited<ReturnType<OidcProviderClient['begin']>>;
      try {
        begun = await client.begin();
      } catch (error) {
        logger.warn({ err: error, provider }, 'oidc provider unreachable at sign-in start');
        return { location: back(options.returnTo, OIDC_ERROR_PARAM, 'unavailable') };
      }
      const flowId = randomBytes(32).toString('base64url');
      await flows.save(flowId, { provider, ...options, ...begun.checks }, OIDC_FLOW_TTL_SECONDS);
      return { flowId, location: begun.url.href };
    },

    /**
     * The provider's redirect: the flow is taken (so its code and state work once), the code
     * exchanged and the ID token verified, then the account found, linked or created and a session
     * opened. Every refusal redirects with its code and writes nothing.
     */
    async finish(
      provider: OidcProviderId,
      query: URLSearchParams,
      flowId: string | undefined,
    ): Promise<OidcFinish> {
      const client = clientOf(provider);
      const flow = flowId && FLOW_ID_SHAPE.test(flowId) ? await flows.take(flowId) : null;
      const returnTo = flow?.returnTo ?? '/';
      const refuse = (code: OidcSignInErrorCode, reason: string): OidcFinish => {
        logger.info({ provider, code, reason }, 'oidc sign-in refused');
        return { ok: false, location: back(returnTo, OIDC_ERROR_PARAM, code) };
      };
      if (!flow || flow.provider !== provider)
        return refuse('expired', 'no started sign-in for this browser');
      let user: UserRecord;
      try {
        const identity = await client.finish(query, flow);
        if (!identity.subject || identity.subject.length > SUBJECT_MAX)
          return refuse('failed', 'the ID token subject is empty or too long');
        const account = await accountFor(provider, identity, flow);
        if (account.outcome !== 'created' && flow.consent)
          await repository.recordConsent(account.user.id, now());
        logger.info({ provider, outcome: account.outcome }, 'oidc sign-in');
        user = account.user;
      } catch (error) {
        if (error instanceof OidcSignInRefused) return refuse(error.code, error.message);
        throw error;
      }
      return {
        ok: true,
        location: back(returnTo, OIDC_SIGNED_IN_PARAM, provider),
        session: await openSession(user.id),
      };
    },
  };
}

export type OidcSignIn = ReturnType<typeof createOidcSignIn>;
