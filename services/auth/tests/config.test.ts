import { parseConfig } from '@uniform/service-kit';
import { authEnvSchema, oidcProviderSettings } from '../src/config';

/** Settings of sign-in with Google and Microsoft: parsed once at boot, every problem named. */
const parse = (env: Record<string, string>) => parseConfig(authEnvSchema, env);

describe('the auth service settings for Google and Microsoft', () => {
  test('When no client is set, then no provider is set up and the defaults name the real issuers', () => {
    const config = parse({});

    expect(oidcProviderSettings(config)).toEqual([]);
    expect(config.OIDC_GOOGLE_ISSUER).toBe('https://accounts.google.com');
    expect(config.OIDC_MICROSOFT_ISSUER).toBe('https://login.microsoftonline.com/common/v2.0');
  });

  test('When a client id and secret are set, then that provider is set up with the redirect URI under PUBLIC_URL', () => {
    const config = parse({
      PUBLIC_URL: 'https://uniform.example/',
      OIDC_MICROSOFT_CLIENT_ID: 'app-id',
      OIDC_MICROSOFT_CLIENT_SECRET: 'app-secret',
      OIDC_GOOGLE_CLIENT_ID: '',
    });

    expect(oidcProviderSettings(config)).toEqual([
      {
        id: 'microsoft',
        issuer: new URL('https://login.microsoftonline.com/common/v2.0'),
        clientId: 'app-id',
        clientSecret: 'app-secret',
        redirectUri: 'https://uniform.example/api/auth/oidc/microsoft/callback',
      },
    ]);
  });

  test('When only one of a client id and secret is set, or an issuer is plain http off loopback, then boot fails naming each key and hiding the secret', () => {
    expect(() =>
      parse({
        OIDC_GOOGLE_CLIENT_SECRET: 'only-the-secret',
        OIDC_MICROSOFT_CLIENT_ID: 'only-the-id',
        OIDC_MICROSOFT_ISSUER: 'http://login.example.com/common/v2.0',
      }),
    ).toThrow(
      'Invalid configuration: OIDC_MICROSOFT_ISSUER="http://login.example.com/common/v2.0": must be https (http only on a loopback address, for a test provider); OIDC_GOOGLE_CLIENT_ID: set both OIDC_GOOGLE_CLIENT_ID and OIDC_GOOGLE_CLIENT_SECRET, or neither; OIDC_MICROSOFT_CLIENT_SECRET: set both OIDC_MICROSOFT_CLIENT_ID and OIDC_MICROSOFT_CLIENT_SECRET, or neither',
    );
  });

  test('When the issuer is http on loopback (the test provider), then it is accepted', () => {
    const config = parse({ OIDC_GOOGLE_ISSUER: 'http://127.0.0.1:18070/google' });

    expect(config.OIDC_GOOGLE_ISSUER).toBe('http://127.0.0.1:18070/google');
  });
});
