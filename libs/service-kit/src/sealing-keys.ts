import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { KEY_BYTES, KeyRingError, parseKeyRing, type KeyRing } from './sealed-text';

/**
 * A sealing service's three key variables, named after its prefix: MEDITATION gives
 * MEDITATION_ENCRYPTION_KEYS, MEDITATION_ACTIVE_KEY_ID and MEDITATION_KEY_FILE.
 */
export type SealingKeysEnv<P extends string> = {
  [K in `${P}_ENCRYPTION_KEYS` | `${P}_ACTIVE_KEY_ID`]?: string;
} & {
  [K in `${P}_KEY_FILE`]: string;
};

type SealingKeysShape<P extends string> = {
  [K in `${P}_ENCRYPTION_KEYS` | `${P}_ACTIVE_KEY_ID`]: z.ZodOptional<z.ZodString>;
} & { [K in `${P}_KEY_FILE`]: z.ZodDefault<z.ZodString> };

const variables = (prefix: string) => ({
  keys: `${prefix}_ENCRYPTION_KEYS`,
  activeKeyId: `${prefix}_ACTIVE_KEY_ID`,
  keyFile: `${prefix}_KEY_FILE`,
});

/**
 * The env schema of a service's sealing keys, for its config to extend: `what` is what the keys
 * seal ("journal entries"), `keyFile` the laptop key file's default path.
 */
export function sealingKeysEnvSchema<P extends string>(
  prefix: P,
  options: { what: string; keyFile: string },
): z.ZodObject<SealingKeysShape<P>> {
  const names = variables(prefix);
  return z.object({
    [names.keys]: z
      .string()
      .max(4_000)
      .optional()
      .describe(
        `Keys sealing ${options.what}, as "keyId:base64-of-32-bytes", comma-separated (old keys stay listed so what they sealed stays readable). Required in production.`,
      ),
    [names.activeKeyId]: z
      .string()
      .max(64)
      .optional()
      .describe('The key id new text is sealed with; the first listed key when absent'),
    [names.keyFile]: z
      .string()
      .min(1)
      .default(options.keyFile)
      .describe(
        `On a laptop only (no ${names.keys}, database on loopback or NODE_ENV not production): a key created on first start and kept in this file`,
      ),
  }) as unknown as z.ZodObject<SealingKeysShape<P>>;
}

export interface SealingKeysConfig {
  NODE_ENV: 'development' | 'test' | 'production';
  DATABASE_URL: string;
}

export interface ResolvedKeys {
  ring: KeyRing;
  /** Where the keys came from, for the start-up log line. */
  source: 'env' | 'local-file';
  /** The key file, when the keys came from it. */
  file?: string;
  /** What the operator should hear at start-up, if anything. */
  warning?: string;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/**
 * Where a service's sealing keys come from (`prefix` names its variables, `what` what they seal):
 * - <P>_ENCRYPTION_KEYS, always when set;
 * - otherwise, on a laptop only — NODE_ENV is not production, or the database is on loopback, as
 *   `npm start` runs it (it sets NODE_ENV=production but starts PostgreSQL locally) — a key created
 *   once and kept in <P>_KEY_FILE (under the git-ignored .data/), so what was sealed stays readable
 *   across restarts;
 * - otherwise (production with a remote database and no keys) the service refuses to start.
 */
export function resolveSealingKeys<P extends string>(
  prefix: P,
  config: SealingKeysConfig & SealingKeysEnv<P>,
  what: string,
): ResolvedKeys {
  const names = variables(prefix);
  const env = config as unknown as Record<string, string | undefined>;
  const keys = env[names.keys];
  if (keys)
    return {
      ring: parseKeyRing(keys, { activeKeyId: env[names.activeKeyId], source: names.keys }),
      source: 'env',
    };
  const databaseHost = new URL(config.DATABASE_URL).hostname;
  if (config.NODE_ENV === 'production' && !LOOPBACK_HOSTS.has(databaseHost))
    throw new KeyRingError(
      `${names.keys} is required in production: set it to "k1:<base64 of 32 random bytes>" (e.g. k1:$(openssl rand -base64 32))`,
    );
  const file = path.resolve(env[names.keyFile]!);
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `local:${randomBytes(KEY_BYTES).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  }
  return {
    ring: parseKeyRing(readFileSync(file, 'utf8').trim(), { source: `${names.keyFile} (${file})` }),
    source: 'local-file',
    file,
    warning: `${what} use the local key file; set ${names.keys} outside a laptop`,
  };
}
