import type { OidcProviderSettings } from '../config';
import {
  OidcSignInRefused,
  type OidcChecks,
  type OidcIdentity,
  type OidcProviderClient,
} from '../domain/oidc-sign-in.use-case';

/**
 * One OpenID Connect provider through openid-client: the authorization code flow with PKCE S256,
 * state and nonce; the ID token's issuer, audience, nonce and expiry checked by the library, and its
 * signature too (see configure). openid-client is an ES module: it is imported when the first sign-in needs it, so loading the
 * service (and its tests) never requires it.
 */
const loadOpenIdClient = () => import('openid-client');
type Client = Awaited<ReturnType<typeof loadOpenIdClient>>;
type Configuration = InstanceType<Client['Configuration']>;
type ServerMetadata = ConstructorParameters<Client['Configuration']>[0];
type GrantChecks = NonNullable<Parameters<Client['authorizationCodeGrant']>[2]>;
type IdTokenClaims = NonNullable<ReturnType<Awaited<ReturnType<Client['authorizationCodeGrant']>>['claims']>>;

/**
 * Microsoft's multi-tenant issuer (https://login.microsoftonline.com/common/v2.0) publishes its
 * issuer as `https://login.microsoftonline.com/{tenantid}/v2.0`: each ID token's `iss` must equal that
 * template filled with the token's own `tid` claim (a tenant id, a GUID).
 */
const TENANT_TEMPLATE = '{tenantid}';
const TENANT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TIMEOUT_SECONDS = 10;
const SCOPE = 'openid email profile';

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

function identityOf(claims: IdTokenClaims | undefined): OidcIdentity {
  if (!claims) throw new OidcSignInRefused('failed', 'the provider answered no ID token');
  const givenName = text(claims.given_name);
  return {
    subject: claims.sub,
    email: text(claims.email),
    // Google sends a boolean; some providers the string "true". Anything else is "not verified".
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    // Microsoft's ID token often has only `name`: it stands in for the first name.
    firstName: givenName ?? text(claims.name),
    lastName: givenName ? text(claims.family_name) : undefined,
  };
}

/** The `tid` claim of an ID token not yet verified: only to pick the issuer the full check expects. */
function tenantOf(tokenResponse: string): string {
  try {
    const idToken: unknown = (JSON.parse(tokenResponse) as { id_token?: unknown }).id_token;
    const payload = typeof idToken === 'string' ? idToken.split('.')[1] : undefined;
    const tid: unknown = payload
      ? (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { tid?: unknown }).tid
      : undefined;
    if (typeof tid === 'string' && TENANT_ID.test(tid)) return tid;
  } catch {
    // Falls through to the refusal: an unreadable token is no sign-in.
  }
  throw new OidcSignInRefused('failed', 'the ID token of a multi-tenant issuer has no valid tid claim');
}

/** Unreachable, refused connection or timed out: the provider, not the sign-in, failed. */
function isNetworkFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'TimeoutError' || error.name === 'AbortError') return true;
  return error instanceof TypeError && error.message === 'fetch failed';
}

/**
 * Why, for the log: the messages down the cause chain (openid-client wraps the precise one, e.g.
 * `unexpected JWT "aud" (audience) claim value`). Plain-object causes (parameters, claims) are skipped.
 */
function reasonOf(error: unknown): string {
  const messages: string[] = [];
  for (let at: unknown = error; at instanceof Error && messages.length < 4; at = at.cause)
    messages.push(at.message);
  return messages.join(': ') || 'unknown failure';
}

function refusalOf(client: Client, error: unknown): OidcSignInRefused {
  if (error instanceof OidcSignInRefused) return error;
  if (error instanceof client.AuthorizationResponseError)
    return new OidcSignInRefused(
      error.error === 'access_denied' ? 'canceled' : 'failed',
      `the provider answered ${error.error}`,
    );
  if (isNetworkFailure(error))
    return new OidcSignInRefused('unavailable', 'the provider could not be reached');
  return new OidcSignInRefused('failed', reasonOf(error));
}

export function createOpenIdProviderClient(settings: OidcProviderSettings): OidcProviderClient {
  // Only a loopback issuer may be http (config.ts refuses any other): the test kit's provider.
  const insecure = settings.issuer.protocol === 'http:';
  const issuer = settings.issuer.href.replace(/\/$/, '');
  let discovered: Promise<{ client: Client; config: Configuration }> | undefined;

  const configure = (client: Client, config: Configuration) => {
    config.timeout = TIMEOUT_SECONDS;
    // openid-client trusts TLS for an ID token from the token endpoint by default (OIDC Core
    // 3.1.3.7 allows it); we check its signature against the provider's published keys as well.
    client.enableNonRepudiationChecks(config);
    if (insecure) client.allowInsecureRequests(config);
    return config;
  };

  /** Discovery once per process; a failure is not cached, so the next sign-in tries again. */
  function discover() {
    discovered ??= (async () => {
      const client = await loadOpenIdClient();
      // Read by its full address: openid-client then leaves the issuer check to us, which accepts
      // the multi-tenant template (openid-client itself does only for login.microsoftonline.com).
      const config = await client.discovery(
        new URL(`${issuer}/.well-known/openid-configuration`),
        settings.clientId,
        settings.clientSecret,
        undefined,
        { execute: insecure ? [client.allowInsecureRequests] : [], timeout: TIMEOUT_SECONDS },
      );
      const published = config.serverMetadata().issuer;
      if (!published.includes(TENANT_TEMPLATE) && published.replace(/\/$/, '') !== issuer)
        throw new Error(`the discovery document of ${issuer} names another issuer, ${published}`);
      return { client, config: configure(client, config) };
    })().catch((error: unknown) => {
      discovered = undefined;
      throw error;
    });
    return discovered;
  }

  /** Server metadata as plain data (serverMetadata() adds helper functions, which cannot be cloned). */
  const metadataOf = (config: Configuration) =>
    JSON.parse(JSON.stringify(config.serverMetadata())) as ServerMetadata;

  /**
   * The code grant against a templated issuer, in two steps: the exchange (its token answer kept),
   * then the same answer verified in full against the issuer of the token's own tenant. Only the
   * exchange talks to the token endpoint, so the code is still used once.
   */
  async function tenantGrant(client: Client, config: Configuration, url: URL, checks: GrantChecks) {
    const metadata = metadataOf(config);
    let answer: { status: number; headers: Headers; body: string } | undefined;
    const exchange = configure(
      client,
      new client.Configuration(
        { ...metadata, authorization_response_iss_parameter_supported: false },
        settings.clientId,
        settings.clientSecret,
      ),
    );
    exchange[client.customFetch] = async (input, init) => {
      const response = await fetch(input, init as RequestInit);
      if (input === metadata.token_endpoint)
        answer = { status: response.status, headers: response.headers, body: await response.clone().text() };
      return response;
    };
    // Without `iss`: the template cannot equal it; the second step checks it against the tenant's issuer.
    const withoutIss = new URL(url);
    withoutIss.searchParams.delete('iss');
    try {
      return await client.authorizationCodeGrant(exchange, withoutIss, checks);
    } catch (error) {
      if (!answer || answer.status !== 200) throw error;
    }
    const tokenAnswer = answer;
    const tenant = configure(
      client,
      new client.Configuration(
        { ...metadata, issuer: metadata.issuer.replace(TENANT_TEMPLATE, tenantOf(tokenAnswer.body)) },
        settings.clientId,
        settings.clientSecret,
      ),
    );
    tenant[client.customFetch] = (input, init) =>
      input === metadata.token_endpoint
        ? Promise.resolve(
            new Response(tokenAnswer.body, { status: tokenAnswer.status, headers: tokenAnswer.headers }),
          )
        : fetch(input, init as RequestInit);
    return client.authorizationCodeGrant(tenant, url, checks);
  }

  return {
    async begin() {
      const { client, config } = await discover();
      const checks: OidcChecks = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier: client.randomPKCECodeVerifier(),
      };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        response_type: 'code',
        scope: SCOPE,
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
        state: checks.state,
        nonce: checks.nonce,
      });
      return { url, checks };
    },

    async finish(query, checks) {
      let found: Awaited<ReturnType<typeof discover>>;
      try {
        found = await discover();
      } catch {
        throw new OidcSignInRefused('unavailable', 'the provider discovery failed');
      }
      const { client, config } = found;
      // The URL the provider redirected to: the registered redirect URI with the provider's query.
      const url = new URL(settings.redirectUri);
      url.search = query.toString();
      const grantChecks: GrantChecks = {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      };
      try {
        const tokens = config.serverMetadata().issuer.includes(TENANT_TEMPLATE)
          ? await tenantGrant(client, config, url, grantChecks)
          : await client.authorizationCodeGrant(config, url, grantChecks);
        // Only the verified claims leave this function: no provider token is kept anywhere.
        return identityOf(tokens.claims());
      } catch (error) {
        throw refusalOf(client, error);
      }
    },
  };
}
