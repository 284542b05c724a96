import type { PlaywrightTestConfig } from '@playwright/test';
import { OIDC_PROVIDER_IDS, oidcCallbackPath } from '@uniform/contracts';

/**
 * The browser tests' "Google" and "Microsoft": the test kit's loopback OpenID provider on a fixed
 * port beside the product (a second webServer), with this app registered at both for the browser
 * tests' gateway. Its login page is a plain form the spec fills in.
 */
export const E2E_OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 18070);
export const E2E_OIDC_ORIGIN = `http://127.0.0.1:${E2E_OIDC_PORT}`;

/** The test kit's provider script (libs/test-kit/src/oidc-provider.ts starts the same one for component tests). */
const PROVIDER_SCRIPT = 'libs/test-kit/oidc/loopback-oidc-provider.mjs';

/** This app's registration at the browser tests' providers. */
const CLIENTS = {
  google: { clientId: 'uniform-e2e-google', clientSecret: 'e2e-loopback-google-secret' },
  microsoft: { clientId: 'uniform-e2e-microsoft', clientSecret: 'e2e-loopback-microsoft-secret' },
} as const;

type WebServer = Exclude<NonNullable<PlaywrightTestConfig['webServer']>, readonly unknown[]>;

/** The product's webServer entries with the provider's first. */
export function withOidcProvider(product: PlaywrightTestConfig['webServer'], publicUrl: string): WebServer[] {
  return [oidcProviderServer(publicUrl), ...(Array.isArray(product) ? product : product ? [product] : [])];
}

function oidcProviderServer(publicUrl: string): WebServer {
  const clients = Object.fromEntries(
    OIDC_PROVIDER_IDS.map((id) => [
      id,
      { ...CLIENTS[id], redirectUris: [`${publicUrl}${oidcCallbackPath(id)}`] },
    ]),
  );
  return {
    command: `node ${PROVIDER_SCRIPT}`,
    cwd: '..',
    wait: { stdout: /oidc providers listening/ },
    timeout: 30_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { OIDC_TEST_PROVIDER: JSON.stringify({ port: E2E_OIDC_PORT, clients }) },
  };
}

/** The product's settings for both providers, and its public address for the redirect URIs. */
export function oidcProductEnv(publicUrl: string): Record<string, string> {
  return {
    PUBLIC_URL: publicUrl,
    OIDC_GOOGLE_ISSUER: `${E2E_OIDC_ORIGIN}/google`,
    OIDC_GOOGLE_CLIENT_ID: CLIENTS.google.clientId,
    OIDC_GOOGLE_CLIENT_SECRET: CLIENTS.google.clientSecret,
    // Multi-tenant, as Microsoft's own: the discovery document names the issuer …/{tenantid}/v2.0.
    OIDC_MICROSOFT_ISSUER: `${E2E_OIDC_ORIGIN}/common/v2.0`,
    OIDC_MICROSOFT_CLIENT_ID: CLIENTS.microsoft.clientId,
    OIDC_MICROSOFT_CLIENT_SECRET: CLIENTS.microsoft.clientSecret,
  };
}
