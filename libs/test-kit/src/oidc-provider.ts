import path from 'node:path';
import { OIDC_PROVIDER_IDS, oidcCallbackPath, type OidcProviderId } from '@uniform/contracts';
import { startListeningProcess } from './listening-process';

/**
 * "Google" and "Microsoft" for tests: a real OpenID provider (the oidc-provider package) on
 * loopback, in a process of its own (it is an ES module, which jest cannot load): discovery, signing
 * keys, the authorization code flow with PKCE, signed ID tokens. Microsoft is multi-tenant: its
 * discovery document names the issuer `…/{tenantid}/v2.0`, and its tokens carry `tid`. A test signs
 * in as any account it describes, with no page to click through (signIn), and a browser test fills
 * in the provider's plain login form. See oidc/loopback-oidc-provider.mjs.
 */
export const OIDC_PROVIDER_SCRIPT = path.resolve(__dirname, '..', 'oidc', 'loopback-oidc-provider.mjs');

/** This app's registration at each test provider. */
export const OIDC_TEST_CLIENTS: Record<OidcProviderId, { clientId: string; clientSecret: string }> = {
  google: { clientId: 'uniform-test-google', clientSecret: 'loopback-google-client-secret' },
  microsoft: { clientId: 'uniform-test-microsoft', clientSecret: 'loopback-microsoft-client-secret' },
};

/** Microsoft's consumer tenant, the default tenant of the test Microsoft. */
export const OIDC_TEST_TENANT_ID = '9188040d-6c67-4c5b-b112-36a304b66dad';

/** Who signs in at the provider: what its ID token will say. */
export interface OidcTestAccount {
  sub: string;
  email?: string;
  /** Google only (Microsoft sends no email_verified claim, as the real one). */
  emailVerified?: boolean;
  givenName?: string;
  familyName?: string;
  /** Microsoft only: the tenant in the token (default: the provider's own, OIDC_TEST_TENANT_ID). */
  tid?: string;
  /** The ID token's audience is replaced by this client id (re-signed by the provider's key). */
  idTokenAudience?: string;
  /** The ID token carries this nonce instead of the one sent (re-signed by the provider's key). */
  idTokenNonce?: string;
  /** The ID token expired an hour ago (re-signed by the provider's key). */
  idTokenExpired?: boolean;
  /** The ID token is signed by a key the provider does not publish. */
  idTokenForeignKey?: boolean;
}

export interface LoopbackOidcProviders {
  /** The provider process's origin. */
  url: string;
  issuers: Record<OidcProviderId, string>;
  /** The auth service's settings for both providers. */
  authEnv: Record<string, string>;
  /**
   * Follows an authorization URL through the provider's login as `account` and returns where the
   * provider sends the browser back (the redirect URI with code, state and iss).
   */
  signIn(authorizationUrl: string, account: OidcTestAccount): Promise<URL>;
  /** The same, pressing Cancel at the provider's login (the redirect back carries error=access_denied). */
  cancel(authorizationUrl: string): Promise<URL>;
  close(): Promise<void>;
}

const formOf = (account: OidcTestAccount): Record<string, string> =>
  Object.fromEntries(
    Object.entries({
      sub: account.sub,
      email: account.email,
      email_verified: account.emailVerified ? 'true' : undefined,
      given_name: account.givenName,
      family_name: account.familyName,
      tid: account.tid,
      id_token_audience: account.idTokenAudience,
      id_token_nonce: account.idTokenNonce,
      id_token_expired: account.idTokenExpired ? 'true' : undefined,
      id_token_foreign_key: account.idTokenForeignKey ? 'true' : undefined,
    }).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );

/**
 * Starts both providers. `publicUrl` is the app's PUBLIC_URL: the redirect URIs registered for it
 * are PUBLIC_URL plus each callback path.
 */
export async function startOidcProviders(options: {
  publicUrl: string;
  port?: number;
  tenantId?: string;
}): Promise<LoopbackOidcProviders> {
  const tenantId = options.tenantId ?? OIDC_TEST_TENANT_ID;
  const clients = Object.fromEntries(
    OIDC_PROVIDER_IDS.map((id) => [
      id,
      { ...OIDC_TEST_CLIENTS[id], redirectUris: [`${options.publicUrl}${oidcCallbackPath(id)}`] },
    ]),
  );
  const child = await startListeningProcess(OIDC_PROVIDER_SCRIPT, {
    env: {
      ...process.env,
      OIDC_TEST_PROVIDER: JSON.stringify({ port: options.port ?? 0, tenantId, clients }),
    },
    listening: 'oidc providers listening',
  });
  const origin = child.url;
  const issuers: Record<OidcProviderId, string> = {
    google: `${origin}/google`,
    microsoft: `${origin}/common/v2.0`,
  };

  /** Redirects followed by hand with a cookie jar of this one browser; the login form posted once. */
  async function walk(authorizationUrl: string, form: Record<string, string> | 'cancel'): Promise<URL> {
    const jar = new Map<string, string>();
    let url = new URL(authorizationUrl);
    let post: string | undefined;
    for (let hop = 0; hop < 12; hop++) {
      if (url.origin !== origin) return url;
      const res = await fetch(url, {
        method: post === undefined ? 'GET' : 'POST',
        redirect: 'manual',
        headers: {
          cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
          ...(post === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
        },
        body: post,
      });
      for (const line of res.headers.getSetCookie()) {
        const pair = line.split(';')[0]!;
        const name = pair.slice(0, pair.indexOf('='));
        const value = pair.slice(pair.indexOf('=') + 1);
        if (value) jar.set(name, value);
        else jar.delete(name);
      }
      const location = res.headers.get('location');
      const page = await res.text();
      if (res.status >= 300 && res.status < 400 && location) {
        url = new URL(location, url);
        post = undefined;
        continue;
      }
      if (res.status === 200 && post === undefined && /^\/interaction\/\w+\/[\w-]+$/.test(url.pathname)) {
        url = new URL(`${url.pathname}/${form === 'cancel' ? 'abort' : 'login'}`, url);
        post = form === 'cancel' ? '' : new URLSearchParams(form).toString();
        continue;
      }
      throw new Error(`The test provider answered ${res.status} at ${url.pathname}: ${page.slice(0, 500)}`);
    }
    throw new Error('The test provider redirected too many times');
  }

  return {
    url: origin,
    issuers,
    authEnv: Object.fromEntries(
      OIDC_PROVIDER_IDS.flatMap((id) => {
        const key = `OIDC_${id.toUpperCase()}`;
        return [
          [`${key}_ISSUER`, issuers[id]],
          [`${key}_CLIENT_ID`, OIDC_TEST_CLIENTS[id].clientId],
          [`${key}_CLIENT_SECRET`, OIDC_TEST_CLIENTS[id].clientSecret],
        ];
      }),
    ),
    signIn: (authorizationUrl, account) => walk(authorizationUrl, formOf(account)),
    cancel: (authorizationUrl) => walk(authorizationUrl, 'cancel'),
    close: () => child.kill(),
  };
}
