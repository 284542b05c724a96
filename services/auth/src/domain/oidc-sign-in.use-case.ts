import { randomBytes } from 'node:crypto';
import {
  OIDC_CONFIRMED_PARAM,
  OIDC_ERROR_PARAM,
  OIDC_LINKED_PARAM,
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
import { hashSessionToken } from './credentials';
import type { AuthRepository, SessionCache, SessionRecord, UserRecord } from './ports';

/**
 * Sign-in with Google or Microsoft (OpenID Connect, issue 21). The provider is asked through an
 * OidcProviderClient (openid-client in adapters/); this use case keeps the one-time secrets of each
 * sign-in, decides which account the provider's identity belongs to, and opens the same session as
 * the e-mail sign-in. An existing e-mail account is linked only when the provider says the e-mail
 * is verified: otherwise whoever controls an unverified address at the provider could take it over.
 * Nor does a password prove the e-mail (accounts never verify it): someone may have signed up with
 * another's address first. So linking to an account with a password removes the password and ends
 * all its sessions, in the same transaction: the e-mail's owner keeps the account, and may set a new
 * password on the account page after confirming with the provider. The browser is told (`linked=1`).
 *
 * A sign-in started from the account page with `intent=confirm` signs nobody in and links nothing:
 * it proves the signed-in user still holds a provider identity linked to the account, and marks that
 * browser's session confirmed (accounts.confirm then accepts it for FRESH_SIGN_IN_MINUTES).
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
  /** intent=confirm: the SHA-256 of the session to confirm (the signed-in browser that started it). */
  confirmTokenHash?: string;
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
  /** The gateway's session cache: the sessions a link ends are forgotten there at once. */
  sessionCache: SessionCache;
  openSession(userId: string, userAgent?: string): Promise<{ token: string; expiresAt: Date }>;
  /** The live session behind a session cookie's token; null when signed out. */
  currentSession(token: string | undefined): Promise<SessionRecord | null>;
  logger: Logger;
  now?: () => Date;
}

/** Where the browser goes next, and the session to set when it signed in (a confirmation sets none). */
export interface OidcFinish {
  location: string;
  session?: { token: string; expiresAt: Date };
}

/** Where a confirmation always comes back to. */
const ACCOUNT_PAGE: FrontendRoute = '/account';

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
  sessionCache,
  openSession,
  currentSession,
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
        const linked = await repository.linkIdentity(existing.id, newIdentity);
        if (linked) {
          await sessionCache.forget(linked.endedSessions);
          return {
            user: existing,
            outcome: linked.passwordRemoved ? ('taken over' as const) : ('linked' as const),
          };
        }
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

  /**
   * intent=confirm: the identity must already be linked to the user of the session that started the
   * flow, and that session still live; then only its confirmed_at changes.
   */
  async function confirmSession(provider: OidcProviderId, identity: OidcIdentity, tokenHash: string) {
    const session = await repository.findSession(tokenHash);
    if (!session || session.expiresAt <= now())
      throw new OidcSignInRefused('expired', 'the session that asked for the confirmation has ended');
    const linkedTo = await repository.findUserByIdentity(provider, identity.subject);
    if (linkedTo?.id !== session.user.id)
      throw new OidcSignInRefused(
        'not_linked',
        linkedTo ? 'the identity is linked to another account' : 'the identity is linked to no account',
      );
    await repository.confirmSession(session.id, now());
  }

  /** Saves a new flow's checks and answers where to send the browser (or back, when unreachable). */
  async function begin(
    provider: OidcProviderId,
    flow: Omit<OidcFlow, keyof OidcChecks | 'provider'>,
  ): Promise<{ flowId?: string; location: string }> {
    const client = clientOf(provider);
    let begun: Awaited<ReturnType<OidcProviderClient['begin']>>;
    try {
      begun = await client.begin();
    } catch (error) {
      logger.warn({ err: error, provider }, 'oidc provider unreachable at sign-in start');
      return { location: back(flow.returnTo, OIDC_ERROR_PARAM, 'unavailable') };
    }
    const flowId = randomBytes(32).toString('base64url');
    await flows.save(flowId, { provider, ...flow, ...begun.checks }, OIDC_FLOW_TTL_SECONDS);
    return { flowId, location: begun.url.href };
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
    start(
      provider: OidcProviderId,
      options: { consent: boolean; returnTo: FrontendRoute },
    ): Promise<{ flowId?: string; location: string }> {
      return begin(provider, options);
    },

    /**
     * intent=confirm from the account page: the flow remembers which session to confirm and always
     * comes back to /account. Without a live session there is nothing to confirm: back to /account
     * with signin_error=expired (the page then asks to sign in), and no flow is started.
     */
    async startConfirmation(
      provider: OidcProviderId,
      sessionToken: string | undefined,
    ): Promise<{ flowId?: string; location: string }> {
      // An unconfigured provider stays a 404, signed in or not.
      clientOf(provider);
      const session = await currentSession(sessionToken);
      if (!session || !sessionToken) return { location: back(ACCOUNT_PAGE, OIDC_ERROR_PARAM, 'expired') };
      return begin(provider, {
        consent: false,
        returnTo: ACCOUNT_PAGE,
        confirmTokenHash: hashSessionToken(sessionToken),
      });
    },

    /**
     * The provider's redirect: the flow is taken (so its code and state work once), the code
     * exchanged and the ID token verified, then the account found, linked or created and a session
     * opened. Every refusal redirects with its code and writes nothing. A confirmation flow passes the
     * same checks, then only confirms its session (confirmSession).
     */
    async finish(
      provider: OidcProviderId,
      query: URLSearchParams,
      flowId: string | undefined,
      userAgent?: string,
    ): Promise<OidcFinish> {
      const client = clientOf(provider);
      const flow = flowId && FLOW_ID_SHAPE.test(flowId) ? await flows.take(flowId) : null;
      const returnTo = flow?.returnTo ?? '/';
      const refuse = (code: OidcSignInErrorCode, reason: string): OidcFinish => {
        logger.info({ provider, code, reason }, 'oidc sign-in refused');
        return { location: back(returnTo, OIDC_ERROR_PARAM, code) };
      };
      if (!flow || flow.provider !== provider)
        return refuse('expired', 'no started sign-in for this browser');
      let user: UserRecord;
      let takenOver: boolean;
      try {
        const identity = await client.finish(query, flow);
        if (!identity.subject || identity.subject.length > SUBJECT_MAX)
          return refuse('failed', 'the ID token subject is empty or too long');
        if (flow.confirmTokenHash !== undefined) {
          await confirmSession(provider, identity, flow.confirmTokenHash);
          logger.info({ provider, outcome: 'confirmed' }, 'oidc sign-in');
          return { location: back(returnTo, OIDC_CONFIRMED_PARAM, provider) };
        }
        const account = await accountFor(provider, identity, flow);
        if (account.outcome !== 'created' && flow.consent)
          await repository.recordConsent(account.user.id, now());
        logger.info({ provider, outcome: account.outcome }, 'oidc sign-in');
        user = account.user;
        takenOver = account.outcome === 'taken over';
      } catch (error) {
        if (error instanceof OidcSignInRefused) return refuse(error.code, error.message);
        throw error;
      }
      const location = back(returnTo, OIDC_SIGNED_IN_PARAM, provider);
      return {
        location: takenOver ? `${location}&${OIDC_LINKED_PARAM}=1` : location,
        session: await openSession(user.id, userAgent),
      };
    },
  };
}

export type OidcSignIn = ReturnType<typeof createOidcSignIn>;
