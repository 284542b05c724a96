import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { KEY_BYTES, KeyRingError, parseKeyRing, type KeyRing } from './entry-cipher';

export interface KeySourceConfig {
  NODE_ENV: 'development' | 'test' | 'production';
  DATABASE_URL: string;
  MEDITATION_ENCRYPTION_KEYS?: string;
  MEDITATION_ACTIVE_KEY_ID?: string;
  MEDITATION_KEY_FILE: string;
}

export interface ResolvedKeys {
  ring: KeyRing;
  /** Where the keys came from, for the start-up log line. */
  source: 'env' | 'local-file';
  /** What the operator should hear at start-up, if anything. */
  warning?: string;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/**
 * Where the journal keys come from:
 * - MEDITATION_ENCRYPTION_KEYS, always when set;
 * - otherwise, on a laptop only — NODE_ENV is not production, or the database is on loopback, as
 *   `npm start` runs it (it sets NODE_ENV=production but starts PostgreSQL locally) — a key created
 *   once and kept in MEDITATION_KEY_FILE (under the git-ignored .data/), so entries stay readable
 *   across restarts;
 * - otherwise (production with a remote database and no keys) the service refuses to start.
 */
export function resolveKeyRing(config: KeySourceConfig): ResolvedKeys {
  if (config.MEDITATION_ENCRYPTION_KEYS)
    return {
      ring: parseKeyRing(config.MEDITATION_ENCRYPTION_KEYS, config.MEDITATION_ACTIVE_KEY_ID),
      source: 'env',
    };
  const databaseHost = new URL(config.DATABASE_URL).hostname;
  if (config.NODE_ENV === 'production' && !LOOPBACK_HOSTS.has(databaseHost))
    throw new KeyRingError(
      'MEDITATION_ENCRYPTION_KEYS is required in production: set it to "k1:<base64 of 32 random bytes>" (e.g. k1:$(openssl rand -base64 32))',
    );
  const file = path.resolve(config.MEDITATION_KEY_FILE);
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `local:${randomBytes(KEY_BYTES).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  }
  return {
    ring: parseKeyRing(readFileSync(file, 'utf8').trim()),
    source: 'local-file',
    warning: 'journal entries use the local key file; set MEDITATION_ENCRYPTION_KEYS outside a laptop',
  };
}
