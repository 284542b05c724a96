import { defineConfig } from '@playwright/test';
import {
  SECURITY_ADMIN_TOKEN,
  SECURITY_GATEWAY_PORT,
  SECURITY_INTERNAL_SIGNING_SECRET,
  SECURITY_SERVICE_PORT_OFFSET,
  SECURITY_SMS_ADMIN_TOKEN,
  SECURITY_TWILIO_AUTH_TOKEN,
  securityDatabaseUrl,
  securityGetupSendHour,
  securityRedisUrl,
} from './e2e-env';
import { launchedProduct, suiteDefaults } from './suite-config';

/**
 * The black-box security suite (`npm run test:security`): probes sent over raw sockets and plain
 * HTTP through the gateway of a real product the launcher starts, with the REAL rate limits (the
 * browser tests lift them). Every case prints `refused  <case>` or `ACCEPTED <case>`; an ACCEPTED
 * fails. No browser: each probe comes from its own loopback address (127.x.y.z), so one case's
 * spent budget cannot make another pass or fail.
 */
export default defineConfig({
  ...suiteDefaults('./security', 'security'),
  use: { baseURL: `http://127.0.0.1:${SECURITY_GATEWAY_PORT}` },
  // Playwright starts the webServer before globalSetup, so the Redis database is emptied here,
  // before any service holds queue keys in it.
  webServer: launchedProduct(
    {
      GATEWAY_PORT: String(SECURITY_GATEWAY_PORT),
      SERVICE_PORT_OFFSET: String(SECURITY_SERVICE_PORT_OFFSET),
      DATABASE_URL: securityDatabaseUrl(),
      REDIS_URL: securityRedisUrl(),
      // Every refused probe is a 4xx the gateway logs at warn; errors (a 500) still show.
      LOG_LEVEL: 'error',
      // Known to the suite: a forged identity then carries a valid signature, and must still be dropped.
      INTERNAL_SIGNING_SECRET: SECURITY_INTERNAL_SIGNING_SECRET,
      // Carrier webhooks are signed over the public URL, this gateway; no account: texts go to the outbox.
      TWILIO_AUTH_TOKEN: SECURITY_TWILIO_AUTH_TOKEN,
      SMS_PUBLIC_URL: `http://127.0.0.1:${SECURITY_GATEWAY_PORT}`,
      SMS_ADMIN_TOKEN: SECURITY_SMS_ADMIN_TOKEN,
      ADMIN_TOKEN: SECURITY_ADMIN_TOKEN,
      // The daily text is the one made from a subscriber's style facts: it is sent during the run (this
      // hour where the probe's subscriber lives, a whole-hour window, a tick every second, no rate cap).
      GETUP_SEND_HOUR: String(securityGetupSendHour()),
      GETUP_WINDOW_MINUTES: '60',
      GETUP_TICK_EVERY_MS: '1000',
      GETUP_SEND_RATE_PER_SECOND: '0',
      // The rate limits stay at their defaults: they are what is probed. No proxy is trusted, whatever
      // the calling shell says, so a client's X-Forwarded-For must not choose its budget.
      TRUST_PROXY: 'false',
      // One Redis round trip can take longer than the production 100 ms while this machine is loaded;
      // the limiter would then fail open and a probe expecting 429 would get through. The budgets are
      // what is probed here; failing open has its own component tests (gateway/tests/rate-limit.test.ts).
      RATE_LIMIT_TIMEOUT_MS: '5000',
    },
    'node e2e/security/support/empty-redis-database.mjs && node infra/launcher/start.mjs --no-build',
  ),
});
