import { hkdfSync, randomBytes } from 'node:crypto';
import { z } from 'zod';
import {
  OIDC_PROVIDER_IDS,
  oidcCallbackPath,
  serviceByName,
  USER_DATA_OWNERS,
  type OidcProviderId,
} from '@uniform/contracts';
import {
  accountDeletionEnvSchema,
  configLoader,
  databaseUrlSchema,
  redisUrlSchema,
  serviceEnvSchema,
  serviceUrlsSchema,
  wholeNumberSchema,
} from '@uniform/service-kit';

const days = (fallback: number) => wholeNumberSchema(1, 3650, fallback);

/** An unset key and an empty one (compose passes `KEY:` through as empty) both mean "not set". */
const optionalText = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.string().trim().min(1).optional(),
);

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * An OpenID Connect issuer: https, or http on a loopback address only (the test kit's provider), so
 * a misconfigured production issuer can never be reached without TLS.
 */
const issuerSchema = (fallback: string, provider: string) =>
  z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .default(fallback)
    .refine((issuer) => {
      const url = new URL(issuer);
      return url.protocol === 'https:' || LOOPBACK_HOSTS.has(url.hostname);
    }, 'must be https (http only on a loopback address, for a test provider)')
    .describe(`OpenID Connect issuer of ${provider} sign-in (its discovery document is read from it)`);

const clientIdOf = (provider: string) =>
  optionalText.describe(
    `OAuth client id of this app at ${provider}; with the secret, shows the ${provider} button`,
  );
const clientSecretOf = (provider: string) =>
  optionalText.describe(`OAuth client secret of this app at ${provider}`);

export const authEnvSchema = serviceEnvSchema(serviceByName('auth').port)
  .extend({
    DATABASE_URL: databaseUrlSchema,
    REDIS_URL: redisUrlSchema,
    DEVICE_COOKIE_SECRET: z
      .string()
      .min(32, 'must be at least 32 characters')
      .optional()
      .describe(
        'Key for the sign-in device cookies (they let a browser that signed in before keep signing in while strangers are throttled); without it one is derived from INTERNAL_SIGNING_SECRET',
      ),
    SESSION_IDLE_DAYS: days(14).describe('A session unused for this many days ends (sliding expiry)'),
    SESSION_ABSOLUTE_DAYS: days(30).describe(
      'A session ends this many days after sign-in however much it is used (absolute lifetime)',
    ),
    PUBLIC_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .default('http://localhost:8080')
      .transform((url) => url.replace(/\/+$/, ''))
      .describe(
        "The app's public address (the gateway as browsers reach it): Google and Microsoft send the browser back to PUBLIC_URL/api/auth/oidc/<provider>/callback",
      ),
    OIDC_GOOGLE_ISSUER: issuerSchema('https://accounts.google.com', 'Google'),
    OIDC_GOOGLE_CLIENT_ID: clientIdOf('Google'),
    OIDC_GOOGLE_CLIENT_SECRET: clientSecretOf('Google'),
    OIDC_MICROSOFT_ISSUER: issuerSchema('https://login.microsoftonline.com/common/v2.0', 'Microsoft'),
    OIDC_MICROSOFT_CLIENT_ID: clientIdOf('Microsoft'),
    OIDC_MICROSOFT_CLIENT_SECRET: clientSecretOf('Microsoft'),
    // "Download my data" asks each of these for its own part of the user's data.
    ...serviceUrlsSchema(USER_DATA_OWNERS),
    // "Delete my account" publishes one account-deleted job for all of them (service-kit's account-deletion.ts).
    ...accountDeletionEnvSchema,
    ACCOUNT_DELETION_SWEEP_MS: wholeNumberSchema(100, 3_600_000, 30_000).describe(
      'How often one auth replica sweeps the account deletions: publishes what is unpublished, retries the services that failed',
    ),
  })
  .superRefine((env, ctx) => {
    for (const provider of OIDC_PROVIDER_IDS) {
      const { id, secret } = oidcKeys(provider);
      if ((env[id] === undefined) !== (env[secret] === undefined))
        ctx.addIssue({
          code: 'custom',
          path: [env[id] ? secret : id],
          message: `set both ${id} and ${secret}, or neither`,
        });
    }
  });

export type AuthConfig = z.infer<typeof authEnvSchema>;

export const loadAuthConfig = configLoader(authEnvSchema);

function oidcKeys(provider: OidcProviderId) {
  const prefix = `OIDC_${provider.toUpperCase()}` as `OIDC_${Uppercase<OidcProviderId>}`;
  return {
    issuer: `${prefix}_ISSUER`,
    id: `${prefix}_CLIENT_ID`,
    secret: `${prefix}_CLIENT_SECRET`,
  } as const;
}

/** One provider's settings, when it has a client id and secret (else it has no button and its paths 404). */
export interface OidcProviderSettings {
  id: OidcProviderId;
  issuer: URL;
  clientId: string;
  clientSecret: string;
  /** PUBLIC_URL plus the callback path: registered with the provider as the redirect URI. */
  redirectUri: string;
}

export function oidcProviderSettings(config: AuthConfig): OidcProviderSettings[] {
  return OIDC_PROVIDER_IDS.flatMap((id) => {
    const keys = oidcKeys(id);
    const clientId = config[keys.id];
    const clientSecret = config[keys.secret];
    if (!clientId || !clientSecret) return [];
    return [
      {
        id,
        issuer: new URL(config[keys.issuer]),
        clientId,
        clientSecret,
        redirectUri: `${config.PUBLIC_URL}${oidcCallbackPath(id)}`,
      },
    ];
  });
}

/**
 * The device-cookie key: HKDF-SHA256 over DEVICE_COOKIE_SECRET, or else over INTERNAL_SIGNING_SECRET
 * with its own label, so the identity-signing key itself never signs anything else. Only without
 * either (a bare local run) a per-process random key, and `warn` is told: device cookies then last
 * as long as this process.
 */
export function deviceCookieKey(
  config: Pick<AuthConfig, 'DEVICE_COOKIE_SECRET' | 'INTERNAL_SIGNING_SECRET'>,
  warn: (message: string) => void,
): Buffer {
  const root = config.DEVICE_COOKIE_SECRET ?? config.INTERNAL_SIGNING_SECRET;
  if (root) return Buffer.from(hkdfSync('sha256', root, 'uniform-auth', 'sign-in device cookie v1', 32));
  warn(
    'neither DEVICE_COOKIE_SECRET nor INTERNAL_SIGNING_SECRET is set; device cookies use a per-process key',
  );
  return randomBytes(32);
}
