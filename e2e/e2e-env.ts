/** Where the browser tests run the product: their own gateway port and their own database. */
export const E2E_GATEWAY_PORT = Number(process.env.E2E_GATEWAY_PORT ?? 18080);

/** DATABASE_URL with the database swapped for `uniform_e2e`, so tests never touch a developer's data. */
export function e2eDatabaseUrl(): string {
  const base = process.env.DATABASE_URL ?? 'postgresql://postgres:postgres@127.0.0.1:54329/uniform';
  const url = new URL(base);
  url.pathname = '/uniform_e2e';
  return url.toString();
}

/** The Twilio auth token the product checks webhook signatures with in the browser tests (no texts go to Twilio: no account is set). */
export const E2E_TWILIO_AUTH_TOKEN = 'e2e-twilio-auth-token-for-signatures';
