/** Where the browser tests run the product: their own gateway port and their own database. */
export const E2E_GATEWAY_PORT = Number(process.env.E2E_GATEWAY_PORT ?? 18080);

/** DATABASE_URL with the database swapped for `uniform_e2e`, so tests never touch a developer's data. */
export function e2eDatabaseUrl(): string {
  return databaseUrlFor('uniform_e2e');
}

function databaseUrlFor(database: string): string {
  const base = process.env.DATABASE_URL ?? 'postgresql://postgres:postgres@127.0.0.1:54329/uniform';
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

/** The Twilio auth token the product checks webhook signatures with in the browser tests (no texts go to Twilio: no account is set). */
export const E2E_TWILIO_AUTH_TOKEN = 'e2e-twilio-auth-token-for-signatures';

/**
 * The security suite (e2e/security/) runs its own copy of the product with the real rate limits,
 * beside the browser tests' copy: its own gateway port, every service port shifted by this offset,
 * its own database and its own Redis logical database.
 */
export const SECURITY_GATEWAY_PORT = 18090;
export const SECURITY_SERVICE_PORT_OFFSET = 2000;

/** DATABASE_URL with the database swapped for `uniform_security`. */
export function securityDatabaseUrl(): string {
  return databaseUrlFor('uniform_security');
}

/**
 * REDIS_URL with logical database 5: Redis is shared with other runs on this machine, and the suite
 * empties its own database before the product starts so no counter from an earlier run leaks in.
 */
export function securityRedisUrl(): string {
  const url = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  url.pathname = '/5';
  return url.toString();
}

/** Webhook signatures, the local outbox and the operator endpoints of the security suite's product. */
export const SECURITY_TWILIO_AUTH_TOKEN = 'security-twilio-auth-token-for-signatures';
export const SECURITY_SMS_ADMIN_TOKEN = 'security-sms-admin-token-0123456789';
export const SECURITY_ADMIN_TOKEN = 'security-admin-token-0123456789abcdef';
/** Known to the suite so a forged identity can carry a valid signature: the gateway must drop it anyway. */
export const SECURITY_INTERNAL_SIGNING_SECRET = 'security-internal-signing-secret-0123456789abcdef';

/** Where the security suite's Getup subscriber lives: the analysis fixture's ZIP (98103) is in Seattle. */
export const SECURITY_GETUP_TIME_ZONE = 'America/Los_Angeles';

/**
 * The Getup send hour of the security suite's product: the hour it is now where its subscriber lives,
 * so the daily text (the one text made from a subscriber's style facts) goes out during the run.
 * Fixed once by the runner process (Playwright workers inherit its environment and reuse it).
 */
export function securityGetupSendHour(): number {
  process.env.SECURITY_GETUP_SEND_HOUR ??= String(hourIn(SECURITY_GETUP_TIME_ZONE));
  return Number(process.env.SECURITY_GETUP_SEND_HOUR);
}

/** The hour of the day (0–23) in a time zone. */
export function hourIn(timeZone: string, at = new Date()): number {
  return Number(new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(at));
}
