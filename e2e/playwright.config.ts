import { defineConfig, devices } from '@playwright/test';
import { e2eDatabaseUrl, E2E_GATEWAY_PORT, E2E_TWILIO_AUTH_TOKEN } from './e2e-env';
import { launchedProduct, suiteDefaults } from './suite-config';
import { oidcProductEnv, withOidcProvider } from './support/oidc-provider';

const PUBLIC_URL = `http://127.0.0.1:${E2E_GATEWAY_PORT}`;

/**
 * Browser tests drive the real product the way a user starts it: the launcher builds and starts every
 * service and the gateway, and Debian's Chromium (never a downloaded browser) loads the pages.
 */
export default defineConfig({
  ...suiteDefaults('./tests', 'e2e'),
  use: {
    baseURL: PUBLIC_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  // Sign-in with Google and Microsoft goes to the test kit's loopback provider (e2e/tests/oidc.spec.ts).
  webServer: withOidcProvider(
    launchedProduct({
      GATEWAY_PORT: String(E2E_GATEWAY_PORT),
      DATABASE_URL: e2eDatabaseUrl(),
      ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
      LOG_LEVEL: 'warn',
      // Carrier webhooks are signed over the public URL: here, this gateway. No account: the outbox sends.
      TWILIO_AUTH_TOKEN: E2E_TWILIO_AUTH_TOKEN,
      SMS_PUBLIC_URL: PUBLIC_URL,
      // The browser tests all come from 127.0.0.1 and share Redis with other runs on this machine;
      // the limits themselves are proven by the gateway's component tests.
      RATE_LIMIT_DEFAULT: '100000',
      RATE_LIMIT_AI: '100000',
      RATE_LIMIT_AUTH: '100000',
      RATE_LIMIT_WEBHOOK: '100000',
      ...oidcProductEnv(PUBLIC_URL),
    }),
    PUBLIC_URL,
  ),
});
