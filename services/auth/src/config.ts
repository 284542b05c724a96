import { hkdfSync, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { serviceByName } from '@uniform/contracts';
import {
  configLoader,
  databaseUrlSchema,
  redisUrlSchema,
  serviceEnvSchema,
  wholeNumberSchema,
} from '@uniform/service-kit';

const days = (fallback: number) => wholeNumberSchema(1, 3650, fallback);

export const authEnvSchema = serviceEnvSchema(serviceByName('auth').port).extend({
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
});

export type AuthConfig = z.infer<typeof authEnvSchema>;

export const loadAuthConfig = configLoader(authEnvSchema);

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
